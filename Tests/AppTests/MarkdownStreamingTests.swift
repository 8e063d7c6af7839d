import Synchronization
import Testing
@testable import App
import TestThreads

/// The output does not depend on how the stream was cut, and ANSI and plain text share
/// one layout.
struct MarkdownStreamingTests {
    static let document = """
        # Your week

        Do three sets of *squats*, then **rest two minutes** between each set and drink water. \
        Use `squat --help` and read [the guide](https://example.com/guide).

        - first item with enough words to wrap around the line
          - nested item that also wraps when narrow
        1. one
        2. two words, 2 * 3 = 6 and snake_case_name

        > Rest is part of training, not a break from it.

        | Food | kcal | Protein |
        |:-----|-----:|:---:|
        | Eggs | 140 | 12 g |
        | Toast with butter | 180 | 4 g |

        ```python
        print("hello")   # a comment that is longer than forty columns, never wrapped
        ```
        ---
        The end, `inline code`
        """

    @Test(.ownThread, arguments: [nil, 40, 80] as [Int?])
    func anyChunkingRendersTheSame(width: Int?) {
        for style in [MarkdownStyle.plain, .ansi, MarkdownStyle(ansi: true, hyperlinks: true)] {
            let whole = Markdown.render([Self.document], style: style, width: width)
            for seed in UInt64(1)...40 {
                let chunked = Markdown.render(Markdown.chunks(Self.document, seed: seed), style: style, width: width)
                #expect(chunked == whole, "seed \(seed), width \(String(describing: width)), \(style)")
            }
            let characters = Markdown.render(Self.document.map { String($0) }, style: style, width: width)
            #expect(characters == whole, "a character at a time")
        }
    }

    @Test(arguments: [nil, 40, 80] as [Int?])
    func ansiAndPlainShareTheLayout(width: Int?) {
        #expect(Markdown.stripSGR(Markdown.ansi(Self.document, width: width)) == Markdown.plain(Self.document, width: width))
    }

    @Test func textAppearsAsItStreams() {
        var renderer = MarkdownRenderer(style: .plain, width: .fixed(40))
        #expect(renderer.feed("Do three sets ") == "Do three sets")
        #expect(renderer.feed("of squ") == " of", "a word is written once it is whole")
        #expect(renderer.feed("ats, then rest two minutes") == " squats, then rest two")
        #expect(renderer.feed("\n- a") == "\nminutes")
        #expect(renderer.finish() == "\n• a")
    }

    @Test func aResizeRewrapsWhatComesNext() {
        let columns = Mutex(40)
        var renderer = MarkdownRenderer(style: .plain, width: .reading { columns.withLock { $0 } })
        var shown = renderer.feed(MarkdownLayoutTests.sentence + "\n")
        columns.withLock { $0 = 20 }
        shown += renderer.feed(MarkdownLayoutTests.sentence) + renderer.finish()
        #expect(shown == """
            Do three sets of squats, then rest two
            minutes between each set and drink
            water.
            Do three sets of
            squats, then rest
            two minutes between
            each set and drink
            water.
            """)
    }

    @Test func everyLineIsWithinTheWidth() {
        for width in [24, 40, 80] {
            for line in Markdown.plain(Self.document, width: width).split(separator: "\n") where !line.contains("print(") {
                #expect(TextWidth.of(line) <= width, "\(width): \(line)")
            }
        }
    }
}
