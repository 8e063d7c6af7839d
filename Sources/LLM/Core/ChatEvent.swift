/// Tokens used by one call.
public struct Usage: Sendable, Codable, Hashable {
    public var inputTokens: Int
    public var outputTokens: Int
    /// The counts are an estimate (the server reported none), not the server's figures.
    public var isEstimated: Bool

    public init(inputTokens: Int, outputTokens: Int, isEstimated: Bool = false) {
        self.inputTokens = inputTokens
        self.outputTokens = outputTokens
        self.isEstimated = isEstimated
    }

    public static let zero = Usage(inputTokens: 0, outputTokens: 0)

    /// The sum; estimated when either part is.
    public static func + (lhs: Usage, rhs: Usage) -> Usage {
        Usage(inputTokens: lhs.inputTokens + rhs.inputTokens, outputTokens: lhs.outputTokens + rhs.outputTokens,
              isEstimated: lhs.isEstimated || rhs.isEstimated)
    }

    enum CodingKeys: String, CodingKey {
        case inputTokens, outputTokens, isEstimated
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        inputTokens = try container.decode(Int.self, forKey: .inputTokens)
        outputTokens = try container.decode(Int.self, forKey: .outputTokens)
        isEstimated = try container.decodeIfPresent(Bool.self, forKey: .isEstimated) ?? false
    }
}

/// Why a reply ended.
public enum FinishReason: Sendable, Hashable, CustomStringConvertible {
    case stop
    case length
    case toolCalls
    case contentFilter
    case other(String)

    public var description: String {
        switch self {
        case .stop: "stop"
        case .length: "length"
        case .toolCalls: "tool_calls"
        case .contentFilter: "content_filter"
        case .other(let text): text
        }
    }
}

/// One event of a streamed reply. A stream ends with `.done` (then finishes) or throws
/// an ``LLMError``.
public enum ChatEvent: Sendable, Hashable {
    /// A piece of the reply's text.
    case text(String)
    /// A complete tool call (streamed fragments already joined).
    case toolCall(ToolCall)
    /// Tokens used (may come more than once; the last one wins).
    case usage(Usage)
    /// The reply is complete.
    case done(FinishReason)
}
