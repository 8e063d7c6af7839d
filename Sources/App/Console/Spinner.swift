import Foundation

/// A spinner shown until the first token of a reply, on a terminal only.
public struct Spinner: Sendable {
    private let task: Task<Void, Never>?
    private let console: Console

    /// Starts spinning with `label` when `enabled` (stdout is a terminal).
    public init(console: Console, label: String, enabled: Bool) {
        self.console = console
        guard enabled else {
            task = nil
            return
        }
        task = Task {
            let frames = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]
            var index = 0
            while !Task.isCancelled {
                console.write("\r\(console.style(frames[index % frames.count] + " " + label, .dim))")
                index += 1
                try? await Task.sleep(for: .milliseconds(80))
            }
        }
    }

    /// Stops the spinner and clears its line.
    public func stop() async {
        guard let task else { return }
        task.cancel()
        await task.value
        console.write("\r\u{1B}[K")
    }
}
