import CoachDomain
import CoachLanguage
import CoachTraining
import LLM

/// `training_plan()`: the user's program (made from the profile when there is none): the week's
/// sessions with sets x reps at reps in reserve, the weekly hard sets per muscle, and why.
package struct TrainingPlanTool: CoachTool {
    let training: TrainingCoach

    package init(training: TrainingCoach) { self.training = training }

    package typealias Arguments = NoArguments

    package struct Output: Codable, Sendable {
        var split: String
        var sessions: [Session]
        /// Hard sets a week per muscle group, and the range aimed at for the major ones.
        var weeklySets: [String: Double]
        var rangeMin: Int
        var rangeMax: Int
        var notes: [String]
        /// What in the profile no longer fits this plan (offer `change_plan` with action new).
        var problems: [String]
        var text: String
    }

    package struct Session: Codable, Sendable {
        var weekday: String
        var name: String
        var cardio: String?
        var exercises: [Exercise]
    }

    package struct Exercise: Codable, Sendable {
        var name: String
        var sets: Int
        var repsMin: Int
        var repsMax: Int
        var rir: Int
        var why: String
    }

    package static let name = "training_plan"

    package static let spec = ToolSpec(
        name: name,
        description: "The user's training plan: the week's sessions on their training days (sets x rep range at reps in reserve), "
            + "weekly hard sets per muscle against the range for their goal, and why each choice. Made from the profile "
            + "(days, experience, equipment, goal, exercises to avoid) if there is none yet.",
        parameters: ["type": "object", "properties": [:]])

    package func run(_ arguments: Arguments, on today: CalendarDay) async throws(ToolFailure) -> Output {
        do {
            let state = try await training.current()
            let plan = state.plan
            let sets = plan.weeklySets(training.catalog)
            return Output(
                split: plan.split,
                sessions: plan.sessions.map { session in
                    Session(weekday: session.weekday.rawValue, name: session.name, cardio: session.cardio?.exercise,
                            exercises: session.exercises.map {
                                Exercise(name: $0.name, sets: $0.sets, repsMin: $0.reps.lowerBound, repsMax: $0.reps.upperBound,
                                         rir: $0.reserve, why: $0.why)
                            })
                },
                weeklySets: Dictionary(uniqueKeysWithValues: sets.map { ($0.key.rawValue, $0.value) }),
                rangeMin: plan.weeklyRange.lowerBound, rangeMax: plan.weeklyRange.upperBound, notes: plan.notes,
                problems: state.problems, text: training.text(of: state))
        } catch {
            throw ToolFailure("could not read or make the plan (\(error))")
        }
    }

    package static func summary(of output: Output, on today: CalendarDay) -> String {
        "Plan: \(output.split), "
            + output.sessions.map { "\(Weekday(rawValue: $0.weekday)?.title ?? $0.weekday) \($0.name)" }.joined(separator: ", ")
    }

    package static func offlineReply(to output: Output, composer: ReplyComposer) -> String { output.text }

    package static func offlineFailure(_ message: String) -> String { "I couldn't get your plan: \(message)." }
}

// MARK: the offline rule

extension TrainingPlanTool {
    package static let writes = false

    /// "Make me a workout plan", "what's my plan": a `training=plan` phrase.
    package static func read(_ line: OfflineLine) -> OfflineReading<Arguments>? {
        line.phraseReading("training", "plan", NoArguments())
    }

    package static func unoffered(_ arguments: Arguments, line: OfflineLine, composer: ReplyComposer) -> String {
        composer.planUnavailable
    }
}
