import CoachLanguage
import Testing

@Suite struct MatcherTests {
    static let lexicon = (try? Lexicon(files: [("m.lexicon", """
        , | clause=stop
        ok | opener=ok
        no | negation=no
        not | negation=not
        vegan | diet=vegan negatable
        dairy | avoid=dairy negatable
        short | detail=brief cue=asked=detail
        keep it short | detail=brief
        what | act=question start
        yes | answer=yes alone
        i had | act=report start
        had | act=report start weak
        """)])) ?? Lexicon(entries: [])

    static func read(_ line: String, context: [Meaning] = []) -> Utterance {
        Language(lexicon: lexicon).read(line, context: context)
    }

    @Test func longestPhraseFirstAtAPosition() {
        let line = Self.read("I had eggs")
        #expect(line.spans("act").map(\.range) == [0..<2])
        #expect(line.spans.count == 1)   // "had" opens no clause there
        #expect(Self.read("had eggs").spans("act").map(\.range) == [0..<1])
    }

    @Test func negationReachesThreeWordsInItsClause() {
        #expect(Self.read("no dairy").spans("avoid").first?.negated == true)
        #expect(Self.read("I am not vegan").spans("diet").first?.negated == true)
        #expect(Self.read("no thanks, vegan").spans("diet").first?.negated == false)
        #expect(Self.read("not that I know of really vegan").spans("diet").first?.negated == false)
        #expect(Self.read("not vegan").has("diet") == false)
    }

    @Test func cuesComeFromTheLineOrTheContext() {
        #expect(Self.read("short").has("detail") == false)
        #expect(Self.read("short", context: [Meaning("asked", "detail")]).value("detail") == "brief")
        #expect(Self.read("keep it short").value("detail") == "brief")
    }

    @Test func startAndAloneAreKept() {
        #expect(Self.read("what now").has("act") == true)
        #expect(Self.read("ok, what now").has("act") == true)
        #expect(Self.read("ok what now").has("act") == true)
        #expect(Self.read("I know what you mean").has("act") == false)
        #expect(Self.read("yes!").value("answer") == "yes")
        #expect(Self.read("yes I am vegan").has("answer") == false)
    }
}
