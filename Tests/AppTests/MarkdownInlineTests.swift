import Testing
@testable import App

/// Inline Markdown: emphasis, code, links, in ANSI and in plain text.
struct MarkdownInlineTests {
    static let line = "Use *light* weight, **not** heavy, _slow_ reps and run `squat --help`."

    @Test func emphasisAndCodeInPlainText() {
        #expect(Markdown.plain(Self.line) == "Use light weight, not heavy, slow reps and run squat --help.")
    }

    @Test func emphasisAndCodeInANSI() {
        #expect(Markdown.ansi(Self.line) == "Use \u{1B}[0;3mlight\u{1B}[0m weight, \u{1B}[0;1mnot\u{1B}[0m heavy, "
            + "\u{1B}[0;3mslow\u{1B}[0m reps and run \u{1B}[0;36msquat --help\u{1B}[0m.")
    }

    @Test func literalStarsAndUnderscoresStay() {
        #expect(Markdown.plain("2 * 3 = 6 and snake_case_name stay") == "2 * 3 = 6 and snake_case_name stay")
        #expect(Markdown.plain("\\*not italic\\* and ~200 kcal") == "*not italic* and ~200 kcal")
        #expect(Markdown.ansi("~~gone~~") == "\u{1B}[0;9mgone\u{1B}[0m")
    }

    @Test func inlineCodeAtTheEndLeavesNoStrayBacktick() {
        for chunks in [["Run `squat`"], ["Run `squa", "t`"], ["Run `squat", "`"]] {
            #expect(Markdown.render(chunks, style: .plain, width: nil) == "Run squat")
            #expect(Markdown.render(chunks, style: .ansi, width: nil) == "Run \u{1B}[0;36msquat\u{1B}[0m")
        }
        #expect(Markdown.plain("``a ` b``") == "a ` b")
    }

    @Test func linksShowTheirAddressDimmed() {
        let text = "See [the guide](https://example.com/guide) now."
        #expect(Markdown.plain(text) == "See the guide (https://example.com/guide) now.")
        #expect(Markdown.ansi(text) == "See \u{1B}[0;4mthe guide\u{1B}[0m \u{1B}[0;2m(https://example.com/guide)\u{1B}[0m now.")
        #expect(Markdown.plain("[https://x.org](https://x.org) and [x]()") == "https://x.org and x")
        #expect(Markdown.plain("![chart](c.png)") == "chart (c.png)")
    }

    @Test func linksAreOSC8HyperlinksWhereTheTerminalHasThem() {
        let text = "See [the guide](https://example.com/guide) now."
        #expect(Markdown.ansi(text, hyperlinks: true)
            == "See \u{1B}]8;;https://example.com/guide\u{1B}\\\u{1B}[0;4mthe guide\u{1B}]8;;\u{1B}\\\u{1B}[0m now.")
        // Only web and mail addresses become hyperlinks.
        #expect(Markdown.ansi("[run](file:///bin/sh)", hyperlinks: true) == "\u{1B}[0;4mrun\u{1B}[0m \u{1B}[0;2m(file:///bin/sh)\u{1B}[0m")
    }

    @Test func bracketsThatAreNoLinkStayAsTyped() {
        #expect(Markdown.plain("[x] done, [see](notes") == "[x] done, [see](notes")
        #expect(Markdown.plain("a [b [c](d) e") == "a [b c (d) e")
    }

    @Test func aWrappedLinkKeepsItsStyleOnEachLine() {
        let out = Markdown.ansi("[one two three](https://e.org)", width: 8)
        #expect(out == "\u{1B}[0;4mone two\u{1B}[0m\n\u{1B}[0;4mthree\u{1B}[0m\n\u{1B}[0;2m(https:/\u{1B}[0m\n\u{1B}[0;2m/e.org)\u{1B}[0m")
    }

    @Test func headingsAreBold() {
        #expect(Markdown.ansi("## Plan") == "\u{1B}[0;1mPlan\u{1B}[0m\n\u{1B}[0;2m────\u{1B}[0m")
    }

    @Test func hyperlinkSupportIsDecidedByTheEnvironment() {
        #expect(HyperlinkSupport.detect(in: ["TERM_PROGRAM": "iTerm.app"]))
        #expect(HyperlinkSupport.detect(in: ["VTE_VERSION": "7600"]))
        #expect(!HyperlinkSupport.detect(in: ["VTE_VERSION": "7600", "TMUX": "/tmp/tmux-0/default,1,0"]), "not inside tmux")
        #expect(HyperlinkSupport.detect(in: ["TMUX": "/tmp/t", "FORCE_HYPERLINK": "1"]), "unless it says so")
        #expect(!HyperlinkSupport.detect(in: ["TERM": "xterm-256color"]))
        #expect(!HyperlinkSupport.detect(in: ["WT_SESSION": "x", "FORCE_HYPERLINK": "0"]))
    }
}
