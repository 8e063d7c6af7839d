import Foundation

/// Durations as the orchestrator's messages say them.
enum DurationText {
    /// Short human text: `0.4 s`, `2.1 s`, `42 s`, `3 min` (rounded up, so "back in" is never early).
    static func spoken(_ duration: Duration) -> String {
        let value = Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
        if value < 10 {
            let tenths = Int((value * 10).rounded(.up))
            return "\(tenths / 10).\(tenths % 10) s"
        }
        if value < 120 { return "\(Int(value.rounded(.up))) s" }
        return "\(Int((value / 60).rounded(.up))) min"
    }

    /// The local wall-clock time `duration` from now, `14:03:12` (rounded up to the second).
    static func clockTime(after duration: Duration, now: Date = Date()) -> String {
        let seconds = Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
        let then = now.addingTimeInterval(max(0, seconds).rounded(.up))
        let parts = Calendar.current.dateComponents([.hour, .minute, .second], from: then)
        func two(_ value: Int?) -> String { (value ?? 0) < 10 ? "0\(value ?? 0)" : "\(value ?? 0)" }
        return "\(two(parts.hour)):\(two(parts.minute)):\(two(parts.second))"
    }

    /// How to end a cooldown now: "`:provider openai` or `:providers --reset` ends it now".
    static func endNow(_ provider: String) -> String {
        "`:provider \(provider)` or `:providers --reset` ends it now"
    }
}
