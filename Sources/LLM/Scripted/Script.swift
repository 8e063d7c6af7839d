/// What the ``ScriptedProvider`` replays: one reply per request, in order.
///
/// The JSON file is either a list of replies or `{"replies": [...], "loop": false}`
/// (`loop: true` starts over when the list is used up; otherwise a request after the last
/// reply fails with a clear error). Each reply is an object, every key optional:
///
/// | key | meaning |
/// |---|---|
/// | `text` | the reply's text, sent as one chunk |
/// | `chunks` | the reply's text as a list of chunks (instead of `text`) |
/// | `delay_ms` | wait before each chunk after the first (demos, Ctrl-C tests) |
/// | `first_delay_ms` | wait before the first chunk (a slow first token) |
/// | `tool_calls` | `[{"id": "call_1", "name": "log_food", "arguments": {"text": "2 eggs"}}]` (`id` defaults to `call_<reply>_<n>`, `arguments` may be an object or JSON text) |
/// | `usage` | `{"input": 120, "output": 30}` (default: an estimate, four characters a token) |
/// | `finish` | `stop`, `length`, `tool_calls`, `content_filter` or any other text (default: `tool_calls` when there are tool calls, else `stop`) |
/// | `error` | `{"kind": "rate_limited", "status": 429, "message": "slow down", "retry_after_ms": 2000}`: thrown after the chunks and tool calls (so a reply with text and an error is a stream cut mid-way) |
///
/// Error kinds: `not_configured`, `authentication`, `rate_limited`, `overloaded`, `server`,
/// `context_overflow`, `not_found`, `bad_request`, `timeout` (with `"phase": "connect" |
/// "first_byte" | "idle"`), `connection`, `malformed`, `stream_cut`, `stream_error`. Without
/// `kind`, `status` decides: 401/403 authentication, 404 not found, 413 context overflow,
/// 429 rate limited, 529 overloaded, other 5xx server, other 4xx bad request.
///
/// Example:
/// ```json
/// {"replies": [
///   {"error": {"status": 429, "retry_after_ms": 1000}},
///   {"chunks": ["Good ", "morning!"], "delay_ms": 40, "usage": {"input": 50, "output": 4}},
///   {"text": "Logging it.", "tool_calls": [{"name": "log_food", "arguments": {"text": "2 eggs"}}]},
///   {"chunks": ["Half a rep"], "error": {"kind": "stream_cut"}}
/// ]}
/// ```
public struct Script: Sendable, Hashable {
    /// The replies, in order.
    public var replies: [ScriptedReply]
    /// Start over after the last reply.
    public var loop: Bool

    /// A script of these replies.
    public init(replies: [ScriptedReply], loop: Bool = false) {
        self.replies = replies
        self.loop = loop
    }
}

/// One scripted reply (see ``Script`` for the JSON form).
public struct ScriptedReply: Sendable, Hashable {
    /// The text, in the chunks it is sent in.
    public var chunks: [String]
    /// Wait before each chunk after the first.
    public var delay: Duration?
    /// Wait before the first chunk.
    public var firstDelay: Duration?
    /// Tool calls sent after the text.
    public var toolCalls: [ToolCall]
    /// Tokens to report; nil for an estimate.
    public var usage: Usage?
    /// The finish reason of `.done`.
    public var finish: FinishReason
    /// Thrown after the chunks and tool calls.
    public var error: LLMError?

    /// A reply; `finish` defaults to `toolCalls` when there are tool calls, else `stop`.
    public init(chunks: [String] = [], delay: Duration? = nil, firstDelay: Duration? = nil, toolCalls: [ToolCall] = [],
                usage: Usage? = nil, finish: FinishReason? = nil, error: LLMError? = nil) {
        self.chunks = chunks
        self.delay = delay
        self.firstDelay = firstDelay
        self.toolCalls = toolCalls
        self.usage = usage
        self.finish = finish ?? (toolCalls.isEmpty ? .stop : .toolCalls)
        self.error = error
    }

    /// A plain text reply.
    public static func text(_ text: String) -> ScriptedReply {
        ScriptedReply(chunks: [text])
    }
}
