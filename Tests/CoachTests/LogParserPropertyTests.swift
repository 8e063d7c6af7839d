@testable import Coach
@testable import CoachDomain
import Foundation
import Testing
import TestThreads

/// Seeded random input for the food and workout parsers (issue 12: a fuzz target for the
/// nutrition and workout parsers): lines built from their own vocabulary (numbers of every
/// shape, units, foods, exercises, punctuation) and from raw random characters. Whatever the
/// line, the parse never crashes, its totals are finite and never negative, the same line
/// parses the same way twice, and the work is bounded by the line's length (``WorkMeter``).
@Suite("Food and workout parser properties", .ownThread)
struct LogParserPropertyTests {
    static let numbers = ["0", "1", "2", "3", "10", "100", "1.5", "0.5", "1/2", "3/4", "1/0", "0/0", "-5", "1e308", "1e-308",
                          "99999999999999999999", "nan", "inf", "½", "2x", "3x5", "5x5x5", "10k", "200g", "1,000", "1.2.3"]
    static let units = ["g", "kg", "oz", "lb", "lbs", "ml", "l", "cup", "cups", "tbsp", "tsp", "slice", "slices", "piece", "fl oz",
                        "serving", "bowl", "glass", "can", "km", "mi", "min", "minutes", "reps", "sets", "x", "@", "at", "for"]
    static let words = ["and", "with", "of", "a", "an", "some", "half", "dozen", "couple", "then", "plus", ",", ";", ".", "!",
                        "(", ")", "-", "--", "/", "'", "\"", "\u{00D7}", "\u{2019}", "\u{0000}", "\t", "\n", "🍳", "é", "\u{202E}"]

    static func line(_ random: inout SeededGenerator, vocabulary: [String]) -> String {
        if Int.random(in: 0..<6, using: &random) == 0 {
            // Raw characters: any scalar from ASCII through the emoji planes.
            let count = Int.random(in: 0..<120, using: &random)
            return String(String.UnicodeScalarView((0..<count).compactMap { _ in
                Unicode.Scalar(UInt32.random(in: 0..<0x1F700, using: &random))
            }))
        }
        let pool = numbers + units + words + vocabulary
        let count = Int.random(in: 0..<40, using: &random)
        return (0..<count).map { _ in pool.randomElement(using: &random) ?? "" }
            .joined(separator: Int.random(in: 0..<4, using: &random) == 0 ? "" : " ")
    }

    static func steps(_ work: () -> Void) -> Int {
        let meter = WorkMeter()
        ParseWork.$meter.withValue(meter) { work() }
        return meter.steps
    }

    @Test("any line: no crash, finite non-negative totals, the same parse twice, bounded work")
    func nutrition() {
        let parser = NutritionParser(foods: Fixtures.foods, language: Fixtures.language)
        let foods = Fixtures.foods.records.prefix(200).map(\.name)
        var random = SeededGenerator(state: 20_261_212)
        for _ in 0..<400 {
            let text = Self.line(&random, vocabulary: foods)
            var parse = NutritionParse(items: [], unrecognized: [])
            let steps = Self.steps { parse = parser.parse(text) }
            let totals = parse.totals
            for value in [totals.kcal, totals.protein, totals.carbs, totals.fat] {
                #expect(value.isFinite && value >= 0, "\(text.debugDescription): \(totals)")
            }
            for item in parse.items {
                #expect(item.grams.isFinite && item.grams >= 0 && item.quantity.isFinite && item.quantity >= 0,
                        "\(text.debugDescription): \(item)")
            }
            #expect(parser.parse(text) == parse, "\(text.debugDescription)")
            #expect(steps <= 200 + 40 * text.utf8.count, "\(text.debugDescription): \(steps) steps")
        }
    }

    @Test("any line: no crash, finite non-negative sets, the same parse twice, bounded work")
    func workouts() {
        let parser = WorkoutParser(exercises: Fixtures.exercises, language: Fixtures.language)
        let exercises = Fixtures.exercises.records.prefix(200).map(\.name)
        var random = SeededGenerator(state: 20_261_213)
        for _ in 0..<400 {
            let text = Self.line(&random, vocabulary: exercises)
            var parse = WorkoutParse(sets: [], unrecognized: [])
            let steps = Self.steps { parse = parser.parse(text) }
            #expect(parse.volumeKg.isFinite && parse.volumeKg >= 0, "\(text.debugDescription): \(parse.volumeKg)")
            for set in parse.sets {
                #expect(set.sets >= 0 && set.reps >= 0, "\(text.debugDescription): \(set)")
                for value in [set.weightKg, set.distanceKm, set.durationMinutes].compactMap({ $0 }) {
                    #expect(value.isFinite && value >= 0, "\(text.debugDescription): \(set)")
                }
            }
            #expect(parser.parse(text) == parse, "\(text.debugDescription)")
            #expect(steps <= 200 + 40 * text.utf8.count, "\(text.debugDescription): \(steps) steps")
        }
    }
}
