import Foundation
import Secrets

/// The progress line while scrypt runs (about a second or more): "unlocking keys.enc..." on
/// standard error when it is a terminal, erased when the key is ready, so the program never
/// looks hung. Nothing is shown when standard error is not a terminal.
enum KeyDerivationNotice {
    /// The observer for ``KeyFile/derivationObserver``, or nil when there is no terminal to show it on.
    static func observer(console: Console, terminal: Bool = isatty(STDERR_FILENO) == 1)
        -> (@Sendable (KeyDerivationEvent) -> Void)?
    {
        guard terminal else { return nil }
        return { event in
            switch event {
            case .started(let purpose, let path):
                let name = (path as NSString).lastPathComponent
                console.progress(purpose == .unlock ? "unlocking \(name)..." : "encrypting \(name)...")
            case .finished:
                console.progress(nil)
            }
        }
    }
}
