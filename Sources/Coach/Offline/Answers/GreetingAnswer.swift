import CoachLanguage

/// "hi", "good morning coach": a greeting with today so far (`social=greeting` in
/// `data/lexicon/social.lexicon`).
enum GreetingAnswer: OfflineAnswer {
    static let name = "greeting"

    static func read(_ line: OfflineLine) -> OfflineReading<NoArguments>? {
        line.socialReading("greeting")
    }

    static func reply(_ value: NoArguments, line: OfflineLine, composer: ReplyComposer) -> String { composer.greeting() }
}

extension OfflineLine {
    /// A social line of `kind` (`social=KIND`): its words open the line; the rest of it weighs
    /// against them ("hi, I had 2 eggs" is a meal).
    func socialReading(_ kind: String) -> OfflineReading<NoArguments>? {
        // The line's first word, an opener included ("hey there").
        let first = utterance.tokens.firstIndex { $0.kind != .symbol } ?? 0
        guard let said = span(at: first, "social", kind) ?? span(at: nextContent(from: 0), "social", kind) else { return nil }
        return OfflineReading(NoArguments(), score: score([said], acts: [.social]))
    }

    /// A reading that rests on the spans giving `slot` the value `value`, explaining them and
    /// the day the line names; nil when there is none.
    func phraseReading<Value: Sendable>(_ slot: String, _ value: String, _ result: Value,
                                        acts: Set<DialogueAct> = [.question, .request]) -> OfflineReading<Value>? {
        let said = spans(slot, value)
        guard !said.isEmpty else { return nil }
        return OfflineReading(result, score: score(said, acts: acts))
    }
}
