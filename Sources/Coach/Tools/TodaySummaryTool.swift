import CoachDomain
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
