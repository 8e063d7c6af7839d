import CoachLanguage

/// One food of `data/foods.json`: values per 100 g and the weight of its common units.
public struct FoodRecord: Sendable, Hashable, Codable {
    public var name: String
    public var aliases: [String]
    public var category: String?
    /// kcal and grams of protein, carbs and fat per 100 g.
    public var per100g: Macros
    /// Grams in one of each unit, e.g. ["piece": 50] for an egg, ["slice": 27] for bread.
    public var units: [String: Double]
    /// The unit meant when none is given ("a banana" -> piece).
    public var defaultUnit: String?
    /// Density for ml, l, fl oz, cup-, can- and bottle-like units without their own weight (1.0 when missing).
    public var gramsPerMl: Double?
    /// The FoodData Central entry the values follow ("SR Legacy 171287, Egg, whole, cooked, hard-boiled"),
    /// or "estimate: ..." for a typical recipe.
    public var fdc: String?
    /// Grams of alcohol per 100 g (7 kcal/g, outside 4P + 4C + 9F).
    public var alcohol: Double?
    /// Grams of sugar alcohols per 100 g, counted within `carbs` (about 2.4 kcal/g rather than 4).
    public var polyols: Double?
    /// Grams of dietary fibre per 100 g, counted within `carbs` (about 2 kcal/g rather than 4).
    public var fiber: Double?
    /// Animal sources it contains (empty for a plant food); nil when not recorded.
    public var animal: [AnimalSource]?
    /// Common allergens it contains or may contain; nil when not recorded.
    public var allergens: [Allergen]?
    /// Grains and legumes in it; nil when not recorded.
    public var plantGroups: [PlantGroup]?
    /// The meals it suits (empty for drinks with alcohol); nil when not recorded.
    public var meals: [MealSlot]?
    /// True for a dairy food made without lactose (lactose-free milk).
    public var lactoseFree: Bool?
    /// False for foods not built into everyday meals: treats, fried and processed foods, coffee-shop
    /// drinks and juices, and ingredients or garnishes (egg yolk, garlic, pickles). Nil means true.
    public var everyday: Bool?
    /// The milk a milk drink is made with (a latte's whole milk), so a milk named with it takes its place.
    public var milk: MilkPart?

    public init(name: String, aliases: [String] = [], category: String? = nil, per100g: Macros, units: [String: Double],
                defaultUnit: String? = nil, gramsPerMl: Double? = nil, fdc: String? = nil, alcohol: Double? = nil,
                polyols: Double? = nil, fiber: Double? = nil, animal: [AnimalSource]? = nil, allergens: [Allergen]? = nil,
                plantGroups: [PlantGroup]? = nil, meals: [MealSlot]? = nil, lactoseFree: Bool? = nil,
                everyday: Bool? = nil, milk: MilkPart? = nil) {
        self.name = name
        self.aliases = aliases
        self.category = category
        self.per100g = per100g
        self.units = units
        self.defaultUnit = defaultUnit
        self.gramsPerMl = gramsPerMl
        self.fdc = fdc
        self.alcohol = alcohol
        self.polyols = polyols
        self.fiber = fiber
        self.animal = animal
        self.allergens = allergens
        self.plantGroups = plantGroups
        self.meals = meals
        self.lactoseFree = lactoseFree
        self.everyday = everyday
        self.milk = milk
    }

    /// The unit used without one, and its weight in grams.
    public var defaultPortion: (unit: String, grams: Double) {
        if let unit = defaultUnit, let grams = units[unit] { return (unit, grams) }
        if let grams = units["piece"] { return ("piece", grams) }
        if let grams = units["serving"] { return ("serving", grams) }
        return ("g", 100)
    }
}

/// The food list: look up foods by name or alias.
public struct FoodDatabase: Sendable {
    /// The foods. A list read from its compiled file is decoded when first asked for: looking a
    /// name up needs only ``index``.
    public var records: [FoodRecord] { list.all }
    /// How many foods the list holds, none decoded.
    public var count: Int { list.count }
    private let list: LazyRecords<FoodRecord>
    /// The names and aliases, indexed once with the list and shared by every copy of it.
    package let index: PhraseIndex

    /// Indexes `records` by name and alias (the first record keeps a name used twice).
    public init(records: [FoodRecord]) {
        self.list = LazyRecords(records)
        self.index = PhraseIndex(phrasesByRecord: Self.phrases(of: records))
    }

    /// The list with its names already indexed (``PhraseIndex/keys`` of an index of these records).
    package init(records: LazyRecords<FoodRecord>, index: PhraseIndex) {
        self.list = records
        self.index = index
    }

    /// The names and aliases of `records`, as their index takes them.
    package static func phrases(of records: [FoodRecord]) -> [[String]] {
        records.map { [$0.name] + $0.aliases }
    }

    /// The food named exactly `name` (or an alias, or their singular), or a milk drink made with
    /// another milk ("latte with oat milk", see ``drink(_:madeWith:)``).
    public func food(named name: String) -> FoodRecord? {
        index.exact(name).flatMap { list.record(at: $0) } ?? drinkMadeWithMilk(named: name)
    }

    /// The longest food name inside `tokens` (the ``Tokenizer``'s texts), and the tokens it covers.
    package func match(in tokens: [String]) -> (record: FoodRecord, range: Range<Int>)? {
        index.longestMatch(in: tokens).flatMap { match in list.record(at: match.index).map { ($0, match.range) } }
    }

    /// How many tokens the longest food name starting at `start` of `tokens` covers, if one does
    /// (a parser keeps such a name whole when it holds a separator: "mac and cheese").
    package func nameLength(startingAt start: Int, in tokens: [String]) -> Int? {
        index.longestName(startingAt: start, in: tokens)
    }
}
