import CoachDomain
import CoachLanguage
import CoachProgress
import LLM

/// `log_workout(description)`: a workout the user did, read by the workout parser and stored as
/// one session.
package struct LogWorkoutTool: CoachTool {
    /// Reads the descriptions.
    let parser: WorkoutParser
    /// Where workouts are stored.
    let sessions: any WorkoutLog
    /// Today after the call.
    let days: CoachContextReader

    /// The tool over what it runs on.
    package init(parser: WorkoutParser, sessions: any WorkoutLog, days: CoachContextReader) {
        self.parser = parser
        self.sessions = sessions
        self.days = days
    }

    package typealias Arguments = EntryDescription

    package struct Output: Codable, Sendable {
        var logged: [WorkoutSet]
        var volumeKg: Double
        var unrecognized: [UnrecognizedPart]
        var today: TodayReport?
        /// The day it was logged on, when not today (then `today` is nil).
        var day: CalendarDay?
        /// The unit the user reads loads in (the numbers above are kg).
        var unit: WeightUnit
    }

    package static let name = "log_workout"

    package static let spec = ToolSpec(
        name: name,
        description: "Log a workout the user did (today, or the day they name), e.g. \"squat 3x5 100kg, bench 5x5 @ 80 kg\", "
            + "\"3 sets of 10 pull-ups\" or \"ran 5 km in 28 min\". Returns sets, volume and estimated 1RM.",
        parameters: [
            "type": "object",
            "properties": ["description": ["type": "string", "description": "Exercises with sets x reps and weight, or distance and time."],
                           "day": EntryDescription.dayParameter],
            "required": ["description"],
        ])

    package func run(_ arguments: Arguments, on today: CalendarDay) async throws(ToolFailure) -> Output {
        let day = try today.day(named: arguments.day)
        let unit = WeightUnit.preferred(by: try? await days.profiles.loadProfile())
        let parse = parser.loads(in: unit).parse(arguments.text)
        guard !parse.sets.isEmpty else {
            let parts = parse.unrecognized.isEmpty ? "\"\(arguments.text)\""
                : Format.list(parse.unrecognized.map { "\"\($0.text)\" (\($0.reason))" })
            throw ToolFailure("nothing I could log in \(parts) — write it like \(unit.workoutHint)")
        }
        try await ToolFailure.saving("workout") {
            try await sessions.addBoundedSession(WorkoutSession(day: day, description: arguments.text, sets: parse.sets))
        }
        return Output(logged: parse.sets, volumeKg: parse.volumeKg, unrecognized: parse.unrecognized,
                      today: day == today ? await days.todayReport(on: today) : nil, day: day == today ? nil : day, unit: unit)
    }

    package static func summary(of output: Output, on today: CalendarDay) -> String {
        var line = "Logged " + (output.day.map { "for \($0.iso): " } ?? "") + output.logged.map { $0.label(in: output.unit) }.joined(separator: "; ")
        if !output.unrecognized.isEmpty { line += "; not recognised: " + output.unrecognized.map(\.text).joined(separator: ", ") }
        return line
    }

    package static func offlineReply(to output: Output, composer: ReplyComposer) -> String {
        let voice = composer.voice
        var lines: [String] = []
        var strength = false
        for set in output.logged {
            var extras: [String] = []
            if set.volumeKg > 0 {
                extras.append("\(output.unit.volume(set.volumeKg)) volume")
                strength = true
            }
            if let e1rm = set.estimatedOneRepMaxKg, set.reps > 1 { extras.append("estimated 1RM \(output.unit.load(e1rm))") }
            lines.append(set.label(in: output.unit) + (extras.isEmpty ? "" : " (" + extras.joined(separator: ", ") + ")"))
        }
        var parts: [String] = []
        let when = output.day.map { " for \(LogReport.dayText($0, today: composer.context.day))" } ?? ""
        if lines.count == 1 {
            parts.append("\(voice.workoutOpener()) Logged\(when.isEmpty ? "" : when + ":") \(lines[0]).")
        } else {
            parts.append("\(voice.workoutOpener()) Logged\(when):\n" + lines.map { "- \($0)" }.joined(separator: "\n"))
            if output.volumeKg > 0 { parts.append("Total volume: \(output.unit.volume(output.volumeKg)).") }
        }
        if !output.unrecognized.isEmpty {
            let unknown = output.unrecognized.map { "\"\($0.text)\" (\($0.reason))" }
            parts.append("I couldn't log \(Format.list(unknown)) — write it like \(output.unit.workoutHint).")
        }
        // The week's count, unless the workout went to an earlier week.
        if output.day.map({ $0 >= composer.context.day.startOfWeek }) ?? true { parts.append(composer.weekSentence()) }
        if voice.detail != .brief {
            let goal = composer.context.profile[ProfileFields.goal]
            let tipID = strength ? (goal == .gainMuscle || goal == .getStronger ? "progressive-overload" : "post-workout") : "hydration"
            if let entry = composer.resources.library.entry(id: tipID) { parts.append("Next: \(entry.action.lowercasingFirst)") }
        }
        if voice.detail == .detailed, strength {
            parts.append("Estimated 1RMs use Epley's formula: weight × (1 + reps / 30). Treat them as a guide, not a target to test.")
        }
        return parts.joined(separator: "\n\n")
    }

    package static func offlineFailure(_ message: String) -> String { "I couldn't log that workout: \(message)." }
}

// MARK: the offline rule

extension LogWorkoutTool {
    package static let writes = true

    /// A workout the line reports, read without the day it names at its start or end (then on
    /// that day), else whole. After a workout's lead ("did", "I trained"): the sets after it; after
    /// an activity's verb ("ran", "walked" or "played"): the whole, verb and all, when the workout
    /// list reads it or it says how long, how far or how many steps ("played tennis for an hour":
    /// the tool says what it could not read); after a meal's lead, sets where the food list reads
    /// no food. Without a lead: a line the workout list reads whole ("squat 3x5 100kg"), or a count
    /// of steps alone ("12,000 steps today"). A workout never changes the profile: "walked 10k
    /// steps" is a report, which the profile's rule does not answer, and explained whole here.
    package static func read(_ line: OfflineLine) -> OfflineReading<Arguments>? {
        for part in line.entryParts {
            if let reading = read(line, part) { return reading }
        }
        return nil
    }

    static func read(_ line: OfflineLine, _ part: EntryPart) -> OfflineReading<Arguments>? {
        let day = line.dayArgument(part)
        if let lead = part.lead, let reading = read(line, part, lead: lead, day: day) { return reading }
        let text = line.text(part.range)
        guard !text.isEmpty else { return nil }
        let parse = line.readers.workouts.parse(text)
        if !parse.sets.isEmpty, parse.unrecognized.isEmpty {
            return OfflineReading(EntryDescription(text, day: day),
                                  score: line.score([], found: parse.sets.count, explaining: [part.range] + line.dayRange(part),
                                                    acts: [.report]))
        }
        // "12,000 steps today": a count of steps, and nothing else, is steps walked.
        let steps = line.utterance.entities.filter { part.range.contains($0.range.lowerBound) && $0.amount(of: "steps") != nil }
        guard !steps.isEmpty, line.explained(steps.map(\.range)) == line.size(of: part.range) else { return nil }
        return OfflineReading(EntryDescription(text, day: day),
                              score: line.score([], found: steps.count, explaining: steps.map(\.range) + line.dayRange(part),
                                                acts: [.report]))
    }

    static func read(_ line: OfflineLine, _ part: EntryPart, lead: Span, day: String?) -> OfflineReading<Arguments>? {
        let activity = part.kind == "activity"
        let described = activity ? part.range : line.rest(of: part)
        let text = line.text(described)
        guard line.size(of: described) > (activity ? 1 : 0), !text.isEmpty else { return nil }
        let entry = EntryDescription(text, day: day)
        let parse = line.readers.workouts.parse(text)
        let meal = part.kind == "food" || part.kind == "any"
        if !parse.sets.isEmpty, !meal || line.readers.nutrition.parse(text).items.isEmpty {
            let rest = line.rest(of: part)
            return OfflineReading(entry, score: line.score([lead], found: parse.sets.count, explaining: line.dayRange(part),
                                                           estimated: line.read(rest, unread: parse.unrecognized.map(\.text)),
                                                           acts: [.report]))
        }
        // "played tennis for an hour", "walked 10k steps": an activity and how much of it.
        let amounts = line.utterance.entities.filter { described.contains($0.range.lowerBound) && $0.amount() != nil }
        guard activity, !amounts.isEmpty else { return nil }
        return OfflineReading(entry, score: line.score([lead], explaining: amounts.map(\.range) + line.dayRange(part), acts: [.report]))
    }

    /// Without the tool: what the workout comes to, clearly not logged.
    package static func unoffered(_ arguments: Arguments, line: OfflineLine, composer: ReplyComposer) -> String {
        composer.workoutEstimate(line.readers.workouts.loads(in: composer.unit).parse(arguments.text))
    }
}
