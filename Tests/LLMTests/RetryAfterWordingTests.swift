import Foundation
import Testing
@testable import LLM

/// Issue 12, item 9: a `retry-after` date far ahead printed `retry in 2300580781 s` beside a
/// cooldown of "15 min"; two hours ahead, `7198 s`; a date already past cooled the provider
/// down "for 0.0 s". The wait is said in the cooldown's units, never longer than the longest
/// cooldown, and a wait of nothing leaves the usual cooldown in place.
@Suite("Retry-after wording")
struct RetryAfterWordingTests {
    static let now = Date(timeIntervalSince1970: 1_700_000_000)  // Tue, 14 Nov 2023 22:13:20 GMT

    static func message(retryAfter: String) -> String {
        HTTPErrorMapping.error(provider: "openai", head: HTTPResponseHead(status: 429, headers: ["Retry-After": retryAfter]),
                               body: Data(#"{"error":{"message":"Slow down."}}"#.utf8), now: now).userMessage
    }

    @Test func aDateFarAheadIsSaidAsTheLongestCooldown() {
        #expect(Self.message(retryAfter: "Thu, 31 Dec 2099 23:59:59 GMT")
            == "OpenAI is rate limiting requests (429); retry in 15 min: Slow down. Wait, or pick another provider with `:provider`.")
    }

    @Test func twoHoursAheadIsSaidInMinutesAndCapped() {
        #expect(Self.message(retryAfter: "Wed, 15 Nov 2023 00:13:18 GMT").contains("; retry in 15 min:"))
        #expect(Self.message(retryAfter: "Tue, 14 Nov 2023 22:18:20 GMT").contains("; retry in 5 min:"))
        #expect(Self.message(retryAfter: "Tue, 14 Nov 2023 22:13:27 GMT").contains("; retry in 7 s:"))
        #expect(Self.message(retryAfter: "90").contains("; retry in 90 s:"))
    }

    @Test func aPastDateNeverCoolsForNothing() {
        let book = CooldownBook()
        let policy = OrchestratorPolicy(cooldownThreshold: 1)
        let start = ContinuousClock.now
        let until = book.recordFailure("openai", now: start, policy: policy, retryAfter: .zero)
        #expect(until == start + policy.cooldownBase, "a wait of nothing: the usual first cooldown (60 s)")
        #expect(book.cooling("openai", now: start)?.cause == .failures(1, serverAsked: nil))
        let asked = CooldownBook().recordFailure("openai", now: start, policy: policy, retryAfter: .seconds(30))
        #expect(asked == start + .seconds(30))
    }
}
