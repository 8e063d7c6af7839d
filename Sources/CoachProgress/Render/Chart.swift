/// Charts drawn with text: horizontal bars against a target, and a column chart of a series.
/// Rich styles use Unicode eighth blocks and colour; plain ones `#`, `+` and `|`.
enum Chart {
    /// Left blocks of 0 to 7 eighths: none, then U+258F (one eighth) down to U+2589 (seven).
    static let horizontalEighths = [""] + (1...7).map { block(0x2590 - $0) }
    /// Lower blocks of 0 to 8 eighths: a space, then U+2581 (one eighth) up to U+2588 (full).
    static let verticalEighths = [" "] + (1...8).map { block(0x2580 + $0) }

    private static func block(_ code: UInt32) -> String { Unicode.Scalar(code).map { String(Character($0)) } ?? " " }

    /// A bar `width` columns long at full `scale`, for `value` against `target`: the part up to
    /// the target in the good tone, the part beyond it in the over tone, and a mark where an
    /// unmet target lies. Plain: `#` up to the target, `+` beyond, `|` at an unmet target.
    static func bar(value: Double, target: Double?, scale: Double, width: Int, style: ReportStyle) -> String {
        guard scale > 0, width > 0 else { return "" }
        let perColumn = scale / Double(width)
        let valueColumns = max(0, min(Double(width), value / perColumn))
        let targetColumns = target.map { max(0, min(Double(width), $0 / perColumn)) }
        if !style.rich {
            let filled = Int(valueColumns.rounded())
            let within = min(filled, targetColumns.map { Int($0.rounded()) } ?? filled)
            var text = String(repeating: "#", count: within) + String(repeating: "+", count: filled - within)
            if let targetColumns, Int(targetColumns.rounded()) > filled {
                let mark = min(width - 1, Int(targetColumns.rounded()) - 1)
                text += String(repeating: " ", count: max(0, mark - filled)) + "|"
            }
            return text
        }
        let within = min(valueColumns, targetColumns ?? valueColumns)
        var text = style.paint(blocks(within), .good)
        if valueColumns > within {
            // The over part starts on a whole column so the colours do not share a cell.
            let start = within.rounded(.up)
            text = style.paint(blocks(start), .good) + style.paint(blocks(valueColumns - start), .over)
        }
        if let targetColumns, targetColumns > valueColumns {
            let used = Int(valueColumns.rounded(.up))
            let mark = max(used, Int(targetColumns.rounded()) - 1)
            text += String(repeating: " ", count: mark - used) + style.paint("│", .dim)
        }
        return text
    }

    /// `columns` columns of full blocks with an eighth block for the remainder.
    static func blocks(_ columns: Double) -> String {
        guard columns > 0 else { return "" }
        let eighths = Int((columns * 8).rounded())
        return String(repeating: "█", count: eighths / 8) + horizontalEighths[eighths % 8]
    }

    /// A column chart of `values` (nil: a gap) `height` rows high, scaled from `low` to `high`;
    /// each row is prefixed by `axisWidth` columns of axis labels (the top, middle and bottom
    /// value via `label`). Rich styles only: plain reports list the values as rows instead.
    static func columns(_ values: [Double?], low: Double, high: Double, height: Int, axisWidth: Int,
                        label: (Double) -> String, style: ReportStyle) -> [String] {
        let range = max(high - low, 1e-9)
        let levels = values.map { value in value.map { Int((max(0, min(1, ($0 - low) / range)) * Double(height * 8)).rounded()) } }
        return (0..<height).map { row in
            let fromBottom = height - 1 - row
            let axisValue: Double? = switch row {
            case 0: high
            case height - 1: low
            case height / 2: low + range * (Double(fromBottom) + 0.5) / Double(height)
            default: nil
            }
            let axis = Columns.right(axisValue.map(label) ?? "", axisWidth - 2) + " " + style.paint("┤", .dim)
            let cells = levels.map { level -> String in
                guard let level else { return " " }
                let eighths = max(0, min(8, level - fromBottom * 8))
                return verticalEighths[eighths]
            }.joined()
            return axis + style.paint(cells, .accent)
        }
    }

    /// `values` spread over about `count` columns: each repeated when there are few, neighbours
    /// averaged when there are many.
    static func fit(_ values: [Double?], to count: Int) -> [Double?] {
        guard !values.isEmpty, values.count < count else { return resample(values, to: count) }
        let repeats = count / values.count
        return values.flatMap { Array(repeating: $0, count: repeats) }
    }

    /// `values` averaged into at most `count` buckets of neighbours (nil values skipped; a bucket
    /// of only nils stays nil).
    static func resample(_ values: [Double?], to count: Int) -> [Double?] {
        guard values.count > count, count > 0 else { return values }
        return (0..<count).map { bucket in
            let start = bucket * values.count / count
            let end = max(start + 1, (bucket + 1) * values.count / count)
            let present = values[start..<end].compactMap { $0 }
            return present.isEmpty ? nil : present.reduce(0, +) / Double(present.count)
        }
    }
}
