import CoachLanguage

/// A reply the offline coach gives without a tool (a greeting, the targets, a coaching
/// question, the fallback), declared as a tool's offline rule is: a rule that reads a line into
/// a typed value with a score, and the reply written from it. Each is one type in its own file
/// (`Offline/Answers`), listed once in ``OfflineAnswers/list``; the offline coach scores every
/// tool's rule and every answer's and takes the best.
package protocol OfflineAnswer: Sendable {
    associatedtype Value: Sendable

    /// Its name, as a choice carries it ("greeting", "targets").
    static var name: String { get }
    /// The reading of `line` as this answer, with its score; nil when the line does not ask for it.
    static func read(_ line: OfflineLine) -> OfflineReading<Value>?
    /// The reply, from what was read.
    static func reply(_ value: Value, line: OfflineLine, composer: ReplyComposer) -> String
}

/// An answer of any type, for the list.
struct AnyOfflineAnswer: Sendable {
    let name: String
    /// The answer's choice for a line, ranked `rank` among the rules.
    let read: @Sendable (OfflineLine, Int) -> OfflineChoice?

    init<Answer: OfflineAnswer>(_ answer: Answer.Type) {
        name = Answer.name
        read = { line, rank in
            guard let reading = Answer.read(line) else { return nil }
            return OfflineChoice(name: Answer.name, score: reading.score, value: reading.value, rank: rank, line: line, call: nil,
                                 answer: { composer in Answer.reply(reading.value, line: line, composer: composer) })
        }
    }
}

/// The answers the offline coach gives without a tool, written once. Adding one is its file
/// (`Offline/Answers`), its entry here, and the lexicon lines its rule reads.
package enum OfflineAnswers {
    static let list: [AnyOfflineAnswer] = [
        AnyOfflineAnswer(GreetingAnswer.self), AnyOfflineAnswer(ThanksAnswer.self), AnyOfflineAnswer(FarewellAnswer.self),
        AnyOfflineAnswer(HelpAnswer.self), AnyOfflineAnswer(AboutMeAnswer.self), AnyOfflineAnswer(TargetsAnswer.self),
        AnyOfflineAnswer(OnboardingAnswer.self), AnyOfflineAnswer(SituationRule.self), AnyOfflineAnswer(LibraryAnswer.self), AnyOfflineAnswer(ExerciseAnswer.self),
        AnyOfflineAnswer(FallbackAnswer.self),
    ]

    /// Every answer's name, in list order.
    package static var names: [String] { list.map(\.name) }
}
