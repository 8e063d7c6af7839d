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

    @Test func healthCheck() async throws {
        let server = try FakeGemini.server { _ in FakeGemini.error(500, "unused", rpc: "INTERNAL") }
        defer { server.stop() }
        #expect(await (try FakeGemini.provider(server, client: client)).checkHealth().isHealthy)
    }
}
