import CoachLanguage
import Testing

/// What a reader asks of one place in a line (spans starting or ending there, the number read
/// there, negation), and the grammar rules the profile reader needed: a smaller unit in words
/// ("five foot ten"), a decimal comma ("1,80 m"), months and years.
@Suite struct UtterancePositionTests {
    static let lexicon = (try? Lexicon(files: [("p.lexicon", """
        , | clause=stop
        no | negation=no
        not | negation=not
        vegan | diet=vegan negatable
        keep it short | detail=brief
        short | detail=brief
        it | pronoun=it
        """)])) ?? Lexicon(entries: [])

    static func read(_ line: String) -> Utterance { Language(lexicon: lexicon).read(line) }

    @Test func spansStartingAndEndingAtAPosition() {
        let line = Self.read("please keep it short")
        // please keep it short
        // 0      1    2  3
        #expect(line.span(at: 1, "detail")?.range == 1..<4, "the longest at a position")
        #expect(line.span(at: 3, "detail")?.range == 3..<4)
        #expect(line.span(at: 0, "detail") == nil)
        #expect(line.span(endingAt: 4, "detail")?.range == 1..<4)
        #expect(line.span(endingAt: 3, "pronoun")?.range == 2..<3)
        #expect(line.span(endingAt: 3, "detail") == nil)
        #expect(line.span(at: 1, "detail", "long") == nil, "a value asked for must be the one given")
        #expect(line.covers(2, "detail") && !line.covers(0, "detail"))
        #expect(line.spans(startingAt: 1).map(\.range) == [1..<4])
        #expect(line.spans(endingAt: 4).map(\.range) == [1..<4, 3..<4])
        #expect(line.span(at: 9, "detail") == nil && line.span(endingAt: 0, "detail") == nil && line.span(at: -1, "detail") == nil)
    }

    @Test func negationReachesAnyPositionAsTheMatcherSays() {
        // not that I know of really vegan: four words between, out of reach.
        #expect(Self.read("no kiwi").isNegated(at: 1))
        #expect(Self.read("not really any kiwi").isNegated(at: 3))
        #expect(!Self.read("not that I know of kiwi").isNegated(at: 5))
        #expect(!Self.read("no thanks, kiwi").isNegated(at: 3), "a clause boundary stops it")
        #expect(!Self.read("kiwi").isNegated(at: 0))
        #expect(Self.read("no, thanks").isClauseBoundary(1))
    }

    static let lexiconLanguage = Language(lexicon: LanguageFixture.lexicon)

    @Test(arguments: [("five", 5.0, 1), ("twenty five kg", 25, 2), ("a dozen", 12, 2), ("82", 82, 1), ("1,80 m", 1.8, 3)])
    func numbersAtAPosition(_ text: String, _ value: Double, _ length: Int) {
        let reading = Self.lexiconLanguage.read(text).number(at: 0)
        #expect(reading?.value == value)
        #expect(reading?.range.count == length)
        #expect(reading?.isNegative == false)
    }

    @Test func theFirstNumberOfALargerAmount() {
        let line = Self.lexiconLanguage.read("5 ft 10")
        #expect(line.number(at: 0)?.value == 5)
        #expect(line.number(at: 2)?.value == 10)
        #expect(line.entity(startingAt: 0)?.amount(of: "length")?.value == 70)
        #expect(line.entity(startingAt: 2) == nil, "inside the height, no entity starts")
        #expect(Self.lexiconLanguage.read("a kilo").number(at: 0)?.isArticle == true)
        #expect(Self.lexiconLanguage.read("-5 kg").number(at: 1)?.isNegative == true)
    }

    static let amounts: [(String, Double, String, String)] = [
        ("five foot ten", 70, "in", "length"), ("six foot one", 73, "in", "length"), ("12 stone four", 172, "lb", "mass"),
        ("1,80m", 1.8, "m", "length"), ("82,5 kg", 82.5, "kg", "mass"), ("2 years", 2, "yr", "duration"),
        ("six months", 6, "mo", "duration"), ("a year", 1, "yr", "duration"),
    ]

    @Test(arguments: amounts)
    func readsAmounts(_ text: String, _ value: Double, _ unit: String, _ quantity: String) {
        #expect(Self.lexiconLanguage.read(text).entities.first?.value == .quantity(value, unit: unit, quantity: quantity))
    }

    @Test func aCommaBetweenRepsIsNoDecimal() {
        let line = Self.lexiconLanguage.read("bench 60 x 8,8,7")
        #expect(line.numbers().compactMap(\.number) == [60, 8, 8, 7])
        #expect(Self.lexiconLanguage.read("1,200 steps").entities.first?.amount(of: "steps")?.value == 1200)
    }

    @Test func yearsAgoAreDays() {
        #expect(Self.lexiconLanguage.read("2 years ago").days.first?.day == .relative(-730))
    }
}
