@testable import Coach
@testable import CoachDomain
import Testing

/// Issue 19: what people ate, read through the language (the grammar's amounts, food.lexicon's
/// words, the food list's names on the same tokens). Grams are worked out by hand from
/// data/foods.json: a unit's own weight when the food lists it, else ml x the food's grams per ml.
@Suite("Food lines read through the language")
struct FoodLanguageTableTests {
    let parser = NutritionParser(foods: Fixtures.foods, language: Fixtures.language)

    /// US fluid ounce, in ml.
    static let flOz = 29.5735295625

    /// (line, food, unit, grams).
    static let single: [(String, String, String, Double)] = [
        ("3 eggs", "egg", "piece", 150),                                   // 3 x 50
        ("two eggs", "egg", "piece", 100),
        ("a dozen eggs", "egg", "piece", 600),                             // 12 x 50
        ("half a dozen eggs", "egg", "piece", 300),                        // 6 x 50
        ("2 slices of toast", "white bread", "slice", 54),                 // 2 x 27
        ("a slice of bread", "white bread", "slice", 27),
        ("1 1/2 bananas", "banana", "piece", 177),                         // 1.5 x 118
        ("½ banana", "banana", "piece", 59),
        ("an apple", "apple", "piece", 182),
        ("2 apples", "apple", "piece", 364),
        ("a cup of milk", "whole milk", "cup", 244),
        ("300 ml of milk", "whole milk", "ml", 309),                       // 300 x 1.03
        ("a glass of orange juice", "orange juice", "glass", 248),
        ("16 fl oz of water", "water", "fl oz", 16 * flOz),                // x 1.0 g/ml
        ("2 tbsp of olive oil", "olive oil", "tbsp", 27),                  // 2 x 13.5
        ("a tsp of sugar", "sugar", "tsp", 4.2),
        ("two sugars", "sugar", "tsp", 8.4),                               // its usual teaspoon, twice
        ("a handful of almonds", "almonds", "handful", 28),
        ("30 almonds", "almonds", "piece", 36),                            // 30 x 1.2
        ("100g of almonds", "almonds", "g", 100),
        ("4 oz salmon", "salmon", "oz", 4 * 28.349523125),
        ("a fillet of salmon", "salmon", "fillet", 170),
        ("2 rashers of bacon", "bacon", "rasher", 16),                     // 2 x 8
        ("3 strips of bacon", "bacon", "strip", 24),
        ("a bowl of pasta", "pasta", "bowl", 250),
        ("a plate of pasta", "pasta", "plate", 250),
        ("200 g pasta", "pasta", "g", 200),
        ("a scoop of ice cream", "ice cream", "scoop", 66),
        ("two scoops of whey", "whey protein", "scoop", 60),
        ("a protein bar", "protein bar", "piece", 60),
        ("a bottle of water", "water", "bottle", 500),
        ("1 l of water", "water", "l", 1000),                              // its own litre
        ("half a litre of water", "water", "l", 500),
        ("a can of tuna", "tuna", "can", 120),
        ("a tin of tuna", "tuna", "tin", 120),
        ("a cup of black beans", "black beans", "cup", 172),
        ("a can of black beans", "black beans", "can", 260),
        ("3 squares of dark chocolate", "dark chocolate", "square", 30),
        ("a pat of butter", "butter", "pat", 5),
        ("a tbsp of butter", "butter", "tbsp", 14.2),
        ("a bagel", "bagel", "piece", 105),
        ("2 pancakes", "pancake", "piece", 154),
        ("a large cappuccino", "cappuccino", "large", 350),
        ("a small latte", "latte", "small", 240),
        ("a mug of tea", "tea", "mug", 300),
        ("a shot of espresso", "black coffee", "shot", 30),
        ("a pint of stout", "stout", "pint", 574),
        ("a glass of wine", "wine", "glass", 150),
        ("5 strawberries", "strawberries", "piece", 60),                   // 5 x 12
        ("a cup of strawberries", "strawberries", "cup", 152),
        ("2 cups of spinach", "spinach", "cup", 60),
        ("a carrot", "carrot", "piece", 61),
        ("200 grams of chicken", "chicken breast", "g", 200),
        ("half a chicken breast", "chicken breast", "piece", 86),          // 0.5 x 172
        ("a pound of ground beef", "ground beef", "lb", 453.59237),
        ("2 tablespoons of hummus", "hummus", "tbsp", 30),
        ("a tub of greek yogurt", "greek yogurt", "tub", 170),
        ("a pot of greek yogurt", "greek yogurt", "tub", 170),
        ("1 cup cottage cheese", "cottage cheese", "cup", 226),
        ("a block of tofu", "tofu", "block", 400),
        ("1.5 cups of quinoa", "quinoa", "cup", 277.5),                    // 1.5 x 185
        ("a bowl of lentils", "lentils", "bowl", 250),
        ("a cup of dal", "lentils", "cup", 198),
        ("some grapes", "grapes", "cup", 151),                             // its usual cup
        ("a handful of grapes", "grapes", "handful", 80),
        ("2 links of sausage", "sausage", "link", 100),
        ("2 sausages", "sausage", "piece", 100),
        ("grilled chicken breast 150 g", "chicken breast", "g", 150),
        ("rice 1 cup", "white rice", "cup", 158),
        ("salmon 6 oz", "salmon", "oz", 6 * 28.349523125),
        ("I had 2 eggs for breakfast", "egg", "piece", 100),
        ("just a banana", "banana", "piece", 118),
        ("ate an orange", "orange", "piece", 131),
        ("drank a glass of apple juice", "apple juice", "glass", 248),
        ("a couple of slices of pizza", "pizza", "slice", 214),            // 2 x 107
        ("two and a half cups of rice", "white rice", "cup", 395),         // 2.5 x 158
        ("8 fl. oz. of orange juice", "orange juice", "fl oz", 8 * flOz * 1.04),
        ("mac and cheese", "mac and cheese", "serving", 200),
    ]

    @Test("one food: amount, unit and grams", arguments: single)
    func one(text: String, food: String, unit: String, grams: Double) throws {
        let parse = parser.parse(text)
        #expect(parse.unrecognized.isEmpty, "\(text): \(parse.unrecognized)")
        try #require(parse.items.count == 1, "\(text): \(parse.items.map(\.name))")
        #expect(parse.items[0].name == food, "\(text)")
        #expect(parse.items[0].unit == unit, "\(text)")
        #expect(abs(parse.items[0].grams - grams) < 1e-6, "\(text): \(parse.items[0].grams) g")
    }

    @Test("kcal follow the grams", arguments: [
        ("3 eggs", 214.5),                      // 143 x 1.5
        ("2 slices of toast", 143.64),          // 266 x 0.54
        ("a cup of milk", 148.84),              // 61 x 2.44
        ("4 oz salmon", 233.601070),            // 206 x 1.13398
        ("a handful of almonds", 162.12),       // 579 x 0.28
        ("a pint of stout", 206.64),            // 36 x 5.74
    ])
    func kcal(text: String, kcal: Double) throws {
        let item = try #require(parser.parse(text).items.first)
        #expect(abs(item.kcal - kcal) < 0.001, "\(text): \(item.kcal)")
    }

    @Test("several foods in one line", arguments: [
        ("2 eggs, toast and a coffee", ["egg", "white bread", "black coffee"]),
        ("eggs and bacon", ["egg", "bacon"]),
        ("fish and chips", ["fish and chips"]),
        ("mac and cheese with broccoli", ["mac and cheese", "broccoli"]),
        ("coffee with milk and a croissant", ["black coffee", "whole milk", "croissant"]),
        ("a bagel with peanut butter", ["bagel", "peanut butter"]),
        ("greek yogurt with blueberries and honey", ["greek yogurt", "blueberries", "honey"]),
        ("gin and tonic", ["gin and tonic"]),
        ("200g chicken breast + 1 cup rice", ["chicken breast", "white rice"]),
        ("a banana then an apple", ["banana", "apple"]),
        ("pizza, beer", ["pizza", "beer"]),
        ("2 eggs\ntoast", ["egg", "white bread"]),
        ("oatmeal; blueberries", ["oatmeal", "blueberries"]),
        ("steak plus a baked potato", ["steak", "potato"]),
        ("salmon alongside broccoli", ["salmon", "broccoli"]),
        ("one and a half cups of rice and 2 eggs", ["white rice", "egg"]),
    ] as [(String, [String])])
    func several(text: String, names: [String]) {
        let parse = parser.parse(text)
        #expect(parse.items.map(\.name) == names, "\(text)")
        #expect(parse.unrecognized.isEmpty, "\(text): \(parse.unrecognized)")
    }

    @Test("what is not a food amount is not read as one", arguments: [
        ("500 kcal of pizza", "unknown food (\"kcal\")"),
        ("2 eggs yesterday", "unknown food (\"yesterday\")"),
        ("a bowl of zorblax", "unknown food"),
        ("-3 eggs", "-3 is below zero"),
    ])
    func refused(text: String, reason: String) {
        let parse = parser.parse(text)
        #expect(parse.items.isEmpty, "\(text): \(parse.items)")
        #expect(parse.unrecognized.map(\.reason) == [reason], "\(text)")
    }

    /// Every name and alias in data/foods.json is still found, through the tokens the language
    /// cuts: as a phrase (the food list's own lookup) and as a whole line to the parser.
    @Test("every food name and alias is found through the new matching")
    func everyName() {
        var missed: [String] = []
        for record in Fixtures.foods.records {
            for name in [record.name] + record.aliases {
                let words = Fixtures.language.read(name).words
                guard let match = Fixtures.foods.match(in: words), match.range == words.indices,
                      Fixtures.foods.food(named: name) != nil else {
                    missed.append(name)
                    continue
                }
            }
        }
        #expect(missed.isEmpty, "\(missed.count) names not found: \(missed.prefix(20))")
        // As a whole line: one item of that food (or of the food the name is an alias of).
        var unread: [String] = []
        for record in Fixtures.foods.records {
            for name in [record.name] + record.aliases {
                let parse = parser.parse(name)
                if parse.items.count != 1 || !parse.unrecognized.isEmpty { unread.append(name) }
            }
        }
        #expect(unread.isEmpty, "\(unread.count) names not read as one food: \(unread.prefix(30))")
        #expect(Fixtures.foods.records.count >= 700)
    }
}
