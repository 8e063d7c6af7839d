#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads secrets from a terminal with echo off, restoring the terminal's settings afterwards
/// whatever happens. The prompt goes to `outputFD` (standard error by default).
///
/// The terminal is put in non-canonical mode without signal keys, so the prompter sees every
/// key itself: Enter ends the line, Backspace and Ctrl-U edit it, Ctrl-D on an empty line is
/// the end of input, and Ctrl-C cancels the prompt (``SecretsError/cancelled``) instead of
/// killing the program with echo off. SIGTERM, SIGHUP and SIGQUIT (and SIGINT sent by
/// `kill` when nothing else handles it) restore the terminal before the program ends
/// (``TerminalRestorer``).
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

    /// Turns echo off, shows the prompt, reads a line, restores the settings. Returns nil at
    /// the end of input (Ctrl-D on an empty line); throws `.cancelled` on Ctrl-C.
    public func readSecret(prompt: String) throws(SecretsError) -> [UInt8]? {
        var saved = termios()
        guard tcgetattr(inputFD, &saved) == 0 else {
            throw .io(path: "the terminal", operation: "read settings of", detail: String(cString: strerror(errno)))
        }
        var silent = saved
        silent.c_lflag &= ~tcflag_t(ECHO | ECHOE | ECHOK | ECHONL | ICANON | ISIG)
        withUnsafeMutableBytes(of: &silent.c_cc) { cc in
            cc[Int(VMIN)] = 1
            cc[Int(VTIME)] = 0
        }
        let restorer = TerminalRestorer(fd: inputFD, settings: saved)
        guard tcsetattr(inputFD, TCSAFLUSH, &silent) == 0 else {
            restorer.release()
            throw .io(path: "the terminal", operation: "turn off echo on", detail: String(cString: strerror(errno)))
        }
        defer {
            _ = tcsetattr(inputFD, TCSAFLUSH, &saved)
            restorer.release()
        }
        writeText(prompt)
        return try readKeys()
    }

    /// Reads keys until Enter, Ctrl-D on an empty line, or Ctrl-C.
    private func readKeys() throws(SecretsError) -> [UInt8]? {
        var line: [UInt8] = []
        line.reserveCapacity(DescriptorLineReader.maxLength + 1)
        var byte: UInt8 = 0
        defer { byte = 0 }
        while true {
            let count = read(inputFD, &byte, 1)
            if count < 0 {
                if errno == EINTR { continue }
                let code = errno
                SecureWipe.wipe(&line)
                throw .io(path: "the terminal", operation: "read", detail: String(cString: strerror(code)))
            }
            if count == 0 {  // the terminal hung up
                writeText("\n")
                if line.isEmpty { return nil }
                return line
            }
            switch byte {
            case 0x03:  // Ctrl-C
                SecureWipe.wipe(&line)
                writeText("^C\n")
                throw .cancelled
            case 0x04:  // Ctrl-D: the end of input on an empty line
                guard line.isEmpty else { continue }
                writeText("\n")
                return nil
            case 0x0A, 0x0D:
                writeText("\n")
                return line
            case 0x7F, 0x08:  // Backspace: one character (its UTF-8 continuation bytes too)
                while let last = line.popLast(), last & 0xC0 == 0x80 {}
            case 0x15:  // Ctrl-U
                SecureWipe.wipe(&line)
            case 0x00..<0x20:
                continue  // other control keys mean nothing here
            default:
                guard line.count < DescriptorLineReader.maxLength else {
                    SecureWipe.wipe(&line)
                    writeText("\n")
                    throw .invalidKey("input longer than \(DescriptorLineReader.maxLength) bytes")
                }
                line.append(byte)
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
