import Coach
import DI

/// `:food TEXT`, `:workout TEXT` and `:weight`: logging typed straight in, read by the coach's
/// parsers without a model, for today or `--date DAY`.
enum LogCommands {
    static let all: [MetaCommand] = [
        typed("food", summary: "log a meal as the food parser reads it (no model)",
              missing: "say what you ate, e.g. :food 2 eggs and a slice of toast") { logger, text, day, today in
            let logged = try await logger.logFood(text, on: day)
            return LogReport.meal(logged.meal, unrecognized: logged.unrecognized, today: today)
        },
        typed("workout", summary: "log a workout as the workout parser reads it (no model)",
              missing: "say what you did, e.g. :workout squat 3x5 100kg") { logger, text, day, today in
            let logged = try await logger.logWorkout(text, on: day)
            return LogReport.workout(logged.session, unrecognized: logged.unrecognized, today: today)
        },
        MetaCommand("weight", usage: "[W] [--date DAY] [--chart]",
                    summary: "log weight W (81.6, 81.6kg, 180lb); none: your weigh-ins and trend; --chart: the trend",
                    arity: 0...3, flags: ["--date", "--chart"]) {
            (arguments: CommandArguments, ports: ProgressPorts, logger: Lazy<ProgressLogger>, console: Console) in
            let today = ProgressSupport.today()
            let (words, day) = try ProgressSupport.dated(arguments, today: today)
            let unit = await ProgressSupport.unit(ports)
            if words.isEmpty {
                guard !arguments.flags.contains("--date") else { throw CommandUsageError("--date goes with a weight to log") }
                let reader = ProgressReader(ports: ports)
                if arguments.flags.contains("--chart") {
                    let entries = try await reader.weightSeries(days: chartDays, through: today)
                    ProgressSupport.show(WeightReport.chart(entries, days: chartDays, today: today, unit: unit,
                                                            style: ProgressSupport.style(console)), console)
                } else {
                    let all = try await reader.weighIns(through: today)
                    ProgressSupport.show(WeightReport.list(Array(all.suffix(listed)), total: all.count, unit: unit), console)
                }
                return .proceed
            }
            guard !arguments.flags.contains("--chart") else { throw CommandUsageError("--chart shows weigh-ins; it logs none") }
            let entry: WeightEntry
            switch WeightEntry.parse(words, defaultUnit: unit) {
            case .success(let value): entry = value
            case .failure(let problem): throw CommandUsageError(problem.description)
            }
            let logged = try await logger.get().logWeight(kg: entry.kg, on: day)
            ProgressSupport.show(LogReport.weighIn(logged, unit: unit, today: today), console)
            return .proceed
        },
    ]

    /// Days `:weight --chart` covers (13 weeks).
    static let chartDays = 91
    /// Weigh-ins `:weight` lists.
    static let listed = 14

    /// `:NAME TEXT [--date DAY]`: `log` stores TEXT for the day and returns what to show.
    static func typed(_ name: String, summary: String, missing: String,
                      log: @escaping @Sendable (ProgressLogger, String, CalendarDay, CalendarDay) async throws -> [String]) -> MetaCommand {
        MetaCommand(name, usage: "TEXT [--date DAY]", summary: summary, arity: 1...200, flags: ["--date"]) {
            (arguments: CommandArguments, logger: ProgressLogger, console: Console) in
            let today = ProgressSupport.today()
            let (words, day) = try ProgressSupport.dated(arguments, today: today)
            guard !words.isEmpty else { throw CommandUsageError(missing) }
            ProgressSupport.show(try await log(logger, words.joined(separator: " "), day, today), console)
            return .proceed
        }
    }
}
