import CoachDomain

/// A suggestion: a few foods with portions fitting what is left.
public struct Suggestion: Sendable, Hashable {
    public let slot: MealSlot
    public let items: [PlannedItem]

    public var totals: Nutrients { items.reduce(.zero) { $0 + $1.nutrients } }

    /// "chicken breast 150 g, brown rice 200 g and broccoli 100 g: 612 kcal, 52 g protein".
    public var line: String {
        let t = totals
        return Format.list(items.map { "\($0.food.name) \($0.amount)" })
            + ": \(Format.integer(t.kcal)) kcal, \(Format.integer(t.protein)) g protein"
    }
}

extension MealPlanner {
    /// Up to `count` options for `slot` fitting `kcal` (within 10%) with protein as close to
    /// `protein` as the foods allow (nil: no protein aim), each built around a different main
    /// food, varied by `day` and drawn towards foods the user logged.
    public func suggest(slot: MealSlot, kcal: Double, protein: Double?, day: CalendarDay, count: Int = 3) -> [Suggestion] {
        guard kcal >= 50 else { return [] }
        var generator = SeededGenerator(day: day, salt: "suggest \(slot.rawValue)")
        var found: [(suggestion: Suggestion, miss: Double, order: Int)] = []
        var mains = Set<String>()
        let aim = Nutrients(kcal: kcal, protein: max(0, protein ?? 0), fat: 0, carbs: 0, fibre: 0)
        let aims: [Nutrient] = (protein ?? 0) > 0 ? [.kcal, .protein] : [.kcal]
        for order in 0..<(count * 12) {
            let roles = Self.roles(slot, kcal: kcal, using: &generator)
            var foods: [PlanFood] = []
            for role in roles {
                let options = pool(role, slot).filter { food in
                    !foods.contains(food) && (foods.isEmpty ? !mains.contains(food.record.name) : true)
                }
                if let food = generator.pick(options, weight: weight) { foods.append(food) }
            }
            guard let main = foods.first else { continue }
            var suggestion = Self.fit(foods, slot: slot, aim: aim, nutrients: aims)
            // Foods that cannot give both (one protein-rich snack): the energy first, the protein it brings.
            if aims.count > 1, abs(suggestion.totals.kcal / kcal - 1) > 0.10 {
                suggestion = Self.fit(foods, slot: slot, aim: aim, nutrients: [.kcal])
            }
            let energy = suggestion.totals.kcal
            guard abs(energy / kcal - 1) <= 0.10 else { continue }
            mains.insert(main.record.name)
            found.append((suggestion, abs(suggestion.totals.protein - aim.protein), order))
            if found.count >= count * 3 { break }
        }
        // Closest protein first, in 5 g steps; within a step, in the order drawn (the day's variety).
        return found.sorted { ($0.miss / 5).rounded(.down) < ($1.miss / 5).rounded(.down)
            || (($0.miss / 5).rounded(.down) == ($1.miss / 5).rounded(.down) && $0.order < $1.order) }
            .prefix(count).map(\.suggestion)
    }

    /// `foods` in portions aimed at `aim`'s `nutrients`.
    static func fit(_ foods: [PlanFood], slot: MealSlot, aim: Nutrients, nutrients: [Nutrient]) -> Suggestion {
        let grams = PortionFit(foods: foods, targets: aim, nutrients: nutrients, tolerances: [.kcal: 0.05, .protein: 0.1]).portions()
        return Suggestion(slot: slot, items: zip(foods, grams).map { PlannedItem($0, grams: $1) })
    }

    /// The roles of a suggestion: a meal's main three, or a snack's one or two.
    static func roles(_ slot: MealSlot, kcal: Double, using generator: inout SeededGenerator) -> [FoodRole] {
        switch slot {
        // A large meal takes some fat too, rather than a mountain of rice.
        case .breakfast: [.protein, .starch, .fruit] + (kcal >= 600 ? [.fat] : [])
        case .lunch, .dinner: kcal < 350 ? [.protein, .vegetable] : [.protein, .starch, .vegetable] + (kcal >= 600 ? [.fat] : [])
        case .snack: kcal < 120 ? [Bool.random(using: &generator) ? .protein : .fruit] : [MealPattern.snackMain(using: &generator), .fruit]
        }
    }
}
