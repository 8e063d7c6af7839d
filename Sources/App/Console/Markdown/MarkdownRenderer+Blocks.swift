/// What each kind of line starts: lists and their nesting, quotes, headings, rules,
/// fenced code and tables.
extension MarkdownRenderer {
    static let bullets = ["•", "◦", "▪"]

    mutating func begin(_ block: BlockLine) {
        if block.kind != .tableRow { endTable() }
        if block.kind == .blank {
            blank(block)
            return
        }
        if block.quoteDepth != quoteDepth {
            lists = []
            quoteDepth = block.quoteDepth
        }
        // `:history`: a paragraph goes on after `you: `; anything else starts below it.
        let continuing = startColumn
        startColumn = nil
        sawContent = true
        let bars = quoteBars(quoteDepth)
        let text = line[min(block.content, line.count)...]
        switch block.kind {
        case .blank:
            break
        case .paragraph:
            closeLists(deeperThan: block.indent)
            let indent = lists.last?.column ?? min(block.indent, 8)
            let prefix = bars + (indent > 0 ? [(String(repeating: " ", count: indent), .plain)] : [])
            let resume = prefix.isEmpty ? continuing : nil
            if continuing != nil && resume == nil { out.endLine() }
            startText(first: prefix, rest: prefix, text: text, continuingAt: resume)
        case .heading(let level):
            lineBelow(continuing)
            lists = []
            headingLevel = level
            var look = InlineStyle.plain
            look.bold = true
            look.underline = level == 1
            startText(first: bars, rest: bars, base: look, text: text)
        case .rule:
            lineBelow(continuing)
            lists = []
            let room = (width.columns() ?? 40) - 2 * quoteDepth
            writeFrame(bars, String(repeating: "─", count: max(min(room, 80), 3)))
        case .listItem(let marker, let ordered):
            lineBelow(continuing)
            closeLists(deeperThan: block.indent)
            let parent = lists.last?.column ?? 0
            let shown = ordered ? marker : Self.bullets[lists.count % Self.bullets.count]
            let column = parent + TextWidth.of(shown) + 1
            lists.append(ListLevel(contentIndent: block.indent + marker.count + 1, column: column))
            let indent: [LineWrapper.Piece] = parent > 0 ? [(String(repeating: " ", count: parent), .plain)] : []
            startText(first: bars + indent + [(shown + " ", .plain)],
                      rest: bars + [(String(repeating: " ", count: column), .plain)], text: text)
        case .fence(let marker, let count, let info):
            lineBelow(continuing)
            closeLists(deeperThan: block.indent)
            let column = lists.last?.column ?? 0
            let prefix = bars + (column > 0 ? [(String(repeating: " ", count: column), .plain)] : [])
            fence = OpenFence(marker: marker, count: count, indent: block.indent, quoteDepth: quoteDepth, prefix: prefix)
            let language = info.split(separator: " ").first.map { " " + $0 } ?? ""
            writeFrame(prefix, "╭─" + language)
        case .tableRow:
            lineBelow(continuing)
            tableRow(String(text), indent: block.indent)
        }
    }

    /// A blank line: one blank line out (a bar inside a quote); none before the first block.
    private mutating func blank(_ block: BlockLine) {
        guard sawContent else { return }
        if block.quoteDepth > 0 {
            if block.quoteDepth != quoteDepth {
                lists = []
                quoteDepth = block.quoteDepth
            }
            writeFrame([], Array(repeating: "│", count: block.quoteDepth).joined(separator: " "))
        } else {
            out.blankLine()
        }
    }

    /// `:history`: a block other than a paragraph starts on the line below `you:`.
    private mutating func lineBelow(_ continuing: Int?) {
        if continuing != nil { out.endLine() }
    }

    /// Ends the list items whose text starts right of `indent`.
    private mutating func closeLists(deeperThan indent: Int) {
        while let last = lists.last, last.contentIndent > indent { lists.removeLast() }
    }

    /// A line starting with `|`: a row of the open table, the header of a new one (when the
    /// next line is a delimiter row), or, when neither, text.
    private mutating func tableRow(_ text: String, indent: Int) {
        let cells = BlockSyntax.cells(text)
        if var open = table {
            if open.add(cells) { open.flush(style: style, width: width, to: &out) }
            table = open
            return
        }
        if let pending = pendingRow {
            pendingRow = nil
            let header = BlockSyntax.cells(pending.text)
            if let alignments = BlockSyntax.alignments(cells), alignments.count == header.count {
                table = TableLayout(header: header, alignments: alignments, prefix: pending.prefix)
                return
            }
            writeText(pending)
        }
        closeLists(deeperThan: indent)
        let column = lists.last?.column ?? 0
        pendingRow = PendingRow(text: text, prefix: quoteBars(quoteDepth) + (column > 0 ? [(String(repeating: " ", count: column), .plain)] : []))
    }

    /// Writes the table that just ended, or the `|` line that did not start one.
    mutating func endTable() {
        if var open = table {
            open.flush(style: style, width: width, to: &out)
            table = nil
        }
        if let pending = pendingRow {
            pendingRow = nil
            writeText(pending)
        }
    }

    private mutating func writeText(_ row: PendingRow) {
        startText(first: row.prefix, rest: row.prefix, text: row.text)
        endTextLine()
    }
}
