import Coach

/// `:import FILE...`: CSV exports of weigh-ins and nutrition (and airfit's own), by their header.
enum ImportCommands {
    static let all: [MetaCommand] = [
        MetaCommand("import", usage: "FILE...",
                    summary: "import CSV files: weigh-ins, daily nutrition totals, or airfit's own export (airfit export DIR)",
                    arity: 1...20) { context, arguments in
            let ports = try await ProgressSupport.ports(context)
            let exercises = try await context.container.resolve(CoachResources.self).exercises
            for path in arguments.words {
                do {
                    ProgressSupport.show(try await HistoryTransfer.importFile(path, ports: ports, exercises: exercises,
                                                                              today: ProgressSupport.today()), context)
                } catch {
                    context.console.error(ErrorText.line(for: error))
                }
            }
            return .proceed
        },
    ]
}
