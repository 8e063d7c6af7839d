import Coach
import CoachDomain
import Foundation
import LLM

/// The dim line after a reply on a terminal: provider and model, tokens in and out (`~` when
/// estimated), cost, time to the first token and in all. `:set status off` or
/// `"status_line": false` in config.json hides it; piped output never has it.
struct StatusLine: Sendable, Equatable {
    var provider: String
    var model: String?
    var usage: Usage
    var cost: Double?
    var firstToken: Duration?
    var total: Duration

    /// `openai/gpt-4o-mini · 1,204 in, 87 out · $0.0003 · first token 420 ms · 2.1 s`
    var text: String {
        let about = usage.isEstimated ? "~" : ""
        var parts = [model.map { "\(provider)/\($0)" } ?? provider]
        parts.append("\(about)\(Self.count(usage.inputTokens)) in, \(about)\(Self.count(usage.outputTokens)) out")
        parts.append(cost.map { about + String(format: "$%.4f", $0) } ?? "cost unknown")
        if let firstToken { parts.append("first token \(Self.time(firstToken))") }
        parts.append(Self.time(total))
        return parts.joined(separator: " · ")
    }

    /// 1,204 (the coach's own number format).
    static func count(_ value: Int) -> String { Format.integer(Double(value)) }

    /// `420 ms` under a second, else `2.1 s`.
    static func time(_ duration: Duration) -> String {
        let milliseconds = Int(duration / .milliseconds(1))
        if milliseconds < 1000 { return "\(milliseconds) ms" }
        return String(format: "%.1f s", Double(milliseconds) / 1000)
    }
}
