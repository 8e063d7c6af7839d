import Coach
import LLM

/// `:profile`: what the coach remembers about the user, and their goals. `:persona [new]`:
/// the coach's persona, and a new one written for the current profile.
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
        MetaCommand("persona", usage: "[new]", summary: "the coach's persona; new: write one for your current profile",
                    arity: 0...1, completer: { _, prefix in ["new"].filter { $0.hasPrefix(prefix) } }) { context, arguments in
            let ports = try await context.container.resolve(CoachPorts.self)
            let archetypes = OfflinePersonaBuilder(archetypes: try await context.container.resolve(CoachResources.self).personas)
            let profile = try await ports.profiles.loadProfile() ?? Profile()
            switch arguments[0] {
            case nil:
                if let saved = try await ports.personas?.activePersona() {
                    context.console.line("\(saved.coachName) (written for you; :persona new writes it again from your profile):")
                    context.console.line(saved.text)
                } else if let persona = archetypes.persona(for: profile) {
                    context.console.line("\(persona.coachName) (the \(persona.archetypeID) archetype for your coaching style; "
                        + ":persona new writes one for you):")
                    context.console.line(persona.text)
                } else {
                    context.console.line("no persona: the coach uses its plain voice")
                }
            case "new":
                let orchestrator = try await context.container.resolve(Orchestrator.self)
                guard CoachModule.startsAtModel(orchestrator.routing, task: .persona) else {
                    context.console.line("Without a model the persona is the archetype for your coaching style, and it "
                        + "follows your profile as it changes; pick a provider (:provider) to have one written for you.")
                    return .proceed
                }
                let synthesizer = LLMPersonaSynthesizer(provider: orchestrator.provider(for: .persona),
                                                        prompts: try await context.container.resolve(PromptLibrary.self),
                                                        fallback: archetypes)
                let persona = try await synthesizer.persona(for: profile)
                guard let store = ports.personas else { throw CommandUsageError("personas cannot be saved here") }
                try await store.savePersona(persona)
                context.console.line("Saved. Your coach is now \(persona.coachName):")
                context.console.line(persona.text)
            case let other?:
                throw CommandUsageError("unknown argument '\(other)'")
            }
            return .proceed
        },
    ]
}
