/// "help", "what can you do?": what the coach understands (`request=help`, opening the line).
enum HelpAnswer: OfflineAnswer {
    static let name = "help"

    static func read(_ line: OfflineLine) -> OfflineReading<NoArguments>? {
        guard let said = line.span(at: line.nextContent(from: 0), "request", "help") else { return nil }
        return OfflineReading(NoArguments(), score: line.score([said], acts: [.question, .request]))
    }

    static func reply(_ value: NoArguments, line: OfflineLine, composer: ReplyComposer) -> String { composer.help() }
}
