import Coach
import CoachDomain
import CoachLanguage
import CoachProgress
import DI
import LLM

/// `:profile`: what the coach knows about the user, in their units, with the targets.
/// `:profile set FIELD VALUE`: one field, checked like an onboarding answer.
enum ProfileCommands {
    static let all: [MetaCommand] = [
        MetaCommand("profile", usage: "[set FIELD VALUE]", summary: "what the coach knows about you; set: change one field",
                    arity: 0...40, positionalCompleter: { _, before, prefix in complete(before, prefix) }) {
            (arguments: CommandArguments, ports: CoachPorts, clock: AppClock, console: Console, language: Lazy<Language>) in
            switch arguments[0] {
            case nil: try await show(ports, today: clock.today(), console)
            case "set": try await set(arguments, ports, language: try await language.get(), today: clock.today(), console)
            case let other?: throw CommandUsageError("unknown argument '\(other)'")
            }
            return .proceed
        },
    ]

    static func show(_ ports: CoachPorts, today: CalendarDay, _ console: Console) async throws {
        let year = today.year
        let profile = try await ports.profiles.loadProfile() ?? Profile()
        let lines = profile.lines(in: profile.context(year: year))
        let goals = try await ports.goals.goals()
        guard !lines.isEmpty || !goals.isEmpty else {
            console.line("The coach knows nothing about you yet. Say :onboard to set up your profile, or tell it: "
                + "\"I'm 34, 180 cm and weigh 82 kg\".")
            return
        }
        let width = (lines.map(\.label.count) + [11]).max() ?? 11
        for line in lines { console.line("\((line.label + ":").padded(to: width + 1)) \(line.value)") }
        let targets = try await ports.context(on: today).summary.targets
        if let sentence = targets.sentence {
            let numbers = sentence.replacingOccurrences(of: "Your daily targets: ", with: "").dropLast()
            console.line("\("Targets:".padded(to: width + 1)) \(numbers) (:targets shows how)")
        }
        if !goals.isEmpty {
            console.line("\("Set by hand:".padded(to: width + 1)) \(goals.map(\.label).joined(separator: "; "))")
        }
        console.line("(change any of it: :profile set FIELD VALUE, or tell the coach: \"I weigh \(WeightUnit.preferred(by: profile) == .lb ? "175 lb" : "79 kg")\")")
    }

    static func set(_ arguments: CommandArguments, _ ports: CoachPorts, language: Language, today: CalendarDay,
                    _ console: Console) async throws {
        let names = ProfileFields.all.map(\.key).joined(separator: ", ")
        guard let name = arguments[1] else { throw CommandUsageError("which field? one of \(names)") }
        guard let field = ProfileFields.field(named: name, language: language) else {
            throw CommandUsageError("no field '\(name)'; the fields are \(names)")
        }
        let value = arguments.rest(from: 2)
        guard !value.isEmpty else {
            let allowed = field.choices.isEmpty ? "e.g. \(field.example)" : "one of \(field.choices.joined(separator: ", "))"
            throw CommandUsageError("\(field.key) needs a value: \(allowed)")
        }
        let year = today.year
        let profile = try await ports.profiles.loadProfile() ?? Profile()
        let checked = field.validate(.string(value), in: profile.context(year: year), language: language)
        // "clear" takes the value back; so does "none" where it is not a value (for equipment or
        // allergies "none" is one).
        let refused = if case .failure = checked { true } else { false }
        if clearWords.contains(value.lowercased()) || refused && value.lowercased() == "none" {
            var updated = profile
            updated.set(field.key, nil)
            try await ports.profiles.saveProfile(updated)
            console.line("\(field.label): cleared")
            if field.feedsTargets, let sentence = try await ports.context(on: today).summary.targets.sentence {
                console.line(sentence + " (:targets shows how)")
            }
            return
        }
        switch checked {
        case .failure(let problem):
            console.error(problem.message)
        case .success(let json):
            var updated = profile
            updated.set(field.key, json)
            try await ports.profiles.saveProfile(updated)
            let shown = updated.context(year: year)
            console.line("\(field.label): \(field.text(json, in: shown) ?? value)")
            if field.feedsTargets, let sentence = try await ports.context(on: today).summary.targets.sentence {
                console.line(sentence + " (:targets shows how)")
            }
        }
    }

    /// Values of `:profile set` that clear a field.
    static let clearWords: Set<String> = ["clear", "unset", "remove", "delete", "reset"]

    /// `set`, then the field names, then the field's values.
    static func complete(_ before: [String], _ prefix: String) -> [String] {
        let candidates: [String]
        switch before.count {
        case 0: candidates = ["set"]
        case 1 where before[0] == "set": candidates = ProfileFields.all.map(\.key)
        case 2 where before[0] == "set": candidates = ProfileFields.field(named: before[1])?.choices ?? []
        default: candidates = []
        }
        return candidates.filter { $0.hasPrefix(prefix.lowercased()) }
    }
}
