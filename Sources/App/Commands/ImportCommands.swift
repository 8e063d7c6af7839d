import Coach
import CoachProgress

/// `:import FILE...`: CSV exports of weigh-ins and nutrition (and airfit's own), by their header.
enum ImportCommands {
    static let all: [MetaCommand] = [
        MetaCommand("import", usage: "FILE...",
                    summary: "import CSV files: weigh-ins, daily nutrition totals, or airfit's own export (airfit export DIR)",
                    arity: 1...20) { (arguments: CommandArguments, ports: ProgressPorts, resources: CoachResources, clock: AppClock, console: Console) in
            let exercises = resources.exercises
            for path in arguments.words {
                do {
                    ProgressSupport.show(try await HistoryTransfer.importFile(path, ports: ports, exercises: exercises,
                                                                              today: clock.today()), console)
                } catch {
                    console.error(ErrorText.line(for: error))
                }
            }
            return .proceed
        },
    ]
}
