/// The renderer's output: text with the escape codes its styles need (the only escape
/// codes it ever writes), and line ends owed until more text comes, so a reply never
/// ends in, or starts with, blank lines.
struct StyledOutput {
    let style: MarkdownStyle
    private var text = ""
    /// The style the terminal is in now.
    private var current = InlineStyle.plain
    /// Newlines to write before the next text: 1 ends the line, 2 also leaves a blank one.
    private var owedNewlines = 0
    /// Whether anything was written yet (blank lines before it are dropped).
    private(set) var started = false

    init(style: MarkdownStyle, started: Bool = false) {
        self.style = style
        self.started = started
    }

    /// Writes `piece` in `look`.
    mutating func write(_ piece: String, _ look: InlineStyle) {
        guard !piece.isEmpty else { return }
        payOwedNewlines()
        started = true
        if style.ansi {
            if look.link != current.link {
                if current.link != nil { text += Self.hyperlink("") }
                if let target = look.link { text += Self.hyperlink(target) }
            }
            if look.look != current.look { text += look.sgr }
            current = look
        }
        text += piece
    }

    /// Ends the line: styles are reset now, the newline is written when text follows.
    mutating func endLine() {
        resetStyle()
        if started { owedNewlines = max(owedNewlines, 1) }
    }

    /// Ends the line and leaves one blank line before whatever follows.
    mutating func blankLine() {
        resetStyle()
        if started { owedNewlines = 2 }
    }

    /// What was written since the last call.
    mutating func take() -> String {
        defer { text = "" }
        return text
    }

    /// Drops the owed newlines and resets the style: the end of the reply.
    mutating func finish() {
        resetStyle()
        owedNewlines = 0
    }

    private mutating func payOwedNewlines() {
        if owedNewlines > 0 {
            text += String(repeating: "\n", count: owedNewlines)
            owedNewlines = 0
        }
    }

    private mutating func resetStyle() {
        guard style.ansi, current != .plain else { return }
        if current.link != nil { text += Self.hyperlink("") }
        if current.look != .plain { text += "\u{1B}[0m" }
        current = .plain
    }

    private static func hyperlink(_ target: String) -> String { "\u{1B}]8;;\(target)\u{1B}\\" }
}
