/// Makes text that did not come from the program safe to show on a terminal: every C0
/// and C1 control character and DEL is shown as a visible symbol (`ESC` as `␛`), so an
/// escape sequence from a model, a server or a stored message prints as harmless text
/// instead of setting the window title, clearing the screen or writing the clipboard.
/// Newline and tab are kept; a carriage return is dropped (it could overwrite a line).
///
/// Each character is judged alone, so the result of a stream does not depend on how
/// it was cut into chunks.
public enum ControlSanitizer {
    /// `text` with every control character other than newline and tab made visible.
    public static func sanitize(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isUnsafe) else { return text }
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if !isUnsafe(scalar) {
                result.append(scalar)
            } else if let visible = visible(scalar) {
                result.append(visible)
            }
        }
        return String(result)
    }

    private static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0A, 0x09: false
        case 0x00...0x1F, 0x7F...0x9F: true
        default: false
        }
    }

    /// The symbol shown for a control character; nil for one that is dropped.
    private static func visible(_ scalar: Unicode.Scalar) -> Unicode.Scalar? {
        switch scalar.value {
        case 0x0D: nil
        // Control Pictures: U+2400 + the code for C0, U+2421 for DEL.
        case 0x00...0x1F: Unicode.Scalar(0x2400 + scalar.value)
        case 0x7F: Unicode.Scalar(0x2421)
        // C1 controls (U+0080-U+009F, e.g. the one-character CSI U+009B) have no picture.
        default: Unicode.Scalar(0xFFFD)
        }
    }
}
