/// How a table column's cells line up.
enum TableAlignment: Equatable {
    case left, center, right
}

/// A Markdown table, held until it ends and then laid out: columns as wide as their
/// widest cell, or shrunk to fit the terminal (widest columns first, cells wrapped at
/// spaces, words broken only when a column is narrower than them). Past `rowLimit` rows
/// what is held is written, and later rows follow at once in the same column widths.
struct TableLayout {
    static let rowLimit = 64

    private typealias Word = [(Character, InlineStyle)]
    private typealias Line = [(Character, InlineStyle)]

    let prefix: [LineWrapper.Piece]
    let alignments: [TableAlignment]
    private var header: [String]?
    private var rows: [[String]] = []
    private var widths: [Int]?

    init(header: [String], alignments: [TableAlignment], prefix: [LineWrapper.Piece]) {
        self.alignments = alignments
        self.prefix = prefix
        self.header = header
    }

    /// Holds a row; true when the rows held should be written now.
    mutating func add(_ cells: [String]) -> Bool {
        rows.append(cells)
        return widths != nil || rows.count >= Self.rowLimit
    }

    /// Writes what is held.
    mutating func flush(style: MarkdownStyle, width: TerminalWidth, to out: inout StyledOutput) {
        var bold = InlineStyle.plain
        bold.bold = true
        let headerCells = header.map { cells(of: $0, style: style, base: bold) }
        let bodyCells = rows.map { cells(of: $0, style: style, base: .plain) }
        let widths = self.widths ?? fit(([headerCells].compactMap { $0 }) + bodyCells, columns: width.columns())
        if let headerCells {
            write(headerCells, widths: widths, to: &out)
            writeRule(widths, to: &out)
        }
        for row in bodyCells { write(row, widths: widths, to: &out) }
        self.widths = widths
        header = nil
        rows = []
    }

    private func cells(of row: [String], style: MarkdownStyle, base: InlineStyle) -> [[Word]] {
        (0..<alignments.count).map { column in
            let text = column < row.count ? row[column] : ""
            var words: [Word] = [[]]
            for atom in InlineParser.atoms(of: text, style: style, base: base) {
                switch atom {
                case .visible(let character, let look): words[words.count - 1].append((character, look))
                case .space: if !(words.last?.isEmpty ?? true) { words.append([]) }
                }
            }
            return words.filter { !$0.isEmpty }
        }
    }

    private static func width(_ word: Word) -> Int { word.reduce(0) { $0 + TextWidth.of($1.0) } }

    /// Column widths: the natural ones, or shrunk to `columns`.
    private func fit(_ table: [[[Word]]], columns: Int?) -> [Int] {
        let count = alignments.count
        var natural = [Int](repeating: 1, count: count)
        var longest = [Int](repeating: 1, count: count)
        for row in table {
            for (column, words) in row.enumerated() {
                let widths = words.map(Self.width)
                natural[column] = max(natural[column], widths.reduce(0, +) + max(widths.count - 1, 0))
                longest[column] = max(longest[column], widths.max() ?? 0)
            }
        }
        guard let columns else { return natural }
        let available = columns - TextWidth.of(prefix.map(\.text).joined()) - 3 * (count - 1)
        var widths = natural
        // Wrap cells at spaces first (widest column first), then break words, down to 3.
        for floor in [longest, natural.map { min($0, 3) }] {
            while widths.reduce(0, +) > available {
                let candidates = widths.indices.filter { widths[$0] > floor[$0] }
                guard let widest = candidates.max(by: { widths[$0] < widths[$1] }) else { break }
                widths[widest] -= 1
            }
        }
        return widths
    }

    private func write(_ row: [[Word]], widths: [Int], to out: inout StyledOutput) {
        let lines = row.enumerated().map { Self.wrap($0.element, width: widths[$0.offset]) }
        let height = lines.map(\.count).max() ?? 1
        for index in 0..<max(height, 1) {
            for piece in prefix { out.write(piece.text, piece.look) }
            for (column, cellLines) in lines.enumerated() {
                let line = index < cellLines.count ? cellLines[index] : []
                let room = widths[column] - Self.width(line)
                let last = column == lines.count - 1
                let (before, after): (Int, Int)
                switch alignments[column] {
                case .left: (before, after) = (0, room)
                case .right: (before, after) = (room, 0)
                case .center: (before, after) = (room / 2, room - room / 2)
                }
                // Nothing trails the last column: no padding, no space after an empty cell's bar.
                if column > 0 { out.write(last && line.isEmpty ? " │" : " │ ", .frame) }
                if !(last && line.isEmpty) { out.write(String(repeating: " ", count: before), .plain) }
                Self.write(line, to: &out)
                if !last { out.write(String(repeating: " ", count: after), .plain) }
            }
            out.endLine()
        }
    }

    private func writeRule(_ widths: [Int], to out: inout StyledOutput) {
        for piece in prefix { out.write(piece.text, piece.look) }
        let segments = widths.enumerated().map { column, width in
            String(repeating: "─", count: width + (column == 0 ? 0 : 1) + (column == widths.count - 1 ? 0 : 1))
        }
        out.write(segments.joined(separator: "┼"), .frame)
        out.endLine()
    }

    private static func write(_ line: Line, to out: inout StyledOutput) {
        var run = ""
        var look = line.first?.1 ?? .plain
        for (character, characterLook) in line {
            if characterLook != look {
                out.write(run, look)
                run = ""
                look = characterLook
            }
            run.append(character)
        }
        out.write(run, look)
    }

    /// A cell's words in lines at most `width` wide.
    private static func wrap(_ words: [Word], width: Int) -> [Line] {
        var lines: [Line] = []
        var line: Line = []
        var used = 0
        for word in words {
            let wordWidth = Self.width(word)
            if !line.isEmpty && used + 1 + wordWidth > width {
                lines.append(line)
                line = []
                used = 0
            }
            if !line.isEmpty {
                // The space between two words takes the look they share (an underlined link).
                line.append((" ", line.last?.1 == word.first?.1 ? word.first?.1 ?? .plain : .plain))
                used += 1
            }
            for character in word {
                let characterWidth = TextWidth.of(character.0)
                if used + characterWidth > width && used > 0 {
                    lines.append(line)
                    line = []
                    used = 0
                }
                line.append(character)
                used += characterWidth
            }
        }
        if !line.isEmpty || lines.isEmpty { lines.append(line) }
        return lines
    }
}
