/// A request for structured output: the reply must be JSON matching `schema`.
public struct ResponseSchema: Sendable, Codable, Hashable {
    public var name: String
    public var schema: JSONValue

    public init(name: String, schema: JSONValue) {
        self.name = name
        self.schema = schema
    }
}

/// One provider-neutral chat request. The system prompt is separate from the messages:
/// each provider places it where its API wants it.
public struct ChatRequest: Sendable, Hashable {
    public var system: String?
    public var messages: [ChatMessage]
    public var tools: [ToolSpec]
    /// The provider's model id; empty means the provider's default.
    public var model: String
    public var temperature: Double?
    /// The reply's token limit (Anthropic requires one; providers use a default when nil).
    public var maxTokens: Int?
    public var responseSchema: ResponseSchema?

    public init(system: String? = nil, messages: [ChatMessage], tools: [ToolSpec] = [], model: String = "",
                temperature: Double? = nil, maxTokens: Int? = nil, responseSchema: ResponseSchema? = nil) {
        self.system = system
        self.messages = messages
        self.tools = tools
        self.model = model
        self.temperature = temperature
        self.maxTokens = maxTokens
        self.responseSchema = responseSchema
    }
}
