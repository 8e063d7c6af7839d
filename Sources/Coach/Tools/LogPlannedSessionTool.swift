import CoachDomain
import CoachLanguage
import CoachTraining
import LLM

/// `log_as_planned(day?)`: the user did the day's planned session as written ("done", "did
/// it all"): every set logged at its target reps, load and effort. Loads the user was to find
/// are logged without a load (they say what they used to set the next ones).
package struct LogPlannedSessionTool: CoachTool {
    let training: TrainingCoach

    package init(training: TrainingCoach) { self.training = training }

    /// `day`: YYYY-MM-DD or yesterday; today when absent.
    package typealias Arguments = DayOnly

    package struct Output: Codable, Sendable {
        var day: String
        /// The session logged; nil on a rest day (nothing logged).
        var session: String?
        var logged: [WorkoutSet]
        /// Exercises logged without a load because the user was to find one.
        var unloaded: [String]
        /// The unit the user reads loads in (the numbers above are kg).
        var unit: WeightUnit
    }

    package static let name = "log_as_planned"

    package static let spec = ToolSpec(
        name: name,
        description: "Log the day's planned session as done exactly as prescribed (\"done\", \"did it all\"). "
            + "If they did something different, use log_workout with what they did instead.",
        parameters: [
            "type": "object",
            "properties": ["day": ["type": "string", "description": "YYYY-MM-DD or yesterday; today when left out."]],
        ])

    package func run(_ arguments: Arguments, on today: CalendarDay) async throws(ToolFailure) -> Output {
        let day = try today.day(named: arguments.day)
        let unit = await training.unit()
        do {
            switch try await training.logAsPrescribed(on: day, description: "as planned") {
            case .rest:
                return Output(day: day.iso, session: nil, logged: [], unloaded: [], unit: unit)
            case .alreadyLogged(let earlier):
                throw ToolFailure("\(day.iso) already has its training logged (\(earlier.sets.map { $0.label(in: unit) }.joined(separator: "; "))); "
                    + "nothing is logged twice")
            case .logged(let session):
                let unloaded = session.sets.filter { $0.kind == .strength && $0.weightKg == nil }.map(\.exercise)
                return Output(day: day.iso, session: session.description, logged: session.sets,
                              unloaded: unloaded.reduce(into: []) { if !$0.contains($1) { $0.append($1) } }, unit: unit)
            }
        } catch let failure as ToolFailure {
            throw failure
        } catch {
            throw ToolFailure("could not log the session (\(error))")
        }
    }

    package static func summary(of output: Output, on today: CalendarDay) -> String {
        output.session == nil ? "No session planned on \(output.day): nothing logged"
            : "Logged as planned: " + output.logged.map { $0.label(in: output.unit) }.joined(separator: "; ")
    }

    package static func offlineReply(to output: Output, composer: ReplyComposer) -> String {
        guard output.session != nil else {
            return "There was no session planned for \(output.day), so nothing is logged. If you trained, tell me what you did "
                + "(\"bench 60 x 8,8,7\")."
        }
        var parts = ["Logged as written:\n" + output.logged.map { "- \($0.label(in: output.unit))" }.joined(separator: "\n")]
        if !output.unloaded.isEmpty {
            parts.append("You were finding the weight for \(Format.list(output.unloaded)): log what you used "
                + "(\":workout \(output.unloaded[0]) 60kg 5,5,5\") so the next loads follow it.")
        }
        parts.append("`:plan today --date` with your next training day shows what comes next.")
        return parts.joined(separator: "\n\n")
    }

    package static func offlineFailure(_ message: String) -> String { "I couldn't log the session: \(message)." }
}

// MARK: the offline rule

extension LogPlannedSessionTool {
    package static let writes = true

    /// "Done", "did it all" or "done, felt strong": a `training=done` phrase that is the whole of
    /// the line's first clause ("I'm done eating" and "finished 2 eggs" are not).
    package static func read(_ line: OfflineLine) -> OfflineReading<Arguments>? {
        let first = line.nextContent(from: 0)
        guard let done = line.span(at: first, "training", "done") else { return nil }
        let after = done.range.upperBound
        guard after >= line.utterance.tokens.count || line.span(at: after, "clause") != nil else { return nil }
        return OfflineReading(DayOnly(), score: line.score([done], acts: [.report, .statement]))
    }

    package static func unoffered(_ arguments: Arguments, line: OfflineLine, composer: ReplyComposer) -> String {
        composer.planUnavailable
    }
}
