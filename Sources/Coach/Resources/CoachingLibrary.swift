import CoachDomain

/// One entry of `data/coaching.json`: a topic, the words that point to it, and advice.
public struct CoachingEntry: Sendable, Hashable, Codable {
    public var id: String
    public var title: String
    /// Words and phrases that point to this topic.
    public var keywords: [String]
    /// One or two sentences.
    public var brief: String
    /// The full answer, in a coach's voice.
    public var advice: String
    /// One concrete next step.
    public var action: String
    /// Foods named as examples: `{examples}` in `advice` is filled with those that fit the profile.
    public var examples: [FoodExample]?

    public init(id: String, title: String, keywords: [String], brief: String, advice: String, action: String,
                examples: [FoodExample]? = nil) {
        self.id = id
        self.title = title
        self.keywords = keywords
        self.brief = brief
        self.advice = advice
        self.action = action
        self.examples = examples
    }
}

/// An example in a coaching answer ("salmon with rice and broccoli") and the foods of the food
/// list it rests on: it is given only when every one of them fits the profile.
public struct FoodExample: Sendable, Hashable, Codable {
    public var text: String
    public var foods: [String]

    public init(text: String, foods: [String]) {
        self.text = text
        self.foods = foods
    }
}

/// The coaching library: answers questions by keyword match.
public struct CoachingLibrary: Sendable {
    public let entries: [CoachingEntry]
    /// Each entry's keywords as words (and with the last made singular), split once.
    private let keys: [[Keyword]]

    private struct Keyword: Sendable {
        let words: [String]
        let singular: [String]
    }

    /// A library of `entries`, matched in order.
    public init(entries: [CoachingEntry]) {
        self.entries = entries
        keys = entries.map { entry in
            entry.keywords.compactMap { keyword in
                let words = TextTools.tokens(TextTools.normalize(keyword))
                return words.isEmpty ? nil : Keyword(words: words, singular: words.map(TextTools.singular))
            }
        }
    }

    /// The entry with `id`.
    public func entry(id: String) -> CoachingEntry? { entries.first { $0.id == id } }

    /// The best-matching entry for `text` and its score (0 = no match). A keyword phrase of n
    /// words found on word boundaries scores n x n (longer phrases are stronger evidence); the
    /// first entry wins a tie, so the answer is always the same.
    public func bestMatch(for text: String) -> (entry: CoachingEntry, score: Int)? {
        // The text is split once; each keyword is then looked up where its rarest word occurs.
        let words = TextTools.tokens(TextTools.normalize(text))
        let plain = PhraseText(words: words)
        let singular = PhraseText(words: words.map(TextTools.singular))
        var best: (CoachingEntry, Int)?
        for (entry, keywords) in zip(entries, keys) {
            var score = 0
            for keyword in keywords where plain.contains(words: keyword.words) || singular.contains(words: keyword.singular) {
                score += keyword.words.count * keyword.words.count
            }
            if score > 0, score > (best?.1 ?? 0) { best = (entry, score) }
        }
        return best
    }
}
