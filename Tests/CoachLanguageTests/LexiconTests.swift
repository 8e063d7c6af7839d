import CoachLanguage
import Testing

@Suite struct LexiconTests {
    @Test func theProjectLexiconLoads() throws {
        let lexicon = try LanguageFixture.loaded.get()
        #expect(lexicon.entries.count > 300)
    }

    /// The lint: no phrase has two values of one slot that no cue tells apart; no line twice.
    @Test func noCollisions() {
        #expect(LanguageFixture.lexicon.collisions() == [])
    }

    @Test func theLintFindsCollisions() throws {
        let lexicon = try Lexicon(files: [("a.lexicon", "short | detail=brief\nshort | detail=long\nfat | goal=lose\nfat | goal=lose\n"
                                            + "low | detail=brief cue=asked=detail\nlow | detail=long\n")])
        #expect(lexicon.collisions() == [
            "a.lexicon:2: 'short' means detail=long but a.lexicon:1 says detail=brief, and no cue tells them apart",
            "a.lexicon:4: 'fat' repeats a.lexicon:3",
        ])
    }

    /// A table's words (a CSV header's names) are looked up by phrase, whatever their cues.
    @Test func entriesByPhraseAndSlot() throws {
        let lexicon = try Lexicon(files: [("c.lexicon", "weight kg | column=weight column_unit=kg strength=9 cue=csv=header\n"
                                            + "weight | column=weight strength=2 cue=csv=header\nweight | field=weight\n")])
        #expect(lexicon.entries(named: "Weight KG", slot: "column").map(\.strength) == [9])
        #expect(lexicon.entries(named: "weight", slot: "column").map(\.strength) == [2])
        #expect(lexicon.entries(named: "weight", slot: "field").count == 1)
        #expect(lexicon.entries(named: "height", slot: "column").isEmpty)
        #expect(lexicon.entries(named: "", slot: "column").isEmpty)
    }

    @Test func aBadLineIsNamed() {
        #expect(throws: LexiconError(source: "b.lexicon:2", problem: "no '|' between the phrase and its meaning")) {
            try Lexicon(files: [("b.lexicon", "# comment\nno bar here\n")])
        }
        #expect(throws: LexiconError(source: "b.lexicon:1", problem: "'loud' is neither slot=value nor a flag")) {
            try Lexicon(files: [("b.lexicon", "x | a=b loud\n")])
        }
        #expect(throws: LexiconError(source: "b.lexicon:1", problem: "no meaning (slot=value)")) {
            try Lexicon(files: [("b.lexicon", "x | weak\n")])
        }
    }

    @Test func everyActIsOneTheCoachKnows() {
        for value in LanguageFixture.lexicon.values(of: "act") {
            #expect(DialogueAct(rawValue: value) != nil, "act=\(value)")
        }
    }

    @Test func phrasesAreCutAsLinesAre() throws {
        let lexicon = try Lexicon(files: [("c.lexicon", "Didn't EAT | undo=meal\n5'10\" | height=70\n")])
        #expect(lexicon.values(of: "undo", for: "didnt eat") == ["meal"])
        #expect(lexicon.values(of: "height", for: "5 ft 10 inch") == ["70"])
    }
}
