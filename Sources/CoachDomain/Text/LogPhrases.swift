import CoachLanguage

/// One phrase of a log line: the tokens of one food or one exercise, and the separator that
/// came before it (its lexicon value: "with" may add milk to a drink).
package struct LogPhrase: Sendable, Hashable {
    package let range: Range<Int>
    /// The value of the separator span before it, nil after a comma or at the start.
    package let joinedBy: String?

    package init(range: Range<Int>, joinedBy: String?) {
        self.range = range
        self.joinedBy = joinedBy
    }
}

/// Cuts a read line into one phrase per logged thing, at the lexicon's clause stops (`,` `;`
/// `.` `!` `?`), line breaks and the parser's own separator spans (and, then, with ...), never
/// inside a grammar entity (`one and a half cups`), a unit (`fl. oz`) or a known name that
/// holds a separator (`mac and cheese`; `clean and jerk`; `dr. pepper`).
package enum LogPhrases {
    /// The phrases of `utterance`. `separator`: the lexicon slot whose spans split it.
    /// `nameLength`: the length of the longest known name starting at a position of the words.
    /// `unsplit`: positions that must not split (a list of reps, "8, 8, 7").
    package static func split(_ utterance: Utterance, separator: String,
                               nameLength: (Int, [String]) -> Int?, unsplit: Set<Int> = []) -> [LogPhrase] {
        let tokens = utterance.tokens
        guard !tokens.isEmpty else { return [] }
        ParseWork.count(tokens.count)
        // Where a cut may go: the start of a stop or a separator (and how many tokens it takes).
        var cuts: [Int: (length: Int, value: String?)] = [:]
        for span in utterance.spans("clause", "stop") { cuts[span.range.lowerBound] = (span.range.count, nil) }
        for span in utterance.spans(separator) where cuts[span.range.lowerBound] == nil {
            cuts[span.range.lowerBound] = (span.range.count, span.value(of: separator))
        }
        var whole = Set(unsplit)
        for entity in utterance.entities where entity.range.count > 1 { whole.formUnion(entity.range.dropFirst()) }
        for span in utterance.spans("unit") where span.range.count > 1 { whole.formUnion(span.range) }
        if !cuts.isEmpty {
            let words = utterance.words
            var start = 0
            while start < tokens.count {
                if let length = nameLength(start, words), length > 1,
                   (start + 1..<(start + length)).contains(where: { cuts[$0] != nil }) {
                    whole.formUnion(start..<(start + length))
                    start += length
                } else {
                    start += 1
                }
            }
        }
        var phrases: [LogPhrase] = []
        var from = 0
        var joinedBy: String?
        var position = 0
        func close(at end: Int) {
            if end > from { phrases.append(LogPhrase(range: from..<end, joinedBy: joinedBy)) }
        }
        while position < tokens.count {
            if position > from, isLineBreak(before: position, in: utterance) {
                close(at: position)
                from = position
                joinedBy = nil
            }
            if let cut = cuts[position], !whole.contains(position) {
                close(at: position)
                position += max(cut.length, 1)
                from = position
                joinedBy = cut.value
                continue
            }
            position += 1
        }
        close(at: tokens.count)
        return phrases
    }

    /// Whether a line break stands between the token at `position` and the one before.
    static func isLineBreak(before position: Int, in utterance: Utterance) -> Bool {
        let tokens = utterance.tokens
        guard position > 0, !tokens[position].isAttached else { return false }
        return utterance.text[tokens[position - 1].range.upperBound..<tokens[position].range.lowerBound]
            .contains { $0 == "\n" || $0 == "\r\n" }
    }

    /// The phrase's tokens as the line's words, each token's text, joined by a space unless it
    /// touched the one before ("-100kg", "a zorblax pie").
    package static func shown(_ range: Range<Int>, in utterance: Utterance) -> String {
        var text = ""
        for position in range {
            let token = utterance.tokens[position]
            if !text.isEmpty, !token.isAttached { text += " " }
            text += token.text
        }
        return text
    }
}
