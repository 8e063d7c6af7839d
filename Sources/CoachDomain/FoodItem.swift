/// One food eaten: what, how much, and its energy and macros.
public struct FoodItem: Sendable, Hashable, Codable {
    /// The food's canonical name from the food list, e.g. "white bread".
    public var name: String
    /// How much, in `unit`s: 2 (eggs), 1 (slice), 200 (g).
    public var quantity: Double
    /// The unit, as its code: g, ml, cup, slice, piece ...
    public var unit: String
    /// The weight in grams the quantity comes to.
    public var grams: Double
    public var macros: Macros
    /// True when a model estimated the values (the food was not in the food list).
    public var isEstimate: Bool

    public init(name: String, quantity: Double, unit: String, grams: Double, macros: Macros, isEstimate: Bool = false) {
        self.name = name
        self.quantity = quantity
        self.unit = unit
        self.grams = grams
        self.macros = macros
        self.isEstimate = isEstimate
    }

    private enum CodingKeys: String, CodingKey { case name, quantity, unit, grams, macros, isEstimate }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decode(String.self, forKey: .name)
        quantity = try container.decode(Double.self, forKey: .quantity)
        unit = try container.decode(String.self, forKey: .unit)
        grams = try container.decode(Double.self, forKey: .grams)
        macros = try container.decode(Macros.self, forKey: .macros)
        isEstimate = try container.decodeIfPresent(Bool.self, forKey: .isEstimate) ?? false
    }

    public var kcal: Double { macros.kcal }
    public var protein: Double { macros.protein }
    public var carbs: Double { macros.carbs }
    public var fat: Double { macros.fat }

    /// How the item reads: "2 eggs (100 g)" (not "2 piece egg"), "1 slice white bread (27 g)",
    /// "200 g chicken breast".
    public var label: String {
        let amount = Format.number(quantity)
        switch unit {
        case "g", "ml":
            return "\(amount) \(unit) \(name)"
        case _ where FoodUnits.isMeasure(unit):
            return "\(amount) \(unit) \(name) (\(Format.integer(grams)) g)"
        case "piece":
            return "\(amount) \(quantity <= 1 ? name : FoodItem.plural(name)) (\(Format.integer(grams)) g)"
        default:
            let unitText = quantity <= 1 || VolumeUnit(rawValue: unit)?.isSpoon == true || FoodUnits.isSize(unit)
                ? unit : FoodItem.plural(unit)
            return "\(amount) \(unitText) \(name) (\(Format.integer(grams)) g)"
        }
    }

    package static func plural(_ word: String) -> String {
        if word.hasSuffix("s") || word.hasSuffix("sh") || word.hasSuffix("ch") || word.hasSuffix("x") {
            return word.hasSuffix("s") ? word : word + "es"
        }
        if word.hasSuffix("y"), let last = word.dropLast().last, !"aeiou".contains(last) {
            return word.dropLast() + "ies"
        }
        if word.hasSuffix("o"), word.hasSuffix("tomato") || word.hasSuffix("potato") { return word + "es" }
        return word + "s"
    }
}

/// A meal as logged: the user's words, the day, and the items understood from them.
public typealias MealEntry = LogEntry<FoodItem>

extension FoodItem: EntryLine {
    public static let linesKey = "items"
}

extension LogEntry where Line == FoodItem {
    /// A meal of `day`.
    public init(day: CalendarDay, description: String, items: [FoodItem]) {
        self.init(day: day, description: description, lines: items)
    }

    /// The foods.
    public var items: [FoodItem] {
        get { lines }
        set { lines = newValue }
    }

    /// The sum of the items.
    public var totals: Macros { items.reduce(.zero) { $0 + $1.macros } }
}
