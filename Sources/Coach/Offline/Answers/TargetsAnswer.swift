/// "how many calories should I eat?", "what are my macros": the user's targets and what is left
/// today (`request=targets`).
enum TargetsAnswer: OfflineAnswer {
    static let name = "targets"

    static func read(_ line: OfflineLine) -> OfflineReading<NoArguments>? {
        line.phraseReading("request", "targets", NoArguments())
    }

    static func reply(_ value: NoArguments, line: OfflineLine, composer: ReplyComposer) -> String { composer.targetsAnswer() }
}
