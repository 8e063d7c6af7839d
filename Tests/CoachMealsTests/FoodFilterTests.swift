import CoachDomain
import CoachMeals
import Testing

@Suite("Food filter")
struct FoodFilterTests {
    func food(_ name: String) -> FoodRecord { MealsFixtures.food(name) }

    @Test("a diet leaves out what it should and keeps the rest")
    func diets() {
        let cases: [(DietPattern, [String], [String])] = [
            (.vegan, ["tofu", "lentils", "peanut butter", "oat milk", "white rice"],
             ["honey", "greek yogurt", "egg", "gummy bears", "salmon", "butter"]),
            (.vegetarian, ["egg", "greek yogurt", "honey", "tofu", "cheddar cheese"],
             ["chicken breast", "salmon", "bacon", "marshmallows", "caesar salad"]),
            (.pescatarian, ["salmon", "shrimp", "egg", "cod"], ["chicken breast", "steak", "ham", "jello"]),
            (.halal, ["chicken breast", "steak", "salmon"], ["bacon", "wine", "beer", "gummy bears", "pepperoni"]),
            (.kosher, ["steak", "chicken breast", "salmon", "cheddar cheese"], ["cheeseburger", "shrimp", "bacon", "mussels"]),
            (.keto, ["steak", "broccoli", "salmon", "olive oil", "cheddar cheese", "almonds", "spinach"],
             ["white rice", "banana", "bagel", "sugar", "orange juice"]),
            (.paleo, ["chicken breast", "sweet potato", "broccoli", "almonds", "egg", "banana"],
             ["lentils", "white bread", "cheddar cheese", "peanut butter", "tofu", "white rice", "cookie"]),
            (.omnivore, ["bacon", "tofu", "honey", "wine"], []),
            (.mediterranean, ["salmon", "bacon", "lentils"], []),
            (.flexitarian, ["steak", "tofu"], []),
        ]
        for (diet, kept, left) in cases {
            let filter = FoodFilter(diet: diet)
            for name in kept { #expect(filter.allows(food(name)), "\(diet): \(name) should fit") }
            for name in left { #expect(!filter.allows(food(name)), "\(diet): \(name) should be left out") }
        }
    }

    @Test("restrictions say why, in the profile's word")
    func restrictions() {
        let filter = FoodFilter(restrictions: ["peanuts"])
        #expect(filter.reason(food("peanut butter")) == "you avoid peanuts")
        #expect(filter.reason(food("pad thai")) == "you avoid peanuts")
        #expect(filter.reason(food("almonds")) == nil)
        #expect(FoodFilter(restrictions: ["nuts"]).reason(food("almonds")) == "you avoid nuts")
        #expect(FoodFilter(restrictions: ["nuts"]).reason(food("peanuts")) == "you avoid nuts")
        let lactose = FoodFilter(restrictions: ["lactose"])
        for name in ["latte", "greek yogurt", "cottage cheese", "whole milk"] {
            #expect(lactose.reason(food(name)) == "you avoid lactose", "\(name)")
        }
        #expect(lactose.allows(food("lactose-free milk")))
        #expect(lactose.allows(food("oat milk")))
        #expect(FoodFilter(restrictions: ["dairy"]).reason(food("lactose-free milk")) == "you avoid dairy")
        let pork = FoodFilter(restrictions: ["pork"])
        for name in ["bacon", "ham", "pepperoni pizza slice", "gummy bears", "lard"] { #expect(!pork.allows(food(name)), "\(name)") }
        #expect(pork.allows(food("steak")) && pork.allows(food("chicken breast")))
        let gluten = FoodFilter(restrictions: ["gluten"])
        for name in ["white bread", "pasta", "beer", "soy sauce", "oatmeal"] { #expect(!gluten.allows(food(name)), "\(name)") }
        for name in ["white rice", "quinoa", "potato", "corn tortilla"] { #expect(gluten.allows(food(name)), "\(name)") }
        #expect(!FoodFilter(restrictions: ["shellfish"]).allows(food("mussels")))
        #expect(FoodFilter(restrictions: ["shellfish"]).allows(food("salmon")))
        #expect(!FoodFilter(restrictions: ["seafood"]).allows(food("salmon")))
        #expect(!FoodFilter(restrictions: ["alcohol"]).allows(food("wine")))
        #expect(!FoodFilter(restrictions: ["eggs"]).allows(food("mayonnaise")))
    }

    @Test("a word the composition does not cover matches foods by name, singular or plural")
    func named() {
        let filter = FoodFilter(restrictions: ["mushrooms", "kiwi", "strawberry"])
        #expect(filter.reason(food("mushrooms")) == "you avoid mushrooms")
        #expect(filter.reason(food("mushroom soup")) == "you avoid mushrooms")
        #expect(filter.reason(food("kiwi")) == "you avoid kiwi")
        #expect(filter.reason(food("strawberries")) == "you avoid strawberry")
        #expect(filter.allows(food("banana")))
    }

    @Test("restrictions come before the diet; a question can add one for itself")
    func order() {
        let filter = FoodFilter(diet: .vegan, restrictions: ["peanuts"])
        #expect(filter.reason(food("peanut butter")) == "you avoid peanuts")
        #expect(filter.reason(food("honey")) == "you eat vegan and it has honey")
        #expect(filter.reason(food("bacon")) == "you eat vegan and it has pork")
        #expect(FoodFilter(diet: .vegetarian).reason(food("cheeseburger")) == "you eat vegetarian and it has red meat")
        #expect(filter.summary == "vegan, without peanuts")
        let snack = filter.adding(["soy"])
        #expect(!snack.allows(food("tofu")))
        #expect(filter.allows(food("tofu")))
        #expect(FoodFilter().summary == "no diet or restrictions given")
        #expect(FoodFilter().isEmpty && FoodFilter(diet: .mediterranean).isEmpty && !FoodFilter(diet: .keto).isEmpty)
    }
}
