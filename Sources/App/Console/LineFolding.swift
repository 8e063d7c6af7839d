/// Folds the program's own lines (command output, notes, errors, the status line) to the
/// terminal's width at spaces, so a narrow window never cuts a word: the terminal itself would
/// break it wherever the edge falls. A continuation line keeps the line's indentation plus two
/// spaces; a word longer than the width is broken where it must be. ANSI escape sequences take
/// no width and are never split.
enum LineFolding {
    /// `text` (possibly several lines) folded to `width` columns; as it is when `width` is nil.
    static func fold(_ text: String, width: Int?) -> String {
        guard let width, width >= 12 else { return text }
        return text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { fold(line: Array($0), width: width) }.joined(separator: "\n")
    }

    private static func fold(line: [Character], width: Int) -> String {
        let leading = line.prefix { $0 == " " }.count
        let indent = [Character](repeating: " ", count: min(leading + 2, width / 2))
        var lines: [[Character]] = []
        var current: [Character] = []
        var column = 0
        /// Where the last space of `current` is, and the column after it.
        var lastSpace: (index: Int, column: Int)?
        var index = 0
        while index < line.count {
            let character = line[index]
            if character == "\u{1B}" {
                // An escape sequence: copied whole, no width.
                var end = index + 1
                if end < line.count, line[end] == "[" {
                    end += 1
                    while end < line.count, !(line[end].asciiValue.map { (0x40...0x7E).contains($0) } ?? true) { end += 1 }
                }
                current.append(contentsOf: line[index...min(end, line.count - 1)])
                index = end + 1
                continue
            }
            if character == " " {
                if column >= width {
                    // A space at the edge: the line ends here, the space is dropped.
                    lines.append(current)
                    current = indent
                    column = indent.count
                    lastSpace = nil
                    index += 1
                    continue
                }
                current.append(character)
                column += 1
                lastSpace = (current.count - 1, column)
                index += 1
                continue
            }
            if column >= width {
                if let space = lastSpace, space.index >= (lines.isEmpty ? leading : indent.count) {
                    let rest = Array(current[(space.index + 1)...])
                    lines.append(Array(current[..<space.index]))
                    current = indent + rest
                    column = indent.count + (column - space.column)
                } else {
                    lines.append(current)
                    current = indent
                    column = indent.count
                }
                lastSpace = nil
            }
            current.append(character)
            column += 1
            index += 1
        }
        lines.append(current)
        return lines.map { String($0) }.joined(separator: "\n")
    }
}
