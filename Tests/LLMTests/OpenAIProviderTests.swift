import Foundation
import LLM
import Testing

@Suite struct OpenAIProviderTests {
    let client = HTTPStreamingClient()

    @Test func streamsTextAndUsage() async throws {
        let server = try FakeOpenAI.server { _ in .stream(FakeOpenAI.textStream, contentType: "text/event-stream") }
        defer { server.stop() }
        let result = await collect(try FakeOpenAI.provider(server, client: client).stream(simpleRequest()))
        #expect(result.error == nil)
        #expect(result.text == "Hello there, athlete")
        #expect(result.usage == Usage(inputTokens: 9, outputTokens: 12))
        #expect(result.done == .stop)
        let body = try #require(server.requests.first?.json)
        #expect(body["model"]?.stringValue == "gpt-4o-mini")
        #expect(body["messages"]?.arrayValue?.first?["role"]?.stringValue == "system")
    }

    @Test func joinsFragmentedToolCallArguments() async throws {
        let server = try FakeOpenAI.server { _ in .stream(FakeOpenAI.toolStream, contentType: "text/event-stream") }
        defer { server.stop() }
        let result = await collect(try FakeOpenAI.provider(server, client: client).stream(richRequest(model: "gpt-4o")))
        #expect(result.error == nil)
        #expect(result.toolCalls == [ToolCall(id: "call_DdmO9pD3xa9XTPNJ32zg2hcA", name: "get_weather", arguments: #"{"location":"Paris, France"}"#)])
        #expect(try result.toolCalls.first?.parsedArguments() == ["location": "Paris, France"])
        #expect(result.done == .toolCalls)
        #expect(result.usage == Usage(inputTokens: 80, outputTokens: 17))
    }

    @Test func sendsToolsHistoryAndOptionsInOpenAIShape() async throws {
        let server = try FakeOpenAI.server { _ in .stream(FakeOpenAI.textStream, contentType: "text/event-stream") }
        defer { server.stop() }
        _ = await collect(try FakeOpenAI.provider(server, client: client).stream(richRequest(model: "gpt-4o")))
        let body = try #require(server.requests.first?.json)
        let messages = try #require(body["messages"]?.arrayValue)
        #expect(messages.map { $0["role"]?.stringValue ?? "" } == ["system", "user", "assistant", "tool", "user"])
        #expect(messages[2][path: "tool_calls"]?.arrayValue?.first?[path: "function", "arguments"]?.stringValue == #"{"text":"2 eggs"}"#)
        #expect(messages[3]["tool_call_id"]?.stringValue == "call_1")
        #expect(body["tools"]?.arrayValue?.first?[path: "function", "name"]?.stringValue == "get_weather")
        #expect(body["tools"]?.arrayValue?.first?["type"]?.stringValue == "function")
        #expect(body["max_tokens"]?.numberValue == 1024)
        #expect(body["temperature"]?.numberValue == 0.5)
        // The integer is written as an integer on the wire.
        let text = String(decoding: try #require(server.requests.first?.body), as: UTF8.self)
        #expect(text.contains(#""max_tokens":1024"#))
    }

    @Test func sendsJSONSchemaAsResponseFormat() async throws {
        let server = try FakeOpenAI.server { _ in .stream(FakeOpenAI.textStream, contentType: "text/event-stream") }
        defer { server.stop() }
        var request = simpleRequest()
        request.responseSchema = ResponseSchema(name: "profile", schema: ["type": "object"])
        _ = await collect(try FakeOpenAI.provider(server, client: client).stream(request))
        let format = try #require(server.requests.first?.json?["response_format"])
        #expect(format["type"]?.stringValue == "json_schema")
        #expect(format[path: "json_schema", "name"]?.stringValue == "profile")
        #expect(format[path: "json_schema", "strict"]?.boolValue == true)
    }

    /// Strict mode wants `additionalProperties: false` on every object and every property
    /// required: added where missing; a schema with an optional property goes non-strict.
    @Test func strictSchemasAreMadeStrictOrSentNonStrict() async throws {
        let server = try FakeOpenAI.server { _ in .stream(FakeOpenAI.textStream, contentType: "text/event-stream") }
        defer { server.stop() }
        let provider = try FakeOpenAI.provider(server, client: client)
        let nested: JSONValue = ["type": "object", "properties": [
            "items": ["type": "array", "items": ["type": "object", "properties": ["name": ["type": "string"]], "required": ["name"]]],
        ], "required": ["items"]]
        var request = simpleRequest()
        request.responseSchema = ResponseSchema(name: "nutrition", schema: nested)
        let strict = await collect(provider.stream(request))
        #expect(strict.error == nil, "\(String(describing: strict.error))")
        let sent = try #require(server.requests.last?.json?[path: "response_format", "json_schema"])
        #expect(sent["strict"] == true)
        #expect(sent[path: "schema", "additionalProperties"] == false)
        #expect(sent[path: "schema", "properties", "items", "items", "additionalProperties"] == false)

        request.responseSchema = ResponseSchema(name: "loose", schema: ["type": "object", "properties": ["a": ["type": "string"]]])
        let loose = await collect(provider.stream(request))
        #expect(loose.error == nil)
        #expect(server.requests.last?.json?[path: "response_format", "json_schema", "strict"] == false)

        // The fake rejects what the API rejects: the nested schema as written, sent strict.
        #expect(FakeOpenAI.strictProblem(nested, at: "()") != nil)
    }

    @Test func compatibleServerWithoutKeySendsNoAuthorization() async throws {
        let server = try LoopbackServer { _ in .stream(FakeOpenAI.textStream, contentType: "text/event-stream") }
        defer { server.stop() }
        let settings = try ProviderSettings.fromEnvironment(["OPENAI_BASE_URL": server.url("/v1")], id: "openai",
                                                            overrides: .init(timeouts: relaxedTimeouts))
        #expect(settings.requiresKey == false)
        let result = await collect(OpenAIProvider(settings: settings, client: client).stream(simpleRequest()))
        #expect(result.text == "Hello there, athlete")
        #expect(server.requests.first?.headers["authorization"] == nil)
        #expect(server.requests.first?.path == "/v1/chat/completions")
    }

    @Test func healthCheckListsModels() async throws {
        let server = try FakeOpenAI.server { _ in FakeOpenAI.error(500, "unused") }
        defer { server.stop() }
        let provider = try FakeOpenAI.provider(server, client: client)
        #expect(await provider.checkHealth().isHealthy)
        let status = await provider.status()
        #expect(status.configured && status.baseURL == server.url("/v1") && status.defaultModel == "gpt-4o-mini")
    }
}
