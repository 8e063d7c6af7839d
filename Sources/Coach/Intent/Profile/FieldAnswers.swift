import CoachDomain
import CoachLanguage
import LLM

/// The reader every field has without phrases of its own, from its row alone: an answer to the
/// field's question is read with the row's ``ProfileFieldInfo/choiceWords`` (raw values, titles,
/// synonyms; every one named for a list, the first otherwise), or, for a field with a unit, as a
/// bare number in that unit. It runs after the phrase readers, only when they found nothing for
/// the field asked: adding a field needs no reader to be written.
enum FieldAnswers {
    static func read(_ scan: inout ProfileScan, field: AnyProfileField?) {
        guard let field, scan.candidates[field.key] == nil, !scan.cleared.contains(field.key), !BareAnswers.logsSets(scan) else {
            return
        }
        if !field.choiceWords.isEmpty {
            readChoices(&scan, field)
        } else if field.unit != nil {
            readNumber(&scan, field)
        }
    }

    /// The choices named among the unused tokens, unnegated, left to right (the longest words
    /// first at each place). The row's words are cut by the language's tokenizer, as a line is.
    static func readChoices(_ scan: inout ProfileScan, _ field: AnyProfileField) {
        let phrases = field.choiceWords
            .flatMap { choice in choice.words.map { (words: Tokenizer.texts($0), raw: choice.raw) } }
            .filter { !$0.words.isEmpty }
            .sorted { $0.words.count > $1.words.count }
        var found: [String] = []
        var index = 0
        while index < scan.count {
            let fits = { (phrase: (words: [String], raw: String)) in
                index + phrase.words.count <= scan.count && Array(scan.words[index..<(index + phrase.words.count)]) == phrase.words
                    && scan.isUnused(index..<(index + phrase.words.count))
            }
            guard let phrase = phrases.first(where: fits) else {
                index += 1
                continue
            }
            let range = index..<(index + phrase.words.count)
            index = range.upperBound
            guard !scan.isNegated(range.lowerBound) else { continue }
            scan.use(range)
            if !found.contains(phrase.raw) { found.append(phrase.raw) }
            if !field.isList { break }
        }
        guard let first = found.first else { return }
        scan.replace(key: field.key, json: field.isList ? .array(found.map { .string($0) }) : .string(first))
    }

    /// The first number, unused first (in the row's unit).
    static func readNumber(_ scan: inout ProfileScan, _ field: AnyProfileField) {
        for index in 0..<scan.count where !scan.isUsed(index) {
            guard let (number, length) = scan.number(at: index) else { continue }
            scan.replace(key: field.key, json: .number(number))
            scan.use(index..<(index + length))
            return
        }
    }
}
