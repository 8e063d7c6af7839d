import Coach
import Foundation
import LLM
import Testing

/// `airfit mcp` driven through stdio by a client of our own (``MCPStdioClient``): the
/// handshake, the lists, every tool with good and bad arguments, the records, the prompts,
/// and the end of input. Every test also checks that nothing but protocol reached stdout.
/// (The time limit only stops a server that never answers from hanging the suite.)
@Suite(.timeLimit(.minutes(3)))
struct MCPServerTests {
    static let day = "2026-11-26"

    /// A private folder for one test's airfit files.
    static func home(_ name: String) throws -> URL {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("airfit-mcp-\(name)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        return home
    }

    static func client(_ home: URL, _ arguments: [String] = []) throws -> MCPStdioClient {
        try MCPStdioClient(home: home, arguments: arguments, environment: ["AIRFIT_TODAY": day])
    }

    /// The texts of a tool result's content.
    static func texts(_ result: JSONValue) -> [String] {
        (result["content"]?.arrayValue ?? []).compactMap { $0["text"]?.stringValue }
    }

    /// A server on a home of its own, after the handshake; ended (and checked) after `body`.
    static func session(_ name: String, _ body: (MCPStdioClient, URL) async throws -> Void) async throws {
        let home = try Self.home(name)
        defer { try? FileManager.default.removeItem(at: home) }
        let client = try Self.client(home)
        try await client.initialize()
        try await body(client, home)
        try await Self.finish(client)
    }

    /// Ends the server: its input closes, it exits 0, and it wrote nothing but protocol.
    static func finish(_ client: MCPStdioClient) async throws {
        let status = try await client.finish()
        #expect(status == 0, "the end of input ends the server with status 0; stderr: \(client.standardError)")
        #expect(client.strayLines.isEmpty, "stdout carries protocol only: \(client.strayLines)")
    }

    @Test func theHandshakeAgreesOnARevisionTheClientAsksFor() async throws {
        let home = try Self.home("handshake")
        defer { try? FileManager.default.removeItem(at: home) }
        // Asked for, agreed; an unknown one gets the newest the server has (2025-11-25 in the SDK 0.12.1).
        for (asked, agreed) in [("2024-11-05", "2024-11-05"), ("2025-03-26", "2025-03-26"), ("2025-06-18", "2025-06-18"),
                                ("2025-11-25", "2025-11-25"), ("1999-01-01", "2025-11-25")] {
            let client = try Self.client(home)
            let result = try await client.initialize(revision: asked)
            #expect(result["protocolVersion"]?.stringValue == agreed, "asked \(asked): \(result.jsonString)")
            #expect(result["serverInfo"]?["name"]?.stringValue == "airfit")
            let capabilities = result["capabilities"]?.objectValue ?? [:]
            #expect(capabilities["tools"] != nil && capabilities["resources"] != nil && capabilities["prompts"] != nil)
            #expect(result["instructions"]?.stringValue?.contains("log_food") == true)
            let ping = try await client.request("ping")
            #expect(ping["result"] != nil, "ping answers: \(ping.jsonString)")
            try await Self.finish(client)
        }
    }

    /// One list, not two: the server lists exactly the tools the chat offers its model, with
    /// their descriptions and argument schemas, in the same order.
    @Test func theToolsAreTheCoachsOwnList() async throws {
        try await Self.session("tools") { client, _ in
            let tools = try await client.result("tools/list")["tools"]?.arrayValue ?? []
            #expect(tools.compactMap { $0["name"]?.stringValue } == CoachTools.all.map(\.name))
            for (tool, spec) in zip(tools, CoachTools.all) {
                #expect(tool["description"]?.stringValue == spec.description, "\(spec.name)")
                #expect(tool["inputSchema"] == spec.parameters, "\(spec.name)'s schema is the coach's")
            }
        }
    }

    /// Each tool with arguments that work and arguments that do not (by hand: 2 eggs are
    /// 100 g of egg at 143 kcal and 12.6 g protein per 100 g, a banana 118 g at 89 kcal and
    /// 1.1 g: 143 + 105.02 = 248 kcal, 12.6 + 1.298 = 13.9 g protein).
    static let goodCalls: [(tool: String, arguments: JSONValue, line: String)] = [
        ("log_food", ["description": "2 eggs and a banana"], "Logged 2 items: 248 kcal, 13.9 g protein"),
        ("log_workout", ["description": "squat 3x5 100kg"], "Logged back squat 3×5 @ 100 kg"),
        ("log_weight", ["weight": 80.5, "unit": "kg"], "Weigh-in logged: 80.5 kg on 2026-11-26"),
        ("update_profile", ["height": 180, "sex": "male"], "Profile updated: height 180 cm, sex male"),
        ("set_goal", ["kind": "daily_protein", "value": 150], "Goal set: daily protein 150 g"),
        ("today_summary", [:], "Today: 248 kcal, 13.9 g protein, 1 workout"),
        ("week_summary", [:], "Week 2026-11-20 to 2026-11-26: food logged on 1 day, 1 training day"),
        ("remove_last_entry", ["kind": "meal"], "Removed meal \"2 eggs and a banana\" (248 kcal)"),
        // The meal planner's own numbers are pinned by its tests; here, that MCP serves its tools
        // (a line ending in "…" is the start of the result's line).
        ("set_goal", ["kind": "daily_kcal", "value": 2200], "Goal set: daily calories 2,200 kcal"),
        ("suggest_foods", ["meal": "lunch", "kcal": 500], "3 options for lunch (500 kcal)"),
        ("plan_meals", [:], "Plan for 2026-11-26: …"),
        ("log_planned_meal", ["meal": "breakfast"], "Logged …"),
        // The training planner's choices are pinned by its tests; with no training days the plan
        // assumes Mon, Wed and Fri, so the 26th (a Thursday) is a rest day. The session as planned
        // is logged on the 25th, so today's one workout stays one.
        ("training_plan", [:], "Plan: full body, Mon full body A, …"),
        ("today_session", ["day": "2026-11-26"], "Rest day 2026-11-26; next: …"),
        ("change_plan", ["action": "new"], "New plan: …"),
        ("log_as_planned", ["day": "2026-11-25"], "Logged as planned: …"),
    ]

    /// Wrong arguments and the reason the result gives. The tools without arguments have
    /// none that could be wrong (an extra key is ignored; see below).
    static let badCalls: [(tool: String, arguments: JSONValue, reason: String)] = [
        ("log_food", [:], "missing \"description\""),
        ("log_workout", ["description": 5], "\"description\" must be text"),
        ("log_weight", ["weight": "heavy"], "\"weight\" must be a number"),
        ("update_profile", ["height": "tall"], "height: I can't read \"tall\""),
        ("set_goal", ["kind": "daily_kcal"], "daily_kcal needs a numeric \"value\""),
        ("remove_last_entry", ["kind": "banana"], "\"kind\" must be meal, workout or any"),
        ("suggest_foods", ["kcal": 5], "\"kcal\" must be between 50 and 4000"),
        ("plan_meals", ["day": "someday"], "'someday' is not a day"),
        ("log_planned_meal", [:], "missing \"meal\""),
        ("today_session", ["day": "someday"], "\"someday\" is not a day: YYYY-MM-DD, today, tomorrow or a weekday"),
        ("change_plan", ["action": "juggle"], "\"action\" must be swap or new, not \"juggle\""),
        ("log_as_planned", ["day": "2026-12-25"], "2026-12-25 is in the future"),
        ("juggle", [:], "unknown tool \"juggle\""),
    ]

    @Test func everyToolWorksWithGoodArgumentsAndSaysWhyWithBadOnes() async throws {
        let tested = Set(Self.goodCalls.map(\.tool))
        let missing = CoachTools.all.map(\.name).filter { !tested.contains($0) }
        #expect(missing.isEmpty, "a tool the coach has is not tested over MCP; add it to goodCalls and badCalls: \(missing)")
        try await Self.session("calls") { client, _ in
            for call in Self.goodCalls {
                let result = try await client.call(call.tool, call.arguments)
                #expect(result["isError"]?.boolValue == false, "\(call.tool): \(result.jsonString)")
                let line = Self.texts(result).first ?? ""
                #expect(call.line.hasSuffix("…") ? line.hasPrefix(call.line.dropLast()) : line == call.line,
                        "\(call.tool): \(Self.texts(result))")
                let structured = result["structuredContent"]
                #expect(structured?["ok"]?.boolValue == true && structured?["tool"]?.stringValue == call.tool, "\(call.tool)")
                #expect(Self.texts(result).last.flatMap { try? JSONValue(parsing: $0) } == structured,
                        "the JSON is also there as text, for clients without structured content")
            }
            for call in Self.badCalls {
                let result = try await client.call(call.tool, call.arguments)
                #expect(result["isError"]?.boolValue == true, "\(call.tool) \(call.arguments.jsonString): \(result.jsonString)")
                #expect(Self.texts(result).first?.hasPrefix("\(call.tool) failed: \(call.reason)") == true, "\(Self.texts(result))")
            }
            let extra = try await client.call("today_summary", ["unexpected": 1])
            #expect(extra["isError"]?.boolValue == false, "an argument a tool does not take is ignored")
            // As stored: the eggs were removed; the planned breakfast, the workout and the goals stay.
            let today = try await client.call("today_summary")["structuredContent"]?["today"]
            let meals = today?["meals"]?.arrayValue ?? []
            #expect(meals.count == 1 && meals.first?["description"]?.stringValue?.hasPrefix("breakfast from the plan: ") == true,
                    "\(meals)")
            #expect(today?["workouts"]?.arrayValue?.count == 1)
        }
    }

    /// `structuredContent` came with the 2025-06-18 revision: an older client gets text only.
    @Test func structuredContentOnlyWhereTheRevisionHasIt() async throws {
        let home = try Self.home("structured")
        defer { try? FileManager.default.removeItem(at: home) }
        for (revision, structured) in [("2024-11-05", false), ("2025-03-26", false), ("2025-06-18", true), ("2025-11-25", true)] {
            let client = try Self.client(home)
            try await client.initialize(revision: revision)
            let result = try await client.call("today_summary")
            #expect((result["structuredContent"] != nil) == structured, "\(revision): \(result.jsonString)")
            #expect(Self.texts(result).count == 2, "text either way")
            try await Self.finish(client)
        }
    }

    @Test func theRecordsAreTheREPLsTextReadOnly() async throws {
        try await Self.session("records") { client, home in
            let resources = try await client.result("resources/list")["resources"]?.arrayValue ?? []
            // The plan record comes with a :plan command.
            let help = try await BinaryRunner.run(arguments: ["--home", home.path, "--no-color"], input: [":help"],
                                                  environment: ["HOME": home.path])
            let plan = help.output.contains(":plan") ? ["airfit://plan"] : []
            #expect(resources.compactMap { $0["uri"]?.stringValue }
                == ["airfit://profile", "airfit://targets", "airfit://today", "airfit://week"] + plan)
            #expect(resources.allSatisfy { $0["mimeType"]?.stringValue == "text/plain" })
            _ = try await client.call("log_food", ["description": "2 eggs and a banana"])
            _ = try await client.call("update_profile", ["height": 180])
            let today = try await Self.read("airfit://today", client)
            #expect(today.contains("1. 2 eggs and a banana: 248 kcal"), "\(today)")
            #expect(today.contains("eaten   248   13.9 g"), "\(today)")
            #expect(try await Self.read("airfit://profile", client).contains("180 cm"))
            #expect(try await Self.read("airfit://targets", client).contains("No targets yet"))
            #expect(try await Self.read("airfit://week", client).contains("248"))
            let unknown = try await client.request("resources/read", ["uri": "airfit://secrets"])
            #expect(unknown["error"]?["code"]?.numberValue == -32002, "resource not found: \(unknown.jsonString)")
            #expect(unknown["error"]?["message"]?.stringValue?.contains("airfit://today") == true, "it lists the known ones")
            let templates = try await client.result("resources/templates/list")
            #expect(templates["resourceTemplates"]?.arrayValue?.isEmpty == true)
        }
    }

    static func read(_ uri: String, _ client: MCPStdioClient) async throws -> String {
        let result = try await client.result("resources/read", ["uri": .string(uri)])
        return result["contents"]?.arrayValue?.first?["text"]?.stringValue ?? ""
    }

    @Test func thePromptsCarryTheRecordsAndTheArguments() async throws {
        try await Self.session("prompts") { client, _ in
            _ = try await client.call("log_food", ["description": "2 eggs and a banana"])
            let prompts = try await client.result("prompts/list")["prompts"]?.arrayValue ?? []
            #expect(prompts.compactMap { $0["name"]?.stringValue } == ["weekly-check-in", "plan-my-day-of-eating"])
            let plan = try await client.result("prompts/get", ["name": "plan-my-day-of-eating", "arguments": ["preferences": "vegetarian"]])
            let planText = plan["messages"]?.arrayValue?.first?["content"]?["text"]?.stringValue ?? ""
            #expect(plan["messages"]?.arrayValue?.first?["role"]?.stringValue == "user")
            #expect(planText.contains("My preferences for today: vegetarian"), "\(planText)")
            #expect(planText.contains("1. 2 eggs and a banana: 248 kcal"), "today's text: \(planText)")
            #expect(!planText.contains("{{"), "every placeholder filled")
            let bare = try await client.result("prompts/get", ["name": "plan-my-day-of-eating"])
            #expect(bare["messages"]?.arrayValue?.first?["content"]?["text"]?.stringValue?.contains("today: none given") == true)
            let checkIn = try await client.result("prompts/get", ["name": "weekly-check-in"])
            let checkInText = checkIn["messages"]?.arrayValue?.first?["content"]?["text"]?.stringValue ?? ""
            #expect(checkInText.contains("## The last seven days") && checkInText.contains("248"), "\(checkInText)")
            let unknown = try await client.request("prompts/get", ["name": "juggling"])
            #expect(unknown["error"]?["code"]?.numberValue == -32602, "\(unknown.jsonString)")
        }
    }

    /// Thirty calls at once, whose answers (each with the whole day, so growing) fill the pipe:
    /// each answer is a whole line. (The SDK's transport interleaved two answers it was writing
    /// at once when the pipe was full.)
    @Test func answersWrittenAtOnceAreWholeLines() async throws {
        try await Self.session("concurrent") { client, _ in
            let failures = try await withThrowingTaskGroup(of: Bool.self) { group in
                for _ in 0..<30 {
                    group.addTask { try await client.call("log_food", ["description": "1 banana"])["isError"]?.boolValue != false }
                }
                return try await group.reduce(0) { $0 + ($1 ? 1 : 0) }
            }
            #expect(failures == 0)
            let today = try await client.call("today_summary")["structuredContent"]?["today"]
            #expect(today?["meals"]?.arrayValue?.count == 30)
        }
    }

    /// A pipe that closes right after its requests: every one is answered, then status 0.
    @Test func everyRequestBeforeTheEndOfInputIsAnswered() async throws {
        let home = try Self.home("drain")
        defer { try? FileManager.default.removeItem(at: home) }
        let client = try Self.client(home)
        try client.send(["jsonrpc": "2.0", "id": 1, "method": "initialize", "params": [
            "protocolVersion": "2025-06-18", "capabilities": [:], "clientInfo": ["name": "pipe", "version": "1"]]])
        try client.send(["jsonrpc": "2.0", "method": "notifications/initialized"])
        for id in 2...21 {
            try client.send(["jsonrpc": "2.0", "id": .number(Double(id)), "method": "tools/call",
                             "params": ["name": "log_food", "arguments": ["description": "1 banana"]]])
        }
        try client.sendLine("this is not JSON")
        let status = try await client.finish()
        #expect(status == 0, "\(client.standardError)")
        for id in 1...21 {
            let answer = try await client.answer(id)
            #expect(answer["result"] != nil, "request \(id): \(answer.jsonString)")
        }
        #expect(client.notifications.contains { $0["error"]?["code"]?.numberValue == -32700 }, "a line that is not JSON is a parse error")
        #expect(client.strayLines.isEmpty, "\(client.strayLines)")
        // All twenty were stored: 20 × 105.02 kcal.
        let check = try Self.client(home)
        try await check.initialize()
        let totals = try await check.call("today_summary")["structuredContent"]?["today"]?["totals"]
        #expect(totals?["kcal"]?.numberValue == 2100, "\(totals?.jsonString ?? "")")
        try await Self.finish(check)
    }

    /// A damaged store: the server starts, each call that needs the store is an error with the
    /// reason, the server goes on, and the file keeps every byte.
    @Test func aDamagedStoreIsAnErrorResultNotACrash() async throws {
        let home = try Self.home("damaged")
        defer { try? FileManager.default.removeItem(at: home) }
        let database = home.appendingPathComponent("airfit.sqlite")
        let garbage = Data((0..<8192).map { UInt8(truncatingIfNeeded: $0 &* 37 &+ 11) })
        try garbage.write(to: database)
        let client = try Self.client(home)
        try await client.initialize()
        let logged = try await client.call("log_food", ["description": "2 eggs"])
        #expect(logged["isError"]?.boolValue == true, "\(logged.jsonString)")
        #expect(Self.texts(logged).first?.contains("damaged") == true, "\(Self.texts(logged))")
        let today = try await client.request("resources/read", ["uri": "airfit://today"])
        #expect(today["error"]?["message"]?.stringValue?.contains("could not read your logs") == true, "\(today.jsonString)")
        let tools = try await client.result("tools/list")
        #expect(tools["tools"]?.arrayValue?.count == CoachTools.all.count, "the server goes on")
        try await Self.finish(client)
        #expect(client.standardError.contains("warning:") && client.standardError.contains("damaged"),
                "one warning on stderr: \(client.standardError)")
        #expect(try Data(contentsOf: database) == garbage, "the damaged file must not be touched")
    }
}
