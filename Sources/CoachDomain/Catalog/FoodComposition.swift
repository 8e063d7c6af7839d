/// What a food is made of, as `data/foods.json` records it for every food: the animal sources,
/// the common allergens and the grain and legume content some diets leave out. Composite dishes
/// list what they usually contain, and "may contain" counts as contains.

/// An animal source in a food. `meat` is red meat (beef, lamb, game); pork and poultry are their own.
public enum AnimalSource: String, Sendable, Hashable, Codable, CaseIterable {
    case meat, poultry, pork, fish, shellfish, egg, dairy, honey, gelatin
}

/// One of the common food allergens (the US "big nine" with wheat and gluten apart).
public enum Allergen: String, Sendable, Hashable, Codable, CaseIterable {
    case milk, egg, fish, crustaceans
    case treeNuts = "tree nuts"
    case peanuts, wheat, gluten, soy, sesame
}

/// Plant groups some diets leave out (paleo: grains and legumes). Peanuts, peas and soy beans are legumes.
public enum PlantGroup: String, Sendable, Hashable, Codable, CaseIterable {
    case grain, legume
}

/// A meal of the day a food suits.
public enum MealSlot: String, Sendable, Hashable, Codable, CaseIterable, Comparable {
    case breakfast, lunch, dinner, snack

    public static func < (lhs: MealSlot, rhs: MealSlot) -> Bool {
        allCases.firstIndex(of: lhs) ?? 0 < allCases.firstIndex(of: rhs) ?? 0
    }
}
