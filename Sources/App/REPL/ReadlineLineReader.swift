import CReadline
import Dispatch
import Foundation
import Secrets
import Synchronization

/// Interactive input through GNU readline: line editing, a history file, tab completion
/// of commands and their arguments, bracketed paste, and Ctrl-C that clears the line.
///
/// It uses readline's callback interface on a thread of its own, blocked in `poll` on standard
/// input and on a wake pipe, so an idle prompt costs no wakeups at all. A Ctrl-C (delivered by
/// ``InterruptMonitor``) writes to the pipe to cancel the line in progress, and so does a
/// change of the terminal's size (SIGWINCH, through a dispatch source), which then reaches
/// readline (`rl_resize_terminal`) while it reads.
///
/// History: each line entered is appended to the file at once (`append_history`, 0600,
/// trimmed to ``historyLimit`` lines), so a closed terminal loses nothing; a line equal to
/// the one before it is not added again. The file is never rewritten from memory, and an
/// edited recalled entry is put back as it was when a line is entered
/// (`revert-all-at-newline`), so moving through history never damages it. With no file
/// (`AIRFIT_NOHISTORY`) history lives only in memory.
public final class ReadlineLineReader: LineReader, Sendable {
    private let historyFile: URL?
    private let cancelRequested = Atomic<Bool>(false)
    private let resized = Atomic<Bool>(false)
    private let quiet = Mutex<QuietInput?>(nil)
    /// Written to wake the reading thread (cancel, resize); read end first. -1 when it could not be made.
    private let wake: (read: Int32, write: Int32)
    /// Dispatch sources are thread-safe but not marked Sendable; this one is configured in `init`
    /// and resumed once.
    nonisolated(unsafe) private let resizeSource = DispatchSource.makeSignalSource(signal: SIGWINCH, queue: .global())

    /// The most lines the history file keeps.
    public static let historyLimit: Int32 = 2000

    /// `completer(line, word)` returns the candidates for `word`, the word under the cursor;
    /// `line` is the text before the cursor. A candidate may carry a description after a tab
    /// (`id\ttitle`): the word is what is inserted, the description is shown beside it in
    /// the list of matches.
    public init(historyFile: URL?, completer: @escaping @Sendable (_ line: String, _ word: String) -> [String]) {
        self.historyFile = historyFile
        var ends: [Int32] = [-1, -1]
        if pipe(&ends) == 0 {
            for end in ends {
                _ = fcntl(end, F_SETFD, FD_CLOEXEC)
                _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
            }
            wake = (ends[0], ends[1])
        } else {
            wake = (-1, -1)
        }
        ReadlineState.shared.withLock { $0.completer = completer }
        airfit_rl_configure("airfit", readlineComplete, readlineDisplayMatches)
        if let historyFile { _ = read_history(historyFile.path) }
        resizeSource.setEventHandler { [weak self] in
            guard let self else { return }
            resized.store(true, ordering: .relaxed)
            Self.poke(wake.write)
        }
        signal(SIGWINCH, SIG_IGN)
        resizeSource.resume()
    }

    deinit {
        resizeSource.cancel()
        if wake.read >= 0 { Glibc.close(wake.read) }
        if wake.write >= 0 { Glibc.close(wake.write) }
    }

    /// Wakes the reading thread (a full pipe already will).
    private static func poke(_ descriptor: Int32) {
        guard descriptor >= 0 else { return }
        var byte: UInt8 = 1
        _ = write(descriptor, &byte, 1)
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
        Self.poke(wake.write)
    }

    /// Adds `line` to history and appends it to the file at once. An empty line, or one
    /// equal to the newest entry, is left out.
    public func remember(_ line: String) {
        guard !line.trimmingCharacters(in: .whitespaces).isEmpty else { return }
        if let last = airfit_history_last(), String(cString: last) == line { return }
        add_history(line)
        guard let historyFile else { return }
        Self.append(to: historyFile.path)
    }

    /// Appends the newest history entry to `path` (created 0600), then trims the file.
    private static func append(to path: String) {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC | O_NOFOLLOW, 0o600)
        guard descriptor >= 0 else { return }
        _ = fchmod(descriptor, 0o600)
        Glibc.close(descriptor)
        guard append_history(1, path) == 0 else { return }
        _ = history_truncate_file(path, historyLimit)
    }

    /// While a reply streams: what is typed is neither echoed nor read line by line; it
    /// waits in the terminal's input queue for the next prompt.
    public func replyStarts() {
        quiet.withLock { current in
            if current == nil { current = QuietInput(fd: STDIN_FILENO) }
        }
    }

    public func replyEnds() {
        quiet.withLock { current in
            current?.restore()
            current = nil
        }
    }

    public func close() {
        replyEnds()
    }

    private func blockingRead(prompt: String) -> String? {
        ReadlineState.shared.withLock { $0.finished = false; $0.line = nil }
        // Readline puts the terminal in its own mode while it reads; a signal that ends the
        // program meanwhile (SIGTERM, SIGHUP, SIGQUIT from Ctrl-\) puts the settings back first.
        var saved = termios()
        let restorer = tcgetattr(STDIN_FILENO, &saved) == 0
            ? TerminalRestorer(fd: STDIN_FILENO, settings: saved, signals: [SIGTERM, SIGHUP, SIGQUIT]) : nil
        rl_callback_handler_install(prompt, readlineLineDone)
        defer {
            rl_callback_handler_remove()
            restorer?.release()
        }
        var descriptors = [pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0),
                           pollfd(fd: wake.read, events: Int16(POLLIN), revents: 0)]
        // Without a wake pipe (no descriptors left), a resize or Ctrl-C is noticed within a second.
        let timeout: Int32 = wake.read >= 0 ? -1 : 1_000
        var size = Self.terminalSize()
        while true {
            if cancelRequested.exchange(false, ordering: .relaxed) { airfit_rl_cancel_line() }
            if resized.exchange(false, ordering: .relaxed) || wake.read < 0 {
                // A resize while a reply streamed is caught up with here.
                let now = Self.terminalSize()
                if now != size {
                    size = now
                    airfit_rl_resize()
                }
            }
            let ready = poll(&descriptors, wake.read >= 0 ? 2 : 1, timeout)
            if ready > 0 {
                if descriptors[1].revents & Int16(POLLIN) != 0 { Self.drain(wake.read) }
                let input = descriptors[0].revents
                if input & Int16(POLLIN | POLLHUP) != 0 { rl_callback_read_char() }
                let (finished, line) = ReadlineState.shared.withLock { ($0.finished, $0.line) }
                if finished { return line }
                if input & Int16(POLLHUP | POLLERR | POLLNVAL) != 0 && input & Int16(POLLIN) == 0 {
                    return nil
                }
            } else if ready < 0 && errno != EINTR {
                return nil
            }
        }
    }

    /// Empties the wake pipe (non-blocking).
    private static func drain(_ descriptor: Int32) {
        var buffer = [UInt8](repeating: 0, count: 64)
        while read(descriptor, &buffer, buffer.count) > 0 {}
    }

    /// The terminal's rows and columns (0 and 0 when unknown).
    private static func terminalSize() -> [UInt16] {
        var size = winsize()
        guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0 else { return [0, 0] }
        return [size.ws_row, size.ws_col]
    }
}

/// Readline calls back into C function pointers that cannot capture context; this is the
/// state they reach.
struct ReadlineState: Sendable {
    var completer: (@Sendable (String, String) -> [String])?
    var matches: [String] = []
    /// The description shown beside a match in the list, by match.
    var descriptions: [String: String] = [:]
    var finished = false
    var line: String?

    static let shared = Mutex(ReadlineState())
}

private let readlineLineDone: @convention(c) (UnsafeMutablePointer<CChar>?) -> Void = { pointer in
    let line = pointer.map { String(cString: $0) }
    free(pointer)
    // Removed here, not only after the loop: otherwise readline installs the handler again
    // when this returns and draws a second prompt (a stray `>` line after Ctrl-D).
    rl_callback_handler_remove()
    if line == nil {
        // Ctrl-D: readline leaves the cursor after the prompt; end that line, so the shell's
        // prompt (or the next output) starts on a line of its own.
        _ = write(STDOUT_FILENO, "\n", 1)
    }
    ReadlineState.shared.withLock { $0.finished = true; $0.line = line }
}

private let readlineComplete: @convention(c) (UnsafePointer<CChar>?, Int32, Int32) -> UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = { text, _, _ in
    airfit_rl_completion_over()
    let word = text.map { String(cString: $0) } ?? ""
    let before = airfit_rl_text_before_cursor()
    let line = before.map { String(cString: $0) } ?? ""
    free(before)
    let candidates = ReadlineState.shared.withLock { $0.completer }?(line, word) ?? []
    var matches: [String] = []
    var descriptions: [String: String] = [:]
    for candidate in candidates {
        let parts = candidate.split(separator: "\t", maxSplits: 1, omittingEmptySubsequences: false)
        let match = String(parts[0])
        guard !matches.contains(match) else { continue }
        matches.append(match)
        if parts.count == 2 { descriptions[match] = String(parts[1]) }
    }
    ReadlineState.shared.withLock { $0.matches = matches; $0.descriptions = descriptions }
    return rl_completion_matches(text, readlineGenerate)
}

private let readlineGenerate: @convention(c) (UnsafePointer<CChar>?, Int32) -> UnsafeMutablePointer<CChar>? = { _, state in
    ReadlineState.shared.withLock { shared in
        let index = Int(state)
        guard index < shared.matches.count else { return nil }
        return strdup(shared.matches[index])
    }
}

/// Lists the matches, each with its description when it has one (`:resume`: id and title).
private let readlineDisplayMatches: @convention(c) (UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?, Int32, Int32) -> Void = { matches, count, longest in
    guard let matches else { return }
    let descriptions = ReadlineState.shared.withLock { $0.descriptions }
    guard !descriptions.isEmpty else {
        airfit_rl_show_matches(matches, count, longest)
        return
    }
    var shown: [String] = []
    for index in stride(from: 1, through: Int(count), by: 1) {
        guard let pointer = matches[index] else { continue }
        let match = String(cString: pointer)
        shown.append(descriptions[match].map { "\(match)  \($0)" } ?? match)
    }
    var pointers: [UnsafeMutablePointer<CChar>?] = shown.map { strdup($0) }
    defer { pointers.forEach { free($0) } }
    pointers.withUnsafeMutableBufferPointer { buffer in
        airfit_rl_show_lines(buffer.baseAddress, Int32(shown.count))
    }
}

/// The terminal's input settings while a reply streams: no echo, no line editing (typed
/// bytes wait in the input queue for readline), signal keys kept (Ctrl-C stops the reply).
/// A signal that ends the program meanwhile puts the settings back first.
struct QuietInput {
    private let fd: Int32
    private var saved = termios()
    private var restorer: TerminalRestorer?

    init?(fd: Int32) {
        guard isatty(fd) == 1 else { return nil }
        self.fd = fd
        guard tcgetattr(fd, &saved) == 0 else { return nil }
        var quiet = saved
        quiet.c_lflag &= ~tcflag_t(ECHO | ICANON)
        // SIGINT stays the REPL's: it stops the reply.
        restorer = TerminalRestorer(fd: fd, settings: saved, signals: [SIGTERM, SIGHUP, SIGQUIT])
        guard tcsetattr(fd, TCSANOW, &quiet) == 0 else {
            restorer?.release()
            return nil
        }
    }

    func restore() {
        var settings = saved
        _ = tcsetattr(fd, TCSANOW, &settings)
        restorer?.release()
    }
}
