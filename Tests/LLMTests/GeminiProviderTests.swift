import Foundation
import LLM
import Testing

@Suite struct GeminiProviderTests {
    let client = HTTPStreamingClient()

    @Test func streamsTextUntilTheConnectionCloses() async throws {
        let server = try FakeGemini.server { _ in .stream(FakeGemini.textStream, contentType: "text/event-stream", framing: .close) }
        defer { server.stop() }
        let result = await collect(try FakeGemini.provider(server, client: client).stream(simpleRequest()))
        #expect(result.error == nil)
        #expect(result.text == "Hello there, ready to lift?")
        #expect(result.usage == Usage(inputTokens: 8, outputTokens: 7))
        #expect(result.done == .stop)
        let request = try #require(server.requests.first)
        #expect(request.path == "/v1beta/models/gemini-2.5-flash:streamGenerateContent")
        #expect(request.query == "alt=sse")
        #expect(request.json?[path: "systemInstruction", "parts"]?.arrayValue?.first?["text"]?.stringValue == "You are a fitness coach.")
    }

    @Test func toolCallSplitAcrossTCPChunks() async throws {
        let server = try FakeGemini.server { _ in
            splitStream(FakeGemini.toolStream.joined(), size: 7, contentType: "text/event-stream")
        }
        defer { server.stop() }
        let result = await collect(try FakeGemini.provider(server, client: client).stream(richRequest()))
        #expect(result.error == nil)
        #expect(result.toolCalls.map(\.name) == ["get_weather"])
        #expect(try result.toolCalls.first?.parsedArguments() == ["location": "Paris, France"])
        #expect(result.done == .toolCalls)
        #expect(result.usage == Usage(inputTokens: 60, outputTokens: 9))
    }

    @Test func sendsRolesUserModelAndFunctionParts() async throws {
        let server = try FakeGemini.server { _ in .stream(FakeGemini.textStream, contentType: "text/event-stream", framing: .close) }
        defer { server.stop() }
        let result = await collect(try FakeGemini.provider(server, client: client).stream(richRequest()))
        #expect(result.error == nil)
        let body = try #require(server.requests.first?.json)
        let contents = try #require(body["contents"]?.arrayValue)
        #expect(contents.map { $0["role"]?.stringValue ?? "" } == ["user", "model", "user", "user"])
        #expect(contents[1]["parts"]?.arrayValue?.first?[path: "functionCall", "args"] == ["text": "2 eggs"])
        #expect(contents[2]["parts"]?.arrayValue?.first?[path: "functionResponse", "response"] == ["logged": true, "kcal": 156])
        #expect(body[path: "generationConfig", "maxOutputTokens"]?.numberValue == 1024)
        #expect(body["tools"]?.arrayValue?.first?["functionDeclarations"]?.arrayValue?.first?["name"]?.stringValue == "get_weather")
        #expect(server.requests.first?.query.contains("key") == false)
    }

    /// Gemini 3 rejects a function call of the current turn sent back without its
    /// `thoughtSignature`; the signature is kept on the call and returned in its part.
    @Test func thoughtSignaturesGoBackWithTheirCalls() async throws {
        let model = "gemini-3-pro-preview"
        let server = try FakeGemini.server { request in
            let contents = request.json?["contents"]?.arrayValue ?? []
            return contents.last?["role"]?.stringValue == "user" && contents.last?[path: "parts"]?.arrayValue?.first?["text"] != nil
                ? .stream(FakeGemini.signedToolStream, contentType: "text/event-stream", framing: .close)
                : .stream(FakeGemini.textStream, contentType: "text/event-stream", framing: .close)
        }
        defer { server.stop() }
        let provider = try FakeGemini.provider(server, client: client)
        let ask = ChatRequest(system: "You are a fitness coach.", messages: [.user("Weather in Paris and London?")],
                              tools: richRequest().tools, model: model)
        let first = await collect(provider.stream(ask))
        #expect(first.error == nil)
        #expect(first.toolCalls.map(\.signature) == ["Sig-A==", nil])

        var follow = ask
        follow.messages += [.assistant("", toolCalls: first.toolCalls)]
            + first.toolCalls.map { .tool(#"{"sky":"clear"}"#, callID: $0.id, name: $0.name) }
        let second = await collect(provider.stream(follow))
        #expect(second.error == nil, "\(String(describing: second.error))")
        #expect(second.text == "Hello there, ready to lift?")
        let contents = try #require(server.requests.last?.json?["contents"]?.arrayValue)
        try #require(contents.count > 1, "the follow-up request holds the model's turn")
        let parts = try #require(contents[1]["parts"]?.arrayValue)
        #expect(parts.map { $0["thoughtSignature"]?.stringValue } == ["Sig-A==", nil])

        // The fake checks what Gemini 3 checks: the same request without the signature fails.
        var unsigned = follow
        unsigned.messages[1].toolCalls = first.toolCalls.map { ToolCall(id: $0.id, name: $0.name, arguments: $0.arguments) }
        let rejected = await collect(provider.stream(unsigned))
        #expect(rejected.error != nil)
    }

    @Test func healthCheck() async throws {
        let server = try FakeGemini.server { _ in FakeGemini.error(500, "unused", rpc: "INTERNAL") }
        defer { server.stop() }
        #expect(await (try FakeGemini.provider(server, client: client)).checkHealth().isHealthy)
    }
}
