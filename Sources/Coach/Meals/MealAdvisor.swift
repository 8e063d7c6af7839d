import CoachDomain
import CoachMeals
import CoachProgress

/// What to eat, from the profile, the day's targets and the log: a day's plan, suggestions that fit
/// what is left, and the reason a logged food does not fit the profile. Reads the ports, never writes.
public struct MealAdvisor: Sendable {
    public let foods: FoodDatabase
    /// The profile, the day's targets and the log.
    public let days: CoachContextReader
    /// How far back logged foods count as the user's favourites.
    static let historyDays = 28

    public init(foods: FoodDatabase, days: CoachContextReader) {
        self.foods = foods
        self.days = days
    }

    /// The planner for `profile`, with `without` added for one question and the foods logged in the
    /// four weeks before `day` preferred (not `day` itself: logging from the plan must not change it).
    func planner(profile: Profile, without: [String] = [], before day: CalendarDay) async -> MealPlanner {
        MealPlanner(foods: foods.records, filter: FoodFilter(profile: profile).adding(without),
                    logged: await loggedCounts(before: day))
    }

    /// How often each food of the list was logged in the four weeks before `day`.
    func loggedCounts(before day: CalendarDay) async -> [String: Int] {
        let start = day.adding(days: -Self.historyDays), end = day.adding(days: -1)
        var meals: [MealEntry] = []
        if let history = days.history {
            meals = (try? await history.meals(from: start, through: end)) ?? []
        } else {
            for offset in 1...Self.historyDays { meals += (try? await days.nutrition.meals(on: day.adding(days: -offset))) ?? [] }
        }
        var counts: [String: Int] = [:]
        for item in meals.flatMap(\.items) where !item.isEstimate { counts[item.name, default: 0] += 1 }
        return counts
    }

    /// `day`'s plan on `day`'s targets; a gap when there are no targets yet.
    public func plan(on day: CalendarDay) async throws -> Result<DayPlan, MealAdviceGap> {
        let context = try await days.context(on: day)
        guard let targets = Nutrients(targets: context.summary.targets) else {
            return .failure(.noTargets(missing: context.summary.targets.missingText))
        }
        let planner = await planner(profile: context.profile, before: day)
        return .success(planner.plan(day: day, targets: targets))
    }

    /// The meal of `slot` of `day`'s plan, as items to log.
    public func plannedItems(_ slot: MealSlot, on day: CalendarDay) async throws -> Result<[FoodItem], MealAdviceGap> {
        switch try await plan(on: day) {
        case .failure(let gap): return .failure(gap)
        case .success(let plan):
            guard let meal = plan.meal(slot) else { return .failure(.noSuchMeal(slot)) }
            return .success(meal.items.map(\.foodItem))
        }
    }

    /// The items the profile leaves out, each with why, sorted, once each: ["peanut butter: you
    /// avoid peanuts"]. Logging goes ahead all the same (the user decides); this is said once.
    public func avoided(_ items: [FoodItem]) async -> [String] {
        guard let profile = (try? await days.profiles.loadProfile()) ?? nil else { return [] }
        return Set(items.compactMap { item in reason(item, profile: profile).map { "\(item.name): \($0)" } }).sorted()
    }

    /// Why `item` does not fit `profile` ("you avoid peanuts"), or nil; foods not in the list are not judged.
    public func reason(_ item: FoodItem, profile: Profile) -> String? {
        guard !item.isEstimate, let food = foods.food(named: item.name) else { return nil }
        return FoodFilter(profile: profile).reason(food)
    }
}

/// Why there is no plan or suggestion.
public enum MealAdviceGap: Error, Sendable, Hashable, CustomStringConvertible {
    /// No energy target yet: the profile lacks these.
    case noTargets(missing: String)
    /// Today's energy is used up: eaten and target, in kcal.
    case nothingLeft(eaten: Double, target: Double)
    /// The plan has no meal of this kind.
    case noSuchMeal(MealSlot)

    public var description: String {
        switch self {
        case .noTargets(let missing):
            "I need your daily targets first" + (missing.isEmpty ? "" : " (they need your \(missing))")
                + ": :onboard, or set one yourself (\"my goal is 2200 kcal a day\")"
        case .noSuchMeal(let slot): "today's plan has no \(slot.rawValue)"
        case .nothingLeft(let eaten, let target):
            "you're at your energy target for today (\(Format.integer(eaten)) of \(Format.integer(target)) kcal); if you're "
                + "hungry, vegetables, a clear soup or a piece of fruit cost little"
        }
    }
}

extension PlannedItem {
    /// The item as the log keeps it: counted foods in their unit ("2 slice"), the rest in grams.
    public var foodItem: FoodItem {
        let macros = Macros(kcal: nutrients.kcal, protein: nutrients.protein, carbs: nutrients.carbs, fat: nutrients.fat)
        if let count {
            return FoodItem(name: food.name, quantity: count.amount, unit: count.unit, grams: grams, macros: macros)
        }
        return FoodItem(name: food.name, quantity: grams, unit: "g", grams: grams, macros: macros)
    }
}
