import Coach
import CoachDomain
import CoachTraining

/// `:plan`: the training program made from the profile; `:plan new` remakes it; `:plan swap
/// EXERCISE [with OTHER]` replaces one exercise; `:plan today [--date DAY]` gives a day's session
/// with its loads.
enum PlanCommands {
    static let all: [MetaCommand] = [
        MetaCommand("plan", usage: "[new|swap X [with Y]|today]",
                    summary: "your training plan; new: remake it; swap X [with Y]: change an exercise; "
                        + "today [--date DAY]: a day's session with loads",
                    arity: 0...20, flags: ["--date"],
                    completer: { _, prefix in ["new", "swap", "today"].filter { $0.hasPrefix(prefix) } }) {
            (arguments: CommandArguments, training: TrainingCoach, clock: AppClock, console: Console) in
            let words = arguments.words
            if arguments.flags.contains("--date"), words.first != "today" {
                throw CommandUsageError("--date goes with :plan today")
            }
            switch words.first {
            case nil:
                console.line(training.text(of: try await training.current()))
            case "new":
                guard words.count == 1 else { throw CommandUsageError(":plan new takes nothing more") }
                console.line(training.text(of: try await training.remake()))
            case "swap":
                let (exercise, replacement) = try swapWords(Array(words.dropFirst()))
                do {
                    let swapped = try await training.swap(exercise, with: replacement)
                    let sessions = swapped.plan.sessions.filter { $0.exercises.contains { $0.name == swapped.name } }.map(\.name)
                    console.line("Swapped \(swapped.from) for \(swapped.name) in \(Format.list(sessions)).")
                } catch let refusal as PlanChangeError {
                    console.error("can't swap: \(refusal.reason)")
                }
            case "today":
                let day = try dayWord(Array(words.dropFirst()), dated: arguments.flags.contains("--date"),
                                      today: clock.today())
                let (result, state) = try await training.day(day)
                console.line(training.text(of: result, state: state))
            case let other?:
                throw CommandUsageError("unknown argument '\(other)' (new, swap or today)")
            }
            return .proceed
        },
    ]

    /// "bench press with dumbbell bench press" → both names; without "with", the exercise alone.
    static func swapWords(_ words: [String]) throws -> (String, String?) {
        guard !words.isEmpty else { throw CommandUsageError(":plan swap needs an exercise of the plan") }
        guard let with = words.firstIndex(where: { $0.lowercased() == "with" || $0.lowercased() == "for" }) else {
            return (words.joined(separator: " "), nil)
        }
        let exercise = words[..<with].joined(separator: " "), other = words[(with + 1)...].joined(separator: " ")
        guard !exercise.isEmpty, !other.isEmpty else { throw CommandUsageError(":plan swap EXERCISE with OTHER") }
        return (exercise, other)
    }

    /// The day `:plan today` is for: today, or the one word after `--date`.
    static func dayWord(_ words: [String], dated: Bool, today: CalendarDay) throws -> CalendarDay {
        guard dated else {
            guard words.isEmpty else { throw CommandUsageError("a day goes after --date: :plan today --date DAY") }
            return today
        }
        guard words.count == 1, let word = words.first else {
            throw CommandUsageError("--date needs one day: YYYY-MM-DD, today, tomorrow or a weekday")
        }
        guard let day = PlanDayWord.day(word, today: today) else {
            throw CommandUsageError("'\(word)' is not a day: YYYY-MM-DD, today, tomorrow or a weekday")
        }
        return day
    }
}
