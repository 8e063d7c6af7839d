import Testing
@testable import App

/// Tables: aligned columns, shrunk to the width with wrapped cells.
struct MarkdownTableTests {
    static let table = """
        | Food | kcal | Protein |
        |:-----|-----:|:---:|
        | Eggs | 140 | 12 g |
        | Toast with butter | 180 | 4 g |
        """

    @Test func columnsAreAlignedAtTheirNaturalWidth() {
        let expected = """
            Food              │ kcal │ Protein
            ──────────────────┼──────┼────────
            Eggs              │  140 │  12 g
            Toast with butter │  180 │   4 g
            """
        #expect(Markdown.plain(Self.table, width: 80) == expected)
        #expect(Markdown.plain(Self.table, width: 40) == expected)
        #expect(Markdown.plain(Self.table) == expected)
    }

    @Test func aTableTooWideIsShrunkAndItsCellsWrap() {
        #expect(Markdown.plain(Self.table, width: 24) == """
            Food    │ kcal │ Protein
            ────────┼──────┼────────
            Eggs    │  140 │  12 g
            Toast   │  180 │   4 g
            with    │      │
            butter  │      │
            """)
    }

    @Test func cellsHoldInlineMarkdown() {
        let text = "| a | b |\n|---|---|\n| **bold** | `code` \\| pipe |"
        #expect(Markdown.plain(text) == "a    │ b\n─────┼────────────\nbold │ code | pipe")
        #expect(Markdown.ansi(text).contains("\u{1B}[0;1mbold\u{1B}[0;2m │ \u{1B}[0;36mcode\u{1B}[0m | pipe"))
    }

    @Test func aPipeLineThatIsNoTableIsText() {
        #expect(Markdown.plain("| not a table\nnext line") == "| not a table\nnext line")
        #expect(Markdown.plain("| a |\n| b |") == "| a |\n| b |")
    }

    @Test func aLongTableIsWrittenBeforeItEnds() {
        var renderer = MarkdownRenderer(style: .plain, width: .unlimited)
        var shown = renderer.feed("| n | square |\n|---|---|\n")
        for row in 1...TableLayout.rowLimit { shown += renderer.feed("| \(row) | \(row * row) |\n") }
        #expect(shown.contains("64 │ 4096"), "past the limit the rows held are written")
        shown += renderer.feed("| 65 | 4225 |\n")
        #expect(shown.hasSuffix("65 │ 4225\n") || shown.hasSuffix("65 │ 4225"))
        shown += renderer.finish()
        #expect(shown.split(separator: "\n").count == 2 + 65)
    }
}
