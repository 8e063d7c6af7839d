import Dispatch
import Foundation
import Synchronization

/// Turns SIGINT (Ctrl-C) into a call of whatever handler is current: during a reply it
/// cancels the reply, at the prompt it clears the line. With no handler, Ctrl-C exits
/// as usual (status 130).
public final class InterruptMonitor: Sendable {
    private let handler = Mutex<(@Sendable () -> Void)?>(nil)
    /// Dispatch sources are thread-safe but not marked Sendable; this one is only
    /// configured in `init` and resumed once.
    nonisolated(unsafe) private let source = DispatchSource.makeSignalSource(signal: SIGINT, queue: .global())
    private let installed = Atomic<Bool>(false)

    public init() {
        source.setEventHandler { [weak self] in
            if let current = self?.handler.withLock({ $0 }) {
                current()
            } else {
                exit(130)
            }
        }
    }

    deinit {
        // A dispatch source must not be released while suspended.
        if !installed.load(ordering: .relaxed) { source.resume() }
        source.cancel()
    }

    /// Starts listening for SIGINT.
    public func install() {
        guard !installed.exchange(true, ordering: .relaxed) else { return }
        signal(SIGINT, SIG_IGN)
        source.resume()
    }

    /// Makes `action` the response to Ctrl-C until the next call (nil restores exiting).
    public func onInterrupt(_ action: (@Sendable () -> Void)?) {
        handler.withLock { $0 = action }
    }
}
