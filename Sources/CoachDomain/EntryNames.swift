/// How the user names a logged entry (`the pizza`, `those donuts`, `the squats`): by its
/// words, normalised and singular, without the fillers around them.
package enum EntryNames {
    static let fillers: Set<String> = ["the", "a", "an", "my", "that", "those", "these", "this", "some", "any", "of"]

    /// The naming words of `text`: "the Bananas" -> ["banana"].
    package static func words(_ text: String) -> [String] {
        TextTools.tokens(TextTools.normalize(text)).filter { !fillers.contains($0) }.map(TextTools.singular)
    }

    /// Whether every naming word of `words`, as a whole word or the start of one, is in `names`.
    package static func names(_ names: [String], include words: String) -> Bool {
        let wanted = Self.words(words)
        guard !wanted.isEmpty else { return false }
        let have = Set(names.flatMap { TextTools.tokens(TextTools.normalize($0)).map(TextTools.singular) })
        return wanted.allSatisfy { word in have.contains { $0 == word || $0.hasPrefix(word) } }
    }
}

extension LoggedEntry {
    /// Whether the entry is the one `words` name ("pizza", "the squats"): every word, as a
    /// whole word or the start of one, is in its description or in one of its items' names.
    public func isNamed(by words: String) -> Bool {
        switch self {
        case .meal(let meal): EntryNames.names([meal.description] + meal.items.map(\.name), include: words)
        case .workout(let session): EntryNames.names([session.description] + session.sets.map(\.exercise), include: words)
        }
    }
}

extension FoodItem {
    /// Whether `words` name this item ("the banana", "bananas").
    public func isNamed(by words: String) -> Bool { EntryNames.names([name], include: words) }
}
