import Coach
import CoachProgress

/// `:import PATH...`: a backup folder or its files (airfit export DIR), and CSV exports of
/// weigh-ins and nutrition, by their header.
enum ImportCommands {
    static let all: [MetaCommand] = [
        MetaCommand("import", usage: "PATH...",
                    summary: "restore a backup folder (airfit export DIR) or import CSV files: weigh-ins, daily nutrition totals",
                    arity: 1...20) {
            (arguments: CommandArguments, ports: ProgressPorts, resources: CoachResources, store: StoreHandle, clock: AppClock,
             console: Console) in
            _ = await HomeBackup.importPaths(arguments.words, ports: ports, store: store, exercises: resources.exercises,
                                             lexicon: resources.language.lexicon,
                                             today: clock.today(), console: console)
            return .proceed
        },
    ]
}
