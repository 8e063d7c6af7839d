import CoachDomain

/// A coaching question ("how much protein should I eat?", "my legs are so sore"): the library
/// entry whose keywords the line names (`data/coaching.json`), personalised. Its keywords are
/// hints, each weak evidence, so a rule that reads the line as a request of its own wins.
enum LibraryAnswer: OfflineAnswer {
    static let name = "question"

    static func read(_ line: OfflineLine) -> OfflineReading<CoachingEntry>? {
        guard let match = line.topic else { return nil }
        let score = RuleScore(evidence: match.keywords, explained: match.words, total: line.size,
                              actFits: line.actIsSaid && (line.act == .question || line.act == .request))
        return OfflineReading(match.entry, score: score)
    }

    static func reply(_ value: CoachingEntry, line: OfflineLine, composer: ReplyComposer) -> String { composer.answer(value) }
}
