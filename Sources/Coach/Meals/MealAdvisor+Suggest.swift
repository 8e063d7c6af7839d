import CoachDomain
import CoachMeals

/// What a suggestion is asked for: the meal, and the numbers when the user gives them ("I have
/// 40 g protein and 600 kcal left"); what is missing comes from today's targets and log.
public struct SuggestionRequest: Sendable, Hashable, Codable {
    public var slot: MealSlot?
    public var kcal: Double?
    public var protein: Double?
    /// Foods to leave out for this question only ("a snack without dairy"); the profile keeps its own.
    public var without: [String]

    public init(slot: MealSlot? = nil, kcal: Double? = nil, protein: Double? = nil, without: [String] = []) {
        self.slot = slot
        self.kcal = kcal
        self.protein = protein
        self.without = without
    }
}

/// Suggestions and what they aim at.
public struct SuggestionAnswer: Sendable, Hashable {
    public let slot: MealSlot
    /// The energy and protein the options aim at.
    public let kcal: Double
    public let protein: Double?
    /// What is left today (nil when there are no targets).
    public let left: Nutrients?
    /// Whether the aim is the user's own numbers rather than a share of what is left.
    public let asked: Bool
    public let options: [Suggestion]
    public let filter: FoodFilter
}

extension MealAdvisor {
    /// The share of the day's energy a meal of `slot` usually takes.
    static func share(_ slot: MealSlot) -> Double {
        switch slot {
        case .breakfast: 0.25
        case .lunch: 0.30
        case .dinner: 0.35
        case .snack: 0.10
        }
    }

    /// A usual meal of `slot` when there are no targets: kcal and grams of protein.
    static func usual(_ slot: MealSlot) -> (Double, Double) {
        switch slot {
        case .breakfast: (450, 25)
        case .lunch: (600, 35)
        case .dinner: (650, 35)
        case .snack: (200, 10)
        }
    }

    /// Options for `request` on `day`: the user's numbers, or a meal's share of what is left today.
    public func suggest(_ request: SuggestionRequest, on day: CalendarDay) async throws -> Result<SuggestionAnswer, MealAdviceGap> {
        let context = try await days.context(on: day)
        let eaten = context.summary.totals
        let targets = Nutrients(targets: context.summary.targets)
        let left = targets.map { Nutrients(kcal: $0.kcal - eaten.kcal, protein: max(0, $0.protein - eaten.protein), fat: 0, carbs: 0, fibre: 0) }
        // The meal: as asked; for numbers left, a snack when small, else dinner; otherwise the next
        // one after those logged today.
        let logged = context.summary.meals.count
        let next = [MealSlot.breakfast, .lunch, .dinner, .snack][min(logged, 3)]
        let slot = request.slot ?? request.kcal.map { $0 < 300 ? .snack : .dinner } ?? next
        let kcal: Double, protein: Double?
        if let asked = request.kcal {
            kcal = asked
            protein = request.protein
        } else if targets == nil {
            // No targets yet: a usual portion of that meal, so the answer still names food that fits.
            (kcal, protein) = Self.usual(slot)
        } else {
            guard let targets, let left else { return .failure(.noTargets(missing: context.summary.targets.missingText)) }
            guard left.kcal >= 50 else { return .failure(.nothingLeft(eaten: eaten.kcal, target: targets.kcal)) }
            // A meal's usual share of the day; dinner after two meals may take what is left, up to half the day.
            let share = slot == .dinner && logged >= 2 ? 0.5 : Self.share(slot)
            kcal = min(left.kcal, share * targets.kcal).rounded()
            protein = request.protein ?? (left.protein * kcal / left.kcal).rounded()
        }
        let planner = await planner(profile: context.profile, without: request.without, before: day)
        let options = planner.suggest(slot: slot, kcal: kcal, protein: protein, day: day)
        return .success(SuggestionAnswer(slot: slot, kcal: kcal, protein: protein, left: left, asked: request.kcal != nil,
                                         options: options, filter: planner.filter))
    }
}
