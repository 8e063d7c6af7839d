import Testing
@testable import App

struct MarkdownRendererTests {
    static let sample = "# Plan\nDo **3 sets** of `squat`.\n- rest 2 min\n* eat\n```\ncode\n```\nplain - text\n"

    func render(_ chunks: [String], color: Bool = true) -> String {
        var renderer = MarkdownRenderer(color: color)
        return chunks.map { renderer.feed($0) }.joined() + renderer.finish()
    }

    @Test func stylesHeadingsBoldCodeAndBullets() {
        let out = render([Self.sample])
        #expect(out.contains("\u{1B}[0;1mPlan"))
        #expect(out.contains("\u{1B}[0;1m3 sets\u{1B}[0m"))
        #expect(out.contains("\u{1B}[0;36msquat\u{1B}[0m"))
        #expect(out.contains("• rest 2 min"))
        #expect(out.contains("• eat"))
        #expect(out.contains("plain - text"))
        #expect(!out.contains("**"))
    }

    @Test func anySplitOfTheStreamRendersTheSame() {
        let whole = render([Self.sample])
        let characters = Array(Self.sample)
        for cut in 1..<characters.count {
            let split = render([String(characters[..<cut]), String(characters[cut...])])
            #expect(split == whole, "split at \(cut)")
        }
    }

    @Test func plainWhenColorIsOff() {
        #expect(render([Self.sample], color: false) == Self.sample)
    }
}
