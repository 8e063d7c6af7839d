import CoachDomain
/// An avoid list read into what it rules out: exercises by name ("I hate lunges" rules out
/// every lunge) and strains ("bad knees" rules out what loads the knees).
public struct Avoidances: Sendable, Hashable {
    /// Canonical exercise names ruled out by name, with the user's words.
    public private(set) var names: [String: String] = [:]
    /// Single words ruling out every exercise whose name holds them ("lunge"), with the user's words.
    public private(set) var words: [String: String] = [:]
    /// Strains ruled out, with the user's words.
    public private(set) var stresses: [Stress: String] = [:]
    /// Items that named nothing the planner knows.
    public private(set) var unknown: [String] = []

    /// Reads `items` against the exercise names of `catalog` and its strain words.
    public init(_ items: [String], catalog: TrainingCatalog) {
        for item in items {
            let tokens = Self.tokens(item)
            var used = Array(repeating: false, count: tokens.count)
            var found = false
            // Exercise names first, longest at each place ("back squats" before "back").
            var start = 0
            while start < tokens.count {
                var matched = 0
                for length in stride(from: min(4, tokens.count - start), through: 1, by: -1) {
                    let phrase = tokens[start..<start + length].joined(separator: " ")
                    guard let name = catalog.knownName(phrase) ?? Self.singular(phrase).flatMap(catalog.knownName) else { continue }
                    if length == 1, let word = Self.nameWord(phrase, in: catalog) { words[word] = item } else { names[name] = item }
                    matched = length
                    break
                }
                if matched > 0 {
                    for index in start..<start + matched { used[index] = true }
                    found = true
                    start += matched
                } else {
                    start += 1
                }
            }
            let rest = tokens.indices.filter { !used[$0] }.map { tokens[$0] }.joined(separator: " ")
            for entry in catalog.rules.avoidWords where entry.words.contains(where: { Self.contains(rest, $0) }) {
                stresses[entry.stress] = item
                found = true
            }
            if !found { unknown.append(item) }
        }
    }

    /// Why `exercise` is ruled out ("bad knees"), or nil when it is not.
    public func reason(against exercise: TrainingExercise) -> String? {
        if let words = names[exercise.name] { return words }
        let nameTokens = Self.tokens(exercise.name)
        for (word, item) in words where nameTokens.contains(word) { return item }
        for (name, item) in names where name != exercise.name && Self.contains(exercise.name, name) { return item }
        for stress in exercise.stresses.sorted(by: { $0.rawValue < $1.rawValue }) {
            if let item = stresses[stress] { return item }
        }
        return nil
    }

    /// Whether nothing is ruled out.
    public var isEmpty: Bool { names.isEmpty && words.isEmpty && stresses.isEmpty }

    /// Lowercased words, punctuation other than `-` and `'` as spaces.
    static func tokens(_ text: String) -> [String] {
        text.lowercased().split { !($0.isLetter || $0.isNumber || $0 == "-" || $0 == "'") }.map(String.init)
    }

    /// Whether `text` holds `phrase` as whole words.
    static func contains(_ text: String, _ phrase: String) -> Bool {
        let words = tokens(text), wanted = tokens(phrase)
        guard !wanted.isEmpty, words.count >= wanted.count else { return false }
        return (0...(words.count - wanted.count)).contains { Array(words[$0..<$0 + wanted.count]) == wanted }
    }

    /// "lunges" -> "lunge"; nil when there is no plural to take off.
    static func singular(_ word: String) -> String? {
        word.hasSuffix("s") && word.count > 3 ? String(word.dropLast()) : nil
    }

    /// The word of exercise names that a one-word phrase stands for ("squats" -> "squat"), when
    /// several plannable exercises share it; nil when it names just one exercise ("dip").
    static func nameWord(_ word: String, in catalog: TrainingCatalog) -> String? {
        for candidate in [word] + [singular(word)].compactMap({ $0 }) {
            let holders = catalog.exercises.filter { tokens($0.name).contains(candidate) }
            if holders.count > 1 { return candidate }
        }
        return nil
    }
}
