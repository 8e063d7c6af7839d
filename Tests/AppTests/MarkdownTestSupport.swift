@testable import App

/// Renders Markdown for the renderer's tests: whole, or cut into chunks.
enum Markdown {
    static func plain(_ text: String, width: Int? = nil) -> String {
        render([text], style: .plain, width: width)
    }

    static func ansi(_ text: String, width: Int? = nil, hyperlinks: Bool = false) -> String {
        render([text], style: MarkdownStyle(ansi: true, hyperlinks: hyperlinks), width: width)
    }

    static func render(_ chunks: [String], style: MarkdownStyle, width: Int?) -> String {
        var renderer = MarkdownRenderer(style: style, width: width.map(TerminalWidth.fixed) ?? .unlimited)
        return chunks.map { renderer.feed($0) }.joined() + renderer.finish()
    }

    /// `text` cut at pseudo-random places, 1 to 7 characters apart (the same for the same seed).
    static func chunks(_ text: String, seed: UInt64) -> [String] {
        var state = seed
        let characters = Array(text)
        var chunks: [String] = []
        var start = 0
        while start < characters.count {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let length = Int((state >> 33) % 7) + 1
            let end = min(start + length, characters.count)
            chunks.append(String(characters[start..<end]))
            start = end
        }
        return chunks
    }

    /// `text` without SGR sequences (what a terminal shows of it).
    static func stripSGR(_ text: String) -> String {
        var result = ""
        var inEscape = false
        for scalar in text.unicodeScalars {
            if inEscape {
                if scalar == "m" { inEscape = false }
            } else if scalar == "\u{1B}" {
                inEscape = true
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
