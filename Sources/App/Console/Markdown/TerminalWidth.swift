import Glibc

/// The width the renderer wraps to, read again for every line so that a resized window
/// (SIGWINCH) re-wraps what comes next. Unlimited in a pipe: scripts and transcripts read
/// whole lines.
public struct TerminalWidth: Sendable {
    private enum Source: Sendable {
        case unlimited
        case fixed(Int)
        case terminal(Int32)
        case reading(@Sendable () -> Int?)
    }

    private let source: Source

    /// No wrapping.
    public static let unlimited = TerminalWidth(source: .unlimited)

    /// Always `columns` wide (tests).
    public static func fixed(_ columns: Int) -> TerminalWidth { TerminalWidth(source: .fixed(max(columns, 1))) }

    /// The width of the terminal on `descriptor`, asked (TIOCGWINSZ) each time; unlimited
    /// when the descriptor is not a terminal.
    public static func terminal(_ descriptor: Int32) -> TerminalWidth {
        isatty(descriptor) == 1 ? TerminalWidth(source: .terminal(descriptor)) : .unlimited
    }

    /// Whatever `columns` says each time it is asked (tests of a resize).
    static func reading(_ columns: @escaping @Sendable () -> Int?) -> TerminalWidth { TerminalWidth(source: .reading(columns)) }

    /// The columns to wrap at now, or nil for no wrapping.
    public func columns() -> Int? {
        switch source {
        case .unlimited: return nil
        case .fixed(let columns): return columns
        case .reading(let columns): return columns().map { max($0, 1) }
        case .terminal(let descriptor):
            var size = winsize()
            guard ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return 80 }
            return Int(size.ws_col)
        }
    }
}
