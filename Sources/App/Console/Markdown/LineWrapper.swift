/// Lays one line of text out as it streams: each word is written as soon as it is whole,
/// on this line if it fits, else on the next one after the continuation prefix (the
/// hanging indent of a list item, the bar of a quote). A word is broken only when it is
/// longer than a whole line. The width is asked again for every new line, so a resized
/// terminal re-wraps what comes next.
struct LineWrapper {
    /// Text with its look: a prefix is made of these.
    typealias Piece = (text: String, look: InlineStyle)

    private let width: TerminalWidth
    private var first: [Piece] = []
    private var rest: [Piece] = []
    private var firstWritten = false
    private var columns: Int?
    private var column = 0
    /// Where the text of the current line starts (after its prefix).
    private var textStart = 0
    private var lineEmpty = true
    private var word: [(Character, InlineStyle)] = []
    private var wordWidth = 0
    private var gap: [(Character, InlineStyle)] = []
    /// The widest line of text so far (without prefixes): the length of a heading's rule.
    private(set) var widest = 0

    init(width: TerminalWidth) { self.width = width }

    /// Starts a line of text: `first` before its first line, `rest` before each wrapped one.
    /// `column`: the line is already `column` wide (`:history` writes `you: ` first).
    mutating func begin(first: [Piece], rest: [Piece], continuingAt column: Int? = nil) {
        self.first = first
        self.rest = rest
        word = []
        wordWidth = 0
        gap = []
        widest = 0
        if let column {
            firstWritten = true
            columns = width.columns()
            self.column = column
            textStart = column
            lineEmpty = false
        } else {
            firstWritten = false
        }
    }

    mutating func add(_ atom: InlineAtom, to out: inout StyledOutput) {
        switch atom {
        case .visible(let character, let look):
            word.append((character, look))
            wordWidth += TextWidth.of(character)
        case .space(let character, let look):
            if !word.isEmpty { place(to: &out) }
            if firstWritten && !lineEmpty { gap.append((character, look)) }
        }
    }

    /// Ends the line of text.
    mutating func end(to out: inout StyledOutput) {
        if !word.isEmpty { place(to: &out) }
        if !firstWritten { startFirstLine(to: &out) }
        noteWidth()
        gap = []
        out.endLine()
    }

    private mutating func startFirstLine(to out: inout StyledOutput) {
        columns = width.columns()
        column = Self.write(first, to: &out)
        textStart = column
        lineEmpty = true
        firstWritten = true
    }

    private mutating func newLine(to out: inout StyledOutput) {
        noteWidth()
        out.endLine()
        columns = width.columns()
        column = Self.write(rest, to: &out)
        textStart = column
        lineEmpty = true
    }

    private mutating func place(to out: inout StyledOutput) {
        if !firstWritten { startFirstLine(to: &out) }
        if !lineEmpty {
            let gapWidth = gap.reduce(0) { $0 + ($1.0 == "\t" ? 8 - ($0 + column) % 8 : TextWidth.of($1.0)) }
            if let columns, column + gapWidth + wordWidth > columns {
                newLine(to: &out)
            } else {
                for (character, look) in gap {
                    let text = character == "\t" && columns != nil ? String(repeating: " ", count: 8 - column % 8) : String(character)
                    out.write(text, look)
                    column += TextWidth.of(text)
                }
            }
        }
        gap = []
        writeWord(to: &out)
    }

    /// Writes the word, broken at the edge only when it does not fit on a line of its own.
    private mutating func writeWord(to out: inout StyledOutput) {
        var run = ""
        var runLook = word.first?.1 ?? .plain
        for (character, look) in word {
            let characterWidth = TextWidth.of(character)
            if let columns, !lineEmpty, column + characterWidth > columns {
                out.write(run, runLook)
                run = ""
                newLine(to: &out)
            }
            if look != runLook {
                out.write(run, runLook)
                run = ""
                runLook = look
            }
            run.append(character)
            column += characterWidth
            lineEmpty = false
        }
        out.write(run, runLook)
        word = []
        wordWidth = 0
    }

    private mutating func noteWidth() { widest = max(widest, column - textStart) }

    /// Writes a prefix; returns its width.
    private static func write(_ pieces: [Piece], to out: inout StyledOutput) -> Int {
        var width = 0
        for piece in pieces {
            out.write(piece.text, piece.look)
            width += TextWidth.of(piece.text)
        }
        return width
    }
}
