import Foundation
import LLM

/// A fake Ollama server that rejects what `ollama serve` rejects: a request without a
/// model, an unknown role, tool-call arguments that are not an object. Streams NDJSON.
enum FakeOllama {
    static func server(_ script: @escaping @Sendable (RecordedRequest) -> FakeResponse) throws -> LoopbackServer {
        try LoopbackServer { request in validate(request) ?? script(request) }
    }

    static func provider(_ server: LoopbackServer, client: HTTPStreamingClient, timeouts: HTTPTimeouts = relaxedTimeouts,
                         limits: StreamLimits = .standard) throws -> OllamaProvider {
        // OLLAMA_HOST without a scheme, as `ollama` itself accepts it.
        let env = ["OLLAMA_HOST": "127.0.0.1:\(server.port)"]
        return OllamaProvider(settings: try .fromEnvironment(env, id: "ollama", overrides: .init(timeouts: timeouts, limits: limits)), client: client)
    }

    /// Error shape from https://github.com/ollama/ollama/blob/main/docs/api.md (`{"error": "..."}`).
    static func error(_ status: Int, _ message: String) -> FakeResponse {
        .json(status: status, #"{"error":"\#(message)"}"#)
    }

    static func validate(_ request: RecordedRequest) -> FakeResponse? {
        if request.method == "GET" && request.path == "/api/tags" {
            return .json(status: 200, #"{"models":[{"name":"llama3.2:latest","model":"llama3.2:latest","size":2019393189}]}"#)
        }
        guard request.method == "POST", request.path == "/api/chat" else { return error(404, "404 page not found") }
        guard let body = request.json else { return error(400, "invalid character in JSON") }
        guard body["model"]?.stringValue?.isEmpty == false else { return error(400, "model is required") }
        if let stream = body["stream"], stream.boolValue != true { return error(400, "test fake: stream must be true") }
        for message in body["messages"]?.arrayValue ?? [] {
            guard let role = message["role"]?.stringValue, ["system", "user", "assistant", "tool"].contains(role) else {
                return error(400, "invalid role")
            }
            for call in message["tool_calls"]?.arrayValue ?? [] where call[path: "function", "arguments"]?.objectValue == nil {
                return error(400, "json: cannot unmarshal string into Go struct field .messages.tool_calls.function.arguments of type api.ToolCallFunctionArguments")
            }
        }
        return nil
    }

    // Lines as in https://github.com/ollama/ollama/blob/main/docs/api.md#chat-request-streaming
    static let textStream = [
        #"{"model":"llama3.2","created_at":"2023-08-04T08:52:19.385406455-07:00","message":{"role":"assistant","content":"Hello","images":null},"done":false}"# + "\n",
        #"{"model":"llama3.2","created_at":"2023-08-04T08:52:19.485406455-07:00","message":{"role":"assistant","content":" there!"},"done":false}"# + "\n",
        #"{"model":"llama3.2","created_at":"2023-08-04T19:22:45.499127Z","message":{"role":"assistant","content":""},"done":true,"done_reason":"stop","total_duration":4883583458,"load_duration":1334875,"prompt_eval_count":26,"prompt_eval_duration":342546000,"eval_count":282,"eval_duration":4535599000}"# + "\n",
    ]

    // Tool calling as in https://github.com/ollama/ollama/blob/main/docs/api.md#chat-request-with-tools
    // (arguments are an object; the call comes whole in one line).
    static let toolStream = [
        #"{"model":"llama3.2","created_at":"2024-07-22T20:33:28.123648Z","message":{"role":"assistant","content":"","tool_calls":[{"function":{"name":"get_weather","arguments":{"location":"Paris, France"}}}]},"done":false}"# + "\n",
        #"{"model":"llama3.2","created_at":"2024-07-22T20:33:28.157816Z","message":{"role":"assistant","content":""},"done_reason":"stop","done":true,"total_duration":885095291,"load_duration":3753500,"prompt_eval_count":122,"prompt_eval_duration":328493000,"eval_count":33,"eval_duration":552222000}"# + "\n",
    ]
}
