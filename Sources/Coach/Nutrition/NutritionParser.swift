import CoachDomain

/// A piece of the input that was not understood, and why.
public struct UnrecognizedPart: Sendable, Hashable, Codable {
    public var text: String
    public var reason: String

    public init(text: String, reason: String) {
        self.text = text
        self.reason = reason
    }
}

/// What the nutrition parser understood.
public struct NutritionParse: Sendable, Hashable {
    public var items: [FoodItem]
    /// Parts it could not match to a food: reported, never guessed.
    public var unrecognized: [UnrecognizedPart]

    public init(items: [FoodItem], unrecognized: [UnrecognizedPart]) {
        self.items = items
        self.unrecognized = unrecognized
    }

    public var totals: Macros { items.reduce(.zero) { $0 + $1.macros } }
}

/// Turns free text ("2 eggs and a slice of toast", "200g chicken breast, 1 cup rice") into food
/// items with energy and macros from the food list. Deterministic and offline.
public struct NutritionParser: Sendable {
    public let foods: FoodDatabase
    /// The food list's names that splitting keeps whole (worked out once per list, on first use).
    private var protectedNames: [String] { foods.protectedNames }

    /// Words that start a food report and carry no food.
    static let leadingFiller: Set<String> = [
        "i", "ive", "id", "just", "had", "have", "having", "ate", "eaten", "eat", "eating", "drank", "drunk", "drink",
        "drinking", "for", "breakfast", "lunch", "dinner", "supper", "snack", "snacks", "brunch", "was", "were",
        "log", "logged", "also", "then", "today", "this", "morning", "tonight", "-", "my", "me", "food", "meal",
        "of", "at", "about", "around", "roughly", "approximately",
    ]

    /// Words allowed next to a food's name ("grilled chicken breast", "protein shake after gym");
    /// any other unknown word makes the phrase unknown rather than a guess ("jollof rice" is not rice).
    static let modifiers: Set<String> = [
        "large", "big", "small", "medium", "huge", "little", "tiny", "extra", "jumbo", "regular", "whole", "fresh",
        "plain", "raw", "cooked", "grilled", "baked", "fried", "roasted", "roast", "boiled", "steamed", "poached",
        "scrambled", "sliced", "chopped", "diced", "mashed", "toasted", "homemade", "home-made", "leftover", "leftovers",
        "frozen", "canned", "tinned", "organic", "lean", "hot", "cold", "iced", "warm", "unsweetened", "sweetened",
        "low-fat", "lowfat", "nonfat", "non-fat", "skinless", "boneless", "pan-fried", "air-fried", "smoked", "spicy",
        "light", "natural", "full", "fat", "free", "low", "of", "the", "my", "a", "an", "some", "for", "at", "in", "on",
        "this", "that", "morning", "afternoon", "evening", "night", "tonight", "today", "earlier", "after", "before",
        "gym", "workout", "training", "run", "breakfast", "lunch", "dinner", "supper", "snack", "dessert", "please",
        "just", "also", "too", "again", "more", "another", "bit", "quick", "post-workout", "pre-workout", "from",
        "home", "work", "style", "slice", "piece", "portion", "serving", "glass", "cup", "bowl", "mug", "can",
        "bottle", "side", "small-ish", "x", "-", "ish", "approx", "about", "around", "roughly", "maybe", "half",
    ]

    static let separators = [" and ", " & ", " + ", " with ", " plus ", " then ", " also ", " alongside "]

    /// A parser over the food list.
    public init(foods: FoodDatabase) {
        self.foods = foods
    }

    /// Parses `text` into items; unknown foods are listed in `unrecognized`, not guessed.
    public func parse(_ text: String) -> NutritionParse {
        var items: [FoodItem] = []
        var unknown: [UnrecognizedPart] = []
        for segment in segments(of: text) {
            // "coffee with milk": milk added to a drink is a splash, not a glass of its own.
            let addedToDrink = segment.hasPrefix(Self.additionMark)
                && items.last.flatMap { foods.food(named: $0.name)?.category } == "drinks"
            switch parseSegment(String(segment.drop { String($0) == Self.additionMark }), addedToDrink: addedToDrink) {
            case .item(let item):
                if addedToDrink, let last = items.last, let made = drink(last, madeWith: item) {
                    items[items.count - 1] = made
                } else {
                    items.append(item)
                }
            case .unrecognized(let part): unknown.append(part)
            case .empty: break
            }
        }
        return NutritionParse(items: items, unrecognized: unknown)
    }

    /// The input split into one phrase per food, keeping names like "mac and cheese" whole.
    func segments(of text: String) -> [String] {
        var working = " " + FoodUnits.joiningFluidOunces(TextTools.normalize(text)) + " "
        for word in ["one", "two", "three", "four", "a", "an"] + (1...9).map(String.init) {
            let value = (NumberWords.value(word) ?? 0) + 0.5
            working = working.replacingOccurrences(of: " \(word) and a half ", with: " \(Format.number(value)) ")
        }
        for name in protectedNames {
            working = working.replacingOccurrences(of: " \(name) ", with: " " + name.replacingOccurrences(of: " ", with: "_") + " ")
        }
        for mark in [",", ";", "\n", ".", "!"] { working = working.replacingOccurrences(of: mark + " ", with: " | ") }
        working = working.replacingOccurrences(of: ";", with: " | ")
        working = working.replacingOccurrences(of: " with ", with: " |\(Self.additionMark) ")
        for separator in Self.separators { working = working.replacingOccurrences(of: separator, with: " | ") }
        return working.split(separator: "|")
            .map { TextTools.collapse($0.replacingOccurrences(of: "_", with: " ")) }
            .filter { !$0.isEmpty }
    }

    /// Marks a segment that followed "with" (it may be an addition to the food before it).
    static let additionMark = "+"

    enum SegmentResult { case item(FoodItem), unrecognized(UnrecognizedPart), empty }

    /// One food phrase. `addedToDrink`: it followed "with" after a drink, so without an
    /// amount it takes the food's `splash` unit when it has one.
    func parseSegment(_ segment: String, addedToDrink: Bool = false) -> SegmentResult {
        var tokens = TextTools.tokens(segment).flatMap(FoodUnits.splitAttached)
        while let first = tokens.first, Self.leadingFiller.contains(first) { tokens.removeFirst() }
        guard !tokens.isEmpty else { return .empty }
        let shown = tokens.joined(separator: " ")
        if let negative = TextTools.negativeAmount(in: tokens) {
            return .unrecognized(UnrecognizedPart(text: shown, reason: "\(negative) is below zero"))
        }

        var quantity: Double?
        var unit: String?
        var index = 0
        if let (value, used) = leadingQuantity(tokens) {
            quantity = value
            index = used
            if index < tokens.count, let canonical = FoodUnits.aliases[tokens[index]] {
                unit = canonical
                index += 1
            }
        }
        var rest = Array(tokens[index...])
        while let first = rest.first, ["of", "the", "my", "some"].contains(first) { rest.removeFirst() }
        if quantity == nil, let found = trailingAmount(rest) {
            quantity = found.quantity
            unit = found.unit
            rest = found.remaining
        }
        if rest.isEmpty, let unitWord = unit {
            rest = [unitWord]   // "a pint" -> the food is the unit's namesake
        }
        guard let match = foods.match(in: rest) else {
            return .unrecognized(UnrecognizedPart(text: shown, reason: "unknown food"))
        }
        let extras = rest.indices.filter { !match.range.contains($0) }.map { rest[$0] }
        if let stray = extras.first(where: { !isAllowedExtra($0) }) {
            return .unrecognized(UnrecognizedPart(text: shown, reason: "unknown food (\"\(stray)\")"))
        }
        let record = match.record
        let amount = quantity ?? 1
        guard amount > 0 else { return .unrecognized(UnrecognizedPart(text: shown, reason: "the amount is zero")) }
        var (unitName, gramsEach) = grams(of: record, unit: unit ?? (addedToDrink && quantity == nil && record.units["splash"] != nil ? "splash" : nil))
        if quantity != nil, unit == nil, let piece = record.units["piece"] {
            (unitName, gramsEach) = ("piece", piece)   // "a dozen almonds", "3 strawberries": count pieces
        }
        if unit == nil, let size = extras.first(where: { FoodUnits.sizes.contains($0) }), let each = record.units[size] {
            (unitName, gramsEach) = (size, each)   // "large fries": the food's own large portion
        }
        let grams = amount * gramsEach
        guard grams <= LogBounds.maxItemGrams else {
            return .unrecognized(UnrecognizedPart(text: shown, reason: "\(Format.integer(grams)) g is not a plausible amount"))
        }
        let item = FoodItem(name: record.name, quantity: amount, unit: unitName, grams: grams,
                            macros: record.per100g.scaled(by: grams / 100))
        if let problem = LogBounds.problem(of: item) { return .unrecognized(UnrecognizedPart(text: shown, reason: problem)) }
        return .item(item)
    }

    /// `drink` made with the milk `added` after it ("a latte with oat milk"): one drink whose own milk
    /// the named one replaces, instead of a latte and a splash of milk on top. Nil when `drink` holds
    /// no milk, `added` is no milk, or an amount was given for it (then it is an addition).
    func drink(_ drink: FoodItem, madeWith added: FoodItem) -> FoodItem? {
        guard added.unit == "splash", added.quantity == 1, let record = foods.food(named: drink.name),
              let milk = foods.food(named: added.name), let made = foods.drink(record, madeWith: milk) else { return nil }
        return FoodItem(name: made.name, quantity: drink.quantity, unit: drink.unit, grams: drink.grams,
                        macros: made.per100g.scaled(by: drink.grams / 100))
    }

    /// A word that may stand next to a food name: a modifier, a number, a unit or another food's name.
    func isAllowedExtra(_ word: String) -> Bool {
        Self.modifiers.contains(word) || NumberWords.value(word) != nil || FoodUnits.aliases[word] != nil
            || foods.food(named: word) != nil
    }

    /// The unit used and the grams in one of it, for `record`.
    func grams(of record: FoodRecord, unit: String?) -> (unit: String, grams: Double) {
        guard let unit else { return record.defaultPortion }
        if let perUnit = FoodUnits.gramsPerMassUnit[unit] { return (unit, perUnit) }
        if let own = record.units[unit] { return (unit, own) }
        if let millilitres = FoodUnits.millilitresPerVolumeUnit[unit] {
            return (unit, millilitres * (record.gramsPerMl ?? 1))
        }
        return record.defaultPortion
    }

    /// A quantity at the start: "2", "1.5", "1 1/2", "half", "half a", "a", "a couple of", "two dozen".
    func leadingQuantity(_ tokens: [String]) -> (Double, Int)? {
        guard let first = tokens.first else { return nil }
        func at(_ i: Int) -> String? { i < tokens.count ? tokens[i] : nil }
        if NumberWords.isNumeric(first), var value = NumberWords.value(first) {
            var used = 1
            if let next = at(1), next.contains("/"), let fraction = NumberWords.value(next), fraction < 1 {
                value += fraction
                used = 2
            }
            return (value, used)
        }
        switch first {
        case "half", "quarter":
            let value = first == "half" ? 0.5 : 0.25
            return (value, ["a", "an", "of"].contains(at(1) ?? "") ? 2 : 1)
        case "a", "an":
            switch at(1) {
            case "half": return (0.5, ["of"].contains(at(2) ?? "") ? 3 : 2)
            case "quarter": return (0.25, 2)
            case "couple": return (2, at(2) == "of" ? 3 : 2)
            case "few": return (3, 2)
            case "dozen": return (12, 2)
            default: return (1, 1)
            }
        default:
            guard let value = NumberWords.value(first), first != "some" else { return nil }
            if at(1) == "dozen" { return (value * 12, 2) }
            if first == "couple" || first == "few" { return (value, at(1) == "of" ? 2 : 1) }
            return (value, 1)
        }
    }

    /// An amount written after the food: "chicken breast 200 g", "rice 1 cup".
    func trailingAmount(_ tokens: [String]) -> (quantity: Double, unit: String?, remaining: [String])? {
        for index in tokens.indices where NumberWords.isNumeric(tokens[index]) {
            guard let value = NumberWords.value(tokens[index]) else { continue }
            var remaining = tokens
            var unit: String?
            if index + 1 < tokens.count, let canonical = FoodUnits.aliases[tokens[index + 1]] {
                unit = canonical
                remaining.remove(at: index + 1)
            }
            remaining.remove(at: index)
            return (value, unit, remaining)
        }
        return nil
    }
}
