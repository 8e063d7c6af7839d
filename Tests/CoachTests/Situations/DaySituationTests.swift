import CoachDomain
import CoachProgress
import Testing
@testable import Coach

/// The day's situations over built histories: a food out against what is left, a bad day, a
/// change on the scale; numbers worked out by hand. Today is Tuesday 24 November 2026.
@Suite("Situations of a day over built histories")
struct DaySituationTests {
    static let situations = Situations(nutrition: NutritionParser(foods: Fixtures.foods, language: Fixtures.resources.language))

    func answer(_ situation: Situation, _ facts: SituationFacts, food: [String] = [], stated: Double? = nil,
                unit: WeightUnit? = nil, conditions: [Condition] = [], daysAgo: Int? = nil) -> SituationReply {
        Self.situations.answer(SituationRequest(situation: situation, food: food, statedChange: stated, statedUnit: unit,
                                                conditions: conditions, daysAgo: daysAgo), facts: facts)
    }

    func fact(_ reply: SituationReply, _ name: String) -> String? { reply.facts.first { $0.name == name }?.text }

    struct FoodCase: Sendable, CustomTestStringConvertible {
        let food: String
        /// Eaten today before asking (target 2,000).
        let eaten: Double
        let verdict: String
        let portion: String
        let step: String
        var testDescription: String { "\(food) with \(Format.integer(2000 - eaten)) left" }
    }

    static let foodCases: [FoodCase] = [
        // A slice of pizza: 107 g x 266 / 100 = 284.6 kcal; 505 left, 220 after.
        FoodCase(food: "pizza tonight", eaten: 1495, verdict: "fits", portion: "285 kcal", step: "Have it, and log it when you do."),
        // Two slices: 569.2; 64.2 over 505, made up by one lighter meal.
        FoodCase(food: "2 slices of pizza", eaten: 1495, verdict: "tight", portion: "569 kcal",
                 step: "Have it, and make tomorrow 64 kcal lighter (a smaller lunch, or one snack fewer); no skipped meals."),
        // A hamburger (110 g x 2.54 = 279.4) and fries (117 g x 3.12 = 365.04): 644.4 with 400 left is 244.4 over.
        FoodCase(food: "a burger and fries", eaten: 1600, verdict: "tight", portion: "644 kcal",
                 step: "Have it, and make tomorrow 244 kcal lighter (a smaller lunch, or one snack fewer); no skipped meals."),
        // With 330 left: 314.4 over, and half (322.2) fits.
        FoodCase(food: "a burger and fries", eaten: 1670, verdict: "over", portion: "644 kcal",
                 step: "Have half (about 322 kcal): that fits what's left."),
        // With 100 left: 544.4 over, spread over 2 days (at most 300 a day): 272.2 a day.
        FoodCase(food: "a burger and fries", eaten: 1900, verdict: "over", portion: "644 kcal",
                 step: "If you have it, eat about 272 kcal less on each of the next 2 days (no skipped meals), or keep it "
                    + "for a day with more room."),
        // A bottle of beer: 356 g x 0.43 = 153.1.
        FoodCase(food: "a beer", eaten: 1495, verdict: "fits", portion: "153 kcal", step: "Have it, and log it when you do."),
    ]

    @Test("a food out: the portion against what is left today", arguments: foodCases)
    func foodOut(_ row: FoodCase) async throws {
        let history = try await SituationHistory.make()
        try await history.ate(row.eaten, daysAgo: 0)
        let reply = answer(.foodOut, try await history.facts(), food: [row.food])
        #expect(reply.verdict == row.verdict)
        #expect(fact(reply, "portion") == row.portion)
        #expect(fact(reply, "kcal left today") == "\(Format.integer(2000 - row.eaten)) kcal")
        #expect(fact(reply, "target today") == "2,000 kcal")
        #expect(reply.step == row.step)
    }

    @Test("a food out: the first words naming a food are measured; none named says so")
    func foodWords() async throws {
        let history = try await SituationHistory.make()
        try await history.ate(1495, daysAgo: 0)
        let facts = try await history.facts()
        #expect(answer(.foodOut, facts, food: ["tonight", "pizza"]).verdict == "fits")
        let unknown = answer(.foodOut, facts, food: ["a zorbleberry"])
        #expect(unknown.verdict == "unknown_food")
        #expect(unknown.text.contains("I don't know the numbers of \"a zorbleberry\"."))
    }

    // MARK: a bad day

    @Test("a bad day: yesterday's number against its target, and a normal day today")
    func badDay() async throws {
        let history = try await SituationHistory.make()
        try await history.ate(week: [800, 3000, 2000, 2000, 2000, 2000, 2000])
        let reply = answer(.badDay, try await history.facts())
        #expect(reply.verdict == "over")
        #expect(fact(reply, "day's intake") == "3,000 kcal")
        #expect(fact(reply, "day's target") == "2,000 kcal")
        #expect(reply.facts.first { $0.name == "day's intake" }?.source.description == ":day yesterday")
        // 1,000 over: 1,000 / 7,700 = 0.13 kg of fat at most; 143 a day over the week.
        #expect(reply.text.contains("That's about 0.1 kg of body fat at most, and spread over the week about 143 kcal a day."))
        #expect(reply.step == "Eat your normal target today (2,000 kcal), in regular meals: no fasting and no skipped meals.")
        #expect(!reply.text.lowercased().contains("skip breakfast") && !reply.text.contains("fast today"))
    }

    @Test("a bad day: within 10% was not the day it felt like; unlogged says so")
    func badDayOther() async throws {
        let history = try await SituationHistory.make()
        try await history.ate(2150, daysAgo: 1)
        #expect(answer(.badDay, try await history.facts()).verdict == "fine")
        let empty = try await SituationHistory.make()
        try await empty.ate(500, daysAgo: 0)
        let reply = answer(.badDay, try await empty.facts())
        #expect(reply.verdict == "not_logged")
        #expect(reply.step.contains("no fasting and no skipped meals"))
    }

    // MARK: the scale

    @Test("the scale: 3 lb down in a week when the trend lost 1.1 is mostly water")
    func scaleWater() async throws {
        let history = try await SituationHistory.make(rate: 0.5, unit: .imperial)
        try await history.weighIns(21, endingAt: 80, weeklyRate: -0.5)
        let facts = try await history.facts()
        let reply = answer(.scaleChange, facts, stated: -3, unit: .lb)
        #expect(reply.verdict == "mostly_water")
        // 0.5 kg = 1.10 lb; 3 lb - 1.10 lb = 1.9 lb of water.
        #expect(fact(reply, "trend change this week") == "down 1.1 lb")
        #expect(reply.text.contains("The scale says down 3 lb, but your trend is down 1.1 lb this week: the other 1.9 lb is water"))
    }

    @Test("the scale: a change the trend shares is real; without a number, the weigh-ins a week apart")
    func scaleReal() async throws {
        let history = try await SituationHistory.make(rate: 0.5)
        try await history.weighIns(21, endingAt: 80, weeklyRate: -0.5)
        let facts = try await history.facts()
        let said = answer(.scaleChange, facts, stated: -1, unit: .lb)
        #expect(said.verdict == "real")
        #expect(said.step == "Keep doing what you're doing, and keep weighing in.")
        let scale = answer(.scaleChange, facts)
        #expect(scale.verdict == "real")
        // Today 80 kg, a week before 80.5.
        #expect(fact(scale, "weigh-in on 2026-11-24") == "80 kg")
        #expect(fact(scale, "weigh-in on 2026-11-17") == "80.5 kg")
        #expect(scale.text.contains("the scale says down 0.5 kg, and your trend is down 0.5 kg this week as well"))
        let none = try await SituationHistory.make()
        #expect(answer(.scaleChange, try await none.facts()).verdict == "no_weigh_ins")
    }
}
