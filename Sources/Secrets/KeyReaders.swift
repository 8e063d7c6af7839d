#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Ready-made `readKey` closures for ``KeysCommands/set(_:provider:readKey:)``.
public enum KeyReaders: Sendable {
    /// Reads the key without echo through `prompter` (the REPL's `:keys set PROVIDER`).
    public static func hidden(
        _ prompter: any PassphrasePrompter, provider: String
    ) -> () throws(SecretsError) -> String? {
        { () throws(SecretsError) -> String? in
            guard var bytes = try prompter.readSecret(prompt: "Key for \(provider) (input hidden): ") else { return nil }
            defer { SecureWipe.wipe(&bytes) }
            return try text(bytes)
        }
    }

    /// `airfit keys set PROVIDER`: without echo when standard input is a terminal, else one
    /// line of standard input read byte by byte (unlike `readLine()`, nothing beyond the line
    /// is buffered away, so `AIRFIT_PASSPHRASE_FD=0` can follow on the next line).
    public static func standardInput(provider: String) -> () throws(SecretsError) -> String? {
        if TerminalPrompter.standardInputIsTerminal { return hidden(TerminalPrompter(), provider: provider) }
        return descriptor(STDIN_FILENO)
    }

    /// One line of the descriptor `fd`.
    public static func descriptor(_ fd: Int32) -> () throws(SecretsError) -> String? {
        { () throws(SecretsError) -> String? in
            let read: [UInt8]?
            do throws(DescriptorLineReader.Failure) {
                read = try DescriptorLineReader.readLine(fd)
            } catch {
                switch error {
                case .tooLong: throw .invalidKey("longer than \(DescriptorLineReader.maxLength) bytes")
                case .system(let code):
                    throw .io(path: "standard input", operation: "read", detail: String(cString: strerror(code)))
                }
            }
            guard var bytes = read else { return nil }
            defer { SecureWipe.wipe(&bytes) }
            return try text(bytes)
        }
    }

    /// The key's text; bytes that are not UTF-8 are refused, never replaced by U+FFFD.
    static func text(_ bytes: [UInt8]) throws(SecretsError) -> String {
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw .invalidKey("it is not valid UTF-8 text (was it pasted from a binary file?)")
        }
        return text
    }
}
