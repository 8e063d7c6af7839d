import Foundation
import Testing
@testable import App

/// Nothing a model, a server or a stored message sends reaches the terminal as a control
/// sequence: the bytes written are checked.
struct ControlSanitizerTests {
    static let attack = "\u{1B}]0;PWNED\u{07}\u{1B}[2J\u{1B}[31m"
    static let clipboard = "\u{1B}]52;c;SGVsbG8=\u{07}"

    @Test func controlCharactersAreMadeVisible() {
        #expect(ControlSanitizer.sanitize(Self.attack) == "␛]0;PWNED␇␛[2J␛[31m")
        #expect(ControlSanitizer.sanitize(Self.clipboard) == "␛]52;c;SGVsbG8=␇")
        #expect(ControlSanitizer.sanitize("a\u{9B}2J b\u{7F} c\u{90}q\u{9C}") == "a\u{FFFD}2J b␡ c\u{FFFD}q\u{FFFD}")
        #expect(ControlSanitizer.sanitize("line\r\nnext\ttab\rover") == "line\nnext\ttabover")
        #expect(ControlSanitizer.sanitize("plain text, ünïcode ✓") == "plain text, ünïcode ✓")
    }

    @Test(arguments: [MarkdownStyle.plain, .ansi, MarkdownStyle(ansi: true, hyperlinks: true)])
    func aReplyCannotWriteEscapeSequences(style: MarkdownStyle) {
        let reply = "Before. " + Self.attack + Self.clipboard + " After *done*."
        for chunks in [[reply], Markdown.chunks(reply, seed: 7), reply.map { String($0) }] {
            let out = Markdown.render(chunks, style: style, width: 40)
            // The only escapes are the renderer's own styling: without them no control is left.
            let shown = Markdown.stripSGR(out)
            #expect(!shown.unicodeScalars.contains { ($0.value < 0x20 && $0 != "\n") || (0x7F...0x9F).contains($0.value) })
            #expect(shown == "Before.\n␛]0;PWNED␇␛[2J␛[31m␛]52;c;SGVsbG8=␇\nAfter done.")
            #expect(style.ansi || out == shown)
        }
    }

    @Test func consoleLinesOfReceivedTextAreSafe() throws {
        let bytes = try Self.written { console in
            console.error("server said " + Self.attack)
            console.warning(Self.clipboard)
            console.note("note " + Self.attack)
            console.received("# export\n" + Self.attack)
        }
        #expect(bytes == "\u{1B}[31merror:\u{1B}[0m server said ␛]0;PWNED␇␛[2J␛[31m\n"
            + "\u{1B}[33mwarning:\u{1B}[0m ␛]52;c;SGVsbG8=␇\n"
            + "\u{1B}[2mnote ␛]0;PWNED␇␛[2J␛[31m\u{1B}[0m\n"
            + "# export\n␛]0;PWNED␇␛[2J␛[31m\n")
    }

    /// What a colour console writes, read back from a pipe.
    static func written(_ body: (Console) -> Void) throws -> String {
        var descriptors: [Int32] = [0, 0]
        guard pipe(&descriptors) == 0 else { throw CocoaError(.fileWriteUnknown) }
        let console = Console(color: true, output: descriptors[1], error: descriptors[1])
        body(console)
        close(descriptors[1])
        let data = FileHandle(fileDescriptor: descriptors[0], closeOnDealloc: true).readDataToEndOfFile()
        return String(decoding: data, as: UTF8.self)
    }
}

extension ControlSanitizerTests {
    /// A line the program composed keeps its own styling; received text slipped into it
    /// changes nothing, not even a colour (issue 18, item 5: it could conceal or blink).
    @Test func programLinesKeepOnlyTheirOwnStyling() throws {
        let bytes = try Self.written { console in
            console.line(console.style("bold", .bold) + " persona: " + Self.attack + Self.clipboard + "\u{1B}[1;4mx\u{1B}[?25l")
        }
        #expect(bytes == "\u{1B}[1mbold\u{1B}[0m persona: ␛]0;PWNED␇␛[2J␛[31m␛]52;c;SGVsbG8=␇␛[1;4mx␛[?25l\n")
    }
}
