/// The units the nutrition parser understands, and how they convert.
package enum FoodUnits {
    /// Written form -> canonical unit.
    package static let aliases: [String: String] = {
        var map: [String: String] = [:]
        let table: [String: [String]] = [
            "g": ["g", "gr", "gram", "grams", "grammes"],
            "kg": ["kg", "kgs", "kilo", "kilos", "kilogram", "kilograms"],
            "oz": ["oz", "ounce", "ounces"],
            "fl oz": ["floz", "fl-oz"],
            "lb": ["lb", "lbs", "pound", "pounds"],
            "ml": ["ml", "milliliter", "milliliters", "millilitre", "millilitres"],
            "l": ["l", "liter", "liters", "litre", "litres"],
            "cup": ["cup", "cups"],
            "tbsp": ["tbsp", "tbs", "tbsps", "tablespoon", "tablespoons"],
            "tsp": ["tsp", "tsps", "teaspoon", "teaspoons"],
            "slice": ["slice", "slices"],
            "piece": ["piece", "pieces", "pc", "pcs"],
            "serving": ["serving", "servings", "portion", "portions"],
            "scoop": ["scoop", "scoops"],
            "bowl": ["bowl", "bowls", "bowlful"],
            "glass": ["glass", "glasses"],
            "splash": ["splash", "splashes", "dash", "drop"],
            "can": ["can", "cans"],
            "tin": ["tin", "tins"],
            "bottle": ["bottle", "bottles"],
            "handful": ["handful", "handfuls"],
            "bar": ["bar", "bars"],
            "plate": ["plate", "plates", "plateful"],
            "fillet": ["fillet", "fillets", "filet", "filets"],
            "tub": ["tub", "tubs", "pot", "pots"],
            "pint": ["pint", "pints"],
            "mug": ["mug", "mugs"],
            "square": ["square", "squares"],
            "strip": ["strip", "strips"],
            "rasher": ["rasher", "rashers"],
            "link": ["link", "links"],
            "patty": ["patty", "patties"],
            "block": ["block", "blocks"],
            "stalk": ["stalk", "stalks"],
            "ear": ["ear", "ears"],
            "spear": ["spear", "spears"],
            "leaf": ["leaf", "leaves"],
            "cube": ["cube", "cubes"],
            "shot": ["shot", "shots"],
            "bag": ["bag", "bags", "packet", "packets"],
            "box": ["box", "boxes"],
            "pat": ["pat", "pats"],
        ]
        for (unit, words) in table { for word in words { map[word] = unit } }
        return map
    }()

    /// Grams per unit for units of mass.
    package static let gramsPerMassUnit: [String: Double] = ["g": 1, "kg": 1000, "oz": 28.349523125, "lb": 453.59237]

    /// Millilitres per unit for units of volume, used when a food has no weight of its own for the unit
    /// (times the food's `gramsPerMl`, 1 when missing). A fluid ounce is the US one (29.57 ml), like the
    /// 240 ml cup; a can is the 12 fl oz (355 ml) soda can; a bottle 500 ml; a glass 250 ml; a pint the
    /// UK pint (568 ml), the measure drinks are poured in where people order "a pint".
    package static let millilitresPerVolumeUnit: [String: Double] = [
        "ml": 1, "l": 1000, "cup": 240, "tbsp": 15, "tsp": 5, "pint": 568, "glass": 250, "mug": 300, "shot": 30,
        "fl oz": 29.5735295625, "can": 355, "bottle": 500,
    ]

    /// Units written without a plural or "of" in labels.
    static let measureUnits: Set<String> = ["g", "kg", "oz", "lb", "ml", "l", "fl oz"]
    /// Portion sizes a food may list among its units ("large" fries): adjectives, never pluralised.
    package static let sizes: Set<String> = ["small", "medium", "large"]

    /// Ways of writing fluid ounces, read as the single word "floz" ("12 fl. oz" would otherwise split at the dot).
    static let fluidOunceSpellings = [
        "fluid ounces", "fluid ounce", "fluid oz", "fl. ounces", "fl. ounce", "fl ounces", "fl ounce",
        "fl. oz.", "fl. oz", "fl.oz.", "fl.oz", "fl oz.", "fl oz", "fl-oz",
    ]

    /// `text` (normalised, lowercased) with every spelling of fluid ounces after a space or a digit as " floz".
    package static func joiningFluidOunces(_ text: String) -> String {
        guard text.contains("fl") else { return text }
        var out = " " + text + " "
        for spelling in fluidOunceSpellings where out.contains(spelling) {
            for end in [" ", ",", ";"] where out.contains(spelling + end) {
                out = out.replacingOccurrences(of: " \(spelling)\(end)", with: " floz\(end)")
                for digit in 0...9 {
                    out = out.replacingOccurrences(of: "\(digit)\(spelling)\(end)", with: "\(digit) floz\(end)")
                }
            }
        }
        return String(out.dropFirst().dropLast())
    }

    /// Splits "200g" into ("200", "g") and "1.5kg" into ("1.5", "kg") when the letters are a unit.
    package static func splitAttached(_ token: String) -> [String] {
        guard let first = token.first, first.isNumber else { return [token] }
        let number = token.prefix { $0.isNumber || $0 == "." || $0 == "/" }
        let rest = String(token.dropFirst(number.count))
        if !rest.isEmpty, aliases[rest] != nil, NumberWords.value(String(number)) != nil {
            return [String(number), rest]
        }
        return [token]
    }
}
