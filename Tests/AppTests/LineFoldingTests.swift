import Testing
@testable import App

/// The program's lines in a narrow window: folded at spaces, never mid-word; styles take no width.
struct LineFoldingTests {
    @Test func aLongLineFoldsAtSpacesWithItsIndentationKept() {
        let text = "  Protein   176 g (2.2 g per kg x 80 kg, to lose fat)"
        #expect(LineFolding.fold(text, width: 34) == """
              Protein   176 g (2.2 g per kg x
                80 kg, to lose fat)
            """)
        #expect(LineFolding.fold("short enough", width: 34) == "short enough")
        #expect(LineFolding.fold(text, width: nil) == text)
    }

    @Test func everyFoldedLineFitsAndNoWordIsCut() {
        let status = "offline/offline-coach · ~4,708 in, ~57 out · ~$0.0000 · first token 3 ms · 12 ms"
        let folded = LineFolding.fold(status, width: 34)
        #expect(folded.split(separator: "\n").allSatisfy { $0.count <= 34 })
        #expect(folded.split(whereSeparator: { $0 == " " || $0 == "\n" }) == status.split(separator: " "))
    }

    @Test func escapeSequencesTakeNoWidthAndAreNeverSplit() {
        let dim = "\u{1B}[2m" + String(repeating: "word ", count: 8) + "end\u{1B}[0m"
        let folded = LineFolding.fold(dim, width: 20)
        #expect(folded == "\u{1B}[2mword word word word\n  word word word\n  word end\u{1B}[0m")
    }

    @Test func aWordLongerThanTheLineIsBrokenWhereItMustBe() {
        #expect(LineFolding.fold("see " + String(repeating: "x", count: 30), width: 12)
            == "see\n  xxxxxxxxxx\n  xxxxxxxxxx\n  xxxxxxxxxx")
    }
}
