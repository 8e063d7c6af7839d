#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// While a hidden prompt holds the terminal (echo off), a signal that ends the program
/// (SIGTERM, SIGHUP, SIGQUIT, and SIGINT when nothing else handles it) first puts the
/// terminal's settings back, then ends the program as the signal would have.
///
/// Only signals whose action is the default are taken over, and only until ``release()``;
/// a signal already handled or ignored (the REPL's Ctrl-C) is left alone. One change of the
/// terminal at a time: a hidden prompt, or the REPL's echo-off while a reply streams.
public struct TerminalRestorer {
    /// The signals a hidden prompt takes over.
    public static let endingSignals: [Int32] = [SIGTERM, SIGHUP, SIGQUIT, SIGINT]
    private var previous: [(signal: Int32, action: sigaction)] = []

    /// Records `settings` for `fd` and installs the handlers for `signals`.
    public init(fd: Int32, settings: termios, signals: [Int32] = TerminalRestorer.endingSignals) {
        restoreSettings.pointee = settings
        restoreFD = fd
        for signal in signals {
            var current = sigaction()
            guard sigaction(signal, nil, &current) == 0, Self.isDefault(current) else { continue }
            var action = sigaction()
            Self.setHandler(&action)
            action.sa_flags = Int32(truncatingIfNeeded: SA_RESETHAND)
            sigemptyset(&action.sa_mask)
            var old = sigaction()
            if sigaction(signal, &action, &old) == 0 { previous.append((signal, old)) }
        }
    }

    /// Puts the previous actions back.
    public func release() {
        for (signal, action) in previous {
            var old = action
            _ = sigaction(signal, &old, nil)
        }
        restoreFD = -1
    }

    private static func isDefault(_ action: sigaction) -> Bool {
        #if canImport(Glibc)
        return unsafeBitCast(action.__sigaction_handler.sa_handler, to: Int.self) == unsafeBitCast(SIG_DFL, to: Int.self)
        #else
        return unsafeBitCast(action.__sigaction_u.__sa_handler, to: Int.self) == unsafeBitCast(SIG_DFL, to: Int.self)
        #endif
    }

    private static func setHandler(_ action: inout sigaction) {
        #if canImport(Glibc)
        action.__sigaction_handler.sa_handler = restoreAndRaise
        #else
        action.__sigaction_u.__sa_handler = restoreAndRaise
        #endif
    }
}

// Read by the signal handler, which can reach nothing else. Set before the handler is
// installed; one prompt at a time.
private nonisolated(unsafe) let restoreSettings = UnsafeMutablePointer<termios>.allocate(capacity: 1)
private nonisolated(unsafe) var restoreFD: Int32 = -1

/// Async-signal-safe: tcsetattr and raise only. SA_RESETHAND has made the action the default
/// again, so the raised signal ends the program once the handler returns.
private let restoreAndRaise: @convention(c) (Int32) -> Void = { signal in
    if restoreFD >= 0 { _ = tcsetattr(restoreFD, TCSANOW, restoreSettings) }
    raise(signal)
}
