/// Reads `[text](url)` a character at a time after its `[`, holding what it read so
/// that text which turns out not to be a link can be replayed as it was.
struct LinkScan {
    enum Step {
        case more
        case link(text: String, url: String)
        case notALink
    }

    /// Past this many characters it is not a link (bounds what is held).
    static let limit = 512

    /// Whether it began with `![` (an image: shown as its alt text and address).
    let image: Bool
    /// Everything read after the opening bracket.
    private(set) var read: [Character] = []
    private var text = ""
    private var url = ""
    private var phase = Phase.text
    private var brackets = 1
    private var parentheses = 0

    private enum Phase { case text, afterText, url, title }

    init(image: Bool) { self.image = image }

    mutating func feed(_ character: Character) -> Step {
        read.append(character)
        guard read.count <= Self.limit else { return .notALink }
        switch phase {
        case .text:
            if character == "[" { brackets += 1 }
            if character == "]" {
                brackets -= 1
                if brackets == 0 {
                    phase = .afterText
                    return .more
                }
            }
            text.append(character)
        case .afterText:
            guard character == "(" else { return .notALink }
            phase = .url
        case .url:
            switch character {
            case " ", "\t":
                if !url.isEmpty { phase = .title }
            case "(":
                parentheses += 1
                url.append(character)
            case ")":
                if parentheses == 0 { return finished }
                parentheses -= 1
                url.append(character)
            default:
                url.append(character)
            }
        case .title:
            if character == ")" { return finished }
        }
        return .more
    }

    private var finished: Step {
        var target = url
        if target.hasPrefix("<") && target.hasSuffix(">") && target.count >= 2 { target = String(target.dropFirst().dropLast()) }
        return .link(text: text, url: target)
    }
}
