/// What a line does, as the lexicon's `act` spans and its punctuation say. A question or a
/// request never writes to the profile or the log: the coach's rules that write ask for a
/// report or a statement.
public enum DialogueAct: String, Sendable, Hashable, CaseIterable {
    /// `What should I eat?`, `can I have pizza?`, `is it ok to ...`.
    case question
    /// `Suggest a dinner`, `give me a lunch idea`, `plan my meals`.
    case request
    /// What one did: `I had two eggs`, `ran 5 km`, `did squats`.
    case report
    /// A fact about oneself or a wish: `I'm vegan`, `I want to lose 5 kg`, `Marco here, 27`.
    case statement
    /// Greetings, thanks, goodbyes, yes and no.
    case social

    /// Whether it may change what the coach stores (the profile, the log).
    public var mayWrite: Bool { self == .report || self == .statement }

    /// The act of a line: the first `act` span's (`spans` in line order, the longer first at a
    /// position); a question mark with none makes it a question; otherwise a statement.
    static func of(_ spans: [Span], tokens: [Token]) -> DialogueAct {
        let acts = spans.compactMap { span in span.value(of: "act").flatMap(DialogueAct.init(rawValue:)).map { (span, $0) } }
        let asked = tokens.contains { $0.isSymbol("?") }
        guard let first = acts.first else {
            return asked ? .question : .statement
        }
        // "I had pizza, was that ok?": what one did is still done; a bare opener before a
        // question mark asks.
        if asked, first.1 == .statement || first.1 == .social, !acts.contains(where: { $0.1 == .report }) {
            return .question
        }
        return first.1
    }
}
