/// A model catalog file that cannot be used: one line naming the file and the problem.
public struct CatalogError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The one-line explanation.
    public let message: String

    /// An error with its one-line message.
    public init(_ message: String) {
        self.message = message
    }

    /// The message.
    public var description: String { message }
}
