import Foundation
import Synchronization

/// Where the REPL writes. Writes go straight to the file descriptor (no buffering), so
/// output and error lines keep their order when both go to one pipe.
///
/// Text that did not come from the program (a model's reply, a server's message, a
/// stored message) goes through `received`, `error`, `warning`, `note` or the Markdown
/// renderer, which pass it through `ControlSanitizer`: no control sequence in it ever
/// reaches the terminal. `line` is for the program's own lines, which often hold data (a
/// food's name, the profile's name): every control in them is made visible, escape sequences
/// included, and only the styling made by ``style(_:_:)`` reaches the terminal. `style` marks
/// its codes with a private mark, a private-use character and a random token made when the console is,
/// which no stored or received text can hold, so the data in a line cannot pass for styling.
/// `write` writes as it is: the renderer's output and the spinner only.
public final class Console: Sendable {
    /// Whether ANSI styling is on.
    public let color: Bool
    /// How Markdown replies are drawn: ANSI (with OSC 8 links when `hyperlinks`) or plain.
    public let markdownStyle: MarkdownStyle
    /// The width replies wrap to: the terminal's, or unlimited when output is not a terminal.
    public let width: TerminalWidth
    private let out: Int32
    private let err: Int32
    private let lock = Mutex(())
    private let errors = Atomic<Int>(0)
    private let outputClosed = Atomic<Bool>(false)
    private let onOutputClosed = Mutex<(@Sendable () -> Void)?>(nil)
    private let statusLineOn = Atomic<Bool>(true)
    /// What ``style(_:_:)`` writes where an escape sequence starts (`ESC [`).
    private let styleMark: String

    public init(color: Bool, hyperlinks: Bool = false, output: Int32 = STDOUT_FILENO, error: Int32 = STDERR_FILENO) {
        self.color = color
        self.markdownStyle = MarkdownStyle(ansi: color, hyperlinks: hyperlinks)
        self.width = .terminal(output)
        self.out = output
        self.err = error
        var generator = SystemRandomNumberGenerator()
        self.styleMark = "\u{E000}" + String(generator.next() as UInt64, radix: 36) + "\u{E001}"
    }

    /// Writes `text` and a newline to standard output: the styling of ``style(_:_:)`` kept,
    /// every other control (an escape sequence in a name included) made visible; folded at spaces
    /// to a terminal's width.
    public func line(_ text: String = "") { write(folded(safe(text)) + "\n", to: out) }

    /// `text` folded at spaces to the terminal's width (as it is in a pipe): see ``LineFolding``.
    func folded(_ text: String) -> String { LineFolding.fold(text, width: width.columns()) }

    /// Writes `text` as it is: the Markdown renderer's output (already safe), the spinner and
    /// lines made with ``style(_:_:)``.
    public func write(_ text: String) { write(text, to: out) }

    /// `text` with every control made visible except the styling ``style(_:_:)`` made.
    func safe(_ text: String) -> String {
        guard color, text.contains(styleMark) else { return ControlSanitizer.sanitize(text) }
        return text.components(separatedBy: styleMark).map(ControlSanitizer.sanitize).joined(separator: "\u{1B}[")
    }

    /// Writes text that did not come from the program (a model's, a server's, a stored
    /// message's) to standard output, every control character made visible, ending the line.
    public func received(_ text: String) {
        let safe = folded(ControlSanitizer.sanitize(text))
        write(safe.hasSuffix("\n") ? safe : safe + "\n", to: out)
    }

    /// Writes a one-line error to standard error: `error: ...`.
    public func error(_ text: String) {
        errors.add(1, ordering: .relaxed)
        write(folded(style("error:", .red) + " " + ControlSanitizer.sanitize(text)) + "\n", to: err)
    }

    /// How many error lines were written so far (the REPL's exit status in a pipe).
    public var errorCount: Int { errors.load(ordering: .relaxed) }

    /// Whether standard output was closed by its reader (a write failed with EPIPE, as after
    /// `airfit | head -1`; SIGPIPE is ignored). Nothing more is written to it; the REPL stops
    /// reading input and shuts down.
    public var isOutputClosed: Bool { outputClosed.load(ordering: .acquiring) }

    /// Makes `action` what runs (once, on the writing thread) when standard output is found
    /// closed, until the next call; nil removes it. The REPL cancels the reply in progress.
    public func whenOutputCloses(_ action: (@Sendable () -> Void)?) {
        onOutputClosed.withLock { $0 = action }
    }

    /// A transient line on standard error, for a terminal: `text` replaces the previous one;
    /// nil erases it.
    public func progress(_ text: String?) {
        write("\r\u{1B}[K" + (text.map { style(ControlSanitizer.sanitize($0), .dim) } ?? ""), to: err)
    }

    /// Writes a one-line warning to standard error.
    public func warning(_ text: String) {
        write(folded(style("warning:", .yellow) + " " + ControlSanitizer.sanitize(text)) + "\n", to: err)
    }

    /// Whether the status line follows each reply (`:set status`, `status_line` in config.json).
    public var statusLineEnabled: Bool {
        get { statusLineOn.load(ordering: .relaxed) }
        set { statusLineOn.store(newValue, ordering: .relaxed) }
    }

    /// Writes the dim status line after a reply, when it is on and standard output is a
    /// terminal (piped output and transcripts never have it).
    func statusLine(_ status: StatusLine) {
        guard statusLineEnabled, isatty(out) == 1 else { return }
        note(status.text)
    }

    /// A note in dim style on standard output (notices such as fallbacks).
    public func note(_ text: String) { line(style(ControlSanitizer.sanitize(text), .dim)) }

    /// ANSI styles.
    public enum Style: String, Sendable {
        case bold = "1", dim = "2", red = "31", green = "32", yellow = "33", blue = "34", cyan = "36"
    }

    /// `text` wrapped in the style's codes when color is on (marked, and written as escape
    /// codes by ``line(_:)`` and ``write(_:)``).
    public func style(_ text: String, _ style: Style) -> String {
        color ? "\(styleMark)\(style.rawValue)m\(text)\(styleMark)0m" : text
    }

    /// Writes to `fd`; standard output's text is kept by the task's ``ConsoleCapture``
    /// instead when there is one.
    private func write(_ marked: String, to fd: Int32) {
        let text = color && marked.contains(styleMark) ? marked.replacingOccurrences(of: styleMark, with: "\u{1B}[") : marked
        if fd == out, let capture = ConsoleCapture.current {
            capture.append(text)
            return
        }
        if fd == out && isOutputClosed { return }
        let closed = lock.withLock { _ -> Bool in
            var bytes = Array(text.utf8)[...]
            while !bytes.isEmpty {
                let written = bytes.withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) }
                if written < 0 {
                    if errno == EINTR { continue }
                    return errno == EPIPE && fd == out
                }
                bytes = bytes.dropFirst(written)
            }
            return false
        }
        if closed, !outputClosed.exchange(true, ordering: .acquiringAndReleasing) {
            onOutputClosed.withLock { $0 }?()
        }
    }
}
