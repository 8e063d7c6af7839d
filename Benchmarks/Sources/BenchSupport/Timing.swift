import Foundation

/// A duration in milliseconds.
public func milliseconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) * 1000 + Double(duration.components.attoseconds) / 1e15
}

/// Runs `body` `repetitions` times after two warm-up runs; returns the sorted times in ms.
public func measure(_ repetitions: Int, _ body: () async throws -> Void) async rethrows -> [Double] {
    let clock = ContinuousClock()
    try await body()
    try await body()
    var samples: [Double] = []
    for _ in 0..<repetitions {
        let start = clock.now
        try await body()
        samples.append(milliseconds(clock.now - start))
    }
    return samples.sorted()
}

/// Prints the median, p95 and max of `samples` under `name` (padded to `width`), and whether the
/// median is under `target` ms; returns that verdict (true without a target).
@discardableResult
public func report(_ name: String, _ samples: [Double], target: Double?, width: Int = 48) -> Bool {
    func at(_ p: Double) -> Double { samples[min(samples.count - 1, Int((Double(samples.count - 1) * p).rounded()))] }
    let ok = target.map { at(0.5) < $0 } ?? true
    let verdict = target.map { ok ? "ok (< \($0) ms)" : "OVER (target < \($0) ms)" } ?? ""
    let padded = name.count >= width ? name : name + String(repeating: " ", count: width - name.count)
    print(String(format: "%@ median %8.3f ms   p95 %8.3f ms   max %8.3f ms   n=%d  %@",
                 padded as NSString, at(0.5), at(0.95), samples.last ?? 0, samples.count, verdict as NSString))
    return ok
}
