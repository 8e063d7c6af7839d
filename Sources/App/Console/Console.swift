import Foundation
import Synchronization

/// Where the REPL writes. Writes go straight to the file descriptor (no buffering), so
/// output and error lines keep their order when both go to one pipe.
public final class Console: Sendable {
    /// Whether ANSI styling is on.
    public let color: Bool
    private let out: Int32
    private let err: Int32
    private let lock = Mutex(())

    public init(color: Bool, output: Int32 = STDOUT_FILENO, error: Int32 = STDERR_FILENO) {
        self.color = color
        self.out = output
        self.err = error
    }

    /// Writes `text` and a newline to standard output.
    public func line(_ text: String = "") { write(text + "\n", to: out) }

    /// Writes `text` as it is (streamed replies).
    public func write(_ text: String) { write(text, to: out) }

    /// Writes a one-line error to standard error: `error: ...`.
    public func error(_ text: String) { write(style("error:", .red) + " " + text + "\n", to: err) }

    /// Writes a one-line warning to standard error.
    public func warning(_ text: String) { write(style("warning:", .yellow) + " " + text + "\n", to: err) }

    /// A note in dim style on standard output (notices such as fallbacks).
    public func note(_ text: String) { line(style(text, .dim)) }

    /// ANSI styles.
    public enum Style: String, Sendable {
        case bold = "1", dim = "2", red = "31", green = "32", yellow = "33", blue = "34", cyan = "36"
    }

    /// `text` wrapped in the style's escape codes when color is on.
    public func style(_ text: String, _ style: Style) -> String {
        color ? "\u{1B}[\(style.rawValue)m\(text)\u{1B}[0m" : text
    }

    private func write(_ text: String, to fd: Int32) {
        lock.withLock { _ in
            var bytes = Array(text.utf8)[...]
            while !bytes.isEmpty {
                let written = bytes.withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) }
                if written < 0 {
                    if errno == EINTR { continue }
                    return
                }
                bytes = bytes.dropFirst(written)
            }
        }
    }
}
