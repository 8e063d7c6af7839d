/// A provider that cannot run as set up (a scripted provider with no script, say): it is
/// listed and can be chosen, and every request fails with the reason, typed, so the
/// orchestrator moves on to the next choice.
public struct UnconfiguredProvider: ChatProvider {
    public let id: String
    public let defaultModel: String
    /// Why it cannot run, with what to do.
    public let reason: LLMError

    public init(id: String, defaultModel: String = "", reason: LLMError) {
        self.id = id
        self.defaultModel = defaultModel
        self.reason = reason
    }

    public func stream(_ request: ChatRequest) -> AsyncThrowingStream<ChatEvent, any Error> {
        AsyncThrowingStream { $0.finish(throwing: reason) }
    }
}
