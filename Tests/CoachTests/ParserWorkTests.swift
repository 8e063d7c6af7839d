@testable import Coach
@testable import CoachDomain
import LLM
import Testing
import TestThreads

/// The parsers' work on long messages grows linearly: the same message ten times longer costs
/// about ten times the steps (words looked at, clause starts asked, phrases tried), counted by a
/// ``WorkMeter``, never timed. Walking back to the clause start from every word, re-splitting the
/// message for every phrase, or searching the whole text for every coaching keyword made it grow
/// with the square of the length (issue 12, item 6).
@Suite("Parser work on long messages")
struct ParserWorkTests {
    static let day = CalendarDay(year: 2026, month: 11, day: 21) ?? CalendarDay(daysSinceEpoch: 0)

    /// Steps to read `text` as an intent, and as the offline coach's requests.
    static func steps(_ text: String) async throws -> Int {
        let meter = WorkMeter()
        let store = TestPorts(profile: Profile())
        let provider = OfflineCoachProvider(resources: Fixtures.resources, ports: store.ports, today: { day })
        try await ParseWork.$meter.withValue(meter) {
            _ = OfflineReaders(resources: Fixtures.resources).choose(text, today: day)
            _ = ProfileParser.read(text, context: Profile().context(year: 2026), language: Fixtures.resources.language)
            _ = Fixtures.library.bestMatch(for: text)
            // `reply(to:)` is what the provider's stream carries, computed here in the test's task
            // (on its own thread) rather than in the unstructured task `stream` starts on the shared pool.
            _ = try await provider.reply(to: ChatRequest(messages: [.user(text)], tools: CoachTools.all))
        }
        return meter.steps
    }

    static let shapes: [(name: String, unit: String)] = [
        ("one word, no clause boundary", "egg "),
        ("a food line", "I had 2 eggs and toast, "),
        ("a profile fact", "my weight is 80 kg "),
        ("a question", "how much protein should i eat "),
    ]

    @Test("ten times the text (2 KB, 20 KB) costs about ten times the steps", .ownThread, arguments: 0..<shapes.count)
    func linear(_ shape: Int) async throws {
        let unit = Self.shapes[shape].unit
        let short = String(repeating: unit, count: 2_000 / unit.utf8.count)
        let long = String(repeating: unit, count: 20_000 / unit.utf8.count)
        let shortSteps = try await Self.steps(short)
        let longSteps = try await Self.steps(long)
        let words = long.split(separator: " ").count
        #expect(shortSteps > 0, "the meter counts")
        // Linear: 10x. Quadratic: 100x. Allow what a fixed cost per message adds.
        #expect(Double(longSteps) / Double(shortSteps) < 12, "\(Self.shapes[shape].name): \(shortSteps) -> \(longSteps) steps")
        // A word is looked at by every offline rule (each tool's, the profile reader's within
        // update_profile's, the library's) and by the profile reader again here: about 120 steps.
        #expect(longSteps < words * 150, "\(Self.shapes[shape].name): \(longSteps) steps for \(words) words")
    }

    @Test("a phrase is found on word boundaries, as containsPhrase always did")
    func phraseText() {
        let text = PhraseText("How am I doing, today? egg eggs")
        #expect(text.contains("how am i doing") == false, "tokens keep their case")
        let lower = PhraseText("how am i doing, today? egg eggs")
        #expect(lower.contains("how am i doing"))
        #expect(lower.contains("doing today"))
        #expect(lower.contains("egg eggs"))
        #expect(!lower.contains("am i doing today egg eggs x"))
        #expect(!lower.contains("eggs egg"))
        #expect(!lower.contains("do"))
        #expect(!lower.contains(""))
        #expect(!lower.contains("am  i"))
        #expect(TextTools.containsPhrase("i had 2 eggs", "2 eggs"))
        #expect(!TextTools.containsPhrase("i had 2 eggs", "had 2 egg"))
    }

    @Test("clause starts are found as before")
    func clauseStarts() {
        let scan = ProfileScan("I am 34, and I weigh 80 kg but want 75", asked: nil, profile: Profile(),
                               context: Profile().context(year: 2026), language: Fixtures.resources.language)
        // i am 34 , and i weigh 80 kg but want 75
        // 0 1  2  3 4   5 6     7  8  9   10   11
        #expect(scan.clauseStart(0) == 0)
        #expect(scan.clauseStart(2) == 0)
        #expect(scan.clauseStart(3) == 0)
        #expect(scan.clauseStart(4) == 4)
        #expect(scan.clauseStart(5) == 5)
        #expect(scan.clauseStart(8) == 5)
        #expect(scan.clauseStart(10) == 10)
        #expect(scan.clauseStart(11) == 10)
        #expect(scan.clauseStart(40) == 10)
        #expect(scan.clauseStart(-1) == -1)
    }
}
