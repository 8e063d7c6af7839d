import Foundation
import LLM
import Testing

@Suite("The scripted provider")
struct ScriptedProviderTests {
    static func events(_ provider: ScriptedProvider, _ request: ChatRequest = hello) async -> ([ChatEvent], (any Error)?) {
        var events: [ChatEvent] = []
        do {
            for try await event in provider.stream(request) { events.append(event) }
            return (events, nil)
        } catch {
            return (events, error)
        }
    }

    static func script(_ text: String, name: String = "demo.json") throws -> ScriptedProvider {
        try ScriptedProvider(json: Data(text.utf8), name: name)
    }

    @Test("replies are replayed one per request, in order, with chunks, tool calls, usage and finish")
    func replay() async throws {
        let provider = try Self.script("""
        {"replies": [
          {"chunks": ["Good ", "morning!"], "usage": {"input": 50, "output": 4}},
          {"text": "Logging it.", "tool_calls": [{"name": "log_food", "arguments": {"text": "2 eggs"}}]},
          {"text": "Cut short", "finish": "length"}
        ]}
        """)
        #expect(provider.id == "scripted")
        let first = await Self.events(provider)
        #expect(first.0 == [.text("Good "), .text("morning!"), .usage(Usage(inputTokens: 50, outputTokens: 4)), .done(.stop)])
        let second = await Self.events(provider)
        #expect(second.0.contains(.toolCall(ToolCall(id: "call_2_1", name: "log_food", arguments: #"{"text":"2 eggs"}"#))))
        #expect(second.0.last == .done(.toolCalls))
        let third = await Self.events(provider)
        #expect(third.0.last == .done(.length))
    }

    @Test("scripted errors are thrown as typed LLMErrors; status picks the kind")
    func scriptedErrors() async throws {
        let provider = try Self.script("""
        [{"error": {"status": 429, "retry_after_ms": 1500, "message": "slow down"}},
         {"error": {"status": 529}},
         {"error": {"status": 401}},
         {"error": {"kind": "timeout", "phase": "first_byte"}},
         {"chunks": ["Half a "], "error": {"kind": "stream_cut"}}]
        """)
        #expect(await Self.events(provider).1 as? LLMError == .rateLimited(provider: "scripted", retryAfter: .milliseconds(1500), message: "slow down"))
        #expect(await Self.events(provider).1 as? LLMError == .overloaded(provider: "scripted", retryAfter: nil, message: "scripted failure"))
        #expect(await Self.events(provider).1 as? LLMError == .authentication(provider: "scripted", status: 401, message: "scripted failure"))
        #expect(await Self.events(provider).1 as? LLMError == .timeout(provider: "scripted", phase: .firstByte))
        let cut = await Self.events(provider)
        #expect(cut.0 == [.text("Half a ")])
        #expect(cut.1 as? LLMError == .streamCut(provider: "scripted"))
    }

    @Test("when the script runs out, a clear error")
    func exhausted() async throws {
        let provider = try Self.script(#"[{"text": "only one"}]"#)
        _ = await Self.events(provider)
        let after = await Self.events(provider)
        #expect(after.1 as? LLMError == .streamError(provider: "scripted", message: "script demo.json has no reply left (all 1 were used)"))
    }

    @Test("a looping script starts over")
    func loops() async throws {
        let provider = try Self.script(#"{"replies": [{"text": "a"}, {"text": "b"}], "loop": true}"#)
        var texts: [String] = []
        for _ in 0..<3 {
            for event in await Self.events(provider).0 { if case .text(let text) = event { texts.append(text) } }
        }
        #expect(texts == ["a", "b", "a"])
    }

    @Test("a bad script gives one line naming the file and the problem", arguments: [
        (#"[{"txt": "hi"}]"#, "script demo.json: reply 1: unknown key \"txt\" (expected chunks, delay_ms, error, finish, first_delay_ms, text, tool_calls, usage)"),
        (#"[{"text": "a"}, {"error": {"kind": "ratelimit"}}]"#, "script demo.json: reply 2: unknown error kind \"ratelimit\" (expected one of not_configured, authentication, rate_limited, overloaded, server, context_overflow, not_found, bad_request, timeout, connection, malformed, stream_cut, stream_error)"),
        (#"[{"text": "a", "chunks": ["b"]}]"#, "script demo.json: reply 1: give \"text\" or \"chunks\", not both"),
        (#"[{"delay_ms": -5}]"#, "script demo.json: reply 1: \"delay_ms\" must be a whole number of milliseconds"),
        (#"[{"tool_calls": [{"arguments": {}}]}]"#, "script demo.json: reply 1: tool_calls[0] needs a \"name\""),
        (#"[]"#, "script demo.json: no replies"),
        (#"{"replies": [{"text": "a"}"#, "script demo.json: not valid JSON"),
    ])
    func badScripts(text: String, message: String) {
        #expect(throws: ScriptError(message)) { try Self.script(text) }
    }

    @Test("a script is read from a file; a missing file is named")
    func fromFile() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("scripted-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("kill.json")
        try Data(#"[{"chunks": ["a", "b"], "delay_ms": 1}]"#.utf8).write(to: file)
        let provider = try ScriptedProvider(contentsOf: file.path)
        #expect(provider.name == "kill.json")
        #expect(await Self.events(provider).0.prefix(2) == [.text("a"), .text("b")])
        let missing = folder.appendingPathComponent("nope.json").path
        #expect(throws: ScriptError("script nope.json: cannot read \(missing)")) { try ScriptedProvider(contentsOf: missing) }
    }

    @Test("through the orchestrator, a scripted 429 then text is retried and answered")
    func throughOrchestrator() async throws {
        let provider = try Self.script(#"[{"error": {"status": 429, "retry_after_ms": 10}}, {"text": "Hello"}]"#)
        let orchestrator = Orchestrator(routing: RoutingTable([.chat: [RouteChoice(provider: "scripted")]]),
                                        providers: ProviderLookup(providers: [provider]), clock: ManualClock())
        let log = await collect(orchestrator.run(.chat, hello))
        #expect(log.text == "Hello")
        #expect(provider.requestCount == 2)
        #expect(log.finished?.model == "script")
    }
}
