// Meal planner benchmarks: `swift run -c release --package-path Benchmarks MealsBenchmarks`
//
// The code behind `:meals` and `:suggest` (CoachMeals over the real foods list): a day's plan and
// a suggestion, for a spread of diets, restrictions and energy targets, each timed as a median
// (target: a few milliseconds, < 5 ms), plus the filter and the planner's set-up for scale.
import BenchSupport
import Coach
import CoachDomain
import CoachMeals
import Foundation

let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
let foods = try CoachResources.load(root: root).foods.records
let day = CalendarDay(year: 2026, month: 11, day: 21) ?? CalendarDay(daysSinceEpoch: 20_778)
let targetMs = 5.0

func targets(_ kcal: Double, _ protein: Double) -> Nutrients {
    let fat = (kcal * 0.25 / 9).rounded()
    return Nutrients(kcal: kcal, protein: protein, fat: fat, carbs: ((kcal - 4 * protein - 9 * fat) / 4).rounded(),
                     fibre: (kcal * 14 / 1_000).rounded())
}

let cases: [(String, FoodFilter, Nutrients)] = [
    ("omnivore, 2,000 kcal", FoodFilter(), targets(2_000, 130)),
    ("vegan without peanuts, 2,000 kcal", FoodFilter(diet: .vegan, restrictions: ["peanuts"]), targets(2_000, 110)),
    ("pescatarian without gluten, 2,400 kcal", FoodFilter(diet: .pescatarian, restrictions: ["gluten"]), targets(2_400, 135)),
    ("keto, 2,000 kcal", FoodFilter(diet: .keto), targets(2_000, 120)),
    ("vegan without nuts or soy, 4,000 kcal", FoodFilter(diet: .vegan, restrictions: ["nuts", "soy"]), targets(4_000, 200)),
]

var allOK = true
for (name, filter, aim) in cases {
    let planner = MealPlanner(foods: foods, filter: filter)
    var offset = 0
    // A different day each run: each plan is computed afresh (the same day would give the same work).
    allOK = report("plan a day: \(name)", await measure(200) {
        offset += 1
        _ = planner.plan(day: day.adding(days: offset), targets: aim)
    }, target: targetMs, width: 58) && allOK
    allOK = report("suggest a dinner: \(name)", await measure(200) {
        offset += 1
        _ = planner.suggest(slot: .dinner, kcal: aim.kcal * 0.35, protein: aim.protein * 0.35, day: day.adding(days: offset))
    }, target: targetMs, width: 58) && allOK
}
_ = report("set up a planner (filter 725 foods, roles)", await measure(200) {
    _ = MealPlanner(foods: foods, filter: FoodFilter(diet: .vegan, restrictions: ["peanuts"]))
}, target: nil, width: 58)
let planner = MealPlanner(foods: foods, filter: FoodFilter())
var onTarget = 0
for offset in 0..<365 where planner.plan(day: day.adding(days: offset), targets: targets(2_000, 130)).misses.isEmpty { onTarget += 1 }
print("omnivore 2,000 kcal: \(onTarget) of 365 days on target")
exit(allOK ? 0 : 1)
