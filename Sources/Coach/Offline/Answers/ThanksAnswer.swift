/// "thanks!", "ok thanks": any time, and where today stands (`social=thanks`).
enum ThanksAnswer: OfflineAnswer {
    static let name = "thanks"

    static func read(_ line: OfflineLine) -> OfflineReading<NoArguments>? { line.socialReading("thanks") }

    static func reply(_ value: NoArguments, line: OfflineLine, composer: ReplyComposer) -> String { composer.thanks() }
}
