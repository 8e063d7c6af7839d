/// How replies are drawn as they stream in. Named alternatives of the container, switchable
/// live with `:swap ReplyRenderer plain`: `markdown` (laid out and wrapped, with ANSI styles
/// on a terminal) and `plain` (the text as the model wrote it, control characters made
/// visible).
public protocol ReplyRenderer: Sendable {
    /// The renderer of one reply, fresh for each.
    func begin() -> any ReplyRendering
}

/// One reply being drawn: each chunk goes in as it arrives, and what to print comes out.
public protocol ReplyRendering {
    /// Renders a chunk; returns what to print now.
    mutating func feed(_ chunk: String) -> String
    /// Whatever was held back, and the styles reset, at the end of the reply.
    mutating func finish() -> String
}

/// The `markdown` alternative: the console's Markdown style, at the console's width.
struct MarkdownReplies: ReplyRenderer {
    let console: Console
    func begin() -> any ReplyRendering { MarkdownRenderer(style: console.markdownStyle, width: console.width) }
}

/// The `plain` alternative: the text as it arrives.
struct PlainReplies: ReplyRenderer {
    func begin() -> any ReplyRendering { PlainRendering() }
}

/// Passes text through, with every control character made visible.
struct PlainRendering: ReplyRendering {
    mutating func feed(_ chunk: String) -> String { ControlSanitizer.sanitize(chunk) }
    mutating func finish() -> String { "" }
}

extension MarkdownRenderer: ReplyRendering {}

extension ReplyRenderer {
    /// A whole text drawn at once (onboarding's question, which does not stream).
    func render(_ text: String) -> String {
        var rendering = begin()
        return rendering.feed(text) + rendering.finish()
    }
}
