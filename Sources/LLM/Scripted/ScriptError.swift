/// A script file that cannot be used: one line naming the file and the problem,
/// e.g. `script demo.json: reply 2: unknown error kind "ratelimit"`.
public struct ScriptError: Error, Sendable, Hashable, CustomStringConvertible {
    public let message: String

    public init(_ message: String) {
        self.message = message
    }

    public var description: String { message }
}
