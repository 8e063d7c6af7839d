import CoachDomain

/// Plans a day of meals on the day's targets and suggests what to eat with what is left, from
/// the foods the profile's filter allows. Pure: the same foods, filter, history and day give the
/// same plan; another day gives another.
public struct MealPlanner: Sendable {
    public let filter: FoodFilter
    /// Foods the planner may use, in the order of the foods list.
    public let foods: [PlanFood]
    /// How often the user logged each food (by name): logged foods come up more often.
    public let logged: [String: Int]
    /// Tries per day before settling for the closest plan.
    public var attempts = 40

    /// The foods by role and meal, sorted out once.
    private let pools: [FoodRole: [MealSlot: [PlanFood]]]

    public init(foods: [FoodRecord], filter: FoodFilter, logged: [String: Int] = [:]) {
        self.filter = filter
        let usable = foods.filter(filter.allows).compactMap(PlanFood.init)
        self.foods = usable
        self.logged = logged
        pools = Dictionary(uniqueKeysWithValues: FoodRole.allCases.map { role in
            (role, Dictionary(uniqueKeysWithValues: MealSlot.allCases.map { slot in
                (slot, usable.filter { $0.role == role && $0.meals.contains(slot) })
            }))
        })
    }

    /// The foods that can fill `role` at `slot`, in the order of the foods list.
    func pool(_ role: FoodRole, _ slot: MealSlot) -> [PlanFood] { pools[role]?[slot] ?? [] }

    /// How likely a food is picked: once more for each time it was logged, up to four times as likely.
    func weight(_ food: PlanFood) -> Double { 1 + Double(min(logged[food.record.name] ?? 0, 3)) }

    /// The targets a diet changes: keto holds carbohydrate at 60 g (and fibre at 25 g at most) and
    /// moves the energy to fat. Returns the targets and a sentence saying what changed.
    public func adjusted(_ targets: Nutrients) -> (Nutrients, String?) {
        guard filter.diet == .keto, targets.carbs > 60 else { return (targets, nil) }
        var keto = targets
        keto.carbs = 60
        keto.fibre = min(targets.fibre, 25)
        keto.fat = max(targets.fat, ((targets.kcal - 4 * targets.protein - 4 * keto.carbs) / 9).rounded())
        return (keto, "Keto: carbs held at 60 g and fibre at \(Format.integer(keto.fibre)) g; fat raised to "
            + "\(Format.integer(keto.fat)) g to keep the energy.")
    }

    /// A day of meals aiming at `targets` (energy within 5%, protein 10%, fat and carbs 15%, fibre
    /// at least 80%); when no try meets them all, the closest plan and what it misses.
    public func plan(day: CalendarDay, targets dayTargets: Nutrients, pattern: MealPattern? = nil) -> DayPlan {
        let (targets, note) = adjusted(dayTargets)
        let pattern = pattern ?? .usual(kcal: targets.kcal)
        var generator = SeededGenerator(day: day, salt: "plan")
        var best: (meals: [PlannedMeal], score: Double)?
        for _ in 0..<attempts {
            let meals = draft(pattern, targets: targets, using: &generator)
            let score = Self.score(meals.reduce(.zero) { $0 + $1.totals }, targets)
            if best == nil || score < best?.score ?? .infinity { best = (meals, score) }
            if score < 1e-9 { break }
        }
        let meals = best?.meals ?? []
        let planned = meals.reduce(Nutrients.zero) { $0 + $1.totals }
        var notes = note.map { [$0] } ?? []
        let missed = misses(planned, targets)
        if !missed.isEmpty {
            let which = filter.isEmpty ? "the foods list" : "the foods that fit (\(filter.summary))"
            notes.append("The closest plan from \(which) misses \(Format.list(missed.map(\.text))).")
        }
        return DayPlan(day: day, targets: targets, meals: meals, misses: missed, notes: notes)
    }

    /// One try: foods drawn for each meal's roles, portions fitted to the day and to each meal's share.
    func draft(_ pattern: MealPattern, targets: Nutrients, using generator: inout SeededGenerator) -> [PlannedMeal] {
        var chosen: [(meal: Int, food: PlanFood)] = []
        var usedToday = Set<String>()
        for (index, meal) in pattern.meals.enumerated() {
            var usedHere = Set<String>()
            let highFat = 9 * targets.fat > 0.5 * targets.kcal
            for role in MealPattern.roles(meal.slot, highFat: highFat, using: &generator) {
                // Proteins and starches are not repeated in a day; vegetables, fruit and fats not within a
                // meal. A role the diet leaves empty (keto has no starch) is filled with fat, then vegetables.
                let options = [role, .fat, .vegetable].lazy.map { candidate in
                    self.pool(candidate, meal.slot).filter {
                        !usedHere.contains($0.record.name)
                            && !((candidate == .protein || candidate == .starch) && usedToday.contains($0.record.name))
                    }
                }.first { !$0.isEmpty } ?? []
                guard let food = generator.pick(options, weight: weight) else { continue }
                chosen.append((index, food))
                usedHere.insert(food.record.name)
                usedToday.insert(food.record.name)
            }
        }
        let foods = chosen.map(\.food)
        // Each meal near its share of the day's energy (within about 25%).
        let shares = pattern.meals.enumerated().map { index, meal in
            PortionSolver.Row(coefficients: chosen.map { $0.meal == index ? $0.food.record.per100g.kcal / 100 : 0 },
                              target: meal.share * targets.kcal, weight: 16)
        }
        // Most of the protein from the protein foods (at least 60%), not from piles of grains and beans.
        let mains = PortionSolver.Row(coefficients: foods.map { $0.role == .protein ? $0.record.per100g.protein / 100 : 0 },
                                      target: 0.6 * targets.protein, weight: 1 / (0.15 * 0.15), isFloor: true)
        // Portions follow the size of the day: a 1,200 kcal day takes smaller ones, a 4,000 kcal day larger.
        let scale = (lower: min(1, targets.kcal / 1_800), upper: max(1, targets.kcal / 2_500))
        let grams = PortionFit(foods: foods, targets: targets, extra: shares + [mains], scale: scale).portions()
        return pattern.meals.indices.map { index in
            PlannedMeal(slot: pattern.meals[index].slot,
                        items: chosen.indices.filter { chosen[$0].meal == index }.map { PlannedItem(foods[$0], grams: grams[$0]) })
        }
    }

    /// How far outside the tolerances `planned` lands: 0 when it meets them all.
    static func score(_ planned: Nutrients, _ targets: Nutrients) -> Double {
        Nutrient.allCases.reduce(0) { sum, nutrient in
            let target = targets[nutrient]
            guard target > 0 else { return sum }
            let ratio = planned[nutrient] / target - 1
            let outside = nutrient.isFloor ? max(0, -ratio - nutrient.tolerance) : max(0, abs(ratio) - nutrient.tolerance)
            return sum + outside * outside / (nutrient.tolerance * nutrient.tolerance)
        }
    }
}
