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

@Suite struct RetryAfterDateTests {
    static let now = Date(timeIntervalSince1970: 1_700_000_000)  // Tue, 14 Nov 2023 22:13:20 GMT

    func wait(_ value: String) -> Duration? {
        RetryAfter.from(headers: HTTPResponseHead(status: 429, headers: ["Retry-After": value]), now: Self.now)
    }

    @Test func everyHTTPDateFormIsReadAsAWaitFromNow() {
        #expect(wait("Tue, 14 Nov 2023 22:13:25 GMT") == .seconds(5))
        #expect(wait("Tuesday, 14-Nov-23 22:14:20 GMT") == .seconds(60))
        #expect(wait("Tue Nov 14 22:13:21 2023") == .seconds(1))
        #expect(wait("Wed, 15 Nov 2023 00:13:20 GMT") == .seconds(7200), "across midnight")
        #expect(wait("Mon, 01 Jan 2024 00:00:00 GMT") == .seconds(4_067_200), "across a year end")
    }

    @Test func aDateInThePastIsNoWaitAndNonsenseIsIgnored() {
        #expect(wait("Sun, 06 Nov 1994 08:49:37 GMT") == .zero)
        #expect(wait("Tue, 31 Foo 2023 22:13:25 GMT") == nil)
        #expect(wait("Tue, 14 Nov 2023 25:13:25 GMT") == nil)
        #expect(wait("1e300") == nil)
        #expect(wait("-5") == nil)
    }

    @Test func theCooldownMessageOfADateIsNotAHundredYears() {
        let error = HTTPErrorMapping.error(provider: "openai", head: HTTPResponseHead(status: 429, headers: ["Retry-After": "Tue, 14 Nov 2023 22:13:50 GMT"]),
                                           body: Data(#"{"error":{"message":"Slow down."}}"#.utf8), now: Self.now)
        #expect(error.userMessage == "OpenAI is rate limiting requests (429); retry in 30 s: Slow down. Wait, or pick another provider with `:provider`.")
    }
}

@Suite struct ServerMessageTests {
    @Test func serverTextNeverDoublesAPeriod() {
        let errors: [LLMError] = [
            .rateLimited(provider: "openai", retryAfter: nil, message: "Please retry your request.."),
            .server(provider: "anthropic", status: 500, retryAfter: nil, message: "Internal error."),
            .notFound(provider: "ollama", message: "model 'x' not found."),
            .badRequest(provider: "openai", status: 400, message: "Bad request. "),
            .streamError(provider: "gemini", message: "Try again."),
            .connection(provider: "openai", message: "refused."),
            .notConfigured(provider: "openai", hint: "set the key."),
        ]
        for error in errors {
            #expect(!error.userMessage.contains(".."), "\(error.userMessage)")
            #expect(!error.userMessage.contains(". ."), "\(error.userMessage)")
        }
    }

    @Test func controlCharactersFromAServerAreNotPrinted() {
        let error = LLMError.badRequest(provider: "openai", status: 400, message: "bad\u{1B}[2J\u{07} thing\r\nhere")
        #expect(error.userMessage == "OpenAI refused the request (400): bad[2J thing here.")
    }

    @Test func geminisInvalidKeyIsAnAuthenticationErrorWithItsFix() {
        // Gemini's answer to a wrong key (HTTP 400, API_KEY_INVALID).
        let body = #"{"error":{"code":400,"message":"API key not valid. Please pass a valid API key.","status":"INVALID_ARGUMENT","details":[{"@type":"type.googleapis.com/google.rpc.ErrorInfo","reason":"API_KEY_INVALID","domain":"googleapis.com"}]}}"#
        let error = HTTPErrorMapping.error(provider: "gemini", head: HTTPResponseHead(status: 400, headers: [:]), body: Data(body.utf8))
        #expect(error == .authentication(provider: "gemini", status: 400, message: "API key not valid. Please pass a valid API key."))
        #expect(error.userMessage == "Gemini rejected the API key (400). Set it with `airfit keys set gemini` or GEMINI_API_KEY.")
    }

    @Test func aRedirectIsNamedByItsOriginOnly() {
        let head = HTTPResponseHead(status: 302, headers: ["Location": "https://evil.example:8443/collect?key=1"])
        let error = HTTPErrorMapping.error(provider: "openai", head: head, body: Data())
        #expect(error == .redirected(provider: "openai", status: 302, location: "https://evil.example:8443"))
        #expect(!error.isRetryable)
    }

    @Test func passwordsInURLsAreMasked() {
        #expect(URLRedaction.redacted("http://user:hunter2@127.0.0.1:8080/v1") == "http://user:***@127.0.0.1:8080/v1")
        #expect(URLRedaction.redacted("https://sk-token@host/v1?a=b@c") == "https://***@host/v1?a=b@c")
        #expect(URLRedaction.redacted("https://api.openai.com/v1") == "https://api.openai.com/v1")
    }

    @Test func providersNeverShowABaseURLPassword() async throws {
        let settings = try ProviderSettings.fromEnvironment(["OPENAI_BASE_URL": "http://me:hunter2@127.0.0.1:8080/v1"], id: "openai")
        let status = await OpenAIProvider(settings: settings, client: HTTPStreamingClient()).status()
        #expect(status.baseURL == "http://me:***@127.0.0.1:8080/v1")
        #expect(!status.baseURL.contains("hunter2"))
    }
}
