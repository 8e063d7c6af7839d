/// Asks the user for a secret without echo. The terminal implementation is
/// ``TerminalPrompter``; tests inject their own.
public protocol PassphrasePrompter: Sendable {
    /// Shows `prompt`, reads one line without echo and returns its bytes (without the
    /// newline), or nil at end of input. The caller zeroes the returned buffer.
    func readSecret(prompt: String) throws(SecretsError) -> [UInt8]?
}
