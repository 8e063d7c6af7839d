import CoachDomain
import CoachTraining
import LLM

/// `change_plan(action, exercise?, replacement?)`: a validated change to the plan: `swap` an
/// exercise for another of the same muscles that the user's equipment allows (or the next one
/// of its pattern), or `new` to remake the plan from the profile. A change that cannot be made
/// (unknown exercise, not doable with their equipment, on their avoid list) is refused with why.
package struct ChangePlanTool: CoachTool {
    let training: TrainingCoach

    package init(training: TrainingCoach) { self.training = training }

    package struct Arguments: Codable, Sendable {
        var action: String
        var exercise: String?
        var replacement: String?

        init(action: String, exercise: String? = nil, replacement: String? = nil) {
            self.action = action
            self.exercise = exercise
            self.replacement = replacement
        }

        package init(from decoder: any Decoder) throws {
            let c = try decoder.container(keyedBy: CodingKeys.self)
            action = try c.decode(String.self, forKey: .action)
            exercise = c.optionalText(forKey: .exercise)
            replacement = c.optionalText(forKey: .replacement)
        }
    }

    package struct Output: Codable, Sendable {
        var action: String
        /// For a swap: out and in, and the sessions changed.
        var swappedOut: String?
        var swappedIn: String?
        var sessions: [String]
        var text: String
    }

    package static let name = "change_plan"

    package static let spec = ToolSpec(
        name: name,
        description: "Change the user's training plan. action \"swap\": replace `exercise` with `replacement` (same muscles, "
            + "doable with their equipment, not on their avoid list; left out: the next alternative). action \"new\": "
            + "remake the plan from the profile (after a change of days, equipment, goal). Refused with the reason when it cannot be done.",
        parameters: [
            "type": "object",
            "properties": [
                "action": ["type": "string", "enum": ["swap", "new"]],
                "exercise": ["type": "string", "description": "The exercise of the plan to replace (for swap)."],
                "replacement": ["type": "string", "description": "The exercise to put in its place (for swap; optional)."],
            ],
            "required": ["action"],
        ])

    package func run(_ arguments: Arguments, on today: CalendarDay) async throws(ToolFailure) -> Output {
        switch arguments.action.lowercased() {
        case "new":
            do {
                let state = try await training.remake()
                return Output(action: "new", sessions: state.plan.sessions.map(\.name), text: training.text(of: state))
            } catch {
                throw ToolFailure("could not make the plan (\(error))")
            }
        case "swap":
            guard let exercise = arguments.exercise else { throw ToolFailure("a swap needs the exercise to replace") }
            do {
                let swapped = try await training.swap(exercise, with: arguments.replacement)
                let sessions = swapped.plan.sessions.filter { $0.exercises.contains { $0.name == swapped.name } }.map(\.name)
                return Output(action: "swap", swappedOut: swapped.from, swappedIn: swapped.name, sessions: sessions,
                              text: "Swapped \(swapped.from) for \(swapped.name) in \(Format.list(sessions)).")
            } catch let refusal as PlanChangeError {
                throw ToolFailure(refusal.reason)
            } catch {
                throw ToolFailure("could not change the plan (\(error))")
            }
        default:
            throw ToolFailure("\"action\" must be swap or new, not \"\(arguments.action)\"")
        }
    }

    package static func summary(of output: Output, on today: CalendarDay) -> String {
        output.action == "new" ? "New plan: \(output.sessions.joined(separator: ", "))"
            : "Swapped \(output.swappedOut ?? "") for \(output.swappedIn ?? "")"
    }

    package static func offlineReply(to output: Output, composer: ReplyComposer) -> String { output.text }

    package static func offlineFailure(_ message: String) -> String { "I can't change the plan that way: \(message)." }

    /// It changes the stored plan; the offline coach has no rule for it (`:plan swap` does it).
    package static let writes = true
}
