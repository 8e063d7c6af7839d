import Foundation
import LLM
import Testing

@Suite struct HTTPErrorMappingTests {
    func map(_ status: Int, _ body: String, headers: [String: String] = [:], provider: String = "openai") -> LLMError {
        HTTPErrorMapping.error(provider: provider, head: HTTPResponseHead(status: status, headers: headers),
                               body: Data(body.utf8), now: Date(timeIntervalSince1970: 1_700_000_000))
    }

    @Test func statusesMapToTypedErrors() {
        #expect(map(401, #"{"error":{"message":"Incorrect API key provided"}}"#)
            == .authentication(provider: "openai", status: 401, message: "Incorrect API key provided"))
        #expect(map(403, #"{"error":{"message":"no"}}"#) == .authentication(provider: "openai", status: 403, message: "no"))
        #expect(map(404, #"{"error":{"message":"model not found"}}"#) == .notFound(provider: "openai", message: "model not found"))
        #expect(map(500, "oops") == .server(provider: "openai", status: 500, retryAfter: nil, message: "oops"))
        #expect(map(529, #"{"type":"error","error":{"type":"overloaded_error","message":"Overloaded"}}"#, provider: "anthropic")
            == .overloaded(provider: "anthropic", retryAfter: nil, message: "Overloaded"))
        #expect(map(422, #"{"error":"bad"}"#, provider: "ollama") == .badRequest(provider: "ollama", status: 422, message: "bad"))
        #expect(map(400, "") == .badRequest(provider: "openai", status: 400, message: "HTTP 400"))
    }

    @Test func retryAfterSecondsDateAndMilliseconds() {
        #expect(map(429, "{}", headers: ["Retry-After": "7"]).retryAfter == .seconds(7))
        #expect(map(429, "{}", headers: ["retry-after-ms": "250", "retry-after": "9"]).retryAfter == .milliseconds(250))
        // 1_700_000_000 is Tue, 14 Nov 2023 22:13:20 GMT.
        #expect(map(429, "{}", headers: ["Retry-After": "Tue, 14 Nov 2023 22:13:50 GMT"]).retryAfter == .seconds(30))
        #expect(map(503, "{}", headers: ["Retry-After": "2"]).retryAfter == .seconds(2))
        #expect(map(429, "{}", headers: ["Retry-After": "soon"]).retryAfter == nil)
        if case .rateLimited = map(429, "{}") {} else { Issue.record("429 must be rateLimited") }
    }

    @Test func geminiRetryInfoGivesRetryAfter() {
        let body = #"{"error":{"code":429,"message":"You exceeded your current quota","status":"RESOURCE_EXHAUSTED","details":[{"@type":"type.googleapis.com/google.rpc.QuotaFailure","violations":[]},{"@type":"type.googleapis.com/google.rpc.RetryInfo","retryDelay":"7s"}]}}"#
        #expect(map(429, body, provider: "gemini") == .rateLimited(provider: "gemini", retryAfter: .seconds(7), message: "You exceeded your current quota"))
        #expect(RetryAfter.protobufDuration("1.5s") == .milliseconds(1500))
    }

    @Test func eachProvidersContextOverflowText() {
        let cases = [
            ("openai", #"{"error":{"message":"This model's maximum context length is 128000 tokens. However, your messages resulted in 130000 tokens.","type":"invalid_request_error","param":"messages","code":"context_length_exceeded"}}"#),
            ("anthropic", #"{"type":"error","error":{"type":"invalid_request_error","message":"prompt is too long: 208310 tokens > 200000 maximum"}}"#),
            ("gemini", #"{"error":{"code":400,"message":"The input token count (1200000) exceeds the maximum number of tokens allowed (1048576).","status":"INVALID_ARGUMENT"}}"#),
            ("openai", #"{"error":{"code":400,"message":"the request exceeds the available context size, try increasing it","type":"exceed_context_size_error"}}"#),
        ]
        for (provider, body) in cases {
            guard case .contextOverflow(let p, _) = map(400, body, provider: provider) else {
                Issue.record("not an overflow: \(body)")
                continue
            }
            #expect(p == provider)
        }
    }
}
