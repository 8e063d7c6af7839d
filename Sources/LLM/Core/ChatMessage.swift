/// Who said a message.
public enum ChatRole: String, Sendable, Codable, Hashable {
    case user
    case assistant
    /// The result of a tool call, answering the assistant's `toolCalls`.
    case tool
}

/// A tool call the model asked for. `arguments` is JSON text (OpenAI sends a string;
/// the others send an object, which providers serialise to text).
public struct ToolCall: Sendable, Codable, Hashable {
    public var id: String
    public var name: String
    public var arguments: String
    /// An opaque token the provider attached to the call and expects back with it in the
    /// next request (Gemini's `thoughtSignature`, which Gemini 3 models require during
    /// function calling). Nil for providers without one.
    public var signature: String?

    public init(id: String, name: String, arguments: String, signature: String? = nil) {
        self.id = id
        self.name = name
        self.arguments = arguments
        self.signature = signature
    }

    /// The arguments parsed; an empty string counts as `{}`.
    public func parsedArguments() throws -> JSONValue {
        arguments.isEmpty ? .object([:]) : try JSONValue(parsing: arguments)
    }
}

/// One message of a conversation, in provider-neutral form.
public struct ChatMessage: Sendable, Codable, Hashable {
    public var role: ChatRole
    public var content: String
    /// For `.assistant`: the tool calls it made.
    public var toolCalls: [ToolCall]
    /// For `.tool`: the call it answers.
    public var toolCallID: String?
    /// For `.tool`: the tool's name (Gemini needs it).
    public var toolName: String?

    public init(role: ChatRole, content: String, toolCalls: [ToolCall] = [], toolCallID: String? = nil, toolName: String? = nil) {
        self.role = role
        self.content = content
        self.toolCalls = toolCalls
        self.toolCallID = toolCallID
        self.toolName = toolName
    }

    public static func user(_ text: String) -> ChatMessage { ChatMessage(role: .user, content: text) }
    public static func assistant(_ text: String, toolCalls: [ToolCall] = []) -> ChatMessage {
        ChatMessage(role: .assistant, content: text, toolCalls: toolCalls)
    }
    public static func tool(_ result: String, callID: String, name: String) -> ChatMessage {
        ChatMessage(role: .tool, content: result, toolCallID: callID, toolName: name)
    }
}

/// A tool the model may call: a name, what it does, and a JSON schema of its arguments.
public struct ToolSpec: Sendable, Codable, Hashable {
    public var name: String
    public var description: String
    public var parameters: JSONValue

    public init(name: String, description: String, parameters: JSONValue) {
        self.name = name
        self.description = description
        self.parameters = parameters
    }
}
