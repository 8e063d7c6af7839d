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
}
