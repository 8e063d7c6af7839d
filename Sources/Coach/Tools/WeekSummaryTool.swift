import CoachDomain
import CoachLanguage
import CoachProgress
import LLM

/// `week_summary()`: the last seven days as `:week` shows them: kcal against the target, protein,
/// training days, and the trend weight's change.
package struct WeekSummaryTool: CoachTool {
    /// The logs over days; nil where they cannot be read (the call then says so).
    let progress: ProgressPorts?

    /// The tool over what it runs on.
    package init(progress: ProgressPorts?) {
        self.progress = progress
    }

    package typealias Arguments = NoArguments

    package struct Output: Codable, Sendable {
        /// YYYY-MM-DD, the week's first and last day (today).
        var first: String
        var last: String
        var daysLogged: Int
        var averageKcal: Double?
        var averageProtein: Double?
        var averageKcalTarget: Double?
        var trainingDays: Int
        var trendKg: Double?
        var trendChangeKg: Double?
        /// The same in sentences, in the user's units.
        var sentences: [String]
    }

    package static let name = "week_summary"

    package static let spec = ToolSpec(name: name, description: "The last seven days: average intake against the target, protein, "
                                   + "training days, and the trend weight's change. For questions about the week.",
                               parameters: ["type": "object", "properties": [:]])

    package func run(_ arguments: Arguments, on today: CalendarDay) async throws(ToolFailure) -> Output {
        guard let progress else { throw ToolFailure("the week's logs cannot be read here") }
        do {
            let week = try await ProgressReader(ports: progress).week(endingOn: today)
            let unit = WeightUnit.preferred(by: try await progress.coach.profiles.loadProfile())
            let average = week.averageIntake
            return Output(first: week.days.first?.day.iso ?? "", last: week.days.last?.day.iso ?? "",
                          daysLogged: week.loggedDays.count, averageKcal: average?.kcal, averageProtein: average?.protein,
                          averageKcalTarget: week.averageKcalTarget, trainingDays: week.trainingDays,
                          trendKg: week.trendAfter?.kg, trendChangeKg: week.trendChange,
                          sentences: WeekReport.sentences(week, unit: unit))
        } catch {
            throw ToolFailure("could not read the week's log (\(error))")
        }
    }

    package static func summary(of output: Output, on today: CalendarDay) -> String {
        "Week \(output.first) to \(output.last): food logged on \(output.daysLogged) day\(output.daysLogged == 1 ? "" : "s"), "
            + "\(output.trainingDays) training day\(output.trainingDays == 1 ? "" : "s")"
    }

    package static func offlineReply(to output: Output, composer: ReplyComposer) -> String {
        output.sentences.joined(separator: " ") + " (:week shows each day.)"
    }

    package static func offlineFailure(_ message: String) -> String { "I couldn't read your week: \(message)." }
}

// MARK: the offline rule

extension WeekSummaryTool {
    package static let writes = false

    /// "How am I doing this week?", "how was my week": a phrase that asks how things went
    /// (`progress=ask`) and one that names the week (`period=week`).
    package static func read(_ line: OfflineLine) -> OfflineReading<Arguments>? {
        let asks = line.spans("progress", "ask")
        let week = line.spans("period", "week")
        guard !asks.isEmpty, !week.isEmpty else { return nil }
        return OfflineReading(NoArguments(), score: line.score(asks + week, acts: [.question, .request]))
    }

    package static func unoffered(_ arguments: Arguments, line: OfflineLine, composer: ReplyComposer) -> String {
        composer.weekSentence()
    }
}
