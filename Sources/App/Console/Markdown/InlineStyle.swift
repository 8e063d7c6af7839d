/// The look of a run of text: what inline Markdown (and the block around it) asks for.
struct InlineStyle: Hashable, Sendable {
    var bold = false
    var dim = false
    var italic = false
    var underline = false
    var strike = false
    /// Inline code and code blocks.
    var code = false
    /// The target of an OSC 8 hyperlink this text belongs to.
    var link: String?

    static let plain = InlineStyle()

    static let frame = InlineStyle(dim: true)

    /// The SGR sequence that sets exactly this style (reset first).
    var sgr: String {
        var codes = ["0"]
        if bold { codes.append("1") }
        if dim { codes.append("2") }
        if italic { codes.append("3") }
        if underline { codes.append("4") }
        if strike { codes.append("9") }
        if code { codes.append("36") }
        return "\u{1B}[" + codes.joined(separator: ";") + "m"
    }

    /// The same style without the hyperlink: what SGR draws.
    var look: InlineStyle {
        var copy = self
        copy.link = nil
        return copy
    }
}
