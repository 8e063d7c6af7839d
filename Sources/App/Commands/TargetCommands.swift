import Coach
import CoachDomain
import CoachProgress

/// `:targets`: each daily target with its derivation, one line each. `:targets reset`: the
/// targets set by hand go back to the formula. `:targets history`: the days they changed, and why.
enum TargetCommands {
    static let all: [MetaCommand] = [
        MetaCommand("targets", usage: "[reset|history]",
                    summary: "your daily targets and how each is worked out; reset: undo hand-set ones; history: when they changed and why",
                    arity: 0...1, completer: { _, prefix in ["history", "reset"].filter { $0.hasPrefix(prefix) } }) {
            (arguments: CommandArguments, ports: CoachPorts, clock: AppClock, console: Console) in
            switch arguments[0] {
            case nil: break
            case "history":
                let today = clock.today()
                _ = try await ports.targets(on: today)
                let records = try await ports.targetHistory?.records() ?? []
                let unit = WeightUnit.preferred(by: try await ports.profiles.loadProfile())
                for line in TargetChanges.lines(records, unit: unit) { console.line(line) }
                return .proceed
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
