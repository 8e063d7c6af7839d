/// A model catalog file that cannot be used: one line naming the file and the problem.
public struct CatalogError: Error, Sendable, Hashable, CustomStringConvertible {
    public let message: String

    public init(_ message: String) {
        self.message = message
    }

    public var description: String { message }
}
