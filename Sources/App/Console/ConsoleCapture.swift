import Synchronization

/// Standard output kept in memory for one task and the tasks it starts: what a command run
/// inside ``text(of:)`` writes with `line`, `write`, `received` or `note` lands here instead
/// of on the terminal (errors and warnings still go to standard error). `airfit mcp` serves
/// the REPL commands' own text this way, so `:today` and the today resource are one rendering.
final class ConsoleCapture: Sendable {
    /// The capture of the running task, if any.
    @TaskLocal static var current: ConsoleCapture?

    private let text = Mutex("")

    func append(_ piece: String) { text.withLock { $0 += piece } }

    /// Runs `body` and returns what it wrote to standard output.
    static func text(of body: () async throws -> Void) async throws -> String {
        let capture = ConsoleCapture()
        try await $current.withValue(capture) { try await body() }
        return capture.text.withLock { $0 }
    }
}
