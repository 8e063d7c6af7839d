import CoachDomain
import CoachLanguage

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
///
/// It reads the line as the ``Language`` reads it, once: the grammar's amounts (`1 1/2 cups`;
/// `a dozen`; `12 fl oz`; `half a`), the lexicon's food words (food.lexicon: portions, sizes,
/// words before and beside a food, separators) and the food list's names, matched on the same
/// tokens.
public struct NutritionParser: Sendable {
    public let foods: FoodDatabase
    public let language: Language

    /// A parser over the food list, reading lines with `language`.
    public init(foods: FoodDatabase, language: Language) {
        self.foods = foods
        self.language = language
    }

    /// Parses `text` into items; unknown foods are listed in `unrecognized`, not guessed.
    public func parse(_ text: String) -> NutritionParse { parse(language.read(text)) }

    /// The items of a line already read.
    public func parse(_ utterance: Utterance) -> NutritionParse {
        var items: [FoodItem] = []
        var unknown: [UnrecognizedPart] = []
        let line = ReadLine(utterance)
        let phrases = LogPhrases.split(utterance, separator: "food_separator") { foods.nameLength(startingAt: $0, in: $1) }
        for phrase in phrases {
            // "coffee with milk": milk added to a drink is a splash, not a glass of its own.
            let addedToDrink = phrase.joinedBy == "with"
                && items.last.flatMap { foods.food(named: $0.name)?.category } == "drinks"
            switch FoodPhrase(line: line, range: phrase.range, foods: foods).read(addedToDrink: addedToDrink) {
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

    /// `drink` made with the milk `added` after it ("a latte with oat milk"): one drink whose own milk
    /// the named one replaces, instead of a latte and a splash of milk on top. Nil when `drink` holds
    /// no milk, `added` is no milk, or an amount was given for it (then it is an addition).
    func drink(_ drink: FoodItem, madeWith added: FoodItem) -> FoodItem? {
        guard added.unit == "splash", added.quantity == 1, let record = foods.food(named: drink.name),
              let milk = foods.food(named: added.name), let made = foods.drink(record, madeWith: milk) else { return nil }
        return FoodItem(name: made.name, quantity: drink.quantity, unit: drink.unit, grams: drink.grams,
                        macros: made.per100g.scaled(by: drink.grams / 100))
    }
}
