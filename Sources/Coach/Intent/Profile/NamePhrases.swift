import CoachDomain
import CoachLanguage

/// Names ("my name is Sam" or "call me Sam"; "Marco here"; "I'm Sam" with a capital; "Sam, 34, ..."
/// at the head of a line of facts, or "sam" when asked) and motivations ("because ...", "for my
/// wedding", or the whole answer when asked why). Filler ("hmm" or "yes", "dunno" or "not sure") is
/// never a name nor a motivation. The words are profile-names.lexicon's and profile-filler.lexicon's.
enum NamePhrases {
    /// Whether the token at `index` is filler: a `filler` word, or one drawn out ("hmmmm", "lolol").
    static func isFiller(_ scan: ProfileScan, at index: Int) -> Bool {
        if scan.line.covers(index, "filler") { return true }
        let word = scan.word(index)
        return word.count > 2 && scan.language.lexicon.word(FillerWords.contracted(word), means: "filler")
    }

    /// Whether every word of the line is filler, a stop word or a word that leads an answer
    /// ("ok" or "hmm, dunno"): nothing to keep as a value of the user's own words.
    static func isOnlyFiller(_ scan: ProfileScan) -> Bool {
        scan.line.tokens.indices.allSatisfy { index in
            scan.line.tokens[index].kind == .symbol || isFiller(scan, at: index) || scan.starts("stop", at: index)
                || scan.line.covers(index, "filler") || scan.line.covers(index, "minor")
        }
    }

    static func readName(_ scan: inout ProfileScan) {
        guard !scan.has(ProfileFields.name) else { return }
        for lead in scan.line.spans where lead.gives("name_lead") && !scan.isUsed(lead.range.lowerBound) {
            if let (name, length) = words(in: scan, at: lead.range.upperBound, requireCapital: lead.gives("name_lead", "capital")) {
                scan.propose(ProfileFields.name, name)
                scan.use(lead.range.lowerBound..<(lead.range.upperBound + length))
                return
            }
        }
        // "Marco here": a name before `name_trail` at the start of a clause.
        for trail in scan.line.spans where trail.gives("name_trail") {
            for length in [2, 1] {
                let start = trail.range.lowerBound - length
                guard start >= 0, scan.clauseStart(start) == start,
                      !(start..<trail.range.lowerBound).contains(where: { scan.line.covers($0, "self") || scan.line.covers($0, "act")
                          || scan.line.covers($0, "name_answer") }),
                      let (name, taken) = words(in: scan, at: start, requireCapital: false), taken == length else { continue }
                scan.propose(ProfileFields.name, name)
                scan.use(start..<trail.range.upperBound)
                return
            }
        }
        // "I'm Sam": only with a capital the user wrote, and not a word the coach knows.
        for lead in scan.line.spans where lead.gives("self") {
            if let (name, length) = words(in: scan, at: lead.range.upperBound, requireCapital: true) {
                scan.propose(ProfileFields.name, name)
                scan.use(lead.range.lowerBound..<(lead.range.upperBound + length))
                return
            }
        }
        if scan.isAsked(ProfileFields.name) {
            readAnswer(&scan)
        } else {
            readIntroduction(&scan)
        }
    }

    /// The answer to "What should I call you?": the words after any leads and filler ("it's
    /// Sam", "hmm, Sam"), when nothing but a break follows them.
    static func readAnswer(_ scan: inout ProfileScan) {
        var start = 0
        while start < scan.count, scan.starts("name_answer", at: start) || isFiller(scan, at: start)
                || scan.line.tokens[start].kind == .symbol {
            start += 1
        }
        if let (name, length) = words(in: scan, at: start, requireCapital: false),
           start + length >= scan.count - 1 || scan.isBreak(start + length) || scan.line.tokens[start + length].kind == .symbol {
            scan.propose(ProfileFields.name, name)
            scan.use(start..<(start + length))
        }
    }

    /// "Sam, 34, 178 cm, 88 kg, male": a capitalised word the coach does not know, alone at the
    /// head of a line of other facts, is the name.
    static func readIntroduction(_ scan: inout ProfileScan) {
        guard scan.candidates.count >= 2, scan.count > 2, scan.line.tokens[1].isSymbol(","),
              scan.line.spans(startingAt: 0).isEmpty, let (name, length) = words(in: scan, at: 0, requireCapital: true),
              length == 1 else { return }
        scan.propose(ProfileFields.name, name)
        scan.use(0..<1)
    }

    /// One or two words of letters at `index`, capitalised ("sam jones" -> "Sam Jones"), that
    /// are no filler, no stop word and no word that is never a name.
    static func words(in scan: ProfileScan, at index: Int, requireCapital: Bool) -> (String, Int)? {
        var position = index
        var taken = 0
        while position < scan.count, taken < 2 {
            let token = scan.line.tokens[position]
            let original = scan.original(position..<(position + 1))
            let attached = taken > 0 && token.isAttached
            guard token.kind == .word, !scan.starts("not_name", at: position), !scan.starts("stop", at: position),
                  !isFiller(scan, at: position), !scan.isUsed(position) else { break }
            if requireCapital || taken > 0 && !attached, original.first?.isUppercase != true {
                // A second word needs a capital when the first had one ("Sam Jones", not "Sam here").
                if requireCapital || scan.original(index..<(index + 1)).first?.isUppercase == true { break }
            }
            taken += 1
            position += 1
        }
        guard taken > 0 else { return nil }
        let name = scan.original(index..<(index + taken)).split(separator: " ")
            .map { word in word.prefix(1).uppercased() + word.dropFirst() }.joined(separator: " ")
        return (name, taken)
    }

    static func readMotivation(_ scan: inout ProfileScan) {
        guard !scan.has(ProfileFields.motivation) else { return }
        if scan.isAsked(ProfileFields.motivation) {
            let text = TextTools.collapse(scan.original(0..<scan.count))
            if !text.isEmpty, scan.candidates.isEmpty, !isOnlyFiller(scan) {
                scan.propose(ProfileFields.motivation, text)
                scan.use(0..<scan.count)
            }
            return
        }
        // A reason on its own is not a fact about the user ("for my breakfast"): only beside another one.
        guard !scan.candidates.isEmpty else { return }
        for lead in scan.line.spans where lead.gives("motivation_lead") && !scan.isUsed(lead.range.lowerBound) {
            var end = lead.range.upperBound
            while end < scan.count, !scan.starts("sentence", at: end), !scan.isUsed(end) { end += 1 }
            guard end - lead.range.upperBound >= 2 else { continue }
            let keep = lead.gives("motivation_lead", "keep") ? lead.range.lowerBound : lead.range.upperBound
            scan.propose(ProfileFields.motivation, scan.original(keep..<end))
            scan.use(lead.range.lowerBound..<end)
            return
        }
    }
}

/// Words drawn out: "hmmmm" is "hmm", "lolololol" is "lol", "hahahaha" is "haha".
enum FillerWords {
    /// `word` with runs of one letter cut to two and a repeated pair of letters cut to two pairs
    /// (a trailing letter of the pair kept): the form a filler word has in the lexicon.
    static func contracted(_ word: String) -> String {
        var letters: [Character] = []
        for letter in word where !(letters.count >= 2 && letters[letters.count - 1] == letter && letters[letters.count - 2] == letter) {
            letters.append(letter)
        }
        guard letters.count > 3, letters[0] != letters[1] else { return String(letters) }
        let pair = (letters[0], letters[1])
        let repeats = letters.indices.allSatisfy { letters[$0] == ($0 % 2 == 0 ? pair.0 : pair.1) }
        guard repeats else { return String(letters) }
        return String(letters.prefix(letters.count % 2 == 0 ? 4 : 3))
    }
}
