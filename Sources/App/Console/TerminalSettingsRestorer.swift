import Foundation

/// While the REPL has changed the terminal's settings (echo off while a reply streams), a
/// signal that ends the program (SIGTERM, SIGHUP, SIGQUIT) first puts the settings back,
/// then ends the program as the signal would have. The pattern of the hidden prompts'
/// `TerminalRestorer` (Secrets), for the App's own changes.
///
/// Only signals whose action is the default are taken over, and only until ``release()``.
/// One at a time.
struct TerminalSettingsRestorer {
    private static let signals: [Int32] = [SIGTERM, SIGHUP, SIGQUIT]
    private var previous: [(signal: Int32, action: sigaction)] = []

    /// Records `settings` for `fd` and installs the handlers.
    init(fd: Int32, settings: termios) {
        savedSettings.pointee = settings
        savedFD = fd
        for signal in Self.signals {
            var current = sigaction()
            guard sigaction(signal, nil, &current) == 0, Self.isDefault(current) else { continue }
            var action = sigaction()
            action.__sigaction_handler.sa_handler = restoreSettingsAndRaise
            action.sa_flags = Int32(truncatingIfNeeded: SA_RESETHAND)
            sigemptyset(&action.sa_mask)
            var old = sigaction()
            if sigaction(signal, &action, &old) == 0 { previous.append((signal, old)) }
        }
    }

    /// Puts the previous actions back.
    func release() {
        for (signal, action) in previous {
            var old = action
            _ = sigaction(signal, &old, nil)
        }
        savedFD = -1
    }

    private static func isDefault(_ action: sigaction) -> Bool {
        unsafeBitCast(action.__sigaction_handler.sa_handler, to: Int.self) == unsafeBitCast(SIG_DFL, to: Int.self)
    }
}

// Read by the signal handler, which can reach nothing else. Set before the handler is
// installed; one change at a time.
private nonisolated(unsafe) let savedSettings = UnsafeMutablePointer<termios>.allocate(capacity: 1)
private nonisolated(unsafe) var savedFD: Int32 = -1

/// Async-signal-safe: tcsetattr and raise only. SA_RESETHAND has made the action the default
/// again, so the raised signal ends the program once the handler returns.
private let restoreSettingsAndRaise: @convention(c) (Int32) -> Void = { signal in
    if savedFD >= 0 { _ = tcsetattr(savedFD, TCSANOW, savedSettings) }
    raise(signal)
}
