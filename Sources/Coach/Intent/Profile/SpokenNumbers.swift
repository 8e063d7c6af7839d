/// Numbers as people write them in answers: digits ("82.5", "1/2") and words ("thirty-two",
/// "five foot ten", "twice").
enum SpokenNumbers {
    static let units: [String: Double] = [
        "zero": 0, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9,
        "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14, "fifteen": 15, "sixteen": 16,
        "seventeen": 17, "eighteen": 18, "nineteen": 19,
    ]
    static let tens: [String: Double] = [
        "twenty": 20, "thirty": 30, "forty": 40, "fifty": 50, "sixty": 60, "seventy": 70, "eighty": 80, "ninety": 90,
    ]
    static let counts: [String: Double] = ["once": 1, "twice": 2, "thrice": 3]

    /// The number starting at `index` and how many words it takes. Articles ("a", "an",
    /// "half a") count only with `articles`.
    static func value(in words: [String], at index: Int, articles: Bool = false) -> (value: Double, length: Int)? {
        guard index >= 0, index < words.count else { return nil }
        let word = words[index]
        if let digits = digitValue(word) { return (digits, 1) }
        if articles {
            if word == "half", index + 1 < words.count, ["a", "an"].contains(words[index + 1]) { return (0.5, 2) }
            if ["a", "an"].contains(word) { return (1, 1) }
        }
        if let count = counts[word] { return (count, 1) }
        if let unit = units[word] { return (unit, 1) }
        let parts = word.split(separator: "-").map(String.init)
        if parts.count == 2, let ten = tens[parts[0]], let unit = units[parts[1]], unit < 10 { return (ten + unit, 1) }
        if let ten = tens[word] {
            if index + 1 < words.count, let unit = units[words[index + 1]], unit > 0, unit < 10 { return (ten + unit, 2) }
            return (ten, 1)
        }
        return nil
    }

    /// "82", "82.5", "1/2"; nil for words.
    static func digitValue(_ word: String) -> Double? {
        guard let first = word.first, first.isNumber || first == "." else { return nil }
        if let number = Double(word), number.isFinite, number >= 0 { return number }
        let parts = word.split(separator: "/")
        if parts.count == 2, let top = Double(parts[0]), let bottom = Double(parts[1]), bottom > 0 { return top / bottom }
        return nil
    }
}
