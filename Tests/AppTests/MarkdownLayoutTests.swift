import Testing
@testable import App

/// The renderer's block layout, in plain text at two widths and unwrapped (a pipe).
struct MarkdownLayoutTests {
    static let sentence = "Do three sets of squats, then rest two minutes between each set and drink water."

    @Test func paragraphsWrapAtWordBoundaries() {
        #expect(Markdown.plain(Self.sentence, width: 40) == """
            Do three sets of squats, then rest two
            minutes between each set and drink
            water.
            """)
        #expect(Markdown.plain(Self.sentence, width: 80) == Self.sentence)
        #expect(Markdown.plain(Self.sentence, width: 79) == """
            Do three sets of squats, then rest two minutes between each set and drink
            water.
            """)
        #expect(Markdown.plain(Self.sentence) == Self.sentence, "a pipe is never wrapped")
    }

    @Test func aWordIsBrokenOnlyWhenLongerThanTheLine() {
        #expect(Markdown.plain("a verylongwordthatbreaks here", width: 10) == "a\nverylongwo\nrdthatbrea\nks here")
        #expect(Markdown.plain("should fit", width: 6) == "should\nfit")
    }

    @Test func listsHangTheirIndentAndNest() {
        let text = "- first item with enough words to wrap around the line\n* second\n  - nested item that also wraps when narrow\n1. one\n2. two words"
        #expect(Markdown.plain(text, width: 40) == """
            • first item with enough words to wrap
              around the line
            • second
              ◦ nested item that also wraps when
                narrow
            1. one
            2. two words
            """)
        #expect(Markdown.plain(text, width: 80) == """
            • first item with enough words to wrap around the line
            • second
              ◦ nested item that also wraps when narrow
            1. one
            2. two words
            """)
    }

    @Test func numberedItemsHangBehindTheirNumber() {
        #expect(Markdown.plain("10. warm up with the empty bar first", width: 20) == "10. warm up with the\n    empty bar first")
        #expect(Markdown.plain("1. squat\n   continued under the item", width: 20) == "1. squat\n   continued under\n   the item")
    }

    @Test func codeBlocksAreFramedWithTheirLanguageAndNeverWrapped() {
        let text = "Try this:\n```swift\nlet x = 1\n\n    let longerName = computeSomething(x)\n```\nDone."
        let expected = """
            Try this:
            ╭─ swift
            │ let x = 1
            │
            │     let longerName = computeSomething(x)
            ╰─
            Done.
            """
        #expect(Markdown.plain(text, width: 20) == expected)
        #expect(Markdown.plain(text, width: 80) == expected)
        #expect(!Markdown.plain(text).contains("│ swift"), "the language is a label, not a line of code")
    }

    @Test func anUnclosedFenceIsClosedAtTheEnd() {
        #expect(Markdown.plain("~~~\nx = 1") == "╭─\n│ x = 1\n╰─")
    }

    @Test func codeInsideAListItemStaysUnderTheItem() {
        #expect(Markdown.plain("- run:\n  ```sh\n  ls -la\n  ```\n- done") == "• run:\n  ╭─ sh\n  │ ls -la\n  ╰─\n• done")
    }

    @Test func blockquotesGetABarNeverThePromptSign() {
        let text = "> Rest is part of training, not a break from it.\n>\n> Sleep eight hours."
        #expect(Markdown.plain(text, width: 30) == """
            │ Rest is part of training,
            │ not a break from it.
            │
            │ Sleep eight hours.
            """)
        #expect(Markdown.plain(text) == "│ Rest is part of training, not a break from it.\n│\n│ Sleep eight hours.")
        #expect(Markdown.plain("> > nested") == "│ │ nested")
    }

    @Test func headingsAndRules() {
        #expect(Markdown.plain("# Plan\n## Week one\n### Day 1\ntext") == "Plan\n════\nWeek one\n────────\nDay 1\ntext")
        #expect(Markdown.plain("above\n---\nbelow", width: 40) == "above\n" + String(repeating: "─", count: 40) + "\nbelow")
        #expect(Markdown.plain("above\n***\nbelow", width: 120) == "above\n" + String(repeating: "─", count: 80) + "\nbelow")
        #expect(Markdown.plain("-5 kg this month\n--") == "-5 kg this month\n--")
    }

    @Test func blankLinesAreKeptOnceAndNeverTrail() {
        #expect(Markdown.plain("\n\nfirst\n\n\n\nsecond\n\n") == "first\n\nsecond")
    }

    @Test func aHistoryLineContinuesAfterItsLabel() {
        let text = "Rest two minutes between sets.\n- then stretch"
        #expect(MarkdownRenderer.render(text, style: .plain, width: .fixed(24), startColumn: 7)
            == "Rest two minutes\nbetween sets.\n• then stretch")
        #expect(MarkdownRenderer.render("- first", style: .plain, width: .unlimited, startColumn: 7) == "\n• first")
    }
}
