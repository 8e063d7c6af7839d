import Coach
import CoachDomain
import CoachProgress
import DI
import LLM

/// `:persona [new]`: the coach's persona, and a new one written for the current profile.
enum CoachCommands {
    static let all: [MetaCommand] = [
        MetaCommand("persona", usage: "[new]", summary: "the coach's persona; new: write one for your current profile",
                    arity: 0...1, completer: { _, prefix in ["new"].filter { $0.hasPrefix(prefix) } }) {
            (arguments: CommandArguments, ports: CoachPorts, resources: CoachResources, orchestrator: Lazy<Orchestrator>,
             synthesizer: Lazy<LLMPersonaSynthesizer>, clock: AppClock, console: Console) in
            let archetypes = OfflinePersonaBuilder(archetypes: resources.personas)
            let profile = try await ports.profiles.loadProfile() ?? Profile()
            switch arguments[0] {
            case nil:
                if let saved = try await ports.personas?.activePersona() {
                    console.line("\(saved.coachName) (written for you; :persona new writes it again from your profile):")
                    console.line(saved.text)
                } else if let persona = archetypes.persona(for: profile) {
                    console.line("\(persona.coachName) (the \(persona.archetypeID) archetype for your coaching style; "
                        + ":persona new writes one for you):")
                    console.line(persona.text)
                } else {
                    console.line("no persona: the coach uses its plain voice")
                }
            case "new":
                guard CoachModule.startsAtModel(try await orchestrator.get().routing, task: .persona) else {
                    console.line("Without a model the persona is the archetype for your coaching style, and it "
                        + "follows your profile as it changes; pick a provider (:provider) to have one written for you.")
                    return .proceed
                }
                let persona = try await synthesizer.get().persona(for: profile, year: clock.today().year)
                guard let store = ports.personas else { throw CommandUsageError("personas cannot be saved here") }
                try await store.savePersona(persona)
                console.line("Saved. Your coach is now \(persona.coachName):")
                console.line(persona.text)
            case let other?:
                throw CommandUsageError("unknown argument '\(other)'")
            }
            return .proceed
        },
    ]
}
