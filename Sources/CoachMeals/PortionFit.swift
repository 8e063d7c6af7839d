/// Portions for a set of foods aimed at some sums, then rounded to each food's step (coarsest
/// first, the rest refitted after each), so the rounding costs as little accuracy as it can.
struct PortionFit {
    let foods: [PlanFood]
    var solver: PortionSolver

    /// Aims the sums of `nutrients` at `targets` (each weighted by its tolerance, see
    /// `Nutrient.tolerance`); `extra` adds rows of the caller's own (a meal's share of the day).
    /// `scale` moves the portions' bounds: smaller for a small day, larger for a big one.
    init(foods: [PlanFood], targets: Nutrients, nutrients: [Nutrient] = Nutrient.allCases, tolerances: [Nutrient: Double] = [:],
         extra: [PortionSolver.Row] = [], scale: (lower: Double, upper: Double) = (1, 1)) {
        self.foods = foods
        let rows = nutrients.map { nutrient in
            let tolerance = tolerances[nutrient] ?? nutrient.tolerance
            return PortionSolver.Row(coefficients: foods.map { $0.nutrients(grams: 1)[nutrient] }, target: targets[nutrient],
                                     weight: 1 / (tolerance * tolerance), isFloor: nutrient.isFloor)
        }
        let lower = foods.map { max($0.step, ($0.minimum * scale.lower / $0.step).rounded(.up) * $0.step) }
        // Counted foods keep their counts (five eggs, three slices at most, whatever the day's size).
        // No portion above 600 g.
        let upper = foods.map { food in
            let grams = min(600, food.maximum * (food.countUnit == nil ? scale.upper : 1))
            return max(food.step, (grams / food.step).rounded(.down) * food.step)
        }
        solver = PortionSolver(rows: rows + extra, lower: lower, upper: zip(lower, upper).map { max($0, $1) }, usual: foods.map(\.typical))
    }

    /// Rounded portions in grams, one per food.
    func portions() -> [Double] {
        var grams = solver.solve()
        var fixed = Set<Int>()
        for i in foods.indices.sorted(by: { foods[$0].step > foods[$1].step }) {
            let step = foods[i].step
            grams[i] = min(max((grams[i] / step).rounded() * step, solver.lower[i]), solver.upper[i])
            fixed.insert(i)
            if fixed.count < foods.count { grams = solver.solve(start: grams, fixed: fixed, sweeps: 25) }
        }
        return grams
    }
}
