import CoachDomain
import CoachLanguage

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
    /// What of the user's own profile an answer on this topic adds (their experience, equipment,
    /// schedule, goal, targets).
    public var notes: [PersonalNote]?
    /// The id of the topic a detailed answer adds a line about.
    public var related: String?

    public init(id: String, title: String, keywords: [String], brief: String, advice: String, action: String,
                examples: [FoodExample]? = nil, notes: [PersonalNote]? = nil, related: String? = nil) {
        self.id = id
        self.title = title
        self.keywords = keywords
        self.brief = brief
        self.advice = advice
        self.action = action
        self.examples = examples
        self.notes = notes
        self.related = related
    }
}

/// A note from the user's own profile that an answer on a topic adds.
public enum PersonalNote: String, Sendable, Hashable, Codable, CaseIterable {
    /// A beginner can add weight almost every session.
    case beginner
    /// Training without a full gym: the home workout's brief.
    case equipment
    /// Their training days and time: fit it to them.
    case schedule
    /// Their goal, kept in view.
    case goal
    /// Their daily targets.
    case targets
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

/// The library entry a line names, and how: `score` adds n x n for each keyword phrase of n
/// words found (longer phrases are stronger evidence), `keywords` counts them and `words` the
/// words they cover.
public struct LibraryMatch: Sendable, Hashable {
    /// The entry named.
    public let entry: CoachingEntry
    /// n x n for each keyword phrase of n words found.
    public let score: Int
    /// How many of its keywords the line holds.
    public let keywords: Int
    /// How many of the line's tokens those keywords cover.
    public let words: Int
}

/// The coaching library: answers questions by keyword match. Keywords and lines are cut by the
/// language's ``Tokenizer``, so they match exactly when their tokens agree (the last word of a
/// keyword may also be plural in the line: "sets" finds "set").
public struct CoachingLibrary: Sendable {
    public let entries: [CoachingEntry]
    /// Each entry's keywords as tokens (and with the last made singular), cut once.
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
                let words = Tokenizer.texts(keyword)
                return words.isEmpty ? nil : Keyword(words: words, singular: words.map(TextTools.singular))
            }
        }
    }

    /// The entry with `id`.
    public func entry(id: String) -> CoachingEntry? { entries.first { $0.id == id } }

    /// The best-matching entry for `text` and its score (0 = no match); the first entry wins a
    /// tie, so the answer is always the same.
    public func bestMatch(for text: String) -> (entry: CoachingEntry, score: Int)? {
        match(Tokenizer.texts(text)).map { ($0.entry, $0.score) }
    }

    /// The best-matching entry for a line's tokens (``Token/text``), or nil when no keyword is
    /// there. Linear in the line: each keyword is looked for only where its first word occurs.
    public func match(_ words: [String]) -> LibraryMatch? {
        ParseWork.count(words.count)
        let singular = words.map(TextTools.singular)
        var at: [String: [Int]] = [:]
        var singularAt: [String: [Int]] = [:]
        for (index, word) in words.enumerated() {
            at[word, default: []].append(index)
            singularAt[singular[index], default: []].append(index)
        }
        func start(of phrase: [String], in line: [String], _ index: [String: [Int]]) -> Int? {
            guard let first = phrase.first else { return nil }
            return (index[first] ?? []).first { start in
                start + phrase.count <= line.count && zip(phrase.indices, start...).allSatisfy { line[$1] == phrase[$0] }
            }
        }
        var best: LibraryMatch?
        for (entry, keywords) in zip(entries, keys) {
            var score = 0, count = 0
            var covered = Set<Int>()
            for keyword in keywords {
                guard let position = start(of: keyword.words, in: words, at) ?? start(of: keyword.singular, in: singular, singularAt)
                else { continue }
                score += keyword.words.count * keyword.words.count
                count += 1
                covered.formUnion(position..<(position + keyword.words.count))
            }
            if score > 0, score > (best?.score ?? 0) {
                best = LibraryMatch(entry: entry, score: score, keywords: count, words: covered.count)
            }
        }
        return best
    }
}
