/// Renders streamed Markdown to ANSI as it arrives, a character at a time, so nothing
/// waits for a whole line: `# headings` and `**bold**` in bold, `` `code` `` and fenced
/// blocks in cyan, `- ` and `* ` bullets as `•`. With color off, text passes through as is.
public struct MarkdownRenderer: Sendable {
    private let color: Bool
    private var atLineStart = true
    private var heading = false
    private var bold = false
    private var code = false
    private var fence = false
    /// Inside the `## ` that opens a heading (swallowed).
    private var headingMarker = false
    /// Characters held back until the next one decides what they mean (`*`, backticks).
    private var pending = ""

    public init(color: Bool) { self.color = color }

    /// Renders a chunk; returns what to print now.
    public mutating func feed(_ chunk: String) -> String {
        guard color else { return chunk }
        var out = ""
        for character in chunk { out += consume(character) }
        return out
    }

    /// Flushes held-back characters and resets styles at the end of a reply.
    public mutating func finish() -> String {
        guard color else { return "" }
        let rest = pending
        pending = ""
        let reset = (bold || code || heading || fence) ? "\u{1B}[0m" : ""
        bold = false; code = false; heading = false; fence = false; atLineStart = true
        return rest + reset
    }

    private mutating func consume(_ character: Character) -> String {
        if headingMarker {
            if character == "#" || character == " " { return "" }
            headingMarker = false
        }
        if !pending.isEmpty {
            let held = pending
            pending = ""
            if held == "*" && character == "*" {
                bold.toggle()
                return restyle()
            }
            if held.allSatisfy({ $0 == "`" }) {
                if character == "`" && held.count < 3 {
                    pending = held + "`"
                    return ""
                }
                let output = toggleCode(held)
                return output + consume(character)
            }
            if held == "*" && atLineStart && character == " " {
                atLineStart = false
                return "• "
            }
            if held == "-" && character == " " {
                atLineStart = false
                return "• "
            }
            atLineStart = false
            return held + consume(character)
        }
        switch character {
        case "\n":
            let wasStyled = heading
            heading = false
            atLineStart = true
            return (wasStyled ? restyle() : "") + "\n"
        case "*":
            pending = "*"
            return ""
        case "`":
            pending = "`"
            return ""
        case "-" where atLineStart:
            pending = "-"
            return ""
        case "#" where atLineStart:
            heading = true
            headingMarker = true
            atLineStart = false
            return restyle()
        default:
            if atLineStart && character == " " { return " " }
            atLineStart = false
            return String(character)
        }
    }

    private mutating func toggleCode(_ ticks: String) -> String {
        if ticks.count >= 3 {
            fence.toggle()
            atLineStart = false
            return restyle()
        }
        code.toggle()
        return restyle()
    }

    /// The escape sequence for the current combination of styles.
    private func restyle() -> String {
        var codes = ["0"]
        if bold || heading { codes.append("1") }
        if code || fence { codes.append("36") }
        return "\u{1B}[\(codes.joined(separator: ";"))m"
    }
}
