import Foundation
import LLM
import Testing

@Suite struct OllamaProviderTests {
    let client = HTTPStreamingClient()

    @Test func streamsNDJSONTextWithUsage() async throws {
        let server = try FakeOllama.server { _ in .stream(FakeOllama.textStream, contentType: "application/x-ndjson") }
        defer { server.stop() }
        let result = await collect(try FakeOllama.provider(server, client: client).stream(simpleRequest()))
        #expect(result.error == nil)
        #expect(result.text == "Hello there!")
        #expect(result.usage == Usage(inputTokens: 26, outputTokens: 282))
        #expect(result.done == .stop)
        let body = try #require(server.requests.first?.json)
        #expect(body["model"]?.stringValue == "llama3.2")
        #expect(body["messages"]?.arrayValue?.first?["role"]?.stringValue == "system")
    }

    @Test func toolCallSplitAcrossTCPChunks() async throws {
        let server = try FakeOllama.server { _ in
            splitStream(FakeOllama.toolStream.joined(), size: 5, contentType: "application/x-ndjson")
        }
        defer { server.stop() }
        let result = await collect(try FakeOllama.provider(server, client: client).stream(richRequest()))
        #expect(result.error == nil)
        #expect(result.toolCalls.map(\.name) == ["get_weather"])
        #expect(try result.toolCalls.first?.parsedArguments() == ["location": "Paris, France"])
        #expect(result.done == .toolCalls)
        #expect(result.usage == Usage(inputTokens: 122, outputTokens: 33))
        let messages = try #require(server.requests.first?.json?["messages"]?.arrayValue)
        #expect(messages[2][path: "tool_calls"]?.arrayValue?.first?[path: "function", "arguments"] == ["text": "2 eggs"])
        #expect(messages[3]["role"]?.stringValue == "tool" && messages[3]["tool_name"]?.stringValue == "log_food")
        #expect(server.requests.first?.json?[path: "options", "num_predict"]?.numberValue == 1024)
    }

    @Test func healthCheckUsesTags() async throws {
        let server = try FakeOllama.server { _ in FakeOllama.error(500, "unused") }
        defer { server.stop() }
        #expect(await (try FakeOllama.provider(server, client: client)).checkHealth().isHealthy)
        #expect(server.requests.first?.path == "/api/tags")
    }
}
