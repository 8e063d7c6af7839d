import CoachLanguage
import Testing

/// The grammar's dimensions, phrase by phrase, with values worked out by hand.
@Suite struct GrammarTests {
    static func first(_ line: String) -> EntityValue? { LanguageFixture.read(line).entities.first { !$0.isArticle }?.value }

    static let numbers: [(String, Double)] = [
        ("2", 2), ("1.5", 1.5), ("1 1/2", 1.5), ("twenty five", 25), ("twenty-five", 25), ("ninety nine", 99),
        ("a dozen", 12), ("two dozen", 24), ("two hundred", 200), ("two hundred and fifty", 250), ("a hundred", 100),
        ("half", 0.5), ("half a", 0.5), ("a half", 0.5), ("two and a half", 2.5), ("one and a half", 1.5),
        ("a couple of", 2), ("a few", 3), ("3 thousand", 3000), ("seventeen", 17), ("forty", 40), ("1,200", 1200),
    ]

    @Test(arguments: numbers)
    func readsNumbers(_ line: String, _ value: Double) {
        #expect(Self.first(line) == .number(value))
    }

    static let quantities: [(String, Double, String, String)] = [
        ("82kg", 82, "kg", "mass"), ("82 kg", 82, "kg", "mass"), ("176 lbs", 176, "lb", "mass"), ("12 st 4", 172, "lb", "mass"),
        ("12 stone 4 lb", 172, "lb", "mass"), ("200 g", 200, "g", "mass"), ("5 ft 10", 70, "in", "length"),
        ("5'10\"", 70, "in", "length"), ("5 foot 10 inches", 70, "in", "length"), ("6 ft", 6, "ft", "length"),
        ("180 cm", 180, "cm", "length"), ("1.8 m", 1.8, "m", "length"), ("5 km", 5, "km", "length"), ("10k", 10, "km", "length"),
        ("3 miles", 3, "mi", "length"), ("an hour", 1, "h", "duration"), ("two hours", 2, "h", "duration"),
        ("half an hour", 0.5, "h", "duration"), ("an hour and a half", 1.5, "h", "duration"), ("1h30", 90, "min", "duration"),
        ("1 hour 30 minutes", 90, "min", "duration"), ("45 min", 45, "min", "duration"), ("90 seconds", 90, "s", "duration"),
        ("10k steps", 10_000, "steps", "steps"), ("8,000 steps", 8000, "steps", "steps"), ("2200 kcal", 2200, "kcal", "energy"),
        ("2,200 calories", 2200, "kcal", "energy"), ("500 ml", 500, "ml", "volume"), ("12 fl oz", 12, "floz", "volume"),
        ("12 fl. oz", 12, "floz", "volume"), ("a mile", 1, "mi", "length"), ("twenty minutes", 20, "min", "duration"),
        ("3 days", 3, "d", "duration"), ("20%", 20, "percent", "percent"),
    ]

    @Test(arguments: quantities)
    func readsQuantities(_ line: String, _ value: Double, _ unit: String, _ quantity: String) {
        #expect(Self.first(line) == .quantity(value, unit: unit, quantity: quantity))
    }

    static let ranges: [(String, Double, Double)] = [("2-3", 2, 3), ("2 to 3", 2, 3), ("3 or 4", 3, 4), ("five to ten", 5, 10)]

    @Test(arguments: ranges)
    func readsRanges(_ line: String, _ low: Double, _ high: Double) {
        #expect(Self.first(line) == .range(low, high))
    }

    static let days: [(String, DayReference)] = [
        ("yesterday", .relative(-1)), ("today", .relative(0)), ("last night", .relative(-1)), ("tomorrow", .relative(1)),
        ("the day before yesterday", .relative(-2)), ("3 days ago", .relative(-3)), ("a week ago", .relative(-7)),
        ("two weeks ago", .relative(-14)), ("on Monday", .weekday(1, relation: "on")), ("last friday", .weekday(5, relation: "last")),
        ("sunday", .weekday(7, relation: nil)), ("on sat", .weekday(6, relation: "on")), ("2026-11-20", .date(year: 2026, month: 11, day: 20)),
        ("yesterday's", .relative(-1)),
    ]

    @Test(arguments: days)
    func readsDays(_ line: String, _ day: DayReference) {
        #expect(Self.first(line) == .day(day))
    }

    static let times: [(String, Int, Int)] = [("7pm", 19, 0), ("7:30 am", 7, 30), ("at 7:30", 7, 30), ("12 am", 0, 0), ("at 19:05", 19, 5)]

    @Test(arguments: times)
    func readsTimes(_ line: String, _ hour: Int, _ minute: Int) {
        #expect(Self.first(line) == .time(TimeOfDay(hour: hour, minute: minute)))
    }

    @Test func negativeAmountsAreMarked() {
        let entity = LanguageFixture.read("squat 3x5 -100kg").entities.last
        #expect(entity?.isNegative == true)
        #expect(entity?.amount(of: "mass")?.value == 100)
        #expect(LanguageFixture.read("2-3 days").entities.first?.isNegative == false)
    }

    @Test func wordsAloneAreNotDays() {
        #expect(LanguageFixture.read("I sat down and ate in the sun").days.isEmpty)
        #expect(LanguageFixture.read("at 80 kg").entities.first?.amount(of: "mass")?.value == 80)
    }

    @Test func unitsCarryAcrossTheLine() {
        let line = LanguageFixture.read("deadlift 5x5 135lbs, then romanian deadlifts 3x8 95")
        let bare = line.numbers().last
        #expect(bare?.number == 95)
        #expect(bare.map { line.carriedUnit(at: $0.range.lowerBound, of: "mass") } == "lb")
        let none = LanguageFixture.read("squat 3x5 100")
        #expect(none.numbers().last.map { none.carriedUnit(at: $0.range.lowerBound, of: "mass") } == .some(nil))
    }
}
