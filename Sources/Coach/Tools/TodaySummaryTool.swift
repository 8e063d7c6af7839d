import CoachDomain
import CoachLanguage
import CoachProgress
import LLM

/// `today_summary()`: today's meals, workouts and totals against the targets.
package struct TodaySummaryTool: CoachTool {
    /// Today.
    let days: CoachContextReader

    /// The tool over what it runs on.
    package init(days: CoachContextReader) {
        self.days = days
    }

    package typealias Arguments = NoArguments

    package struct Output: Codable, Sendable {
        var today: TodayReport
    }

    package static let name = "today_summary"

    package static let spec = ToolSpec(name: name, description: "Today's meals, workouts and totals against the user's targets.",
                               parameters: ["type": "object", "properties": [:]])

    package func run(_ arguments: Arguments, on today: CalendarDay) async throws(ToolFailure) -> Output {
        let coach: CoachContext
        do { coach = try await days.context(on: today) } catch {
            throw ToolFailure("could not read today's log (\(error))")
        }
        if let reason = coach.summary.unreadable { throw ToolFailure("could not read today's log (\(reason))") }
        return Output(today: TodayReport(coach.summary, unit: WeightUnit.preferred(by: coach.profile)))
    }

    package static func summary(of output: Output, on today: CalendarDay) -> String {
        "Today: \(Format.integer(output.today.totals.kcal)) kcal, \(Format.number(output.today.totals.protein)) g protein, "
            + "\(output.today.workouts.count) workout\(output.today.workouts.count == 1 ? "" : "s")"
    }

    package static func offlineReply(to output: Output, composer: ReplyComposer) -> String { composer.todaySummary() }
}

// MARK: the offline rule

extension TodaySummaryTool {
    package static let writes = false

    /// "How am I doing?", "what did I eat today": a `summary=today` phrase; a day named "today"
    /// is part of what it asks.
    package static func read(_ line: OfflineLine) -> OfflineReading<Arguments>? {
        let said = line.spans("summary", "today")
        guard !said.isEmpty else { return nil }
        let today = line.utterance.days.filter { $0.day == .relative(0) }.map(\.range)
        return OfflineReading(NoArguments(), score: line.score(said, explaining: today, acts: [.question, .request]))
    }

    package static func unoffered(_ arguments: Arguments, line: OfflineLine, composer: ReplyComposer) -> String {
        composer.todaySummary()
    }
}
