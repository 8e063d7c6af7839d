@testable import Coach
@testable import CoachDomain
import Testing

@Suite("Nutrition parser")
struct NutritionParserTests {
    let parser = NutritionParser(foods: Fixtures.foods, language: Fixtures.language)

    @Test("2 eggs and a slice of toast")
    func eggsAndToast() throws {
        let parse = parser.parse("2 eggs and a slice of toast")
        #expect(parse.unrecognized.isEmpty)
        try #require(parse.items.count == 2)
        #expect(parse.items[0].name == "egg")
        #expect(parse.items[0].quantity == 2)
        #expect(parse.items[0].grams == 100)
        #expect(abs(parse.items[0].kcal - 143) < 0.01)
        #expect(parse.items[1].name == "white bread")
        #expect(parse.items[1].unit == "slice")
        #expect(parse.items[1].grams == 27)
        #expect(abs(parse.totals.kcal - (143 + 266 * 0.27)) < 0.01)
    }

    @Test("grams, cups and commas")
    func gramsAndCups() throws {
        let parse = parser.parse("200g chicken breast, 1 cup rice")
        try #require(parse.items.count == 2)
        #expect(parse.items[0].name == "chicken breast")
        #expect(parse.items[0].grams == 200)
        #expect(abs(parse.items[0].protein - 62) < 0.01)
        #expect(abs(parse.items[0].kcal - 330) < 0.01)
        #expect(parse.items[1].name == "white rice")
        #expect(parse.items[1].grams == 158)
        #expect(abs(parse.items[1].carbs - 28.2 * 1.58) < 0.01)
    }

    @Test("a banana is one piece")
    func banana() throws {
        let parse = parser.parse("a banana")
        try #require(parse.items.count == 1)
        #expect(parse.items[0].name == "banana")
        #expect(parse.items[0].quantity == 1)
        #expect(parse.items[0].unit == "piece")
        #expect(parse.items[0].grams == 118)
    }

    @Test("quantities and units", arguments: [
        ("half an avocado", "avocado", 75.0),
        ("two slices of pizza", "pizza", 214.0),
        ("1 1/2 cups of oatmeal", "oatmeal", 351.0),
        ("one and a half cups of rice", "white rice", 237.0),
        ("8 oz steak", "steak", 226.796185),
        ("1 lb ground beef", "ground beef", 453.59237),
        ("0.5 kg potatoes", "potato", 500.0),
        ("250 ml milk", "whole milk", 257.5),
        ("2 tbsp peanut butter", "peanut butter", 32.0),
        ("1 tsp honey", "honey", 7.0),
        ("3 pieces of sushi", "sushi", 90.0),
        ("a scoop of whey protein", "whey protein", 30.0),
        ("a pint", "beer", 574.0),
        ("chicken breast 150 g", "chicken breast", 150.0),
        ("1 cup of coffee", "black coffee", 237.0),
        ("half a cup of blueberries", "blueberries", 74.0),
        ("a couple of eggs", "egg", 100.0),
        ("a dozen almonds", "almonds", 14.4),
        ("1 l of orange juice", "orange juice", 1040.0),
    ])
    func amounts(text: String, food: String, grams: Double) throws {
        try expectOneItem(text, food: food, grams: grams)
    }

    /// `text` parses to exactly `food`, `grams` of it, with nothing left over.
    func expectOneItem(_ text: String, food: String, grams: Double) throws {
        let parse = parser.parse(text)
        #expect(parse.unrecognized.isEmpty, "\(text): \(parse.unrecognized)")
        let item = try #require(parse.items.first)
        #expect(parse.items.count == 1)
        #expect(item.name == food)
        #expect(abs(item.grams - grams) < 0.01, "\(text): \(item.grams) g")
    }

    /// US fluid ounce, in ml.
    static let flOz = 29.5735295625

    /// (text, food, grams), grams worked out by hand.
    static let drinkCases: [(String, String, Double)] = [
        // fluid ounces: 29.57 ml each, times the drink's grams per ml (orange juice 1.04, whole milk 1.03)
        ("12 fl oz orange juice", "orange juice", 12 * flOz * 1.04),
        ("16 fl oz milk", "whole milk", 16 * flOz * 1.03),
        ("12 floz cola", "cola", 12 * flOz * 1.04),
        ("8 fl. oz of apple juice", "apple juice", 8 * flOz * 1.04),
        ("orange juice 10 fluid ounces", "orange juice", 10 * flOz * 1.04),
        ("12fl oz orange juice", "orange juice", 12 * flOz * 1.04),
        ("8 oz of milk", "whole milk", 8 * 28.349523125),                  // plain ounces stay ounces of mass
        // cans: the food's own can, else 355 ml
        ("a can of orange juice", "orange juice", 355 * 1.04),
        ("a can of coke", "cola", 368),
        ("2 cans of lemonade", "lemonade", 2 * 369),                       // 355 ml x 1.04, rounded in the data
        ("a can of monster", "monster energy", 492),                       // its own 473 ml can
        // bottles: the food's own bottle, else 500 ml
        ("a bottle of orange juice", "orange juice", 500 * 1.04),
        ("a bottle of stout", "stout", 333),                               // a 330 ml beer bottle x 1.01
        ("a bottle of wine", "wine", 750),
        // glasses: the food's own glass, else 250 ml
        ("a glass of coconut water", "coconut water", 250),
        ("a glass of apple juice", "apple juice", 248),
        // pints: the UK pint, 568 ml
        ("a pint of beer", "beer", 574),                                   // 568 ml x 1.01, rounded in the data
        ("a pint of milk", "whole milk", 568 * 1.03),
        ("a pint of cider", "hard cider", 574),
        ("half a pint of lager", "beer", 287),
    ]

    @Test("drinks measured as people say them", arguments: drinkCases)
    func drinks(text: String, food: String, grams: Double) throws {
        try expectOneItem(text, food: food, grams: grams)
    }

    @Test("fluid ounces read as a measure in labels")
    func fluidOunceLabel() throws {
        let item = try #require(parser.parse("12 fl oz orange juice").items.first)
        #expect(item.unit == "fl oz")
        #expect(item.label == "12 fl oz orange juice (369 g)")
        #expect(abs(item.kcal - 45 * 12 * Self.flOz * 1.04 / 100) < 0.001)
    }

    @Test("new foods do not steal existing matches")
    func noStealing() {
        let names = { (text: String) in self.parser.parse(text).items.map(\.name) }
        #expect(names("a scoop of ice cream") == ["ice cream"])
        #expect(names("a splash of cream") == ["heavy cream"])
        #expect(names("a california roll") == ["sushi"])
        #expect(names("2 egg rolls") == ["egg roll"])
        #expect(names("a glass of milk") == ["whole milk"])
        #expect(names("a cup of rice") == ["white rice"])
        #expect(names("an iced coffee") == ["black coffee"])
        #expect(names("unsweetened iced tea") == ["tea"])
        #expect(names("a large pizza slice") == ["pizza"])
        #expect(names("hot chocolate") == ["hot chocolate"])
        #expect(names("chocolate milk") == ["chocolate milk"])
        #expect(names("chicken with rice") == ["chicken breast", "white rice"])
        #expect(names("rum and coke") == ["rum and coke"])
    }

    @Test("plurals and aliases")
    func plurals() {
        #expect(parser.parse("3 strawberries").items.first?.name == "strawberries")
        #expect(parser.parse("2 tomatoes").items.first?.name == "tomato")
        #expect(parser.parse("2 cherries").items.first?.name == "cherries")
        #expect(parser.parse("grilled chicken breasts").items.first?.name == "chicken breast")
        #expect(parser.parse("a bowl of porridge").items.first?.name == "oatmeal")
    }

    @Test("names containing 'and' stay whole")
    func protectedNames() throws {
        let parse = parser.parse("mac and cheese and a coke")
        #expect(parse.items.map(\.name) == ["mac and cheese", "cola"])
    }

    @Test("multiple items with different separators")
    func manyItems() {
        let parse = parser.parse("I had oatmeal with blueberries, 2 eggs & a coffee; then a banana")
        #expect(parse.items.map(\.name) == ["oatmeal", "blueberries", "egg", "black coffee", "banana"])
    }

    @Test("milk added to a drink is a splash unless an amount is given; milk on its own is a cup")
    func milkInADrink() {
        let grams = { (text: String) in self.parser.parse(text).items.map(\.grams) }
        #expect(grams("a coffee with milk") == [237, 30])
        #expect(grams("tea with oat milk and 2 sugars") == [237, 30, 8.4])
        #expect(grams("coffee with a glass of milk") == [237, 250])
        #expect(grams("cereal with milk") .last == 244)
        #expect(grams("a splash of milk") == [30])
        #expect(grams("milk") == [244])
    }

    @Test("unknown foods are reported, not guessed")
    func unknownFood() {
        let parse = parser.parse("2 eggs and a zorblax pie")
        #expect(parse.items.map(\.name) == ["egg"])
        #expect(parse.unrecognized == [UnrecognizedPart(text: "a zorblax pie", reason: "unknown food")])
        let jollof = parser.parse("a plate of jollof rice")
        #expect(jollof.items.isEmpty, "an unknown dish is not guessed to be plain rice")
        #expect(jollof.unrecognized == [UnrecognizedPart(text: "a plate of jollof rice", reason: "unknown food (\"jollof\")")])
        #expect(parser.parse("chicken caesar salad").items.map(\.name) == ["caesar salad"])
        let none = parser.parse("three flibbertigibbets")
        #expect(none.items.isEmpty)
        #expect(none.unrecognized.count == 1)
    }

    @Test("implausible amounts are refused")
    func implausible() {
        let parse = parser.parse("40 kg rice")
        #expect(parse.items.isEmpty)
        #expect(parse.unrecognized.first?.reason.contains("not a plausible amount") == true)
    }

    @Test("macros scale with grams")
    func macrosMath() throws {
        let item = try #require(parser.parse("150 g salmon").items.first)
        #expect(abs(item.kcal - 206 * 1.5) < 0.001)
        #expect(abs(item.protein - 22.1 * 1.5) < 0.001)
        #expect(abs(item.carbs - 0) < 0.001)
        #expect(abs(item.fat - 12.4 * 1.5) < 0.001)
        #expect(item.label == "150 g salmon")
        let eggs = try #require(parser.parse("2 eggs").items.first)
        #expect(eggs.label == "2 eggs (100 g)")
        #expect(try #require(parser.parse("2 tbsp olive oil").items.first).label == "2 tbsp olive oil (27 g)")
        #expect(try #require(parser.parse("half a cup of quinoa").items.first).label == "0.5 cup quinoa (93 g)")
    }

    @Test("every food in the list is internally consistent (4P + 4C + 9F within 30%)")
    func databaseConsistency() {
        // Alcohol and sugar alcohols carry energy outside 4P + 4C + 9F; DataSanityTests checks those foods.
        for food in Fixtures.foods.records where (food.alcohol ?? 0) == 0 && (food.polyols ?? 0) == 0 {
            let check = NutritionValidator.check(food.per100g)
            #expect(check.isConsistent, "\(food.name): \(check)")
            #expect(food.units[food.defaultPortion.unit] != nil || food.defaultPortion.unit == "g", "\(food.name)")
        }
        #expect(Fixtures.foods.records.count >= 150)
    }
}

@Suite("Nutrition validator")
struct NutritionValidatorTests {
    @Test("consistent values pass")
    func passes() {
        let check = NutritionValidator.check(Macros(kcal: 200, protein: 10, carbs: 20, fat: 8.9))
        #expect(check.isConsistent)
        #expect(abs(check.kcalFromMacros - 200.1) < 0.001)
    }

    @Test("within 30% passes, beyond fails", arguments: [
        (Macros(kcal: 100, protein: 10, carbs: 10, fat: 5), true),   // 125 -> 25% off
        (Macros(kcal: 100, protein: 10, carbs: 10, fat: 6), false),  // 134 -> 34% off
        (Macros(kcal: 500, protein: 5, carbs: 5, fat: 5), false),
        (Macros(kcal: 0, protein: 20, carbs: 0, fat: 0), false),
        (Macros(kcal: 3, protein: 0.5, carbs: 0.2, fat: 0), true),
        (Macros(kcal: 100, protein: -1, carbs: 20, fat: 1), false),
        (Macros(kcal: .nan, protein: 1, carbs: 20, fat: 1), false),
    ])
    func tolerance(macros: Macros, ok: Bool) {
        #expect(NutritionValidator.check(macros).isConsistent == ok)
    }

    @Test("problems name the item and the numbers")
    func problems() {
        let good = FoodItem(name: "egg", quantity: 1, unit: "piece", grams: 50,
                            macros: Macros(kcal: 72, protein: 6.3, carbs: 0.4, fat: 4.8))
        let bad = FoodItem(name: "toast", quantity: 1, unit: "slice", grams: 27,
                           macros: Macros(kcal: 400, protein: 2, carbs: 13, fat: 1))
        let problems = NutritionValidator.problems(in: [good, bad])
        #expect(problems.count == 1)
        #expect(problems.first?.hasPrefix("toast: 400 kcal stated but 4P + 4C + 9F = 69 kcal") == true)
    }
}

@Suite("LLM nutrition extraction")
struct NutritionExtractionTests {
    @Test("consistent items are accepted")
    func accepted() throws {
        let text = #"{"items":[{"name":"jollof rice","grams":250,"kcal":400,"protein":8,"carbs":70,"fat":9}]}"#
        let items = try NutritionExtraction.items(fromJSON: text).get()
        #expect(items.count == 1)
        #expect(items[0].name == "jollof rice")
        #expect(items[0].grams == 250)
        #expect(items[0].kcal == 400)
    }

    @Test("inconsistent, incomplete or broken replies are refused with reasons", arguments: [
        (#"{"items":[{"name":"pie","grams":100,"kcal":900,"protein":5,"carbs":20,"fat":5}]}"#, "pie: 900 kcal stated"),
        (#"{"items":[{"name":"pie","grams":100,"kcal":300}]}"#, "pie: missing protein, carbs, fat"),
        (#"{"items":[]}"#, "no \"items\" list"),
        ("nope", "not valid JSON"),
        (#"{"items":[{"name":"pie","grams":0,"kcal":0,"protein":0,"carbs":0,"fat":0}]}"#, "pie: the amount must be more than 0 g"),
    ])
    func refused(text: String, problem: String) {
        switch NutritionExtraction.items(fromJSON: text) {
        case .success(let items): Issue.record("accepted \(items)")
        case .failure(let rejection): #expect(rejection.problems.first?.hasPrefix(problem) == true, "\(rejection)")
        }
        #expect(NutritionExtraction.schema.schema["required"] == ["items"])
    }
}
