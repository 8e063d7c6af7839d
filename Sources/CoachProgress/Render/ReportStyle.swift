/// How progress reports are drawn: rich (Unicode blocks and colour, as wide as the terminal) or
/// plain (aligned ASCII text of a fixed width, for pipes, `NO_COLOR` and transcripts).
public struct ReportStyle: Sendable {
    /// What a piece of text means, for colour.
    public enum Tone: Sendable, Hashable {
        case good, over, dim, bold, accent
    }

    /// Columns available.
    public var width: Int
    /// Unicode blocks and colour (true), or plain ASCII (false).
    public var rich: Bool
    private let painter: @Sendable (String, Tone) -> String

    /// A rich style `width` columns wide; `paint` wraps text in the colour of a tone.
    public static func rich(width: Int, paint: @escaping @Sendable (String, Tone) -> String) -> ReportStyle {
        ReportStyle(width: max(40, width), rich: true, painter: paint)
    }

    /// Plain text, 80 columns: the same on every machine.
    public static let plain = ReportStyle(width: 80, rich: false, painter: { text, _ in text })

    private init(width: Int, rich: Bool, painter: @escaping @Sendable (String, Tone) -> String) {
        self.width = width
        self.rich = rich
        self.painter = painter
    }

    /// `text` in the colour of `tone` (unchanged when plain).
    public func paint(_ text: String, _ tone: Tone) -> String { rich ? painter(text, tone) : text }
}

/// Column layout helpers (display width is the character count: reports use no wide characters).
package enum Columns {
    /// `text` padded with spaces on the right to `width`.
    static func left(_ text: String, _ width: Int) -> String {
        text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
    }

    /// `text` padded with spaces on the left to `width`.
    static func right(_ text: String, _ width: Int) -> String {
        text.count >= width ? text : String(repeating: " ", count: width - text.count) + text
    }

    /// Rows of cells as aligned text: each column as wide as its widest cell; `rightAligned`
    /// columns (by index) are padded on the left. Trailing spaces are trimmed.
    package static func table(_ rows: [[String]], rightAligned: Set<Int> = [], gap: Int = 2) -> [String] {
        let count = rows.map(\.count).max() ?? 0
        let widths = (0..<count).map { column in rows.map { column < $0.count ? $0[column].count : 0 }.max() ?? 0 }
        return rows.map { row in
            var line = ""
            for (column, cell) in row.enumerated() {
                if column > 0 { line += String(repeating: " ", count: gap) }
                line += rightAligned.contains(column) ? right(cell, widths[column]) : left(cell, widths[column])
            }
            while line.hasSuffix(" ") { line.removeLast() }
            return line
        }
    }
}
