import Foundation
import LLM

/// What a provider stream delivered before it ended.
struct Collected: Sendable {
    var text = ""
    var toolCalls: [ToolCall] = []
    var usage: Usage?
    var done: FinishReason?
    var error: LLMError?
    var otherError: String?
    var events: [ChatEvent] = []
}

/// Drains `stream`, recording every event and the error it ended with.
func collect(_ stream: AsyncThrowingStream<ChatEvent, any Error>) async -> Collected {
    var result = Collected()
    do {
        for try await event in stream {
            result.events.append(event)
            switch event {
            case .text(let text): result.text += text
            case .toolCall(let call): result.toolCalls.append(call)
            case .usage(let usage): result.usage = usage
            case .done(let reason): result.done = reason
            }
        }
    } catch let error as LLMError {
        result.error = error
    } catch {
        result.otherError = String(describing: error)
    }
    return result
}

/// Timeouts for tests of something else than a timeout: a guard against a hang, never the
/// thing that fails. The phases count time this process's tasks wait for the shared pool (the
/// request's task and AsyncHTTPClient's body-streaming task wait their turn behind the rest of
/// the suite): on a loaded 2-core machine that was seen past 20 s, up to 40 s under a load
/// average of 20. A test of one phase sets that phase short and keeps these for the others.
let relaxedTimeouts = HTTPTimeouts(connect: .seconds(90), firstByte: .seconds(90), idle: .seconds(90))

extension HTTPTimeouts {
    /// ``relaxedTimeouts`` with the phases a test is about set short.
    static func relaxed(firstByte: Duration? = nil, idle: Duration? = nil) -> HTTPTimeouts {
        var timeouts = relaxedTimeouts
        if let firstByte { timeouts.firstByte = firstByte }
        if let idle { timeouts.idle = idle }
        return timeouts
    }
}

/// Splits `text` into pieces of `size` bytes (cutting UTF-8 sequences and lines anywhere).
func byteChunks(_ text: String, size: Int) -> [[UInt8]] {
    let bytes = Array(text.utf8)
    return stride(from: 0, to: bytes.count, by: size).map { Array(bytes[$0..<min($0 + size, bytes.count)]) }
}

/// A stream response whose body is `text` cut into `size`-byte chunks.
func splitStream(_ text: String, size: Int, contentType: String) -> FakeResponse {
    FakeResponse(headers: [("Content-Type", contentType)], steps: byteChunks(text, size: size).map { .send($0) })
}

/// A request that uses every part of the neutral model: system, history with a tool
/// call and its result, tools, temperature, max tokens.
func richRequest(model: String = "") -> ChatRequest {
    ChatRequest(
        system: "You are a fitness coach.",
        messages: [
            .user("I had 2 eggs"),
            .assistant("", toolCalls: [ToolCall(id: "call_1", name: "log_food", arguments: #"{"text":"2 eggs"}"#)]),
            .tool(#"{"logged":true,"kcal":156}"#, callID: "call_1", name: "log_food"),
            .user("What's the weather in Paris?"),
        ],
        tools: [ToolSpec(name: "get_weather", description: "Get the weather", parameters: [
            "type": "object", "properties": ["location": ["type": "string"]], "required": ["location"],
        ])],
        model: model, temperature: 0.5, maxTokens: 1024)
}

/// A request with just a system prompt and one user message.
func simpleRequest(model: String = "") -> ChatRequest {
    ChatRequest(system: "You are a fitness coach.", messages: [.user("Hello")], model: model)
}

extension JSONValue {
    /// The value at a path of object keys.
    subscript(path keys: String...) -> JSONValue? {
        var value: JSONValue? = self
        for key in keys { value = value?[key] }
        return value
    }
}
