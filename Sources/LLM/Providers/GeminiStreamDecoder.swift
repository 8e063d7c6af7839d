import Foundation

/// Gemini `streamGenerateContent?alt=sse` -> ChatEvents. Each SSE event is a whole
/// `GenerateContentResponse`; function calls arrive complete; the stream ends when the
/// connection closes, so a reply is complete only if a `finishReason` came.
struct GeminiStreamDecoder: FramedStreamDecoder {
    private struct Response: Decodable {
        var candidates: [Candidate]?
        var usageMetadata: UsageMetadata?
        var promptFeedback: PromptFeedback?
        var error: ErrorBody?
    }
    private struct Candidate: Decodable {
        var content: Content?
        var finishReason: String?
    }
    private struct Content: Decodable {
        var parts: [Part]?
    }
    private struct Part: Decodable {
        var text: String?
        var thought: Bool?
        var functionCall: FunctionCall?
        /// Kept on function calls and sent back with them (Gemini 3 rejects a call
        /// of the current turn without it). Signatures on text parts are optional to
        /// return and are dropped.
        var thoughtSignature: String?
    }
    private struct FunctionCall: Decodable {
        var id: String?
        var name: String
        var args: JSONValue?
    }
    private struct UsageMetadata: Decodable {
        var promptTokenCount: Int?
        var candidatesTokenCount: Int?
        var thoughtsTokenCount: Int?
    }
    private struct PromptFeedback: Decodable {
        var blockReason: String?
    }
    private struct ErrorBody: Decodable {
        var message: String?
    }

    let provider: String
    let mediaTypes = ["text/event-stream"]
    var framing = SSEParser()
    var framesDecoded = 0
    private var usage: Usage?
    private var finishReason: FinishReason?
    private var callCount = 0

    init(provider: String) {
        self.provider = provider
    }

    /// Gemini has no end marker: the connection closes, and only a `finishReason` seen on
    /// the way makes the reply whole.
    var sawEnd: Bool { false }

    mutating func end(into out: inout [ChatEvent]) throws {
        guard let finishReason else { throw LLMError.streamCut(provider: provider) }
        if let usage { out.append(.usage(usage)) }
        out.append(.done(callCount > 0 && finishReason == .stop ? .toolCalls : finishReason))
    }

    mutating func handle(_ event: SSEEvent, into out: inout [ChatEvent]) throws {
        let response = try WireJSON.decode(Response.self, from: event.data, provider: provider)
        if let error = response.error {
            throw LLMError.streamError(provider: provider, message: error.message ?? "unknown error")
        }
        if let metadata = response.usageMetadata {
            usage = Usage(inputTokens: metadata.promptTokenCount ?? 0,
                          outputTokens: (metadata.candidatesTokenCount ?? 0) + (metadata.thoughtsTokenCount ?? 0))
        }
        if response.promptFeedback?.blockReason != nil { finishReason = .contentFilter }
        for candidate in (response.candidates ?? []).prefix(1) {
            for part in candidate.content?.parts ?? [] {
                if let text = part.text, !text.isEmpty, part.thought != true { out.append(.text(text)) }
                if let call = part.functionCall {
                    let id = call.id ?? WireJSON.generatedCallID()
                    callCount += 1
                    out.append(.toolCall(ToolCall(id: id, name: call.name, arguments: (call.args ?? .object([:])).jsonString,
                                                  signature: part.thoughtSignature)))
                }
            }
            if let reason = candidate.finishReason { finishReason = Self.reason(reason) }
        }
    }

    static func reason(_ text: String) -> FinishReason {
        switch text {
        case "STOP": .stop
        case "MAX_TOKENS": .length
        case "SAFETY", "RECITATION", "BLOCKLIST", "PROHIBITED_CONTENT", "SPII", "IMAGE_SAFETY": .contentFilter
        default: .other(text.lowercased())
        }
    }
}
