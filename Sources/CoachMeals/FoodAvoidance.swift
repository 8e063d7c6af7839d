import CoachDomain

/// One entry of the profile's restrictions (`peanuts`, `lactose`, `pork`, `kiwi`) as a rule over
/// what foods are made of. The words are the profile's stored forms (see RestrictionPhrases);
/// one the composition does not cover ("kiwi", "mushrooms") matches foods by name.
public enum FoodAvoidance: Sendable, Hashable {
    /// Foods with any of these allergens.
    case allergens(Set<Allergen>)
    /// Foods with any of these animal sources.
    case animals(Set<AnimalSource>)
    /// Dairy that is not lactose-free.
    case lactose
    /// Drinks and dishes with alcohol.
    case alcohol
    /// Foods whose name or alias has this word (singular or plural).
    case named(String)

    /// The rule for a restriction as the profile stores it.
    public init(_ word: String) {
        self = KnownAvoidance(rawValue: word)?.rule ?? .named(word)
    }

    /// Whether `food` falls under the rule. A food whose composition is not recorded counts as
    /// containing it (the safe side for an allergy).
    public func excludes(_ food: FoodRecord) -> Bool {
        switch self {
        case .allergens(let set): food.allergens.map { !set.isDisjoint(with: $0) } ?? true
        case .animals(let set): food.animal.map { !set.isDisjoint(with: $0) } ?? true
        case .lactose: food.lactoseFree != true && (food.allergens.map { $0.contains(.milk) } ?? true)
        case .alcohol: (food.alcohol ?? 0) > 0
        case .named(let word): Self.names(of: food).contains { Self.sameWord($0, word) }
        }
    }

    /// The words of a food's name and aliases, and the names and aliases whole.
    static func names(of food: FoodRecord) -> [String] {
        let phrases = ([food.name] + food.aliases).map { $0.lowercased() }
        return phrases + phrases.flatMap { $0.split(whereSeparator: { !$0.isLetter }).map(String.init) }
    }

    /// "strawberries" and "strawberry", "tomatoes" and "tomato", "oats" and "oat" are one word.
    static func sameWord(_ a: String, _ b: String) -> Bool {
        func stem(_ word: String) -> String {
            if word.hasSuffix("ies"), word.count > 4 { return String(word.dropLast(3)) + "y" }
            if word.hasSuffix("oes") { return String(word.dropLast(2)) }
            if word.hasSuffix("s"), !word.hasSuffix("ss"), word.count > 3 { return String(word.dropLast()) }
            return word
        }
        return a == b || stem(a) == stem(b)
    }
}

/// The restrictions the composition covers, by the word the profile stores.
enum KnownAvoidance: String, CaseIterable {
    case nuts
    case treeNuts = "tree nuts"
    case peanuts, dairy, milk, cheese, lactose, gluten, wheat, shellfish, seafood, fish, eggs, egg, soy, sesame
    case crustaceans, pork, beef
    case redMeat = "red meat"
    case meat, chicken, poultry, alcohol, honey, gelatin

    var rule: FoodAvoidance {
        switch self {
        case .nuts: .allergens([.treeNuts, .peanuts])
        case .treeNuts: .allergens([.treeNuts])
        case .peanuts: .allergens([.peanuts])
        case .dairy, .milk, .cheese: .animals([.dairy])
        case .lactose: .lactose
        case .gluten: .allergens([.gluten])
        case .wheat: .allergens([.wheat])
        case .shellfish: .animals([.shellfish])
        case .crustaceans: .allergens([.crustaceans])
        case .seafood: .animals([.fish, .shellfish])
        case .fish: .animals([.fish])
        case .eggs, .egg: .animals([.egg])
        case .soy: .allergens([.soy])
        case .sesame: .allergens([.sesame])
        // Gelatin is mostly made from pork skin and bones.
        case .pork: .animals([.pork, .gelatin])
        case .beef, .redMeat: .animals([.meat])
        case .meat: .animals([.meat, .poultry, .pork, .gelatin])
        case .chicken, .poultry: .animals([.poultry])
        case .alcohol: .alcohol
        case .honey: .animals([.honey])
        case .gelatin: .animals([.gelatin])
        }
    }
}
