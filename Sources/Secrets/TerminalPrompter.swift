#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads secrets from a terminal with echo turned off (termios), restoring the terminal's
/// settings afterwards, also on error. The prompt goes to `outputFD` (standard error by default).
///
/// Limit: if the process is killed by a signal while echo is off, the terminal stays silent
/// until `stty echo` or `reset`.
public struct TerminalPrompter: PassphrasePrompter {
    /// The terminal to read from (standard input by default).
    public let inputFD: Int32
    /// Where prompts are written (standard error by default).
    public let outputFD: Int32

    /// A prompter on the given descriptors.
    public init(inputFD: Int32 = STDIN_FILENO, outputFD: Int32 = STDERR_FILENO) {
        self.inputFD = inputFD
        self.outputFD = outputFD
    }

    /// Whether standard input is a terminal.
    public static var standardInputIsTerminal: Bool { isatty(STDIN_FILENO) == 1 }

    /// Turns echo off, shows the prompt, reads a line, restores the settings. The newline the
    /// user typed is still echoed (ECHONL).
    public func readSecret(prompt: String) throws(SecretsError) -> [UInt8]? {
        var saved = termios()
        guard tcgetattr(inputFD, &saved) == 0 else {
            throw .io(path: "the terminal", operation: "read settings of", detail: String(cString: strerror(errno)))
        }
        var silent = saved
        silent.c_lflag &= ~tcflag_t(ECHO | ECHOE | ECHOK)
        silent.c_lflag |= tcflag_t(ECHONL)
        guard tcsetattr(inputFD, TCSAFLUSH, &silent) == 0 else {
            throw .io(path: "the terminal", operation: "turn off echo on", detail: String(cString: strerror(errno)))
        }
        defer { _ = tcsetattr(inputFD, TCSAFLUSH, &saved) }
        writeText(prompt)
        do {
            return try DescriptorLineReader.readLine(inputFD)
        } catch {
            switch error {
            case .tooLong:
                throw .invalidKey("input longer than \(DescriptorLineReader.maxLength) bytes")
            case .system(let code):
                throw .io(path: "the terminal", operation: "read", detail: String(cString: strerror(code)))
            }
        }
    }

    private func writeText(_ text: String) {
        var bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let count = bytes.withUnsafeMutableBytes { raw in
                write(outputFD, raw.baseAddress.map { $0 + offset }, raw.count - offset)
            }
            if count < 0, errno == EINTR { continue }
            if count <= 0 { return }
            offset += count
        }
    }
}
