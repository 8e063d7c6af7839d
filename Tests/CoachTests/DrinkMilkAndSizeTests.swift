@testable import Coach
@testable import CoachDomain
import Testing

/// Issue 17: "a latte with oat milk" counted the milk twice (a latte and a splash on top, 207 kcal);
/// "large fries" was logged as a medium serving. Expected values are worked out by hand from
/// data/foods.json: latte 54 kcal, 2.9 P, 4.3 C, 2.9 F per 100 g, 350 g a serving, 88 g of whole milk
/// in 100 g; whole milk 61 / 3.2 / 4.8 / 3.3; oat milk 59 / 1.0 / 6.6 / 3.0; almond milk 15 / 0.6 / 0.6 / 1.1;
/// french fries 312 kcal per 100 g, large 154 g.
@Suite("Milk drinks and portion sizes")
struct DrinkMilkAndSizeTests {
    let parser = NutritionParser(foods: Fixtures.foods, language: Fixtures.language)

    func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) < 1e-9 }

    @Test("a latte with oat milk is one latte made with oat milk")
    func latteWithOatMilk() throws {
        let parse = parser.parse("a latte with oat milk")
        #expect(parse.unrecognized.isEmpty)
        try #require(parse.items.count == 1)
        let latte = parse.items[0]
        #expect(latte.name == "latte with oat milk")
        #expect(latte.grams == 350)
        // per 100 g: 54 + 0.88 x (59 - 61) = 52.24 kcal; 2.9 + 0.88 x (1.0 - 3.2) = 0.964 g protein;
        // 4.3 + 0.88 x (6.6 - 4.8) = 5.884 g carbs; 2.9 + 0.88 x (3.0 - 3.3) = 2.636 g fat; x 3.5.
        #expect(close(latte.kcal, 182.84))
        #expect(close(latte.protein, 3.374))
        #expect(close(latte.carbs, 20.594))
        #expect(close(latte.fat, 9.226))
    }

    @Test("the milk a latte is made with is not added again; another milk is swapped gram for gram")
    func otherMilks() throws {
        let plain = parser.parse("a latte with milk").items
        #expect(plain.map(\.name) == ["latte"])
        #expect(plain.first.map { close($0.kcal, 189) } == true)   // 54 x 3.5
        let almond = try #require(parser.parse("latte with almond milk").items.first)
        // 54 + 0.88 x (15 - 61) = 13.52 kcal per 100 g, x 3.5
        #expect(close(almond.kcal, 47.32))
        let two = parser.parse("2 lattes with oat milk").items
        #expect(two.map(\.grams) == [700])
        #expect(two.first.map { close($0.kcal, 365.68) } == true)
    }

    @Test("milk with an amount, and milk in a drink without milk, are still additions")
    func additions() {
        let grams = { (text: String) in self.parser.parse(text).items.map(\.grams) }
        #expect(grams("a latte with 100 ml oat milk") == [350, 100])
        #expect(grams("a coffee with oat milk") == [237, 30])
        #expect(parser.parse("a latte with a banana").items.map(\.name) == ["latte", "banana"])
    }

    @Test("a stored latte with oat milk reads back as the food list's drink, not an estimate")
    func readBack() throws {
        let made = try #require(Fixtures.foods.food(named: "latte with oat milk"))
        #expect(made.category == "drinks")
        #expect(close(made.per100g.kcal, 52.24))
        #expect(Fixtures.foods.food(named: "latte with oat milk with almond milk").map { close($0.per100g.kcal, 13.52) } == true)
        #expect(Fixtures.foods.food(named: "banana with oat milk") == nil)
        #expect(Fixtures.foods.food(named: "latte with banana") == nil)
    }

    @Test("a size names the food's own portion", arguments: [
        ("large fries", "french fries", "large", 154.0),
        ("a small fries", "french fries", "small", 80.0),
        ("medium fries", "french fries", "medium", 117.0),
        ("fries", "french fries", "serving", 117.0),
        ("2 large fries", "french fries", "large", 308.0),
        ("large mcdonalds fries", "mcdonalds fries", "large", 150.0),
        ("a large latte", "latte", "large", 470.0),
        ("a large banana", "banana", "piece", 118.0),   // no sizes listed: its usual portion
    ])
    func sizes(text: String, name: String, unit: String, grams: Double) throws {
        let item = try #require(parser.parse(text).items.first)
        #expect(item.name == name)
        #expect(item.unit == unit)
        #expect(item.grams == grams)
    }

    @Test("a size reads as a size")
    func sizeLabel() throws {
        let large = try #require(parser.parse("large fries").items.first)
        #expect(large.label == "1 large french fries (154 g)")
        #expect(close(large.kcal, 480.48))
        let two = try #require(parser.parse("2 large fries").items.first)
        #expect(two.label == "2 large french fries (308 g)")
    }
}
