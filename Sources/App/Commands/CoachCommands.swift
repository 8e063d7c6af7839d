import Coach

/// `:profile`: what the coach remembers about the user, and their goals.
enum CoachCommands {
    static let all: [MetaCommand] = [
        MetaCommand("profile", summary: "what the coach remembers about you, and your goals") { context, _ in
            let ports = try await context.container.resolve(CoachPorts.self)
            let fields = (try await ports.profiles.loadProfile() ?? Profile()).filledFields
            let goals = try await ports.goals.goals()
            guard !fields.isEmpty || !goals.isEmpty else {
                context.console.line("The coach knows nothing about you yet. Tell it: \"my name is Sam\", "
                    + "\"I weigh 80 kg\", \"my goal is 2200 kcal a day\".")
                return .proceed
            }
            let width = (fields.map(\.label.count) + [5]).max() ?? 5
            for field in fields { context.console.line("\((field.label + ":").padded(to: width + 1)) \(field.value)") }
            if !goals.isEmpty {
                context.console.line("\("Goals:".padded(to: width + 1)) \(goals.map(\.label).joined(separator: "; "))")
            }
            context.console.line("(tell the coach to change any of it: \"I weigh 79 kg\", \"call me Sam\")")
            return .proceed
        },
    ]
}
