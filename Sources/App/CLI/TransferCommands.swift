import ArgumentParser
import Coach
import CoachProgress
import Foundation

/// `airfit import PATH...`: a backup folder (or its files, in any order), and CSV exports of
/// weigh-ins and nutrition from other apps.
struct ImportCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Restore a backup (airfit export DIR), or import CSV files: weigh-ins, daily nutrition totals.",
        discussion: """
            A folder written by `airfit export` restores the whole home; its files can also be given \
            one by one, in any order. Into a home with data the backup merges: what the home has is \
            kept, nothing is added twice. Other CSV files are recognised by their header: a date and a \
            weight in kg or lb (Withings, Renpho, Garmin, Fitbit), a date and energy with protein, carbs \
            and fat when present (Cronometer's daily summary, MyFitnessPal's nutrition export). Each file \
            is stored in one transaction: a file that cannot be read changes nothing, and importing a \
            file twice adds nothing.
            """)
    @Argument(help: "Backup folders and files.")
    var files: [String]
    @OptionGroup var global: GlobalOptions

    func run() async throws {
        try await TransferSession.perform(global) { ports, resources, store, clock, console in
            await HomeBackup.importPaths(files, ports: ports, store: store, exercises: resources.exercises,
                                         lexicon: resources.language.lexicon,
                                         today: clock.today(), console: console)
        }
    }
}

/// `airfit export DIR`: the whole home, as files `airfit import DIR` restores.
struct ExportCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Back up the whole home into DIR: profile, targets, logs, check-ins and conversations.",
        discussion: """
            Writes manifest.json, profile.json, weigh-ins.csv, food.csv, workouts.csv, daily-totals.csv, \
            goals.csv, targets.csv, check-ins.csv and conversations.jsonl (the README describes each); \
            `airfit import DIR` restores them. Never overwrites a file.
            """)
    @Argument(help: "The folder to write into (created when missing).")
    var directory: String
    @OptionGroup var global: GlobalOptions

    func run() async throws {
        try await TransferSession.perform(global) { ports, _, store, clock, console in
            for line in try await HomeBackup.export(to: directory, ports: ports, store: store, today: clock.today()) {
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
                        _ body: (ProgressPorts, CoachResources, StoreHandle, AppClock, Console) async throws -> Bool) async throws {
        let options = global.appOptions()
        let console = Console(color: options.color)
        var succeeded = false
        do {
            succeeded = try await OneShotRoot.withProgress(options: options, console: console) { ports, resources, store, clock in
                try await body(ports, resources, store, clock, console)
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
