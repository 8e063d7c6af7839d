/// Text from outside (the user, a model, a file) as the logs keep it and as errors quote it.
public enum EntryText {
    /// `text` with every control character as a space (a NUL would cut it short where it is
    /// stored; an escape sequence would style the terminal), runs of whitespace as one space, trimmed.
    public static func clean(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isControl) else { return TextTools.collapse(text) }
        var scalars = String.UnicodeScalarView()
        for scalar in text.unicodeScalars { scalars.append(isControl(scalar) ? " " : scalar) }
        return TextTools.collapse(String(scalars))
    }

    /// `'text'` for an error line: ``clipped(_:limit:)`` in quotes.
    public static func quoted(_ text: String, limit: Int = 40) -> String { "'" + clipped(text, limit: limit) + "'" }

    /// `text` for an error line: on one line, at most `limit` characters (an ellipsis marks the
    /// cut), so a 200 MB cell or a 100,000-character name costs one short line.
    public static func clipped(_ text: String, limit: Int = 40) -> String {
        var shown = String.UnicodeScalarView()
        var count = 0
        for scalar in text.unicodeScalars {
            if count == limit {
                shown.append("…")
                break
            }
            shown.append(isControl(scalar) ? " " : scalar)
            count += 1
        }
        return String(shown)
    }

    /// C0 and C1 controls, DEL, and the bidirectional embeddings, overrides and isolates
    /// (U+202A-U+202E, U+2066-U+2069), which would show a name's letters in another order.
    public static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || (0x202A...0x202E).contains(scalar.value)
            || (0x2066...0x2069).contains(scalar.value)
    }
}
