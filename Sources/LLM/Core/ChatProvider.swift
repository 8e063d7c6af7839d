/// A model provider: it turns a ``ChatRequest`` into a stream of ``ChatEvent``s.
///
/// Implementations speak one wire protocol each. The stream throws ``LLMError`` (typed,
/// so the orchestrator can decide to retry, fall back or stop) and stops its network
/// work when the consuming task is cancelled.
public protocol ChatProvider: Sendable {
    /// The provider's id: `offline`, `openai`, `anthropic`, `gemini`, `ollama`, `scripted`.
    var id: String { get }
    /// The model used when a request leaves `model` empty.
    var defaultModel: String { get }
    /// Streams the reply to `request`.
    func stream(_ request: ChatRequest) -> AsyncThrowingStream<ChatEvent, any Error>
}
