import Foundation

/// What a line of Markdown is, read from its start: as soon as its first characters
/// decide it (`- ` is a list item, `Hello` a paragraph), so the rest can stream.
struct BlockLine: Equatable {
    enum Kind: Equatable {
        case blank
        case paragraph
        case heading(level: Int)
        case rule
        /// `marker`: `-`, `*`, `+`, or the number and its `.` or `)`.
        case listItem(marker: String, ordered: Bool)
        /// A fence's opening line (known only when the whole line is read).
        case fence(marker: Character, count: Int, info: String)
        /// A line starting with `|` (known as a table only when the next line is read).
        case tableRow
    }

    var kind: Kind
    /// `>` markers before the block.
    var quoteDepth: Int
    /// Spaces before the block (after the quote markers).
    var indent: Int
    /// Where the block's text starts in the line.
    var content: Int

    /// Whether the kind is known only once the whole line is read.
    var needsWholeLine: Bool {
        switch kind {
        case .fence, .tableRow: true
        default: false
        }
    }
}

enum BlockSyntax {
    /// The line's kind, or nil while its first characters leave it open (`complete`: the
    /// line has ended, so it is always decided).
    static func classify(_ line: [Character], complete: Bool) -> BlockLine? {
        let (depth, body) = quoteMarkers(line, limit: .max)
        var index = body
        var indent = 0
        while index < line.count, line[index] == " " || line[index] == "\t" {
            indent += line[index] == "\t" ? 4 : 1
            index += 1
        }
        // Still only markers and spaces: what follows decides.
        guard index < line.count else {
            return complete ? BlockLine(kind: .blank, quoteDepth: depth, indent: indent, content: index) : nil
        }
        func block(_ kind: BlockLine.Kind, content: Int) -> BlockLine {
            BlockLine(kind: kind, quoteDepth: depth, indent: indent, content: content)
        }
        let paragraph = block(.paragraph, content: index)
        let rest = line[index...]
        switch line[index] {
        case "#":
            let level = rest.prefix { $0 == "#" }.count
            guard level <= 6 else { return paragraph }
            guard index + level < line.count else { return complete ? paragraph : nil }
            return line[index + level] == " " ? block(.heading(level: level), content: index + level + 1) : paragraph
        case "-", "*", "+", "_":
            let marker = line[index]
            guard index + 1 < line.count else { return complete ? paragraph : nil }
            if line[index + 1] == " " && marker != "_" {
                return block(.listItem(marker: String(marker), ordered: false), content: index + 2)
            }
            guard marker != "+" else { return paragraph }
            // `---`, `***`, `___` (spaces allowed): a rule, known at the end of the line.
            guard rest.allSatisfy({ $0 == marker || $0 == " " }) else { return paragraph }
            guard complete else { return nil }
            return rest.filter { $0 == marker }.count >= 3 ? block(.rule, content: line.count) : paragraph
        case "0"..."9":
            let digits = rest.prefix { $0.isASCII && $0.isNumber }.count
            guard digits <= 9 else { return paragraph }
            let delimiter = index + digits
            guard delimiter + 1 < line.count else { return complete ? paragraph : nil }
            guard line[delimiter] == "." || line[delimiter] == ")", line[delimiter + 1] == " " else { return paragraph }
            return block(.listItem(marker: String(line[index...delimiter]), ordered: true), content: delimiter + 2)
        case "`", "~":
            let marker = line[index]
            let count = rest.prefix { $0 == marker }.count
            guard index + count < line.count || complete else { return nil }
            guard count >= 3 else { return paragraph }
            let info = String(line[(index + count)...]).trimmingCharacters(in: .whitespaces)
            if marker == "`" && info.contains("`") { return paragraph }
            return block(.fence(marker: marker, count: count, info: info), content: line.count)
        case "|":
            return block(.tableRow, content: index)
        default:
            return paragraph
        }
    }

    /// The number of `>` markers (each with the spaces before it and one after), up to
    /// `limit`, and where the text after them starts.
    static func quoteMarkers(_ line: [Character], limit: Int) -> (depth: Int, end: Int) {
        var depth = 0
        var end = 0
        while depth < limit {
            var index = end
            while index < line.count, index - end < 4, line[index] == " " { index += 1 }
            guard index < line.count, line[index] == ">" else { break }
            index += 1
            if index < line.count, line[index] == " " { index += 1 }
            depth += 1
            end = index
        }
        return (depth, end)
    }

    /// Whether `line` (after its quote markers and indent) closes a fence of `count` `marker`s:
    /// nil while it could still turn out to.
    static func closesFence(_ text: ArraySlice<Character>, marker: Character, count: Int, complete: Bool) -> Bool? {
        let trimmed = text.drop { $0 == " " }
        guard text.count - trimmed.count <= 3 else { return false }
        let run = trimmed.prefix { $0 == marker }.count
        let after = trimmed.dropFirst(run)
        guard after.allSatisfy({ $0 == " " }) else { return false }
        if complete { return run >= count }
        // A run too short for the fence, already followed by spaces, can no longer close it.
        if !after.isEmpty && run < count { return false }
        return nil
    }

    /// The cells of a table row: split at `|` (not `\|`), the outer pipes dropped.
    static func cells(_ row: some StringProtocol) -> [String] {
        var cells: [String] = []
        var cell = ""
        var escaped = false
        for character in row {
            if escaped {
                if character != "|" { cell.append("\\") }
                cell.append(character)
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else if character == "|" {
                cells.append(cell)
                cell = ""
            } else {
                cell.append(character)
            }
        }
        if escaped { cell.append("\\") }
        cells.append(cell)
        let trimmed = cells.map { $0.trimmingCharacters(in: .whitespaces) }
        var result = trimmed[...]
        if result.first == "" && row.drop(while: { $0 == " " }).first == "|" { result = result.dropFirst() }
        if result.last == "" && row.reversed().drop(while: { $0 == " " }).first == "|" { result = result.dropLast() }
        return Array(result)
    }

    /// The columns' alignments, when `cells` is a delimiter row (`|:---|---:|`).
    static func alignments(_ cells: [String]) -> [TableAlignment]? {
        var result: [TableAlignment] = []
        for cell in cells {
            let dashes = cell.trimmingCharacters(in: CharacterSet(charactersIn: ":"))
            guard !dashes.isEmpty, dashes.allSatisfy({ $0 == "-" }) else { return nil }
            switch (cell.hasPrefix(":"), cell.hasSuffix(":")) {
            case (true, true): result.append(.center)
            case (false, true): result.append(.right)
            default: result.append(.left)
            }
        }
        return result.isEmpty ? nil : result
    }
}
