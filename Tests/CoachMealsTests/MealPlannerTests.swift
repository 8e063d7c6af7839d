import CoachDomain
import CoachMeals
import JSONCore
import Testing
import TestThreads

/// Plans over generated profiles: every diet, with restrictions, at 1,200 to 4,000 kcal.
@Suite("Meal planner", .ownThread)
struct MealPlannerTests {
    static let restrictionSets: [[String]] = [[], ["peanuts"], ["gluten"], ["dairy"], ["nuts", "soy"], ["pork"],
                                              ["lactose", "eggs"], ["shellfish", "sesame"]]
    /// (kcal, protein): a small woman losing, an average day, a big man, a 4,000 kcal athlete.
    static let targetSets: [(Double, Double)] = [(1_200, 95), (2_000, 130), (2_800, 170), (4_000, 200)]

    /// Whether `planned` meets `targets`: energy within 5%, protein 10%, fat and carbs 15%, fibre at least 80%.
    static func onTarget(_ planned: Nutrients, _ targets: Nutrients) -> [String] {
        var missed: [String] = []
        if abs(planned.kcal / targets.kcal - 1) > 0.05 { missed.append("energy") }
        if abs(planned.protein / targets.protein - 1) > 0.10 { missed.append("protein") }
        if abs(planned.fat / targets.fat - 1) > 0.15 { missed.append("fat") }
        if abs(planned.carbs / targets.carbs - 1) > 0.15 { missed.append("carbs") }
        if planned.fibre < 0.8 * targets.fibre { missed.append("fibre") }
        return missed
    }

    @Test("every diet x restrictions x target: no excluded food, on target or a message naming what was missed",
          arguments: DietPattern.allCases)
    func properties(diet: DietPattern) {
        var onTargetCount = 0, total = 0
        for restrictions in Self.restrictionSets {
            let filter = FoodFilter(diet: diet, restrictions: restrictions)
            let planner = MealPlanner(foods: MealsFixtures.foods.records, filter: filter)
            for (kcal, protein) in Self.targetSets {
                let targets = MealsFixtures.targets(kcal: kcal, protein: protein)
                let plan = planner.plan(day: MealsFixtures.day, targets: targets)
                total += 1
                let items = plan.meals.flatMap(\.items)
                #expect(!items.isEmpty, "\(diet) \(restrictions) \(kcal): empty plan")
                for item in items {
                    #expect(filter.reason(item.food) == nil, "\(diet) \(restrictions): \(item.food.name) is excluded")
                    #expect(item.grams > 0 && item.grams <= 600, "\(item.food.name) \(item.grams) g")
                }
                // Totals add up from the foods' own values.
                let sum = items.reduce(0.0) { $0 + $1.food.per100g.kcal * $1.grams / 100 }
                #expect(abs(sum - plan.totals.kcal) < 0.5)
                let missed = Self.onTarget(plan.totals, plan.targets)
                if missed.isEmpty {
                    onTargetCount += 1
                    #expect(plan.misses.isEmpty)
                } else {
                    #expect(plan.misses.map(\.nutrient.title).sorted() == missed.sorted(), "\(diet) \(restrictions) \(kcal)")
                    let message = plan.notes.joined(separator: " ")
                    for name in missed { #expect(message.contains(name), "\(diet) \(restrictions) \(kcal): \(message)") }
                }
            }
        }
        // Most combinations are feasible: the planner must land on target for nearly all of them.
        #expect(Double(onTargetCount) >= 0.85 * Double(total), "\(diet): \(onTargetCount) of \(total) on target")
    }

    @Test("an unrestricted omnivore, vegetarian and pescatarian are on target at every size")
    func commonDiets() {
        for diet in [DietPattern.omnivore, .vegetarian, .pescatarian, .vegan] {
            let planner = MealPlanner(foods: MealsFixtures.foods.records, filter: FoodFilter(diet: diet))
            for (kcal, protein) in Self.targetSets where !(diet == .vegan && kcal == 4_000) {
                let plan = planner.plan(day: MealsFixtures.day, targets: MealsFixtures.targets(kcal: kcal, protein: protein))
                #expect(Self.onTarget(plan.totals, plan.targets).isEmpty, "\(diet) \(kcal): \(plan.notes)")
            }
        }
    }

    @Test("the same day gives the same plan; other days give other plans")
    func determinism() {
        let planner = MealPlanner(foods: MealsFixtures.foods.records, filter: FoodFilter(diet: .vegetarian))
        let targets = MealsFixtures.targets(kcal: 2_200, protein: 140)
        let first = planner.plan(day: MealsFixtures.day, targets: targets)
        #expect(planner.plan(day: MealsFixtures.day, targets: targets) == first)
        var names = Set<[String]>()
        for offset in 0..<7 {
            let plan = planner.plan(day: MealsFixtures.day.adding(days: offset), targets: targets)
            names.insert(plan.meals.flatMap(\.items).map(\.food.name))
        }
        #expect(names.count == 7)
    }

    @Test("meals come in order with foods suited to them")
    func mealsSuitFoods() {
        let planner = MealPlanner(foods: MealsFixtures.foods.records, filter: FoodFilter())
        let plan = planner.plan(day: MealsFixtures.day, targets: MealsFixtures.targets(kcal: 2_000, protein: 130))
        #expect(plan.meals.map(\.slot) == [.breakfast, .lunch, .dinner, .snack])
        for meal in plan.meals {
            for item in meal.items { #expect(item.food.meals?.contains(meal.slot) == true, "\(item.food.name) at \(meal.slot)") }
        }
        let big = planner.plan(day: MealsFixtures.day, targets: MealsFixtures.targets(kcal: 3_200, protein: 180))
        #expect(big.meals.map(\.slot) == [.breakfast, .lunch, .dinner, .snack, .snack])
    }

    @Test("keto holds carbs at 60 g and says so")
    func keto() {
        let planner = MealPlanner(foods: MealsFixtures.foods.records, filter: FoodFilter(diet: .keto))
        let plan = planner.plan(day: MealsFixtures.day, targets: MealsFixtures.targets(kcal: 2_000, protein: 130))
        #expect(plan.targets.carbs == 60)
        // (2000 - 4 x 130 - 4 x 60) / 9 = 137.8
        #expect(plan.targets.fat == 138)
        #expect(plan.notes.first?.hasPrefix("Keto: carbs held at 60 g") == true)
    }

    @Test("a day the foods cannot meet says what was missed")
    func impossible() {
        // Vegan without nuts, soy, gluten or legumes leaves almost no protein.
        let filter = FoodFilter(diet: .vegan, restrictions: ["nuts", "soy", "gluten", "lentils", "beans", "chickpeas", "peas"])
        let planner = MealPlanner(foods: MealsFixtures.foods.records, filter: filter)
        let plan = planner.plan(day: MealsFixtures.day, targets: MealsFixtures.targets(kcal: 4_000, protein: 220))
        #expect(!plan.misses.isEmpty)
        let message = plan.notes.joined(separator: " ")
        #expect(message.contains("vegan, without nuts, soy"))
        for miss in plan.misses { #expect(message.contains(miss.text)) }
    }

    @Test("foods the user logged come up more often")
    func preferences() {
        let plain = MealPlanner(foods: MealsFixtures.foods.records, filter: FoodFilter())
        let fond = MealPlanner(foods: MealsFixtures.foods.records, filter: FoodFilter(), logged: ["salmon": 12, "brown rice": 9])
        func count(_ planner: MealPlanner) -> Int {
            (0..<20).reduce(0) { sum, offset in
                let plan = planner.plan(day: MealsFixtures.day.adding(days: offset), targets: MealsFixtures.targets(kcal: 2_200, protein: 140))
                return sum + plan.meals.flatMap(\.items).filter { ["salmon", "brown rice"].contains($0.food.name) }.count
            }
        }
        #expect(count(fond) > count(plain))
    }

    @Test("the JSON has the issue's shape: foods of the list, numbers from their values, totals that add up")
    func json() throws {
        let planner = MealPlanner(foods: MealsFixtures.foods.records, filter: FoodFilter(diet: .vegan, restrictions: ["peanuts"]))
        let plan = planner.plan(day: MealsFixtures.day, targets: MealsFixtures.targets(kcal: 2_000, protein: 110))
        let json = plan.json
        #expect(Set(json.objectValue?.keys.map { $0 } ?? []) == ["date", "targets", "meals", "totals"])
        #expect(json["date"] == "2026-11-21")
        let keys: Set<String> = ["kcal", "protein_g", "fat_g", "carbs_g", "fibre_g"]
        #expect(Set(json["targets"]?.objectValue?.keys.map { $0 } ?? []) == keys)
        #expect(Set(json["totals"]?.objectValue?.keys.map { $0 } ?? []) == keys)
        #expect(json["targets"]?["kcal"] == 2_000 && json["targets"]?["protein_g"] == 110)
        var sum = [String: Double]()
        for meal in json["meals"]?.arrayValue ?? [] {
            #expect(Set(meal.objectValue?.keys.map { $0 } ?? []) == ["meal", "items"])
            for item in meal["items"]?.arrayValue ?? [] {
                #expect(Set(item.objectValue?.keys.map { $0 } ?? []) == keys.union(["food", "grams"]))
                let food = try #require(MealsFixtures.foods.food(named: item["food"]?.stringValue ?? ""))
                let grams = try #require(item["grams"]?.numberValue)
                // kcal whole, grams to a tenth, from the food's own per-100 g values.
                #expect(item["kcal"]?.numberValue == (food.per100g.kcal * grams / 100).rounded())
                #expect(item["protein_g"]?.numberValue == (food.per100g.protein * grams / 10).rounded() / 10)
                for key in keys { sum[key, default: 0] += item[key]?.numberValue ?? 0 }
            }
        }
        #expect(json["meals"]?.arrayValue?.compactMap { $0["meal"]?.stringValue } == ["breakfast", "lunch", "dinner", "snack"])
        // The totals are the sum of the items (each item rounded on its own: within a few tenths).
        for key in keys { #expect(abs((json["totals"]?[key]?.numberValue ?? 0) - (sum[key] ?? 0)) <= 2, "\(key)") }
    }

    @Test("miss wording")
    func missText() {
        #expect(PlanMiss(nutrient: .protein, planned: 142, target: 180).text == "protein 142 g of 180 g (-21%; the aim is within 10%)")
        #expect(PlanMiss(nutrient: .fibre, planned: 18, target: 30).text == "fibre 18 g of 30 g (60%; the aim is at least 80%)")
        #expect(PlanMiss(nutrient: .kcal, planned: 2_300, target: 2_000).text
            == "energy 2,300 kcal of 2,000 kcal (+15%; the aim is within 5%)")
    }
}
