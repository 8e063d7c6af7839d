/// Splits a command line into words: spaces separate, single or double quotes at the start of
/// a word group, a backslash escapes the next character. A quote inside a word is kept as it
/// is (`5'11"`, `don't`).
enum CommandLineSplitter {
    struct UnclosedQuote: Error {}

    static func split(_ line: String) throws -> [String] {
        var words: [String] = []
        var current = ""
        var inWord = false
        var quote: Character?
        var escaped = false
        for character in line {
            if escaped {
                current.append(character)
                escaped = false
            } else if character == "\\" && quote != "'" {
                escaped = true
                inWord = true
            } else if let open = quote {
                if character == open { quote = nil } else { current.append(character) }
            } else if !inWord, character == "\"" || character == "'" {
                quote = character
                inWord = true
            } else if character == " " || character == "\t" {
                if inWord { words.append(current) }
                current = ""
                inWord = false
            } else {
                current.append(character)
                inWord = true
            }
        }
        guard quote == nil else { throw UnclosedQuote() }
        if inWord { words.append(current) }
        return words
    }
}
