/// Text from a server made safe to print on one line: control characters (escape
/// sequences included) dropped, runs of whitespace and line breaks as one space, clipped.
enum TextSanitizer {
    /// `text` on one line of at most `limit` characters (an ellipsis marks a cut).
    static func oneLine(_ text: String, limit: Int) -> String {
        var out = ""
        var pendingSpace = false
        var count = 0
        for scalar in text.unicodeScalars {
            if scalar.properties.isWhitespace || scalar == "\u{85}" {
                pendingSpace = !out.isEmpty
                continue
            }
            // C0 and C1 controls, DEL, and format characters that could reorder text.
            if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar.properties.generalCategory == .format {
                continue
            }
            if pendingSpace {
                out.unicodeScalars.append(" ")
                count += 1
                pendingSpace = false
            }
            if count >= limit {
                out += "…"
                return out
            }
            out.unicodeScalars.append(scalar)
            count += 1
        }
        return out
    }

    /// A server's text as part of a sentence: one line of at most `limit` characters, no
    /// control characters, no trailing period (the sentence adds its own).
    static func clause(_ text: String, limit: Int) -> String {
        var line = oneLine(text, limit: limit)
        while line.hasSuffix(".") || line.hasSuffix(" ") { line.removeLast() }
        return line
    }

    /// `: text` as a clause (nothing when it is empty).
    static func detail(_ text: String, limit: Int) -> String {
        let clause = clause(text, limit: limit)
        return clause.isEmpty ? "" : ": \(clause)"
    }
}
