import Foundation
import LLM
import Testing
@testable import App

/// Tab completion by position and by the command's own arguments (issue 11, item 5).
struct CompletionTests {
    static let context = CommandContext(
        console: Console(color: false, output: -1, error: -1), options: AppOptions(color: false, environment: [:]),
        table: CommandTable(ChatSession.commands),
        modelIDs: ["gpt-4o-mini", "gpt-4.1-mini", "claude-sonnet-4-5"],
        serviceKeys: ["AppPaths", "ChatProvider", "ChatProvider[offline]", "ReplyRenderer"],
        providerIDs: ["offline", "openai", "anthropic", "scripted", "openrouter"],
        alternatives: ["ChatProvider": ["offline", "openai", "anthropic"], "ReplyRenderer": ["markdown", "plain"]],
        modelsByProvider: ["openai": ["gpt-4o-mini", "gpt-4.1-mini"], "anthropic": ["claude-sonnet-4-5"]],
        currentProvider: { "openai" },
        conversations: { [(id: "3f2a1b2c", title: "Leg day"), (id: "9d8e7f6a", title: "Breakfast ideas")] })

    func complete(_ line: String) -> [String] {
        let word = line.last == " " ? "" : String(line.split(separator: " ").last ?? "")
        return Completion.candidates(line: line, word: word, context: Self.context)
    }

    @Test func commandNames() {
        #expect(complete(":vali") == [":validate"])
        #expect(complete(":pers") == [":persona"])
    }

    @Test func swapOffersTheKeysThenThatKeysAlternatives() {
        #expect(complete(":swap ") == ["ChatProvider", "ReplyRenderer"])
        #expect(complete(":swap ChatProvider ") == ["anthropic", "offline", "openai"])
        #expect(complete(":swap ChatProvider o") == ["offline", "openai"])
        #expect(complete(":swap replyrenderer ") == ["markdown", "plain"])
        #expect(complete(":swap ChatProvider openai ") == [], "two arguments are all :swap takes")
    }

    @Test func subWordsOnlyAtTheirPositionAndOnce() {
        #expect(complete(":persona ") == ["new"])
        #expect(complete(":persona new ") == [], "was :persona new new")
        #expect(complete(":targets reset ") == [])
    }

    @Test func keysSetOffersProvidersOnly() {
        #expect(complete(":keys ") == ["set", "rm"])
        let providers = complete(":keys set ")
        #expect(providers.contains("openai") && providers.contains("anthropic") && providers.contains("openrouter"))
        #expect(!providers.contains("rm") && !providers.contains("set") && !providers.contains("offline"))
        #expect(complete(":keys rm op") == ["openai", "openrouter"])
        #expect(complete(":keys set openai ") == [])
    }

    @Test func modelOffersTheCurrentProvidersModels() {
        #expect(complete(":model ") == ["gpt-4o-mini", "gpt-4.1-mini"])
        #expect(complete(":model claude") == [])
    }

    @Test func resumeOffersConversationIdsWithTitles() {
        #expect(complete(":resume ") == ["3f2a1b2c\tLeg day", "9d8e7f6a\tBreakfast ideas"])
        #expect(complete(":resume 9") == ["9d8e7f6a\tBreakfast ideas"])
    }

    @Test func flagsOfferedOnceAndAfterTheArguments() {
        #expect(complete(":graph --") == ["--dot"])
        #expect(complete(":graph --dot --") == [])
        #expect(complete(":graph ChatProvider ") == ["--dot"])
        #expect(complete(":providers --check --") == ["--reset"])
    }

    @Test func setCompletesSettingsThenValues() {
        #expect(complete(":set ") == ["status"])
        #expect(complete(":set status ") == ["on", "off"])
    }

    @Test func profileSetStillCompletesByPosition() {
        #expect(complete(":profile set act") == ["activity"])
        #expect(complete(":profile set activity mod") == ["moderate"])
    }
}

/// The status line after a reply (issue 11, item 4).
struct StatusLineTests {
    @Test func reportedUsage() {
        let line = StatusLine(provider: "openai", model: "gpt-4o-mini", usage: Usage(inputTokens: 1204, outputTokens: 87),
                              cost: 0.00023, firstToken: .milliseconds(420), total: .milliseconds(2140))
        #expect(line.text == "openai/gpt-4o-mini · 1,204 in, 87 out · $0.0002 · first token 420 ms · 2.1 s")
    }

    @Test func estimatedUsageUnknownCostNoText() {
        let line = StatusLine(provider: "lmstudio", model: nil, usage: Usage(inputTokens: 12, outputTokens: 1_234_567, isEstimated: true),
                              cost: nil, firstToken: nil, total: .milliseconds(35))
        #expect(line.text == "lmstudio · ~12 in, ~1,234,567 out · cost unknown · 35 ms")
    }

    @Test func configSwitch() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("airfit-status-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("config.json")
        try Data(#"{"status_line": false}"#.utf8).write(to: file)
        let off = AppConfig.load(from: file)
        #expect(off.statusLine == false && off.warnings.isEmpty)
        try Data(#"{"status_line": "no"}"#.utf8).write(to: file)
        let wrong = AppConfig.load(from: file)
        #expect(wrong.statusLine == true)
        #expect(wrong.warnings == [#"config.json: "status_line" must be true or false; keeping it on"#])
        #expect(AppConfig().statusLine == true)
    }
}
