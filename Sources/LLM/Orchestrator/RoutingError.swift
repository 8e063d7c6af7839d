/// A routing setting that cannot be understood: one line naming what and where.
public struct RoutingError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The one-line explanation, e.g. `--fallback: empty choice between commas in "openai,,offline"`.
    public let message: String

    /// An error with its one-line message.
    public init(_ message: String) {
        self.message = message
    }

    /// The message.
    public var description: String { message }
}
