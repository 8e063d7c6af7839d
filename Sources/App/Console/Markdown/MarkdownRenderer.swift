/// Renders streamed Markdown for the terminal as it arrives: paragraphs word-wrapped to
/// the terminal's width (read again for every line, so a resized window re-wraps what
/// comes next), lists with hanging indents, code blocks framed with their language and
/// never wrapped, tables with aligned columns, quotes behind a bar, headings, rules,
/// bold, italics, inline code and links. With `MarkdownStyle.plain` the layout is the
/// same without escape codes; with `TerminalWidth.unlimited` (a pipe) nothing is wrapped.
///
/// Whatever it is fed is first passed through `ControlSanitizer`, so the only escape
/// codes it writes are its own styling. Its output does not depend on how the stream was
/// cut into chunks: a line's kind is decided by its first characters, a word is written
/// once it is whole, and only tables (until they end, at most `TableLayout.rowLimit`
/// rows) and fence or table lines (until their end, at most `heldLimit` characters) are held.
public struct MarkdownRenderer: Sendable {
    /// Past this many characters a held line is written as text.
    static let heldLimit = 4_096

    enum Mode {
        /// Reading the start of a line until it says what it is.
        case undecided
        /// Streaming a line of text through the inline parser and the wrapper.
        case text
        /// Streaming a line of a code block.
        case code
        /// Holding a whole line (a fence's opening line, a table row).
        case held
    }

    struct ListLevel {
        /// The source column where the item's text starts (deeper lines nest in it).
        var contentIndent: Int
        /// The screen column where the item's text starts.
        var column: Int
    }

    struct OpenFence {
        var marker: Character
        var count: Int
        var indent: Int
        var quoteDepth: Int
        var prefix: [LineWrapper.Piece]
    }

    struct PendingRow {
        var text: String
        var prefix: [LineWrapper.Piece]
    }

    let style: MarkdownStyle
    let width: TerminalWidth
    var out: StyledOutput
    var wrapper: LineWrapper
    var inline: InlineParser
    var line: [Character] = []
    var mode = Mode.undecided
    var lists: [ListLevel] = []
    var quoteDepth = 0
    var fence: OpenFence?
    var table: TableLayout?
    var pendingRow: PendingRow?
    /// The level of the heading being written.
    var headingLevel: Int?
    /// `:history` starts the first line with `you: `: text continues there.
    var startColumn: Int?
    /// Whether a block was begun (blank lines before the first are dropped).
    var sawContent = false

    /// A renderer writing in `style`, wrapping to `width`.
    public init(style: MarkdownStyle, width: TerminalWidth) {
        self.init(style: style, width: width, startColumn: nil)
    }

    /// A renderer whose first line already holds `startColumn` columns of text.
    init(style: MarkdownStyle, width: TerminalWidth, startColumn: Int?) {
        self.style = style
        self.width = width
        self.startColumn = startColumn
        out = StyledOutput(style: style, started: startColumn != nil)
        wrapper = LineWrapper(width: width)
        inline = InlineParser(style: style)
    }

    /// Renders a chunk of the stream; returns what can be shown now.
    public mutating func feed(_ chunk: String) -> String {
        for character in ControlSanitizer.sanitize(chunk) { consume(character) }
        return out.take()
    }

    /// Ends the stream: writes what is held and resets the styles. The output never ends
    /// with a newline.
    public mutating func finish() -> String {
        if mode != .undecided || !line.isEmpty { endLine() }
        endTable()
        if let fence {
            writeFrame(fence.prefix, "╰─")
            self.fence = nil
        }
        out.finish()
        let text = out.take()
        self = MarkdownRenderer(style: style, width: width)
        return text
    }

    /// A whole document rendered at once.
    static func render(_ text: String, style: MarkdownStyle, width: TerminalWidth, startColumn: Int? = nil) -> String {
        var renderer = MarkdownRenderer(style: style, width: width, startColumn: startColumn)
        return renderer.feed(text) + renderer.finish()
    }

    private mutating func consume(_ character: Character) {
        if character == "\n" {
            endLine()
            return
        }
        switch mode {
        case .undecided:
            line.append(character)
            if line.count > Self.heldLimit { overflow() } else { decide(complete: false) }
        case .text:
            inline.feed(character)
            drainInline()
        case .code:
            out.write(String(character), .plain)
        case .held:
            line.append(character)
            if line.count > Self.heldLimit { overflow() }
        }
    }

    private mutating func endLine() {
        if mode == .undecided || mode == .held { decide(complete: true) }
        switch mode {
        case .text: endTextLine()
        case .code: out.endLine()
        case .undecided, .held: break
        }
        line = []
        mode = .undecided
    }

    /// Decides what the line read so far is, when its characters allow.
    private mutating func decide(complete: Bool) {
        if let fence {
            decideCodeLine(fence, complete: complete)
            return
        }
        guard let block = BlockSyntax.classify(line, complete: complete) else { return }
        if block.needsWholeLine && !complete {
            mode = .held
        } else {
            begin(block)
        }
    }

    /// A line too long to hold: written as text (or code) from here on.
    private mutating func overflow() {
        if fence != nil {
            writeCodeLine(line[...])
            return
        }
        let (depth, body) = BlockSyntax.quoteMarkers(line, limit: .max)
        let content = line[body...].firstIndex { $0 != " " && $0 != "\t" } ?? body
        begin(BlockLine(kind: .paragraph, quoteDepth: depth, indent: content - body, content: content))
    }

    private mutating func decideCodeLine(_ fence: OpenFence, complete: Bool) {
        var start = BlockSyntax.quoteMarkers(line, limit: fence.quoteDepth).end
        var stripped = 0
        while start < line.count, stripped < fence.indent, line[start] == " " {
            start += 1
            stripped += 1
        }
        guard let closes = BlockSyntax.closesFence(line[start...], marker: fence.marker, count: fence.count, complete: complete) else {
            return
        }
        if closes {
            writeFrame(fence.prefix, "╰─")
            self.fence = nil
        } else {
            writeCodeLine(line[start...])
        }
    }

    /// Starts a line of code: the frame's bar, then the code as it is (never wrapped).
    private mutating func writeCodeLine(_ text: ArraySlice<Character>) {
        for piece in fence?.prefix ?? [] { out.write(piece.text, piece.look) }
        out.write(text.isEmpty ? "│" : "│ ", .frame)
        out.write(String(text), .plain)
        mode = .code
    }

    /// Starts streaming a line of text, beginning with `text` (what was read of it already).
    mutating func startText(first: [LineWrapper.Piece], rest: [LineWrapper.Piece], base: InlineStyle = .plain,
                            text: some Sequence<Character>, continuingAt column: Int? = nil) {
        wrapper.begin(first: first, rest: rest, continuingAt: column)
        inline = InlineParser(style: style, base: base)
        mode = .text
        for character in text { inline.feed(character) }
        drainInline()
    }

    mutating func endTextLine() {
        inline.endLine()
        drainInline()
        wrapper.end(to: &out)
        if let level = headingLevel, level <= 2 {
            writeFrame(quoteBars(quoteDepth), String(repeating: level == 1 ? "═" : "─", count: max(wrapper.widest, 1)))
        }
        headingLevel = nil
        mode = .undecided
    }

    private mutating func drainInline() {
        for atom in inline.take() { wrapper.add(atom, to: &out) }
    }

    /// Writes a whole line of the frame style after `prefix`.
    mutating func writeFrame(_ prefix: [LineWrapper.Piece], _ text: String) {
        for piece in prefix { out.write(piece.text, piece.look) }
        out.write(text, .frame)
        out.endLine()
    }

    /// The bars of `depth` nested quotes.
    func quoteBars(_ depth: Int) -> [LineWrapper.Piece] {
        depth == 0 ? [] : [(String(repeating: "│ ", count: depth), .frame)]
    }
}
