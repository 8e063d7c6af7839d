import CoachDomain
import CoachLanguage
import Testing
@testable import Coach

/// Lines read with the project's lexicon (`data/lexicon/situations.lexicon`) into situation
/// requests: the rule a hook-up scores.
@Suite("Situations: the lines that ask for them")
struct SituationLanguageTests {
    static let language = Fixtures.resources.language

    func request(_ line: String) -> SituationRequest? { Situations.request(in: Self.language.read(line)) }

    struct LineCase: Sendable, CustomTestStringConvertible {
        let line: String
        let situation: Situation?
        var testDescription: String { line }
    }

    static let lines: [LineCase] = [
        LineCase(line: "I'm not losing weight, why?", situation: .notLosing),
        LineCase(line: "I haven't lost any weight in weeks", situation: .notLosing),
        LineCase(line: "the scale won't budge", situation: .notLosing),
        LineCase(line: "am I gaining too fast?", situation: .tooFast),
        LineCase(line: "am I losing too quickly", situation: .tooFast),
        LineCase(line: "am I on track?", situation: .onTrack),
        LineCase(line: "can I have pizza tonight?", situation: .foodOut),
        LineCase(line: "is it ok to eat a burger and fries?", situation: .foodOut),
        LineCase(line: "can I have a beer tonight?", situation: .foodOut),
        LineCase(line: "I ate way too much yesterday, what now?", situation: .badDay),
        LineCase(line: "I overate yesterday", situation: .badDay),
        LineCase(line: "I lost 3 pounds this week!", situation: .scaleChange),
        LineCase(line: "I skipped the gym today", situation: .missedSession),
        LineCase(line: "missed my workout yesterday, what now", situation: .missedSession),
        LineCase(line: "I slept badly, should I still train?", situation: .readiness),
        LineCase(line: "I'm really sore, should I train?", situation: .readiness),
        LineCase(line: "I have a sore throat", situation: .readiness),
        LineCase(line: "how am I doing this week?", situation: .weekReview),
        LineCase(line: "how was my week", situation: .weekReview),
        // Not situations.
        LineCase(line: "what's the capital of France?", situation: nil),
        LineCase(line: "I'll have the salmon", situation: nil),
        LineCase(line: "what can I have for dinner?", situation: nil),
        LineCase(line: "I lost my keys", situation: nil),
    ]

    @Test("each line reads as its situation", arguments: lines)
    func reads(_ row: LineCase) {
        #expect(request(row.line)?.situation == row.situation)
    }

    @Test("what the answers need of a line: the food, the change, the day, how they feel")
    func parts() throws {
        #expect(try #require(request("can I have pizza tonight?")).food == ["pizza tonight"])
        #expect(try #require(request("is it ok to eat a burger, fries and a coke?")).food == ["a burger, fries and a coke"])
        #expect(try #require(request("pizza tonight, is that ok?")).food == ["pizza tonight"])
        let lost = try #require(request("I lost 3 pounds this week!"))
        #expect(lost.statedChange == -3 && lost.statedUnit == .lb)
        #expect(lost.statedKg(unit: .kg).map { ($0 * 1000).rounded() / 1000 } == -1.361)
        let gained = try #require(request("I'm up 2 kg since Monday"))
        #expect(gained.situation == .scaleChange && gained.statedChange == 2 && gained.statedUnit == .kg)
        #expect(try #require(request("I overate yesterday")).daysAgo == 1)
        #expect(try #require(request("I skipped the gym today")).daysAgo == 0)
        #expect(try #require(request("I slept badly, should I still train?")).conditions == [.poorSleep])
        #expect(try #require(request("I'm really sore")).conditions == [.verySore])
        #expect(try #require(request("my legs are sore")).conditions == [.sore])
        #expect(try #require(request("I have a sore throat, can I work out?")).conditions == [.mildIllness])
        #expect(try #require(request("I have a fever")).conditions == [.illness])
        #expect(try #require(request("I slept badly and I'm so sore")).conditions == [.poorSleep, .verySore])
    }

    @Test("a stronger situation wins: a food question mentioning a cold beer is about the food")
    func strongest() throws {
        #expect(try #require(request("can I have a beer? I slept badly")).situation == .foodOut)
        #expect(try #require(request("I slept badly, how am I doing this week?")).situation == .weekReview)
    }

    @Test("every value the lexicon gives a situation slot is one a reader knows")
    func valuesAreKnown() {
        let lexicon = Self.language.lexicon
        for value in lexicon.values(of: "situation") { #expect(Situation(rawValue: value) != nil, "situation=\(value)") }
        for value in lexicon.values(of: "topic") { #expect(Topic(rawValue: value) != nil, "topic=\(value)") }
        #expect(Set(lexicon.values(of: "scale")) == ["down", "up"])
        #expect(Set(lexicon.values(of: "sleep")) == ["poor"])
        #expect(Set(lexicon.values(of: "soreness")) == ["mild", "severe", "none"])
        #expect(Set(lexicon.values(of: "illness")) == ["mild", "severe"])
        // Every situation and topic has its phrases.
        #expect(Set(lexicon.values(of: "situation")) == Set(Situation.allCases.map(\.rawValue)))
        #expect(Set(lexicon.values(of: "topic")) == Set(Topic.allCases.map(\.rawValue)))
        #expect(lexicon.collisions() == [])
    }
}
