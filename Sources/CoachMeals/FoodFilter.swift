import CoachDomain

/// The profile's diet and restrictions as one filter over the foods list: everything that
/// suggests or plans food asks it, and logging asks it why a food is left out.
public struct FoodFilter: Sendable, Hashable {
    public let diet: DietPattern?
    /// The restrictions as the profile stores them (`peanuts`, `lactose`, `kiwi`), plus any added for one question.
    public let restrictions: [String]
    private let rules: [FoodAvoidance]

    public init(diet: DietPattern? = nil, restrictions: [String] = []) {
        self.diet = diet
        var seen = Set<String>()
        self.restrictions = restrictions.map { $0.lowercased() }.filter { !$0.isEmpty && seen.insert($0).inserted }
        self.rules = self.restrictions.map(FoodAvoidance.init)
    }

    /// The filter of `profile`'s diet and restrictions.
    public init(profile: Profile) {
        self.init(diet: profile[ProfileFields.diet], restrictions: profile[ProfileFields.restrictions]?.items ?? [])
    }

    /// This filter with `more` restrictions for one question ("a snack without dairy"); the profile keeps its own.
    public func adding(_ more: [String]) -> FoodFilter {
        FoodFilter(diet: diet, restrictions: restrictions + more)
    }

    /// Why `food` is left out, in words: "you avoid peanuts", "you eat vegan and it has dairy";
    /// nil when it fits. Restrictions are named before the diet.
    public func reason(_ food: FoodRecord) -> String? {
        if let index = rules.firstIndex(where: { $0.excludes(food) }) { return "you avoid \(restrictions[index])" }
        if let diet, let why = diet.exclusion(of: food) { return "you eat \(diet.rawValue) and \(why)" }
        return nil
    }

    /// Whether `food` fits.
    public func allows(_ food: FoodRecord) -> Bool { reason(food) == nil }

    /// Whether the filter leaves anything out at all.
    public var isEmpty: Bool {
        rules.isEmpty && [DietPattern.omnivore, .flexitarian, .mediterranean].contains(diet ?? .omnivore)
    }

    /// What the filter leaves out, for a model's instructions: "vegan (no meat, poultry, pork,
    /// fish, shellfish, egg, dairy, honey or gelatin); avoids peanuts"; nil when it leaves nothing out.
    public var explanation: String? {
        var parts: [String] = []
        if let diet, let rule = diet.rule { parts.append("\(diet.rawValue) (\(rule))") }
        if !restrictions.isEmpty { parts.append("avoids \(Format.list(restrictions))") }
        return parts.isEmpty ? nil : parts.joined(separator: "; ")
    }

    /// "vegan, without peanuts and gluten"; "no diet or restrictions given" when empty.
    public var summary: String {
        let without = restrictions.isEmpty ? nil : "without \(Format.list(restrictions))"
        let parts = [diet.map(\.rawValue), without].compactMap { $0 }
        return parts.isEmpty ? "no diet or restrictions given" : parts.joined(separator: ", ")
    }
}
