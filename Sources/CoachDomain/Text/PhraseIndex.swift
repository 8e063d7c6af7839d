import CoachLanguage

/// One name of a ``PhraseIndex``: its tokens joined by single spaces, and the position of the
/// record it names.
package struct PhraseKey: Sendable, Hashable {
    package let key: String
    package let record: Int
    /// How many tokens the key has (kept with it: counting them again at every start cost more).
    package let tokens: Int

    package init(key: String, record: Int, tokens: Int) {
        self.key = key
        self.record = record
        self.tokens = tokens
    }

    /// The key of `record` for `key`, its tokens counted.
    package init(key: String, record: Int) {
        self.init(key: key, record: record, tokens: key.utf8.reduce(1) { $0 + ($1 == UInt8(ascii: " ") ? 1 : 0) })
    }
}

/// Finds known names (foods, exercises) among a line's tokens: each name and alias is cut by the
/// language's ``Tokenizer`` once, when the list is indexed, so a name matches a line exactly
/// when their tokens agree ("pull-ups" and "pull ups" are both `pull ups`). The keys are kept
/// sorted, so an index read back from the compiled data (``keys``) is ready as it is, with no
/// name cut again nor hashed; a lookup is a binary search per candidate phrase. The longest
/// name wins, the rightmost on ties ("chocolate milk" is chocolate milk, "a glass of milk" is milk).
package final class PhraseIndex: Sendable {
    /// Every key once, in ascending order.
    package let keys: [PhraseKey]
    /// The most tokens a name has.
    let longestKey: Int

    /// Indexes each record's phrases (its name and aliases) under the record's position; the
    /// first record keeps a key used twice. A name written with a dash between other marks
    /// ("7-up", "t-spine") is also found without it.
    package convenience init(phrasesByRecord: [[String]] = []) {
        self.init(sortedKeys: Self.keys(phrasesByRecord))
    }

    /// An index over `sortedKeys` as ``keys`` gives them (ascending, each once).
    package init(sortedKeys: [PhraseKey]) {
        keys = sortedKeys
        longestKey = sortedKeys.reduce(1) { max($0, $1.tokens) }
    }

    /// Whether `keys` can be an index of `count` records: ascending, each once, each naming one of them.
    package static func isIndex(_ keys: [PhraseKey], ofRecords count: Int) -> Bool {
        keys.indices.allSatisfy { index in
            (0..<count).contains(keys[index].record) && keys[index].tokens >= 1
                && (index == 0 || keys[index - 1].key < keys[index].key)
        }
    }

    private static func keys(_ phrasesByRecord: [[String]]) -> [PhraseKey] {
        var keys: [String: Int] = [:]
        keys.reserveCapacity(phrasesByRecord.reduce(0) { $0 + $1.count })
        for (position, phrases) in phrasesByRecord.enumerated() {
            for phrase in phrases {
                let key = Tokenizer.key(phrase)
                guard !key.isEmpty else { continue }
                if keys[key] == nil { keys[key] = position }
                // A dash is a token of its own ("7 - up"): the name is also kept without it.
                guard key.utf8.contains(UInt8(ascii: "-")) else { continue }
                let words = key.split(separator: " ").filter { $0 != "-" }
                guard !words.isEmpty else { continue }
                let plain = words.joined(separator: " ")
                if keys[plain] == nil { keys[plain] = position }
            }
        }
        return keys.map { PhraseKey(key: $0.key, record: $0.value) }.sorted { $0.key < $1.key }
    }

    /// The record named by exactly `key`.
    private func lookUp(_ key: String) -> Int? {
        var low = 0
        var high = keys.count
        while low < high {
            let middle = (low + high) / 2
            if keys[middle].key < key { low = middle + 1 } else { high = middle }
        }
        return low < keys.count && keys[low].key == key ? keys[low].record : nil
    }

    /// The record whose name is exactly `phrase` (or its singular).
    func exact(_ phrase: String) -> Int? {
        let words = Tokenizer.texts(phrase)
        guard !words.isEmpty else { return nil }
        return record(words[...])
    }

    /// The record named by exactly `words` (or with the last one singular).
    func record(_ words: ArraySlice<String>) -> Int? {
        ParseWork.count()
        let key = words.joined(separator: " ")
        if let found = lookUp(key) { return found }
        guard let last = words.last else { return nil }
        let singular = TextTools.singular(last)
        guard singular != last else { return nil }
        return lookUp(words.dropLast().joined(separator: " ") + (words.count > 1 ? " " : "") + singular)
    }

    /// The longest known name inside `tokens` (each token's text), with the range it covers.
    /// Words split another way (`pull-ups`, `7up`, `m&ms` as one word) are cut as the
    /// ``Tokenizer`` cuts them first; the range is then over those tokens.
    func longestMatch(in tokens: [String]) -> (index: Int, range: Range<Int>)? {
        guard !tokens.isEmpty else { return nil }
        if tokens.contains(where: Self.isCutOtherwise) {
            return longestMatch(inTokens: tokens.flatMap { Tokenizer.texts($0) })
        }
        return longestMatch(inTokens: tokens)
    }

    /// ``longestMatch(in:)`` over tokens the ``Tokenizer`` cut.
    private func longestMatch(inTokens tokens: [String]) -> (index: Int, range: Range<Int>)? {
        for length in stride(from: min(longestKey, tokens.count), through: 1, by: -1) {
            for start in stride(from: tokens.count - length, through: 0, by: -1) {
                if let index = record(tokens[start..<(start + length)]) {
                    return (index, start..<(start + length))
                }
            }
        }
        return nil
    }

    /// Whether `word` is not one token as the ``Tokenizer`` cuts words: letters mixed with
    /// digits, or a mark inside it other than a number's point or slash.
    static func isCutOtherwise(_ word: String) -> Bool {
        guard word.utf8.count > 1 else { return false }
        var letters = false
        var digits = false
        for scalar in word.unicodeScalars {
            if ("0"..."9").contains(scalar) {
                digits = true
            } else if scalar == "." || scalar == "/" {
                continue
            } else if scalar.properties.isAlphabetic {
                letters = true
            } else {
                return true
            }
        }
        return letters && digits
    }

    /// The length of the longest name starting at `start` of `tokens`, if one does.
    func longestName(startingAt start: Int, in tokens: [String]) -> Int? {
        guard start < tokens.count else { return nil }
        for length in stride(from: min(longestKey, tokens.count - start), through: 1, by: -1)
            where record(tokens[start..<(start + length)]) != nil {
            return length
        }
        return nil
    }
}
