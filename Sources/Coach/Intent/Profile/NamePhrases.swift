import CoachDomain

/// Names ("my name is Sam", "call me Sam", "I'm Sam" with a capital, or "sam" when asked) and
/// motivations ("because ...", "for my wedding", or the whole answer when asked why).
enum NamePhrases {
    static let leads: [[String]] = [["my", "name", "is"], ["my", "names"], ["call", "me"], ["you", "can", "call", "me"],
                                    ["im", "called"], ["i", "am", "called"], ["the", "name", "is"], ["the", "names"],
                                    ["name", "is"], ["name", ":"], ["this", "is"], ["name"]]
    static let answerLeads: Set<String> = ["its", "im", "i", "am", "call", "me", "just", "hi", "hey", "my", "name", "is",
                                           "the", "hello", "names", "this", "ok", "okay", "sure", "yes"]
    /// Words after "I'm" that are not names.
    static let notNames: Set<String> = ["not", "a", "an", "so", "very", "really", "just", "trying", "looking", "going", "here",
                                        "back", "new", "good", "fine", "ok", "okay", "tired", "sorry", "done", "in", "at", "on",
                                        "from", "currently", "about", "around", "also", "still", "pretty", "quite", "always",
                                        "never", "sure", "ready", "happy", "interested", "the", "into", "vegan", "vegetarian",
                                        "male", "female", "active", "sedentary", "lactose", "allergic", "intermediate",
                                        "advanced", "beginner", "training", "hungry", "free", "available", "busy", "off"]

    /// Words that are never a name: filler, hesitation, a shrug ("hmm", "lol", "dunno", "whatever").
    /// An answer of these only is asked again.
    static let stopWords: Set<String> = [
        "hmm", "hm", "hmmm", "mm", "mmm", "umm", "um", "uh", "uhh", "er", "erm", "eh", "meh", "ah", "oh", "huh", "lol", "lmao",
        "rofl", "haha", "hahaha", "hehe", "dunno", "donno", "whatever", "idk", "idc", "nvm", "nah", "nope", "no", "yes", "yeah",
        "yep", "maybe", "perhaps", "sure", "unsure", "nobody", "nothing", "anything", "anyone", "someone", "somebody", "whoever",
        "unknown", "none", "na", "pass", "skip", "test", "testing", "asdf", "qwerty", "what", "why", "who", "how", "cool", "nice",
        "fine", "good", "great", "thanks", "thank", "hi", "hello", "hey", "anon", "anonymous", "user", "guess", "k", "kk",
        "ok", "okay", "blah", "random", "whichever", "doesnt", "matter", "care", "dont", "know",
    ]

    /// Whether `word` (lowercased) is filler: a stop word, or a drawn-out "hmmm", "lolol", "hahaha".
    static func isFiller(_ word: String) -> Bool {
        if stopWords.contains(word) { return true }
        let letters = Set(word)
        return word.count > 2 && [["h", "m"], ["l", "o"], ["h", "a"], ["u", "m"], ["h", "e"]].contains { letters.isSubset(of: $0) }
    }

    static func readName(_ scan: inout ProfileScan) {
        guard !scan.has(ProfileFields.name) else { return }
        for lead in leads {
            for index in 0..<scan.count where scan.matches(lead, at: index) && !scan.isUsed(index) {
                if lead == ["name"], index > 0, scan.word(index - 1) != "," { continue }
                if lead == ["this", "is"], index > 0 { continue }
                if let (name, length) = words(in: scan, at: index + lead.count, requireCapital: lead == ["this", "is"]) {
                    scan.propose(ProfileFields.name, name)
                    scan.use(index..<(index + lead.count + length))
                    return
                }
            }
        }
        // "I'm Sam": only with a capital the user wrote, and not a word the coach knows.
        for index in 0..<scan.count where (scan.word(index) == "im" || scan.matches(["i", "am"], at: index)) {
            let start = index + (scan.word(index) == "im" ? 1 : 2)
            if let (name, length) = words(in: scan, at: start, requireCapital: true) {
                scan.propose(ProfileFields.name, name)
                scan.use(index..<(start + length))
                return
            }
        }
        guard scan.isAsked(ProfileFields.name) else { return }
        var start = 0
        let lead = { (word: String) in answerLeads.contains(word) || isFiller(word) || word == "," }
        while start < scan.count, lead(scan.word(start)) { start += 1 }
        if let (name, length) = words(in: scan, at: start, requireCapital: false),
           start + length >= scan.count - 1 || [",", ";", ".", "-", "and"].contains(scan.word(start + length)) {
            scan.propose(ProfileFields.name, name)
            scan.use(start..<(start + length))
        }
    }

    /// One or two words of letters at `index`, capitalised ("sam jones" -> "Sam Jones").
    static func words(in scan: ProfileScan, at index: Int, requireCapital: Bool) -> (String, Int)? {
        var words: [String] = []
        var position = index
        while position < scan.count, words.count < 2 {
            let original = scan.originals[position]
            let lower = scan.word(position)
            guard original.allSatisfy({ $0.isLetter || $0 == "-" || $0 == "'" }), original.first?.isLetter == true,
                  !notNames.contains(lower), !ScanStopWords.words.contains(lower), !isFiller(lower), !scan.isUsed(position)
            else { break }
            if requireCapital, original.first?.isUppercase != true { break }
            if words.count == 1, original.first?.isUppercase != true, scan.originals[index].first?.isUppercase == true { break }
            words.append(original)
            position += 1
        }
        guard !words.isEmpty else { return nil }
        let name = words.map { word in word.prefix(1).uppercased() + word.dropFirst() }.joined(separator: " ")
        return (name, words.count)
    }

    static let motivationLeads: [[String]] = [["because"], ["cause"], ["so", "that"], ["so", "i", "can"], ["for", "my"],
                                              ["i", "want", "to", "feel"], ["my", "motivation", "is"], ["motivated", "by"]]

    static func readMotivation(_ scan: inout ProfileScan) {
        guard !scan.has(ProfileFields.motivation) else { return }
        if scan.isAsked(ProfileFields.motivation) {
            let text = TextTools.collapse(scan.originals.joined(separator: " ")
                .replacingOccurrences(of: " ,", with: ",").replacingOccurrences(of: " .", with: "."))
            if !text.isEmpty, scan.candidates.isEmpty {
                scan.propose(ProfileFields.motivation, text)
                scan.use(0..<scan.count)
            }
            return
        }
        // A reason on its own is not a fact about the user ("for my breakfast"): only beside another one.
        guard !scan.candidates.isEmpty else { return }
        for lead in motivationLeads {
            for index in 0..<scan.count where scan.matches(lead, at: index) && !scan.isUsed(index) {
                var end = index + lead.count
                while end < scan.count, ![";", ".", "!", "?"].contains(scan.word(end)), !scan.isUsed(end) { end += 1 }
                guard end - index - lead.count >= 2 else { continue }
                let keep = lead == ["for", "my"] ? index : index + lead.count
                let text = scan.originals[keep..<end].joined(separator: " ").replacingOccurrences(of: " ,", with: ",")
                scan.propose(ProfileFields.motivation, text)
                scan.use(index..<end)
                return
            }
        }
    }
}
