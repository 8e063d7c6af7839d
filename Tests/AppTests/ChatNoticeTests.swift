import Foundation
import LLM
import Testing
@testable import App

/// What the chat says about trimming and limits, and the `limits` settings of config.json.
struct ChatNoticeTests {
    @Test func theTrimNoticeIsSaidOncePerConversationAndAgainWhenTwiceAsMuchIsLeftOut() {
        var notice = TrimNotice()
        var told: [Int] = []
        for dropped in 1...200 where notice.shouldTell(dropped: dropped) { told.append(dropped) }
        #expect(told == [1, 2, 4, 8, 16, 32, 64, 128], "8 notices in 200 turns, not 200")
        let again = notice.shouldTell(dropped: 150)
        #expect(!again)
        var fresh = TrimNotice()
        let none = fresh.shouldTell(dropped: 0)
        #expect(!none)
        // Each conversation scope has its own state, so a new conversation hears it again.
        let first = ConversationState(selection: .resume("a"))
        #expect(first.shouldTellTrim(dropped: 3))
        #expect(!first.shouldTellTrim(dropped: 4))
        #expect(ConversationState(selection: .new).shouldTellTrim(dropped: 3), "a new conversation hears it again")
    }

    @Test func limitsAreReadFromConfigWithAWarningPerBadEntry() throws {
        var warnings: [String] = []
        let limits = ReplyLimitsConfig.parse(
            ["max_tokens": 2048, "max_reply_kb": 64, "max_reply_minutes": 2, "max_reply_lines": 3, "max_tokens_x": "a"],
            file: "config.json", warnings: &warnings)
        #expect(limits == ReplyLimitsConfig(maxTokens: 2048, maxReplyKB: 64, maxReplyMinutes: 2))
        #expect(limits.streamLimits.maxReplyBytes == 64 * 1024)
        #expect(limits.streamLimits.maxReplyDuration == .seconds(120))
        #expect(warnings.count == 2)
        var more: [String] = []
        let bad = ReplyLimitsConfig.parse(["max_tokens": -3, "max_reply_kb": 1.5], file: "config.json", warnings: &more)
        #expect(bad == ReplyLimitsConfig())
        #expect(more == ["config.json: limits.max_reply_kb must be a whole number above 0; ignoring it",
                         "config.json: limits.max_tokens must be a whole number above 0; ignoring it"])
        #expect(ReplyLimitsConfig().streamLimits == .standard)
    }

    @Test func theConfigFileKnowsLimits() throws {
        let home = try AppContainerTests.temporaryHome()
        defer { try? FileManager.default.removeItem(at: home) }
        let file = home.appendingPathComponent("config.json")
        try Data(#"{"limits": {"max_tokens": 512}, "colour": "blue"}"#.utf8).write(to: file)
        let config = AppConfig.load(from: file)
        #expect(config.limits.maxTokens == 512)
        #expect(config.warnings == ["config.json: unknown setting \"colour\" (known: providers, routing, limits, status_line)"])
    }
}
