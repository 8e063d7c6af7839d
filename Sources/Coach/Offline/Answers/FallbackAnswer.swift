/// What no rule reads: what the coach can do, with the line quoted.
enum FallbackAnswer: OfflineAnswer {
    static let name = "unknown"

    static func read(_ line: OfflineLine) -> OfflineReading<NoArguments>? { OfflineReading(NoArguments(), score: .none) }

    static func reply(_ value: NoArguments, line: OfflineLine, composer: ReplyComposer) -> String { composer.unknown(line) }

    /// The fallback's choice for `line`.
    static func choice(_ line: OfflineLine) -> OfflineChoice {
        OfflineChoice(name: name, score: .none, value: NoArguments(), rank: Int.max, line: line, call: nil,
                      answer: { composer in composer.unknown(line) })
    }
}
