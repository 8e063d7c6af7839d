import Foundation
import LLM
import Testing

@Suite struct AnthropicProviderTests {
    let client = HTTPStreamingClient()

    @Test func streamsTextIgnoringPingWithUsage() async throws {
        let server = try FakeAnthropic.server { _ in .stream(FakeAnthropic.textStream, contentType: "text/event-stream") }
        defer { server.stop() }
        let result = await collect(try FakeAnthropic.provider(server, client: client).stream(simpleRequest()))
        #expect(result.error == nil)
        #expect(result.text == "Hello! Ready to train?")
        #expect(result.usage == Usage(inputTokens: 25, outputTokens: 15))
        #expect(result.done == .stop)
        let body = try #require(server.requests.first?.json)
        #expect(body["system"]?.stringValue == "You are a fitness coach.")
        #expect(body["max_tokens"]?.numberValue == 1024, "the default reply limit")
        #expect(body["messages"]?.arrayValue?.count == 1)
    }

    @Test func joinsInputJSONDeltasIntoOneToolCall() async throws {
        let server = try FakeAnthropic.server { _ in .stream(FakeAnthropic.toolStream, contentType: "text/event-stream") }
        defer { server.stop() }
        let result = await collect(try FakeAnthropic.provider(server, client: client).stream(richRequest()))
        #expect(result.error == nil)
        #expect(result.text == "Okay, let's check the weather:")
        #expect(result.toolCalls == [ToolCall(id: "toolu_01T1x1fJ34qAmk2tNTrN7Up6", name: "get_weather", arguments: #"{"location": "Paris, France"}"#)])
        #expect(result.done == .toolCalls)
        #expect(result.usage == Usage(inputTokens: 472, outputTokens: 89))
    }

    @Test func sendsToolResultsAsUserToolResultBlocks() async throws {
        let server = try FakeAnthropic.server { _ in .stream(FakeAnthropic.textStream, contentType: "text/event-stream") }
        defer { server.stop() }
        let result = await collect(try FakeAnthropic.provider(server, client: client).stream(richRequest()))
        #expect(result.error == nil)
        let body = try #require(server.requests.first?.json)
        let messages = try #require(body["messages"]?.arrayValue)
        #expect(messages.map { $0["role"]?.stringValue ?? "" } == ["user", "assistant", "user", "user"])
        let toolUse = try #require(messages[1]["content"]?.arrayValue?.first)
        #expect(toolUse["type"]?.stringValue == "tool_use" && toolUse["input"] == ["text": "2 eggs"])
        let toolResult = try #require(messages[2]["content"]?.arrayValue?.first)
        #expect(toolResult["type"]?.stringValue == "tool_result" && toolResult["tool_use_id"]?.stringValue == "call_1")
        #expect(body["tools"]?.arrayValue?.first?["input_schema"]?["type"]?.stringValue == "object")
        #expect(body["max_tokens"]?.numberValue == 1024)
    }

    /// Structured output is a forced tool: the schema is the tool's input_schema, the
    /// system prompt stays the caller's, and the tool's input comes back as the text.
    @Test(arguments: [
        (["type": "object", "properties": ["kcal": ["type": "number"]]] as JSONValue, [#"{"kcal""#, #": 156}"#], #"{"kcal":156}"#),
        (["type": "array", "items": ["type": "string"]] as JSONValue, [#"{"value": ["eggs","#, #" "toast"]}"#], #"["eggs","toast"]"#),
    ])
    func responseSchemaIsAForcedTool(schema: JSONValue, fragments: [String], reply: String) async throws {
        let server = try FakeAnthropic.server { _ in
            .stream(FakeAnthropic.forcedToolStream(name: "nutrition", fragments: fragments), contentType: "text/event-stream")
        }
        defer { server.stop() }
        var request = simpleRequest()
        request.responseSchema = ResponseSchema(name: "nutrition", schema: schema)
        let result = await collect(try FakeAnthropic.provider(server, client: client).stream(request))
        #expect(result.error == nil)
        #expect(try JSONValue(parsing: result.text) == JSONValue(parsing: reply))
        #expect(result.toolCalls.isEmpty)
        #expect(result.done == .stop)
        let body = try #require(server.requests.first?.json)
        #expect(body["system"]?.stringValue == "You are a fitness coach.")
        #expect(body["tool_choice"] == ["type": "tool", "name": "nutrition"])
        #expect(body["tools"]?.arrayValue?.first?[path: "input_schema", "type"]?.stringValue == "object")
    }

    @Test func healthCheckAndStatus() async throws {
        let server = try FakeAnthropic.server { _ in FakeAnthropic.error(500, "unused", type: "api_error") }
        defer { server.stop() }
        let provider = try FakeAnthropic.provider(server, client: client)
        #expect(await provider.checkHealth().isHealthy)
        #expect(await provider.status().configured)
    }
}
