import Coach
import CoachDomain
import CoachProgress
import Storage

/// What the progress commands share: the report style for this console, the weight unit, and
/// `--date`.
enum ProgressSupport {
    /// Rich (Unicode blocks, colour, the terminal's width) when the console has colour; else plain
    /// (also in a terminal with NO_COLOR: transcripts and screen readers get the same text).
    static func style(_ console: Console) -> ReportStyle {
        guard console.color else { return .plain }
        return .rich(width: console.width.columns() ?? 80) { text, tone in
            switch tone {
            case .good: console.style(text, .green)
            case .over: console.style(text, .yellow)
            case .dim: console.style(text, .dim)
            case .bold: console.style(text, .bold)
            case .accent: console.style(text, .cyan)
            }
        }
    }

    /// The unit weights are shown and typed in (``WeightUnit/preferred(by:)``).
    static func unit(_ ports: ProgressPorts) async -> WeightUnit {
        WeightUnit.preferred(by: try? await ports.coach.profiles.loadProfile())
    }

    /// The words without the `--date` value, and the day: the word that names a day when `--date`
    /// is given (it may stand anywhere), else today. Throws a usage error for a missing, bad or
    /// future date.
    static func dated(_ arguments: CommandArguments, today: CalendarDay) throws -> (words: [String], day: CalendarDay) {
        guard arguments.flags.contains("--date") else { return (arguments.words, today) }
        guard let index = arguments.words.lastIndex(where: { DayArgument.day($0, today: today) != nil }) else {
            throw CommandUsageError("--date needs a day: YYYY-MM-DD, today or yesterday")
        }
        switch DayArgument.pastDay(arguments.words[index], today: today) {
        case .success(let day):
            var words = arguments.words
            words.remove(at: index)
            return (words, day)
        case .failure(let problem):
            throw CommandUsageError(problem.description)
        }
    }

    /// Writes `lines` to the console.
    static func show(_ lines: [String], _ console: Console) {
        for line in lines { console.line(line) }
    }
}

/// A report refused because the store could not be opened (damaged, written by a newer airfit,
/// not writable): an empty day would tell the user nothing was logged when the truth is that
/// nothing could be read.
struct StoreUnreadable: Error, CustomStringConvertible {
    let cause: StorageError
    var description: String { "could not read your logs, so nothing is shown: \(cause.description)" }

    /// Throws when `store` could not be opened for good. A busy store is not refused here: the
    /// reads wait for it, and throw if it stays busy.
    static func check(_ store: StoreHandle) async throws {
        guard let failure = await store.failure else { return }
        if case .busy = failure { return }
        throw StoreUnreadable(cause: failure)
    }
}
