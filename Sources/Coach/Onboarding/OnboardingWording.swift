import CoachDomain
import CoachLanguage

/// What onboarding says: questions in the coach's voice, the summary, the confirmation.
struct OnboardingWording: Sendable {
    let profile: Profile
    let targets: DailyTargets
    let context: ProfileContext
    let personas: OfflinePersonaBuilder

    var voice: CoachVoice { CoachVoice(profile: profile) }

    static let steer = "Answer in your own words — several things at once if you like — and say \"skip\", \"back\" or "
        + "\"later\" any time."

    static let offer = "By the way, I don't know you yet. Shall I ask a few quick questions so I can work out your daily "
        + "targets? Say \"yes\" (or :onboard) to start."

    /// A short acknowledgement in the coach's voice (the `turn`-th of the persona's, so they
    /// vary: data/personas.json); "Noted." without one.
    func acknowledgement(_ turn: Int) -> String {
        guard let words = personas.archetype(for: profile)?.acknowledgements, !words.isEmpty else { return "Noted." }
        return words[turn % words.count].filling("{{comma_name}}", with: voice.commaName)
    }

    /// `field`'s question; when it has a value (going back, starting over), with that value.
    func question(_ field: AnyProfileField) -> String {
        guard let json = profile.value(for: field.key), let current = field.text(json, in: context) else { return field.question }
        return "\(field.question) (Now: \(current) — say \"same\" to keep it.)"
    }

    /// The question again, with an example answer.
    func askAgain(_ field: AnyProfileField) -> String { "\(field.question) (For example: \(field.example).)" }

    /// The profile and the targets, and the request to confirm.
    func summary(skipped: [String]) -> String {
        var parts: [String] = []
        let lines = profile.lines(in: context)
        parts.append((["Here's your profile:"] + lines.map { "- \($0.label): \($0.value)" }).joined(separator: "\n"))
        let open = skipped.compactMap(ProfileFields.field(key:)).filter { !profile.has($0.key) }
        if !open.isEmpty { parts.append("Skipped: \(Format.list(open.map { $0.label.lowercased() })) (:onboard asks again).") }
        if let sentence = targets.sentence {
            var lines = [sentence]
            if let how = targets.derivation { lines.append("How: \(how). :targets shows every step.") }
            parts.append((lines + targets.notes).joined(separator: "\n"))
        }
        if !targets.missing.isEmpty, targets.kcal == nil {
            parts.append("I can't work out your calories without your \(targets.missingText).")
        }
        parts.append("Is this right? Say \"yes\" to confirm, or tell me what to change (e.g. \"change my height to 180\").")
        return parts.joined(separator: "\n\n")
    }

    /// After "yes": done, in the voice of the chosen style, with the coach's name.
    var confirmation: String {
        let name = personas.persona(for: profile)?.coachName
        let who = name.map { "I'm \($0), your coach" } ?? "I'm your coach"
        let how: String = switch voice.style {
        case .supportive: "I'll keep it encouraging and celebrate every win."
        case .direct: "No excuses from here: I'll hold you to the plan."
        case .analytical: "Expect numbers, ranges and the reasons behind them."
        case .balanced: "We're in this together — straight talk, no fuss."
        }
        var text = "All set\(voice.commaName) — profile saved. \(who). \(how)"
        if let sentence = targets.sentence { text += " " + sentence }
        return text + " Tell me what you eat and train, or ask me anything. (:profile shows your profile, :targets your targets.)"
    }

    static let paused = "No problem — say :onboard (or \"set up my profile\") when you want to carry on; I'll pick up where we stopped."
}
