import Coach
import LLM

/// `:persona [new]`: the coach's persona, and a new one written for the current profile.
enum CoachCommands {
    static let all: [MetaCommand] = [
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
                let persona = try await synthesizer.persona(for: profile, year: CoachModule.today().year)
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
