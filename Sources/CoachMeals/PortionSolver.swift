/// Finds portion sizes (grams) that bring sums of nutrients close to their targets: a weighted
/// least-squares fit in relative terms, each portion kept within its bounds, solved by
/// coordinate descent (the problem is small and convex, so it converges in a few sweeps).
struct PortionSolver {
    /// One sum the fit aims at: `coefficients[i]` is what one gram of item i adds.
    struct Row {
        var coefficients: [Double]
        var target: Double
        /// 1 / tolerance²: a miss of one tolerance costs 1.
        var weight: Double
        /// Only a shortfall counts (fibre).
        var isFloor = false
    }

    var rows: [Row]
    var lower: [Double]
    var upper: [Double]
    /// Each portion is pulled gently towards its usual size, which keeps the fit unique and plausible.
    var usual: [Double]
    var pull = 0.02

    /// Portions minimising the misses, starting from `start` (the usual sizes when nil); items
    /// listed in `fixed` keep their starting value.
    func solve(start: [Double]? = nil, fixed: Set<Int> = [], sweeps: Int = 60) -> [Double] {
        var grams = start ?? usual.indices.map { min(max(usual[$0], lower[$0]), upper[$0]) }
        var sums = rows.map { row in zip(row.coefficients, grams).reduce(0) { $0 + $1.0 * $1.1 } }
        for _ in 0..<sweeps {
            var moved = 0.0
            for i in grams.indices where !fixed.contains(i) {
                // The objective along item i is quadratic: a/2 g² - b g + const.
                var a = 2 * pull / (usual[i] * usual[i]), b = 2 * pull / usual[i]
                for (k, row) in rows.enumerated() where row.target > 0 {
                    let c = row.coefficients[i]
                    guard c != 0 else { continue }
                    let rest = sums[k] - c * grams[i]
                    if row.isFloor && sums[k] >= row.target { continue }
                    let scale = row.weight / (row.target * row.target)
                    a += 2 * scale * c * c
                    b += 2 * scale * c * (row.target - rest)
                }
                let best = min(max(b / a, lower[i]), upper[i])
                let change = best - grams[i]
                guard change != 0 else { continue }
                for k in rows.indices { sums[k] += rows[k].coefficients[i] * change }
                grams[i] = best
                moved = max(moved, abs(change))
            }
            if moved < 0.05 { break }
        }
        return grams
    }
}
