import Testing
@testable import Coach
import CoachDomain

/// What every food of `data/foods.json` is made of, checked as a whole and against lists
/// written by hand.
@Suite("Food composition")
struct FoodCompositionTests {
    static func food(_ name: String) -> FoodRecord? { Fixtures.foods.food(named: name) }

    /// Foods with no animal source at all.
    static let vegan = ["tofu", "tempeh", "seitan", "lentils", "chickpeas", "black beans", "hummus", "peanut butter",
                        "almonds", "white rice", "quinoa", "oatmeal", "whole wheat bread", "banana", "broccoli",
                        "olive oil", "soy milk", "oat milk", "almond milk", "chana masala", "falafel"]
    /// Foods with an animal source, and the one each must list.
    static let animal: [(String, AnimalSource)] = [
        ("honey", .honey), ("gummy bears", .gelatin), ("jello", .gelatin), ("marshmallows", .gelatin), ("greek yogurt", .dairy),
        ("butter", .dairy), ("latte", .dairy), ("egg", .egg), ("mayonnaise", .egg), ("pasta salad", .egg), ("bacon", .pork),
        ("ham", .pork), ("lard", .pork), ("pepperoni pizza slice", .pork), ("steak", .meat), ("big mac", .meat),
        ("chicken breast", .poultry), ("turkey bacon", .poultry), ("salmon", .fish), ("fish sauce", .fish),
        ("caesar salad", .fish), ("shrimp", .shellfish), ("mussels", .shellfish), ("calamari", .shellfish),
        ("gravy", .meat), ("refried beans", .pork), ("french onion soup", .meat), ("kimchi", .fish),
    ]
    /// Foods that contain gluten (wheat, barley, rye, or oats that may carry it).
    static let gluten = ["white bread", "pasta", "couscous", "bagel", "beer", "soy sauce", "seitan", "pizza", "oatmeal",
                         "rolled oats", "pearl barley", "rye bread", "croissant", "fried chicken", "teriyaki sauce", "ramen",
                         "chicken nuggets", "granola", "mars bar"]
    /// Foods without gluten.
    static let glutenFree = ["white rice", "brown rice", "potato", "sweet potato", "quinoa", "corn tortilla", "rice noodles",
                             "chicken breast", "salmon", "egg", "greek yogurt", "lentils", "black beans", "banana", "tofu",
                             "almonds"]
    /// Foods with peanuts.
    static let peanuts = ["peanut butter", "peanuts", "salted peanuts", "peanut sauce", "pad thai", "kung pao chicken",
                          "reese's peanut butter cups", "snickers", "peanut butter and jelly sandwich", "peanut brittle"]
    /// Foods with tree nuts, and some without.
    static let treeNuts = ["almonds", "walnuts", "cashews", "almond milk", "almond butter", "pesto", "baklava", "chicken korma"]
    static let nutFree = ["peanuts", "coconut", "sunflower seeds", "pumpkin seeds", "white rice", "apple", "tofu"]
    static let sesame = ["tahini", "hummus", "sesame oil", "sesame seeds", "halva", "big mac"]
    static let soy = ["tofu", "tempeh", "edamame", "soy milk", "soy sauce", "miso paste", "teriyaki chicken"]
    static let crustaceans = ["shrimp", "crab", "lobster", "pad thai", "paella", "tom yum soup"]

    @Test("every food says what it is made of, which meals it suits and its fibre")
    func everyFood() {
        #expect(Fixtures.foods.records.count == 725)
        for food in Fixtures.foods.records {
            #expect(food.animal != nil, "\(food.name): no animal sources")
            #expect(food.allergens != nil, "\(food.name): no allergens")
            #expect(food.plantGroups != nil, "\(food.name): no plant groups")
            #expect(food.fiber != nil, "\(food.name): no fibre")
            let meals = food.meals ?? []
            #expect(food.meals != nil, "\(food.name): no meals")
            // Only alcoholic drinks and the flours (ingredients, not eaten as such) suit no meal.
            #expect(!meals.isEmpty || (food.alcohol ?? 0) > 0 || ["flour", "almond flour"].contains(food.name),
                    "\(food.name): suits no meal")
            #expect((food.alcohol ?? 0) <= 1 || meals.isEmpty, "\(food.name): an alcoholic drink in a meal plan")
        }
    }

    @Test("animal sources and allergens agree: dairy is milk, egg is egg, fish is fish, crustaceans are shellfish, wheat is gluten")
    func consistency() {
        for food in Fixtures.foods.records {
            let animal = Set(food.animal ?? []), allergens = Set(food.allergens ?? [])
            #expect(animal.contains(.dairy) == allergens.contains(.milk), "\(food.name): dairy and milk disagree")
            #expect(animal.contains(.egg) == allergens.contains(.egg), "\(food.name): egg disagrees")
            #expect(animal.contains(.fish) == allergens.contains(.fish), "\(food.name): fish disagrees")
            #expect(!allergens.contains(.crustaceans) || animal.contains(.shellfish), "\(food.name): crustaceans but no shellfish")
            #expect(!allergens.contains(.wheat) || allergens.contains(.gluten), "\(food.name): wheat without gluten")
            #expect(!allergens.contains(.gluten) || food.plantGroups?.contains(.grain) == true, "\(food.name): gluten but no grain")
        }
    }

    @Test("spot checks against lists written by hand")
    func spotChecks() throws {
        for name in Self.vegan {
            let food = try #require(Self.food(name), "\(name) missing")
            #expect(food.animal == [], "\(name) should be vegan, lists \(food.animal ?? [])")
        }
        for (name, source) in Self.animal {
            #expect(Self.food(name)?.animal?.contains(source) == true, "\(name) should list \(source)")
        }
        func check(_ names: [String], _ allergen: Allergen, _ present: Bool) {
            for name in names {
                #expect(Self.food(name)?.allergens.map { $0.contains(allergen) } == present,
                        "\(name) should \(present ? "" : "not ")contain \(allergen.rawValue)")
            }
        }
        check(Self.gluten, .gluten, true)
        check(Self.glutenFree, .gluten, false)
        check(Self.peanuts, .peanuts, true)
        check(Self.treeNuts, .treeNuts, true)
        check(Self.nutFree, .treeNuts, false)
        check(Self.sesame, .sesame, true)
        check(Self.soy, .soy, true)
        check(Self.crustaceans, .crustaceans, true)
        check(["mussels", "scallops", "calamari"], .crustaceans, false)
        #expect(Self.food("lactose-free milk")?.lactoseFree == true)
        #expect(Self.food("whole milk")?.lactoseFree == nil)
        #expect(Self.food("peanuts")?.plantGroups == [.legume])
        #expect(Self.food("lentils")?.plantGroups == [.legume])
        #expect(Self.food("white rice")?.plantGroups == [.grain])
        #expect(Self.food("sweet potato")?.plantGroups == [])
    }

    @Test("fibre per 100 g follows FoodData Central for foods checked by hand")
    func fibre() {
        let byHand: [(String, Double)] = [("lentils", 7.9), ("almonds", 12.5), ("popcorn", 14.5), ("white rice", 0.4),
                                          ("banana", 2.6), ("avocado", 6.7), ("chickpeas", 7.6), ("chicken breast", 0),
                                          ("whole wheat bread", 6.0), ("rolled oats", 10.1), ("raspberries", 6.5)]
        for (name, grams) in byHand { #expect(Self.food(name)?.fiber == grams, "\(name)") }
    }

    @Test("meals: breakfast foods, dinner foods and snacks where a person would expect them")
    func meals() {
        for name in ["oatmeal", "scrambled eggs", "greek yogurt", "bagel", "pancake"] {
            #expect(Self.food(name)?.meals?.contains(.breakfast) == true, "\(name) at breakfast")
        }
        for name in ["salmon", "lentils", "steak", "tofu", "white rice"] {
            #expect(Self.food(name)?.meals?.contains(.dinner) == true, "\(name) at dinner")
        }
        for name in ["almonds", "apple", "string cheese", "protein bar"] {
            #expect(Self.food(name)?.meals?.contains(.snack) == true, "\(name) as a snack")
        }
        #expect(Self.food("wine")?.meals == [])
        // Everyday foods build meals; treats, fried foods, coffee-shop drinks and garnishes do not.
        for name in ["french fries", "chicken nuggets", "latte", "egg yolk", "pickle", "garlic", "ice cream", "hot dog"] {
            #expect(Self.food(name)?.everyday == false, "\(name) is not everyday")
        }
        for name in ["chicken breast", "oatmeal", "broccoli", "tofu", "greek yogurt", "soy milk", "almonds"] {
            #expect(Self.food(name)?.everyday == nil, "\(name) is everyday")
        }
        #expect(Self.food("steak")?.meals?.contains(.breakfast) == false)
    }
}
