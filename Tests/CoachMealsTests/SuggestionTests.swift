import CoachDomain
import CoachMeals
import Testing

@Suite("Suggestions")
struct SuggestionTests {
    @Test("suggestions fit what is left: energy within 10%, protein near the gap, nothing excluded",
          arguments: [(DietPattern.vegan, ["peanuts"]), (.pescatarian, ["gluten"]), (.omnivore, ["pork"]), (.vegetarian, [])])
    func fit(diet: DietPattern, restrictions: [String]) {
        let filter = FoodFilter(diet: diet, restrictions: restrictions)
        let planner = MealPlanner(foods: MealsFixtures.foods.records, filter: filter)
        for (slot, kcal, protein) in [(MealSlot.dinner, 600.0, 40.0), (.lunch, 500, 35), (.breakfast, 450, 25), (.snack, 250, 15)] {
            let options = planner.suggest(slot: slot, kcal: kcal, protein: protein, day: MealsFixtures.day)
            #expect(options.count == 3, "\(diet) \(slot): \(options.map(\.line))")
            #expect(Set(options.compactMap { $0.items.first?.food.name }).count == options.count, "mains differ")
            for option in options {
                #expect(abs(option.totals.kcal / kcal - 1) <= 0.10, "\(option.line)")
                for item in option.items {
                    #expect(filter.allows(item.food), "\(item.food.name)")
                    #expect(item.food.meals?.contains(slot) == true, "\(item.food.name) at \(slot)")
                }
            }
            // The best option's protein lands within 10 g of the gap for these ordinary gaps.
            if let best = options.first { #expect(abs(best.totals.protein - protein) <= 10, "\(diet) \(slot): \(best.line)") }
        }
    }

    @Test("a small snack brings protein when the foods can, not fruit alone")
    func smallSnack() {
        let planner = MealPlanner(foods: MealsFixtures.foods.records, filter: FoodFilter(diet: .vegetarian, restrictions: ["lactose", "sesame"]))
        for offset in 0..<7 {
            let options = planner.suggest(slot: .snack, kcal: 174, protein: 9, day: MealsFixtures.day.adding(days: offset))
            #expect(options.count == 3)
            for option in options { #expect(abs(option.totals.kcal / 174 - 1) <= 0.10, "\(option.line)") }
            // Fruit alone at 174 kcal carries 1 to 4 g of protein; a protein food or nuts with fruit can carry 9.
            if let best = options.first { #expect(abs(best.totals.protein - 9) <= 5, "day +\(offset): \(options.map(\.line))") }
            #expect(options.contains { $0.totals.protein >= 5 }, "day +\(offset): \(options.map(\.line))")
        }
    }

    @Test("suggestions change from day to day and stay put within a day")
    func variety() {
        let planner = MealPlanner(foods: MealsFixtures.foods.records, filter: FoodFilter())
        let today = planner.suggest(slot: .dinner, kcal: 700, protein: 45, day: MealsFixtures.day)
        #expect(planner.suggest(slot: .dinner, kcal: 700, protein: 45, day: MealsFixtures.day) == today)
        var seen = Set<[String]>()
        for offset in 0..<5 {
            seen.insert(planner.suggest(slot: .dinner, kcal: 700, protein: 45, day: MealsFixtures.day.adding(days: offset))
                .flatMap { $0.items.map(\.food.name) })
        }
        #expect(seen.count >= 4)
    }

    @Test("nothing is suggested for less than 50 kcal; a snack without dairy has none")
    func edges() {
        let planner = MealPlanner(foods: MealsFixtures.foods.records, filter: FoodFilter().adding(["dairy"]))
        #expect(planner.suggest(slot: .snack, kcal: 30, protein: nil, day: MealsFixtures.day).isEmpty)
        let snacks = planner.suggest(slot: .snack, kcal: 250, protein: nil, day: MealsFixtures.day)
        #expect(!snacks.isEmpty)
        for item in snacks.flatMap(\.items) { #expect(item.food.animal?.contains(.dairy) == false, "\(item.food.name)") }
    }

    @Test("the line names each food with its portion, kcal and protein")
    func line() throws {
        let planner = MealPlanner(foods: MealsFixtures.foods.records, filter: FoodFilter())
        let option = try #require(planner.suggest(slot: .dinner, kcal: 600, protein: 40, day: MealsFixtures.day).first)
        for item in option.items { #expect(option.line.contains("\(item.food.name) ")) }
        #expect(option.line.hasSuffix(" g protein"))
        #expect(option.line.contains(" kcal, "))
    }
}
