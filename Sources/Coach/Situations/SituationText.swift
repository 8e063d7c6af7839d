import CoachDomain
import CoachLanguage

/// Words a situation's answer in the profile's voice. Detail decides how much: brief is the
/// judgement and the step; standard adds the facts behind it; detailed adds how it was judged
/// and which command shows each number. Style decides the tone: an opener fit for the news,
/// and the analytical style hears how it was judged at every detail but brief.
enum SituationText {
    static func render<Answer: SituationAnswer>(_ answer: Answer, voice: CoachVoice) -> String {
        if voice.detail == .brief { return "\(answer.headline) \(answer.step)" }
        var first = answer.headline
        if let opener = voice.situationOpener(answer.tone) { first = "\(opener) \(first)" }
        var paragraphs = [([first] + answer.body).joined(separator: " ")]
        if voice.detail == .detailed || voice.style == .analytical, let why = answer.why { paragraphs.append(why) }
        paragraphs.append("Next step: \(answer.step.lowercasingFirst)")
        if voice.detail == .detailed, let sources = sources(answer.facts) { paragraphs.append(sources) }
        return paragraphs.joined(separator: "\n\n")
    }

    /// "To check: :weight shows the trend rate; :week the average intake and target." (nil: none)
    static func sources(_ facts: [StatedFact]) -> String? {
        var order: [String] = []
        var names: [String: [String]] = [:]
        for fact in facts {
            let source = fact.source.description
            if names[source] == nil { order.append(source) }
            if names[source]?.contains(fact.name) != true { names[source, default: []].append(fact.name) }
        }
        guard !order.isEmpty else { return nil }
        let parts = order.enumerated().map { index, source in
            let what = Format.list(names[source] ?? [])
            return index == 0 ? "\(source) shows the \(what)" : "\(source) the \(what)"
        }
        return "To check: " + parts.joined(separator: "; ") + "."
    }
}

extension CoachVoice {
    /// The voice of the facts' profile values.
    init(facts: SituationFacts) {
        var profile = Profile()
        profile[ProfileFields.name] = facts.name
        profile[ProfileFields.coachingStyle] = facts.style
        profile[ProfileFields.detailLevel] = facts.detail
        self.init(profile: profile)
    }

    /// What opens a situation's answer (none for a brief one, nor where the news speaks for itself).
    func situationOpener(_ tone: SituationTone) -> String? {
        switch (style, tone) {
        case (.supportive, .good): "That's great\(commaName)!"
        case (.supportive, .neutral): "Here's where you stand\(commaName)."
        case (.supportive, .concern): "No stress\(commaName): this is fixable."
        case (.direct, .good): "Good\(commaName)."
        case (.direct, .neutral): nil
        case (.direct, .concern): "Straight answer\(commaName):"
        case (.analytical, _): nil
        case (.balanced, .good): "Nice\(commaName)."
        case (.balanced, _): nil
        }
    }
}
