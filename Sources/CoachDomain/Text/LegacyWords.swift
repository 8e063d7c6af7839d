/// Word lists from before the lexicon (issue 19), kept only for the intent and profile readers
/// that still call them (IntentParser, GoalPhrases, WeighInPhrases, MealRequestPhrases,
/// OnboardingConductor) until their rules read the ``Utterance``: the log parsers use none of
/// this. Delete the file when those callers are gone.
extension FoodUnits {
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

extension TextTools {
    /// Whether `text` starts with a question word or contains "?".
    package static func isQuestion(_ text: String) -> Bool {
        if text.contains("?") { return true }
        let first = TextTools.tokens(text).first ?? ""
        return ["how", "what", "whats", "why", "when", "where", "which", "should", "can", "could", "would", "is", "are",
                "do", "does", "will", "any", "tips", "advice"].contains(first)
    }
}

/// Numbers written as digits, fractions or words.
package enum NumberWords {
    package static let words: [String: Double] = [
        "a": 1, "an": 1, "one": 1, "single": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
        "eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "fifteen": 15, "twenty": 20, "dozen": 12,
        "half": 0.5, "quarter": 0.25, "couple": 2, "few": 3, "double": 2, "some": 1,
    ]

    /// "2" -> 2, "1.5" -> 1.5, "1/2" -> 0.5, "two" -> 2; nil otherwise.
    package static func value(_ token: String) -> Double? {
        // Digits and a point only: Double also reads 0x50, 1e9, inf and nan.
        if token.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") }), let number = Double(token), number.isFinite {
            return number
        }
        let parts = token.split(separator: "/")
        if parts.count == 2, let top = Double(parts[0]), let bottom = Double(parts[1]), bottom > 0 {
            return top / bottom
        }
        return words[token]
    }

    /// Whether the token is written in digits (not a word like "a").
    package static func isNumeric(_ token: String) -> Bool {
        guard let first = token.first else { return false }
        return first.isNumber && value(token) != nil
    }
}
