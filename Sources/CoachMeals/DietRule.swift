import CoachDomain

/// What a way of eating leaves out, over what foods are made of.
///
/// - vegan: every animal source; vegetarian: meat, poultry, pork, fish, shellfish and gelatin;
///   pescatarian: meat, poultry, pork and gelatin.
/// - halal: pork, gelatin and alcohol; kosher: pork, shellfish, gelatin, and meat with dairy.
/// - paleo: dairy, grains, legumes (with peanuts and soy) and sweets.
/// - keto: foods with more than 6 g of net carbohydrate per 100 g that also draw more than 15%
///   of their energy from it (vegetables stay, bread and fruit go).
/// - omnivore, flexitarian and mediterranean leave nothing out.
extension DietPattern {
    /// Why this pattern leaves `food` out ("it has dairy"), or nil when it fits.
    public func exclusion(of food: FoodRecord) -> String? {
        let animal = Set(food.animal ?? AnimalSource.allCases)
        func has(_ sources: Set<AnimalSource>) -> String? {
            AnimalSource.allCases.first { sources.contains($0) && animal.contains($0) }.map { "it has \(Self.name($0))" }
        }
        switch self {
        case .omnivore, .flexitarian, .mediterranean: return nil
        case .vegan: return has(Set(AnimalSource.allCases))
        case .vegetarian: return has([.meat, .poultry, .pork, .fish, .shellfish, .gelatin])
        case .pescatarian: return has([.meat, .poultry, .pork, .gelatin])
        case .halal:
            if let reason = has([.pork, .gelatin]) { return reason }
            return (food.alcohol ?? 0) > 0 ? "it has alcohol" : nil
        case .kosher:
            if let reason = has([.pork, .shellfish, .gelatin]) { return reason }
            return !animal.isDisjoint(with: [.meat, .poultry]) && animal.contains(.dairy) ? "it mixes meat and dairy" : nil
        case .paleo:
            if let reason = has([.dairy]) { return reason }
            let groups = Set(food.plantGroups ?? PlantGroup.allCases)
            if groups.contains(.grain) { return "it has grain" }
            if groups.contains(.legume) || !Set(food.allergens ?? []).isDisjoint(with: [.peanuts, .soy]) { return "it has legumes" }
            return FoodCategory(of: food) == .sweets ? "it is a sweet" : nil
        case .keto:
            let m = food.per100g
            let net = max(0, m.carbs - (food.fiber ?? 0) - (food.polyols ?? 0))
            let share = m.kcal > 0 ? 4 * net / m.kcal : 0
            return net > 6 && share > 0.15 ? "\(Int(net.rounded())) g of carbs per 100 g" : nil
        }
    }

    /// What the pattern leaves out, in words; nil when it leaves nothing out.
    public var rule: String? {
        switch self {
        case .omnivore, .flexitarian, .mediterranean: nil
        case .vegan: "no meat, poultry, pork, fish, shellfish, egg, dairy, honey or gelatin"
        case .vegetarian: "no meat, poultry, pork, fish, shellfish or gelatin"
        case .pescatarian: "no meat, poultry, pork or gelatin; fish and shellfish are fine"
        case .halal: "no pork, gelatin or alcohol"
        case .kosher: "no pork, shellfish or gelatin, and no meat with dairy"
        case .paleo: "no dairy, grains, legumes (peanuts and soy included) or sweets"
        case .keto: "no foods with more than 6 g of net carbs per 100 g drawing over 15% of their energy from them"
        }
    }

    /// `pork`, `dairy`, `gelatin`; meat reads `red meat`.
    static func name(_ source: AnimalSource) -> String { source == .meat ? "red meat" : source.rawValue }
}

/// The categories of `data/foods.json`.
public enum FoodCategory: String, Sendable, Hashable, CaseIterable {
    case dairyAndEggs = "dairy & eggs"
    case meatAndFish = "meat & fish"
    case plantProtein = "plant protein"
    case grains = "grains & starches"
    case dishes = "meals"
    case fruit, vegetables, legumes
    case nutsAndSeeds = "nuts & seeds"
    case condiments = "fats & condiments"
    case sweets = "snacks & sweets"
    case drinks

    /// The category of `food`, nil when it has none or one not listed here.
    public init?(of food: FoodRecord) {
        guard let name = food.category, let category = FoodCategory(rawValue: name) else { return nil }
        self = category
    }
}
