import CoachDomain
import CoachLanguage
import CoachTraining
import LLM

/// `today_session(day?)`: the training session of a day from the plan, with every load and why
/// (loads follow what was logged), or the rest day and the next session.
package struct TodaySessionTool: CoachTool {
    let training: TrainingCoach

    package init(training: TrainingCoach) { self.training = training }

    /// `day`: YYYY-MM-DD, today, tomorrow or a weekday (the next one); today when absent.
    package typealias Arguments = DayOnly

    package struct Output: Codable, Sendable {
        var date: String
        var rest: Bool
        var session: String?
        /// Why the session is on this day, when it moved ("moved from Tuesday: ...").
        var moved: String?
        var exercises: [Exercise]
        /// On a rest day, the next session and its day.
        var next: String?
        var nextDate: String?
        /// The same as the user reads it, loads in their units.
        var text: String
    }

    package struct Exercise: Codable, Sendable {
        var name: String
        var sets: Int
        var reps: [Int]
        var repsMax: Int
        var loadKg: Double?
        var rir: Int
        var minutes: Int?
        var why: String
    }

    package static let name = "today_session"

    package static let spec = ToolSpec(
        name: name,
        description: "The user's training session for a day from their plan (made from the profile): each exercise with sets, "
            + "target reps, the load from what they logged, reps in reserve and why; on a rest day, the next session. "
            + "For \"what should I train today?\". Use these loads; do not invent others.",
        parameters: [
            "type": "object",
            "properties": ["day": ["type": "string", "description": "YYYY-MM-DD, today, tomorrow or a weekday; today when left out."]],
        ])

    package func run(_ arguments: Arguments, on today: CalendarDay) async throws(ToolFailure) -> Output {
        var day = today
        if let text = arguments.day {
            guard let named = PlanDayWord.day(text, today: today) else {
                throw ToolFailure("\"\(text)\" is not a day: YYYY-MM-DD, today, tomorrow or a weekday")
            }
            day = named
        }
        do {
            let (result, state) = try await training.day(day)
            return Self.output(result, day: day, text: training.text(of: result, state: state))
        } catch {
            throw ToolFailure("could not work out the session (\(error))")
        }
    }

    static func output(_ result: PlanDayResult, day: CalendarDay, text: String) -> Output {
        func exercises(_ session: TodaySession) -> [Exercise] {
            (session.cardio.map { [Exercise(name: $0.exercise, sets: 0, reps: [], repsMax: 0, loadKg: nil, rir: 0,
                                            minutes: $0.minutes, why: $0.why)] } ?? [])
                + session.exercises.map {
                    Exercise(name: $0.name, sets: $0.sets.count, reps: $0.sets.map(\.reps), repsMax: $0.reps.upperBound,
                             loadKg: $0.advice.loadKg, rir: $0.reserve, minutes: nil, why: $0.advice.why)
                }
        }
        switch result {
        case .session(let session):
            return Output(date: day.iso, rest: false, session: session.name, moved: session.moved, exercises: exercises(session),
                          text: text)
        case .rest(_, let next, _):
            return Output(date: day.iso, rest: true, session: nil, moved: nil, exercises: [], next: next?.name,
                          nextDate: next?.day.iso, text: text)
        }
    }

    package static func summary(of output: Output, on today: CalendarDay) -> String {
        output.rest ? "Rest day \(output.date)" + (output.next.map { "; next: \($0) on \(output.nextDate ?? "")" } ?? "")
            : "Session \(output.date): \(output.session ?? "") (\(output.exercises.map(\.name).joined(separator: ", ")))"
    }

    package static func offlineReply(to output: Output, composer: ReplyComposer) -> String {
        output.rest ? output.text : output.text + "\n\nWhen you're done, tell me what you lifted (\"bench 60 x 8,8,7\"), or \"done\" if it went as written."
    }

    package static func offlineFailure(_ message: String) -> String { "I couldn't work out your session: \(message)." }
}

// MARK: the offline rule

extension TodaySessionTool {
    package static let writes = false

    /// "What should I train today?", "what's my workout tomorrow?": a `training=today` phrase;
    /// the day is the first the line names other than today (none: today).
    package static func read(_ line: OfflineLine) -> OfflineReading<Arguments>? {
        let said = line.spans("training", "today")
        guard !said.isEmpty else { return nil }
        let days = line.utterance.days
        let named = days.first { $0.day != .relative(0) }
        return OfflineReading(DayOnly(day: named.flatMap { line.argument($0.day) }),
                              score: line.score(said, explaining: days.map(\.range), acts: [.question, .request]))
    }

    package static func unoffered(_ arguments: Arguments, line: OfflineLine, composer: ReplyComposer) -> String {
        composer.planUnavailable
    }
}
