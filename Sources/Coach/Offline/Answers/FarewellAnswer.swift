/// "good night", "bye coach": goodbye with today so far (`social=farewell`).
enum FarewellAnswer: OfflineAnswer {
    static let name = "farewell"

    static func read(_ line: OfflineLine) -> OfflineReading<NoArguments>? { line.socialReading("farewell") }

    static func reply(_ value: NoArguments, line: OfflineLine, composer: ReplyComposer) -> String { composer.farewell() }
}
