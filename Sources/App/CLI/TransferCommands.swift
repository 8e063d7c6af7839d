import ArgumentParser
import Coach
import CoachProgress
import Foundation

/// `airfit import FILE...`: CSV exports of weigh-ins and nutrition, and airfit's own.
struct ImportCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Import CSV files: weigh-ins, daily nutrition totals, or airfit's own export.",
        discussion: """
            Files are recognised by their header: a date and a weight in kg or lb (Withings, Renpho, \
            Garmin, Fitbit), a date and energy with protein, carbs and fat when present (Cronometer's \
            daily summary, MyFitnessPal's nutrition export), or the files of `airfit export`. Each file \
            is stored in one transaction: a file that cannot be read changes nothing, and importing a \
            file twice adds nothing.
            """)
    @Argument(help: "The CSV files.")
    var files: [String]
    @OptionGroup var global: GlobalOptions

    func run() async throws {
        try await TransferSession.perform(global) { ports, resources, clock, console in
            var failed = false
            for file in files {
                do {
                    for line in try await HistoryTransfer.importFile(file, ports: ports, exercises: resources.exercises,
                                                                     today: clock.today()) { console.line(line) }
                } catch {
                    console.error(ErrorText.line(for: error))
                    failed = true
                }
            }
            return !failed
        }
    }
}

/// `airfit export DIR`: weigh-ins, food, workouts and daily totals as CSV that import reads back.
struct ExportCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Write weigh-ins, food entries, workouts and daily totals as CSV files into DIR.",
        discussion: "Writes weigh-ins.csv, food.csv, workouts.csv and daily-totals.csv; never overwrites a file.")
    @Argument(help: "The folder to write into (created when missing).")
    var directory: String
    @OptionGroup var global: GlobalOptions

    func run() async throws {
        try await TransferSession.perform(global) { ports, _, clock, console in
            for line in try await HistoryTransfer.export(to: directory, ports: ports, today: clock.today()) {
                console.line(line)
            }
            return true
        }
    }
}

/// Runs `body` with the progress ports once the database opened; an error is one line on
/// standard error and exit status 1 (2 when the folders cannot be used, as at the REPL's start).
enum TransferSession {
    static func perform(_ global: GlobalOptions,
                        _ body: (ProgressPorts, CoachResources, AppClock, Console) async throws -> Bool) async throws {
        let options = global.appOptions()
        let console = Console(color: options.color)
        var succeeded = false
        do {
            succeeded = try await OneShotRoot.withProgress(options: options, console: console) { ports, resources, clock in
                try await body(ports, resources, clock, console)
            }
        } catch let problem as StartupCheck.Problem {
            console.error(problem.description)
            throw ExitCode(2)
        } catch {
            console.error(ErrorText.line(for: error))
        }
        if !succeeded { throw ExitCode(1) }
    }
}
