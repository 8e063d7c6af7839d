import CoachDomain
import LLM

/// `today_summary()`: today's meals, workouts and totals against the targets.
enum TodaySummaryTool: CoachTool {
    typealias Arguments = NoArguments

    struct Output: Codable, Sendable {
        var today: TodayReport
    }

    static let name = "today_summary"

    static let spec = ToolSpec(name: name, description: "Today's meals, workouts and totals against the user's targets.",
                               parameters: ["type": "object", "properties": [:]])

    static func run(_ arguments: Arguments, in context: ToolContext) async throws(ToolFailure) -> Output {
        let summary: DailySummary
        do { summary = try await context.ports.context(on: context.day).summary } catch {
            throw ToolFailure("could not read today's log (\(error))")
        }
        if let reason = summary.unreadable { throw ToolFailure("could not read today's log (\(reason))") }
        return Output(today: TodayReport(summary))
    }

    static func summary(of output: Output, in context: ToolContext) -> String {
        "Today: \(Format.integer(output.today.totals.kcal)) kcal, \(Format.number(output.today.totals.protein)) g protein, "
            + "\(output.today.workouts.count) workout\(output.today.workouts.count == 1 ? "" : "s")"
    }

    static func offlineReply(to output: Output, composer: ReplyComposer) -> String { composer.todaySummary() }
}
