import Coach
import CoachDomain
import CoachProgress
import DI

/// `:food TEXT`, `:workout TEXT` and `:weight`: logging typed straight in, read by the coach's
/// parsers without a model, for today or `--date DAY`; `:remove` takes an entry back.
enum LogCommands {
    static let all: [MetaCommand] = [
        typed("food", summary: "log a meal as the food parser reads it (no model)",
              missing: { _ in "say what you ate, e.g. :food 2 eggs and a slice of toast" }) { logger, text, day, today, _ in
            let logged = try await logger.logFood(text, on: day)
            return LogReport.meal(logged.meal, unrecognized: logged.unrecognized, avoided: logged.avoided, today: today)
        },
        typed("workout", summary: "log a workout as the workout parser reads it (no model)",
              missing: { "say what you did, e.g. :workout \($0.liftExample)" }) { logger, text, day, today, unit in
            let logged = try await logger.logWorkout(text, on: day)
            return LogReport.workout(logged.session, unrecognized: logged.unrecognized, unit: unit, today: today)
        },
        MetaCommand("weight", usage: "[W] [--date DAY] [--chart]",
                    summary: "log weight W (81.6, 81.6kg, 180lb); none: your weigh-ins and trend; --chart: the trend",
                    arity: 0...3, flags: ["--date", "--chart"]) {
            (arguments: CommandArguments, ports: ProgressPorts, logger: Lazy<ProgressLogger>, clock: AppClock, console: Console) in
            let today = clock.today()
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
        MetaCommand("remove", usage: "WHAT [N] [--date DAY]",
                    summary: "take back a meal, workout or weight (WHAT); N: a meal's or workout's number in :day (none: the latest)",
                    arity: 1...4, flags: ["--date"],
                    completer: { _, prefix in ["meal", "workout", "weight"].filter { $0.hasPrefix(prefix) } }) {
            (arguments: CommandArguments, ports: ProgressPorts, logger: Lazy<ProgressLogger>, clock: AppClock, console: Console) in
            let today = clock.today()
            let (words, day) = try ProgressSupport.dated(arguments, today: today)
            guard let target = words.first.flatMap(Removal.init(word:)) else {
                throw CommandUsageError("remove a meal, a workout or a weight (not \"\(words.first ?? "")\")")
            }
            var number: Int?
            if words.count > 1 {
                guard words.count == 2, let value = Int(words[1]), value >= 1 else {
                    throw CommandUsageError("N is the entry's number as :day shows it: 1, 2, ...")
                }
                number = value
            }
            switch target {
            case .entry(let kind):
                let removed = try await logger.get().remove(kind, number: number, on: day, today: today)
                ProgressSupport.show(LogReport.removed(removed, number: number, unit: await ProgressSupport.unit(ports), today: today),
                                     console)
            case .weighIn:
                guard number == nil else { throw CommandUsageError("a day has one weigh-in: :remove weight [--date DAY] takes no number") }
                let (removed, latest) = try await logger.get().removeWeighIn(on: day, today: today)
                ProgressSupport.show(LogReport.removedWeighIn(removed, latest: latest, unit: await ProgressSupport.unit(ports),
                                                              today: today), console)
            }
            return .proceed
        },
    ]

    /// What `:remove` takes back, from its first word.
    enum Removal: Equatable {
        case entry(LogKind)
        case weighIn

        init?(word: String) {
            switch word.lowercased() {
            case "meal", "food": self = .entry(.meal)
            case "workout": self = .entry(.workout)
            case "weight", "weigh-in", "weighin": self = .weighIn
            default: return nil
            }
        }
    }

    /// Days `:weight --chart` covers (13 weeks).
    static let chartDays = 91
    /// Weigh-ins `:weight` lists.
    static let listed = 14

    /// `:NAME TEXT [--date DAY]`: `log` stores TEXT for the day and returns what to show.
    static func typed(_ name: String, summary: String, missing: @escaping @Sendable (WeightUnit) -> String,
                      log: @escaping @Sendable (ProgressLogger, String, CalendarDay, CalendarDay, WeightUnit) async throws -> [String])
        -> MetaCommand {
        MetaCommand(name, usage: "TEXT [--date DAY]", summary: summary, arity: 1...200, flags: ["--date"]) {
            (arguments: CommandArguments, logger: ProgressLogger, ports: ProgressPorts, clock: AppClock, console: Console) in
            let today = clock.today()
            let (words, day) = try ProgressSupport.dated(arguments, today: today)
            let unit = await ProgressSupport.unit(ports)
            guard !words.isEmpty else { throw CommandUsageError(missing(unit)) }
            ProgressSupport.show(try await log(logger, words.joined(separator: " "), day, today, unit), console)
            return .proceed
        }
    }
}
