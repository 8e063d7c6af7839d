import ArgumentParser
import Coach
import CoachTraining
import Foundation

/// `airfit plan [--date DAY] [--json]`: a day's training session from the plan, for scripts.
struct PlanCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "plan",
        abstract: "Print a day's training session from your plan (made from your profile when there is none).",
        discussion: """
            Loads follow what you logged (double progression with reps in reserve). With --json, one line: \
            {"date": "YYYY-MM-DD", "rest": false, "session": NAME, "exercises": [{"name": ..., "sets": \
            [{"reps": 5, "reps_max": 8, "load_kg": 100.0, "rir": 2}]}]}; load_kg is null where you are to find \
            the load (and for body weight); cardio has "minutes" and no sets; a rest day is "rest": true, \
            "session": null, with no exercises.
            """)

    @Option(name: .long, help: ArgumentHelp("The day: YYYY-MM-DD, today, tomorrow, yesterday or a weekday (the next one).",
                                            valueName: "DAY"))
    var date: String?

    @Flag(name: .long, help: "One line of JSON instead of text.")
    var json = false

    @OptionGroup var global: GlobalOptions

    func run() async throws {
        let options = global.appOptions()
        let console = Console(color: options.color)
        do {
            let text = try await OneShotRoot.withTraining(options: options, console: console) { training, clock in
                let today = clock.today()
                var day = today
                if let date {
                    guard let named = PlanDayWord.day(date, today: today) else { throw BadDay(word: date) }
                    day = named
                }
                let (result, state) = try await training.day(day)
                return json ? PlanDayJSON(result, date: day.iso).text() : training.text(of: result, state: state)
            }
            console.line(text)
        } catch let bad as BadDay {
            console.error(bad.description)
            throw ExitCode(2)
        } catch let problem as StartupCheck.Problem {
            console.error(problem.description)
            throw ExitCode(2)
        } catch {
            console.error(ErrorText.line(for: error))
            throw ExitCode(1)
        }
    }
}

/// A `--date` that names no day.
private struct BadDay: Error, CustomStringConvertible {
    let word: String
    var description: String { "'\(word)' is not a day: YYYY-MM-DD, today, tomorrow, yesterday or a weekday" }
}
