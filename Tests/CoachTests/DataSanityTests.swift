@testable import Coach
@testable import CoachDomain
import Testing

/// Checks on `data/foods.json` and `data/exercises.json` as a whole.
///
/// The energy rule. USDA FoodData Central reports carbohydrate "by difference", so `carbs`
/// includes dietary fibre and sugar alcohols (polyols), and energy comes from specific Atwater
/// factors rather than plain 4/4/9. A food passes when its stated kcal is within 15% (or 8 kcal,
/// whichever is larger, for very low energy foods such as black coffee and leafy greens) of
/// the nearest point of the range
///
///     high = 4 x protein + 4 x carbs + 9 x fat + 7 x alcohol - 1.6 x polyols
///     low  = high - 2 x fibre
///
/// - alcohol (optional `alcohol`, g/100 g) counts 7 kcal/g; it is not part of carbs;
/// - polyols (optional `polyols`, within carbs) count 2.4 kcal/g instead of 4, hence -1.6;
/// - fibre (optional `fiber`, within carbs) counts anywhere from 2 kcal/g (fermented, the
///   EU/UK convention) to 4 kcal/g (USDA's general factors), hence the range.
@Suite("Data sanity")
struct DataSanityTests {
    /// The energy range implied by the macros, and whether `food` passes the rule above.
    static func energyCheck(_ food: FoodRecord) -> (low: Double, high: Double, passes: Bool) {
        let m = food.per100g
        let high = 4 * m.protein + 4 * m.carbs + 9 * m.fat + 7 * (food.alcohol ?? 0) - 1.6 * (food.polyols ?? 0)
        let low = high - 2 * (food.fiber ?? 0)
        let nearest = min(max(m.kcal, low), high)
        return (low, high, abs(m.kcal - nearest) <= max(0.15 * m.kcal, 8))
    }

    /// The form the phrase index looks names up by ("Farmer's Walk" -> "farmers walk"), plus the hyphen-free variant.
    static func keys(_ phrase: String) -> Set<String> {
        let clean = TextTools.tokens(TextTools.normalize(phrase)).joined(separator: " ")
        return [clean, clean.replacingOccurrences(of: "-", with: " ")]
    }

    /// Names and aliases claimed by more than one record.
    static func duplicates(_ phrasesByRecord: [(String, [String])]) -> [String] {
        var owner: [String: String] = [:]
        var clashes: [String] = []
        for (name, phrases) in phrasesByRecord {
            for key in Set(phrases.flatMap { Array(keys($0)) }) {
                if let other = owner[key], other != name { clashes.append("\"\(key)\": \(other) / \(name)") }
                owner[key] = owner[key] ?? name
            }
        }
        return clashes
    }

    @Test("there are at least 500 foods and 250 exercises")
    func counts() {
        #expect(Fixtures.foods.records.count >= 500)
        #expect(Fixtures.exercises.records.count >= 250)
    }

    @Test("every food's energy follows its macros (4P + 4C + 9F + 7 alcohol - 1.6 polyols - 0..2 fibre, within 15% or 8 kcal)")
    func energy() {
        for food in Fixtures.foods.records {
            let check = Self.energyCheck(food)
            #expect(check.passes, "\(food.name): \(food.per100g.kcal) kcal stated, macros give \(Int(check.low))–\(Int(check.high))")
        }
    }

    @Test("the energy rule: alcohol, polyols and fibre are accounted for, other gaps are not")
    func energyRule() {
        func food(_ kcal: Double, _ p: Double, _ c: Double, _ f: Double, alcohol: Double? = nil, polyols: Double? = nil,
                  fiber: Double? = nil) -> FoodRecord {
            FoodRecord(name: "x", per100g: Macros(kcal: kcal, protein: p, carbs: c, fat: f), units: [:], alcohol: alcohol,
                       polyols: polyols, fiber: fiber)
        }
        #expect(Self.energyCheck(food(43, 0.46, 3.55, 0, alcohol: 3.9)).passes)          // beer
        #expect(!Self.energyCheck(food(43, 0.46, 3.55, 0)).passes)                        // beer without its alcohol
        #expect(Self.energyCheck(food(231, 0, 0, 0, alcohol: 33.4)).passes)               // 80-proof spirits
        #expect(Self.energyCheck(food(268, 0, 94.8, 0.4, polyols: 70)).passes)            // sugarless gum
        #expect(!Self.energyCheck(food(268, 0, 94.8, 0.4)).passes)
        #expect(Self.energyCheck(food(53, 2.89, 11.95, 0.34, fiber: 5.7)).passes)         // boiled artichoke
        #expect(!Self.energyCheck(food(53, 2.89, 11.95, 0.34)).passes)
        #expect(Self.energyCheck(food(22, 3.09, 3.26, 0.34)).passes)                      // mushrooms: within 8 kcal
        #expect(Self.energyCheck(food(1, 0.1, 0, 0)).passes)                              // black coffee
        #expect(!Self.energyCheck(food(200, 1, 1, 1)).passes)
    }

    @Test("every food has a source, sensible units and non-negative optional amounts")
    func foodFields() {
        for food in Fixtures.foods.records {
            #expect(!(food.fdc ?? "").isEmpty, "\(food.name) has no fdc source")
            #expect(!food.units.isEmpty, "\(food.name) has no units")
            for (unit, grams) in food.units { #expect(grams > 0 && grams.isFinite, "\(food.name): \(unit) weighs \(grams) g") }
            #expect(food.defaultUnit.map { food.units[$0] != nil } ?? true, "\(food.name): default unit not among its units")
            #expect(food.gramsPerMl.map { $0 > 0.5 && $0 < 2 } ?? true, "\(food.name): implausible density")
            for amount in [food.alcohol, food.polyols, food.fiber].compactMap({ $0 }) { #expect(amount >= 0, "\(food.name)") }
            #expect((food.polyols ?? 0) + (food.fiber ?? 0) <= food.per100g.carbs + 0.01, "\(food.name): polyols and fibre are part of carbs")
            #expect(!(food.category ?? "").isEmpty, "\(food.name) has no category")
        }
    }

    @Test("no food name or alias is used twice")
    func uniqueFoodNames() {
        let clashes = Self.duplicates(Fixtures.foods.records.map { ($0.name, [$0.name] + $0.aliases) })
        #expect(clashes.isEmpty, "\(clashes)")
        let all = Fixtures.foods.records.flatMap { [$0.name] + $0.aliases }.map { $0.lowercased() }
        #expect(Set(all).count == all.count)
    }

    @Test("no exercise name or alias is used twice")
    func uniqueExerciseNames() {
        let clashes = Self.duplicates(Fixtures.exercises.records.map { ($0.name, [$0.name] + $0.aliases) })
        #expect(clashes.isEmpty, "\(clashes)")
        let all = Fixtures.exercises.records.flatMap { [$0.name] + $0.aliases }.map { $0.lowercased() }
        #expect(Set(all).count == all.count)
    }

    @Test("every exercise has muscles, equipment and a category")
    func exerciseFields() {
        let categories: Set<String> = ["legs", "chest", "back", "shoulders", "arms", "core", "full body", "cardio", "mobility"]
        for exercise in Fixtures.exercises.records {
            #expect(!exercise.muscles.isEmpty, "\(exercise.name) has no muscles")
            #expect(!(exercise.equipment ?? []).isEmpty, "\(exercise.name) has no equipment")
            #expect(exercise.category.map(categories.contains) == true, "\(exercise.name): category \(exercise.category ?? "none")")
        }
    }
}
