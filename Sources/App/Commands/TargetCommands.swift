import Coach
import CoachProgress

/// `:targets`: each daily target with its derivation, one line each. `:targets reset`: the
/// targets set by hand go back to the formula.
enum TargetCommands {
    static let all: [MetaCommand] = [
        MetaCommand("targets", usage: "[reset]", summary: "your daily targets and how each is worked out; reset: undo hand-set ones",
                    arity: 0...1, completer: { _, prefix in ["reset"].filter { $0.hasPrefix(prefix) } }) {
            (arguments: CommandArguments, ports: CoachPorts, clock: AppClock, console: Console) in
            switch arguments[0] {
            case nil: break
            case "reset":
                var reset: [String] = []
                for goal in try await ports.goals.goals() where try await ports.goals.removeGoal(goal.kind) {
                    reset.append(goal.kind.title)
                }
                console.line(reset.isEmpty ? "No target was set by hand; these are the formula's."
                    : "Back to the formula for \(reset.joined(separator: ", ")).")
            case let other?:
                throw CommandUsageError("unknown argument '\(other)'")
            }
            let targets = try await ports.context(on: clock.today()).summary.targets
            guard !targets.isEmpty else {
                console.line("No targets yet: I need your \(targets.missingText) "
                    + "(:onboard, or :profile set \(targets.missing.first ?? "weight") ...).")
                return .proceed
            }
            for line in targets.lines { console.line(line) }
            return .proceed
        },
    ]
}
