import Synchronization

/// A message split into words once, for asking whether it holds many phrases: each question
/// costs the phrase's length times the number of places its rarest word occurs, not a pass
/// over the whole message (``TextTools/containsPhrase(_:_:)`` re-tokenised the text per phrase).
package struct PhraseText: Sendable {
    /// The words, as ``TextTools/tokens(_:)`` splits them.
    package let words: [String]
    /// Where each word occurs.
    private let positions: [String: [Int]]

    package init(_ text: String) { self.init(words: TextTools.tokens(text)) }

    package init(words: [String]) {
        self.words = words
        var positions: [String: [Int]] = [:]
        for (index, word) in words.enumerated() { positions[word, default: []].append(index) }
        self.positions = positions
        ParseWork.count(words.count)
    }

    /// The last text split for ``TextTools/containsPhrase(_:_:)``: callers that ask about one
    /// message phrase by phrase split it once (comparing it costs a fraction of splitting it).
    private static let last = Mutex<(text: String, split: PhraseText)?>(nil)

    /// `text` split, reusing the last split when it was of the same text.
    static func memoised(_ text: String) -> PhraseText {
        if let hit = last.withLock({ $0?.text == text ? $0?.split : nil }) { return hit }
        let split = PhraseText(text)
        last.withLock { $0 = (text, split) }
        return split
    }

    /// Whether `phrase` (words separated by single spaces) occurs on word boundaries.
    package func contains(_ phrase: String) -> Bool {
        contains(words: phrase.split(separator: " ", omittingEmptySubsequences: false).map(String.init))
    }

    /// Whether `phrase` occurs as consecutive words.
    package func contains(words phrase: [String]) -> Bool {
        ParseWork.count()
        guard !phrase.isEmpty, phrase.count <= words.count else { return false }
        // The phrase's rarest word fixes where it could start.
        var anchor = 0
        var candidates: [Int] = []
        for (offset, word) in phrase.enumerated() {
            guard let found = positions[word] else { return false }
            if offset == 0 || found.count < candidates.count { (anchor, candidates) = (offset, found) }
        }
        for position in candidates {
            let start = position - anchor
            guard start >= 0, start + phrase.count <= words.count else { continue }
            ParseWork.count(phrase.count)
            if phrase.indices.allSatisfy({ words[start + $0] == phrase[$0] }) { return true }
        }
        return false
    }
}
