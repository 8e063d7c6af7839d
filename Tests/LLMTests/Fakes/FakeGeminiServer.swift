import Foundation
import LLM

/// A fake Gemini API server that rejects what generativelanguage.googleapis.com
/// rejects: no `x-goog-api-key` (403 PERMISSION_DENIED), a key in the URL (this app
/// must never put it there), a role other than `user` / `model`, empty parts, a
/// functionResponse that is not an object. It ends every stream by closing the
/// connection, as the real one does with `alt=sse`.
enum FakeGemini {
    static let key = "AIza-test-gemini"

    static func server(_ script: @escaping @Sendable (RecordedRequest) -> FakeResponse) throws -> LoopbackServer {
        try LoopbackServer { request in validate(request) ?? script(request) }
    }

    static func provider(_ server: LoopbackServer, client: HTTPStreamingClient, timeouts: HTTPTimeouts = relaxedTimeouts,
                         limits: StreamLimits = .standard) throws -> GeminiProvider {
        let env = ["GEMINI_BASE_URL": server.url(), "GEMINI_API_KEY": key]
        return GeminiProvider(settings: try .fromEnvironment(env, id: "gemini", overrides: .init(timeouts: timeouts, limits: limits)), client: client)
    }

    /// Error shape from https://ai.google.dev/gemini-api/docs/troubleshooting (google.rpc.Status).
    static func error(_ status: Int, _ message: String, rpc: String = "INVALID_ARGUMENT", details: String = "[]") -> FakeResponse {
        .json(status: status, #"{"error":{"code":\#(status),"message":"\#(message)","status":"\#(rpc)","details":\#(details)}}"#)
    }

    static func validate(_ request: RecordedRequest) -> FakeResponse? {
        if request.query.contains("key=") { return error(400, "test fake: the API key must not be in the URL") }
        guard request.headers["x-goog-api-key"] == key else {
            return error(403, "Method doesn't allow unregistered callers. Please use API Key.", rpc: "PERMISSION_DENIED")
        }
        if request.method == "GET" && request.path == "/v1beta/models" {
            return .json(status: 200, #"{"models":[{"name":"models/gemini-2.5-flash","displayName":"Gemini 2.5 Flash","inputTokenLimit":1048576}]}"#)
        }
        guard request.method == "POST", request.path.hasPrefix("/v1beta/models/"),
              request.path.hasSuffix(":streamGenerateContent") else { return error(404, "Not found", rpc: "NOT_FOUND") }
        guard request.query == "alt=sse" else { return error(400, "test fake: alt=sse expected") }
        guard let body = request.json else { return error(400, "Invalid JSON payload received.") }
        guard let contents = body["contents"]?.arrayValue, !contents.isEmpty else {
            return error(400, "* GenerateContentRequest.contents: contents is not specified")
        }
        for (index, content) in contents.enumerated() {
            let role = content["role"]?.stringValue
            guard role == "user" || role == "model" else {
                return error(400, "Please use a valid role: user, model.")
            }
            guard let parts = content["parts"]?.arrayValue, !parts.isEmpty else {
                return error(400, "* GenerateContentRequest.contents[\(index)].parts: contents.parts must not be empty.")
            }
            for part in parts {
                if let call = part["functionCall"], call["name"]?.stringValue == nil || call["args"]?.objectValue == nil {
                    return error(400, "functionCall needs name and args object")
                }
                if let response = part["functionResponse"], response["name"]?.stringValue?.isEmpty != false
                    || response["response"]?.objectValue == nil {
                    return error(400, "functionResponse needs name and a response object")
                }
            }
        }
        if let system = body["systemInstruction"], system["parts"]?.arrayValue?.isEmpty != false {
            return error(400, "systemInstruction.parts must not be empty")
        }
        for tool in body["tools"]?.arrayValue ?? [] {
            for declaration in tool["functionDeclarations"]?.arrayValue ?? [] where declaration["name"]?.stringValue == nil {
                return error(400, "functionDeclarations[].name is required")
            }
        }
        if request.path.hasPrefix("/v1beta/models/gemini-3"), let position = unsignedCallOfThisTurn(contents) {
            return error(400, "Function call is missing a thought_signature in functionCall parts. This is required for "
                + "tools to work correctly. Additional data, position \(position). Please refer to "
                + "https://ai.google.dev/gemini-api/docs/thought-signatures for more details.")
        }
        return nil
    }

    /// Gemini 3 checks the current turn (everything after the last user text): in each model
    /// step that calls functions, the first functionCall part must carry the
    /// `thoughtSignature` it was sent with (https://ai.google.dev/gemini-api/docs/thought-signatures).
    static func unsignedCallOfThisTurn(_ contents: [JSONValue]) -> Int? {
        let turnStart = contents.lastIndex { content in
            content["role"]?.stringValue == "user" && (content["parts"]?.arrayValue ?? []).contains { $0["text"] != nil }
        } ?? 0
        for index in contents.indices.dropFirst(turnStart) where contents[index]["role"]?.stringValue == "model" {
            let calls = (contents[index]["parts"]?.arrayValue ?? []).filter { $0["functionCall"] != nil }
            if let first = calls.first, first["thoughtSignature"]?.stringValue?.isEmpty != false { return index + 1 }
        }
        return nil
    }

    // GenerateContentResponse chunks as in https://ai.google.dev/api/generate-content#method:-models.streamgeneratecontent
    // (curl with `alt=sse`): each event is `data: {...}` ended by CRLF CRLF; the last
    // candidate carries finishReason; usageMetadata comes with each chunk.
    static let textStream = [
        #"data: {"candidates": [{"content": {"parts": [{"text": "Hello"}],"role": "model"},"index": 0}],"usageMetadata": {"promptTokenCount": 8,"candidatesTokenCount": 1,"totalTokenCount": 9},"modelVersion": "gemini-2.5-flash","responseId": "abc"}"# + "\r\n\r\n",
        #"data: {"candidates": [{"content": {"parts": [{"text": " there, ready to lift?"}],"role": "model"},"finishReason": "STOP","index": 0}],"usageMetadata": {"promptTokenCount": 8,"candidatesTokenCount": 7,"totalTokenCount": 15},"modelVersion": "gemini-2.5-flash","responseId": "abc"}"# + "\r\n\r\n",
    ]

    // Function calling as in https://ai.google.dev/gemini-api/docs/function-calling
    // (a functionCall part with an args object; Gemini sends the call whole).
    // Gemini 3 with two parallel calls, as the thought-signatures page shows them: the
    // signature rides on the first functionCall part only.
    static let signedToolStream = [
        #"data: {"candidates": [{"content": {"parts": [{"functionCall": {"name": "get_weather","args": {"location": "Paris"}},"thoughtSignature": "Sig-A=="},{"functionCall": {"name": "get_weather","args": {"location": "London"}}}],"role": "model"},"finishReason": "STOP","index": 0}],"usageMetadata": {"promptTokenCount": 60,"candidatesTokenCount": 18,"totalTokenCount": 78},"modelVersion": "gemini-3-pro-preview"}"# + "\r\n\r\n",
    ]

    static let toolStream = [
        #"data: {"candidates": [{"content": {"parts": [{"functionCall": {"name": "get_weather","args": {"location": "Paris, France"}}}],"role": "model"},"finishReason": "STOP","index": 0}],"usageMetadata": {"promptTokenCount": 60,"candidatesTokenCount": 9,"totalTokenCount": 69},"modelVersion": "gemini-2.5-flash"}"# + "\r\n\r\n",
    ]
}
