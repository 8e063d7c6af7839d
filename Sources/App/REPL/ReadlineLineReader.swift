import CReadline
import Foundation
import Synchronization

/// Interactive input through GNU readline: line editing, a history file, tab completion
/// of commands and their arguments, bracketed paste, and Ctrl-C that clears the line.
///
/// It uses readline's callback interface on a thread of its own, polling standard input,
/// so that a Ctrl-C (delivered by ``InterruptMonitor``) can cancel the line in progress.
public final class ReadlineLineReader: LineReader, Sendable {
    private let historyFile: URL?
    private let cancelRequested = Atomic<Bool>(false)

    /// `completer(line, word)` returns the candidates for `word`, the word under the cursor.
    public init(historyFile: URL?, completer: @escaping @Sendable (_ line: String, _ word: String) -> [String]) {
        self.historyFile = historyFile
        ReadlineState.shared.withLock { $0.completer = completer }
        airfit_rl_configure("airfit", readlineComplete)
        if let historyFile { _ = read_history(historyFile.path) }
    }

    public func readLine(prompt: String) async -> String? {
        cancelRequested.store(false, ordering: .relaxed)
        return await withCheckedContinuation { continuation in
            Thread.detachNewThread { [self] in
                continuation.resume(returning: self.blockingRead(prompt: prompt))
            }
        }
    }

    /// Ctrl-C at the prompt: the line being typed is dropped and a fresh prompt shown.
    public var clearsLineOnInterrupt: Bool { true }

    public func cancelLine() {
        cancelRequested.store(true, ordering: .relaxed)
    }

    public func remember(_ line: String) {
        add_history(line)
    }

    public func close() {
        if let historyFile {
            _ = write_history(historyFile.path)
            _ = history_truncate_file(historyFile.path, 2000)
        }
    }

    private func blockingRead(prompt: String) -> String? {
        ReadlineState.shared.withLock { $0.finished = false; $0.line = nil }
        rl_callback_handler_install(prompt, readlineLineDone)
        defer { rl_callback_handler_remove() }
        var descriptor = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
        while true {
            if cancelRequested.exchange(false, ordering: .relaxed) { airfit_rl_cancel_line() }
            let ready = poll(&descriptor, 1, 50)
            if ready > 0 {
                if descriptor.revents & Int16(POLLIN | POLLHUP) != 0 { rl_callback_read_char() }
                let (finished, line) = ReadlineState.shared.withLock { ($0.finished, $0.line) }
                if finished { return line }
                if descriptor.revents & Int16(POLLHUP | POLLERR | POLLNVAL) != 0 && descriptor.revents & Int16(POLLIN) == 0 {
                    return nil
                }
            } else if ready < 0 && errno != EINTR {
                return nil
            }
        }
    }
}

/// Readline calls back into C function pointers that cannot capture context; this is the
/// state they reach.
struct ReadlineState: Sendable {
    var completer: (@Sendable (String, String) -> [String])?
    var matches: [String] = []
    var finished = false
    var line: String?

    static let shared = Mutex(ReadlineState())
}

private let readlineLineDone: @convention(c) (UnsafeMutablePointer<CChar>?) -> Void = { pointer in
    let line = pointer.map { String(cString: $0) }
    free(pointer)
    if line == nil { _ = write(STDOUT_FILENO, "\n", 1) }  // Ctrl-D: end the prompt's line
    ReadlineState.shared.withLock { $0.finished = true; $0.line = line }
}

private let readlineComplete: @convention(c) (UnsafePointer<CChar>?, Int32, Int32) -> UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = { text, _, _ in
    airfit_rl_completion_over()
    let word = text.map { String(cString: $0) } ?? ""
    let line = airfit_rl_line_buffer().map { String(cString: $0) } ?? ""
    let candidates = ReadlineState.shared.withLock { $0.completer }?(line, word) ?? []
    ReadlineState.shared.withLock { $0.matches = candidates }
    return rl_completion_matches(text, readlineGenerate)
}

private let readlineGenerate: @convention(c) (UnsafePointer<CChar>?, Int32) -> UnsafeMutablePointer<CChar>? = { _, state in
    ReadlineState.shared.withLock { shared in
        let index = Int(state)
        guard index < shared.matches.count else { return nil }
        return strdup(shared.matches[index])
    }
}
