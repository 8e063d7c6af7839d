import CoachDomain
import CoachLanguage

/// One food phrase of a read line ("a slice of toast", "chicken breast 150 g"): its amount,
/// unit and food, from the grammar's entities, the lexicon's food words and the food list.
struct FoodPhrase {
    let line: ReadLine
    let range: Range<Int>
    let foods: FoodDatabase

    enum Result { case item(FoodItem), unrecognized(UnrecognizedPart), empty }

    /// An amount and the unit it was given in (nil: none, the food's own portion).
    struct Amount {
        var value: Double
        var unit: String?
        /// The tokens it took.
        var tokens: Range<Int>
    }

    /// The item of the phrase. `addedToDrink`: it followed "with" after a drink, so without an
    /// amount it takes the food's `splash` unit when it has one.
    func read(addedToDrink: Bool) -> Result {
        let start = firstWord()
        guard start < range.upperBound else { return .empty }
        let phrase = start..<range.upperBound
        let shown = line.shown(phrase)
        if let negative = line.negative(in: phrase) {
            return .unrecognized(UnrecognizedPart(text: shown, reason: "\(negative) is below zero"))
        }
        var amount = leadingAmount(at: start)
        var rest = Array((amount?.tokens.upperBound ?? start)..<range.upperBound)
        while let first = rest.first, let link = line.span(at: first, "food_link"), link.range.upperBound <= range.upperBound {
            rest.removeFirst(min(link.range.count, rest.count))
        }
        if amount == nil, let trailing = trailingAmount(in: rest) {
            amount = trailing
            rest.removeAll { trailing.tokens.contains($0) }
        }
        var words = rest.map { line.tokens[$0].text }
        if words.isEmpty, let unit = amount?.unit {
            words = [unit]   // "a pint": the food is the unit's namesake
            rest = []
        }
        guard let match = foods.match(in: words) else {
            return .unrecognized(UnrecognizedPart(text: shown, reason: "unknown food"))
        }
        let extras = rest.indices.filter { !match.range.contains($0) }.map { rest[$0] }
        if let stray = extras.first(where: { !isAllowedExtra($0) }) {
            return .unrecognized(UnrecognizedPart(text: shown, reason: "unknown food (\"\(line.tokens[stray].text)\")"))
        }
        return item(match.record, amount: amount, sizes: extras.compactMap { line.span(at: $0, "size")?.value(of: "size") },
                    addedToDrink: addedToDrink, shown: shown)
    }

    /// The item of `record` for `amount`, with its grams and macros, or why it is refused.
    func item(_ record: FoodRecord, amount: Amount?, sizes: [String], addedToDrink: Bool, shown: String) -> Result {
        let quantity = amount?.value ?? 1
        guard quantity > 0 else { return .unrecognized(UnrecognizedPart(text: shown, reason: "the amount is zero")) }
        let unit = amount?.unit
        var (unitName, gramsEach) = grams(of: record, unit: unit ?? (addedToDrink && amount == nil && record.units["splash"] != nil ? "splash" : nil))
        if amount != nil, unit == nil, let piece = record.units["piece"] {
            (unitName, gramsEach) = ("piece", piece)   // "a dozen almonds", "3 strawberries": count pieces
        }
        if unit == nil, let size = sizes.first(where: { record.units[$0] != nil }), let each = record.units[size] {
            (unitName, gramsEach) = (size, each)   // "large fries": the food's own large portion
        }
        let grams = quantity * gramsEach
        guard grams <= LogBounds.maxItemGrams else {
            return .unrecognized(UnrecognizedPart(text: shown, reason: "\(Format.integer(grams)) g is not a plausible amount"))
        }
        let item = FoodItem(name: record.name, quantity: quantity, unit: unitName, grams: grams,
                            macros: record.per100g.scaled(by: grams / 100))
        if let problem = LogBounds.problem(of: item) { return .unrecognized(UnrecognizedPart(text: shown, reason: problem)) }
        return .item(item)
    }

    /// The unit used and the grams in one of it, for `record`.
    func grams(of record: FoodRecord, unit: String?) -> (unit: String, grams: Double) {
        guard let unit else { return record.defaultPortion }
        if let perUnit = FoodUnits.gramsPerMassUnit[unit] { return (unit, perUnit) }
        if let own = record.units[unit] { return (unit, own) }
        if let millilitres = FoodUnits.millilitres(per: unit) {
            return (unit, millilitres * (record.gramsPerMl ?? 1))
        }
        return record.defaultPortion
    }

    /// The first token past the words that carry no food ("I had", "for breakfast"); a minus
    /// sign before a number stays, to be refused.
    func firstWord() -> Int {
        var position = range.lowerBound
        while position < range.upperBound, !line.isMinusSign(position),
              let lead = line.span(at: position, "food_lead"), lead.range.upperBound <= range.upperBound,
              !isNameStart(position, beyond: lead.range.upperBound) {
            position = lead.range.upperBound
        }
        return position
    }

    /// Whether a food's name starts at `position` and goes on past `end` ("dinner roll", "meal
    /// replacement shake": the word that could lead is the name's own).
    func isNameStart(_ position: Int, beyond end: Int) -> Bool {
        guard let length = foods.nameLength(startingAt: position, in: line.words) else { return false }
        return position + length > end && position + length <= range.upperBound
    }

    /// The amount the phrase opens with (`2`; `1 1/2 cups`; `a dozen`; `half a`; `12 fl oz`;
    /// `two slices`), unless a food's name starts there (`7up`; `2% milk`; `half & half`).
    func leadingAmount(at start: Int) -> Amount? {
        guard let entity = line.entity(startingAt: start), entity.range.upperBound <= range.upperBound else { return nil }
        if let length = foods.nameLength(startingAt: start, in: line.words), length > entity.range.count,
           start + length <= range.upperBound {
            return nil
        }
        return amount(entity)
    }

    /// An amount written after the food (`chicken breast 200 g`; `rice 1 cup`): the first number
    /// written in digits, with its unit, that is not part of the food's name (`v8`; `99 flake`).
    func trailingAmount(in positions: [Int]) -> Amount? {
        let named = foods.match(in: positions.map { line.tokens[$0].text }).map { match in
            Set(match.range.map { positions[$0] })
        } ?? []
        for position in positions where line.tokens[position].kind == .number && !named.contains(position) {
            guard let entity = line.entity(startingAt: position), entity.range.upperBound <= range.upperBound else { continue }
            return amount(entity)
        }
        return nil
    }

    /// The amount `entity` gives, with a portion unit after a bare number ("2 slices").
    func amount(_ entity: Entity) -> Amount? {
        var end = entity.range.upperBound
        switch entity.value {
        case .number(let value):
            var unit: String?
            if let portion = line.span(at: end, "portion"), portion.range.upperBound <= range.upperBound {
                unit = portion.value(of: "portion")
                end = portion.range.upperBound
            }
            return Amount(value: value, unit: unit, tokens: entity.range.lowerBound..<end)
        case .range(let low, let high):
            var unit: String?
            if let portion = line.span(at: end, "portion"), portion.range.upperBound <= range.upperBound {
                unit = portion.value(of: "portion")
                end = portion.range.upperBound
            }
            return Amount(value: (low + high) / 2, unit: unit, tokens: entity.range.lowerBound..<end)   // "2-3 eggs"
        case .quantity(let value, let code, let quantity):
            // A measure of food; "500 kcal" or "5 km" is no amount of food: the number alone is
            // read, and the unit left as a word the food phrase does not know.
            guard quantity == "mass" || quantity == "volume" else {
                return Amount(value: value, unit: nil, tokens: entity.range.lowerBound..<(entity.range.lowerBound + 1))
            }
            return Amount(value: value, unit: FoodUnits.itemUnit(code: code), tokens: entity.range)
        case .day, .time:
            return nil
        }
    }

    /// A word that may stand next to a food name: a modifier, a size, a portion, a number, a
    /// measure of food, punctuation or another food's name.
    func isAllowedExtra(_ position: Int) -> Bool {
        let token = line.tokens[position]
        if token.kind != .word { return true }
        if line.covered(position, by: "food_modifier") || line.covered(position, by: "portion")
            || line.covered(position, by: "food_link") || line.isFoodMeasure(position) || line.isNumberWord(position) {
            return true
        }
        return foods.food(named: token.text) != nil
    }
}
