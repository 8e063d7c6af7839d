/// A script file that cannot be used: one line naming the file and the problem,
/// e.g. `script demo.json: reply 2: unknown error kind "ratelimit"`.
public struct ScriptError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The one-line explanation.
    public let message: String

    /// An error with its one-line message.
    public init(_ message: String) {
        self.message = message
    }

    /// The message.
    public var description: String { message }
}
