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
            return String(decoding: bytes, as: UTF8.self)
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
            do throws(DescriptorLineReader.Failure) {
                guard var bytes = try DescriptorLineReader.readLine(fd) else { return nil }
                defer { SecureWipe.wipe(&bytes) }
                return String(decoding: bytes, as: UTF8.self)
            } catch {
                switch error {
                case .tooLong: throw .invalidKey("longer than \(DescriptorLineReader.maxLength) bytes")
                case .system(let code):
                    throw .io(path: "standard input", operation: "read", detail: String(cString: strerror(code)))
                }
            }
        }
    }
}
