import Foundation
import LLM
import Testing

/// Issue 18, item 4: a server (or anything on the way) whose error repeats the request's
/// headers never gets the key shown, logged or stored: every configured secret is taken out
/// of the error before it leaves the provider.
@Suite struct SecretEchoTests {
    let client = HTTPStreamingClient()

    static let keyed: [Wire] = [.openai, .anthropic, .gemini]

    static func key(_ wire: Wire) -> String {
        switch wire {
        case .openai: FakeOpenAI.key
        case .anthropic: FakeAnthropic.key
        case .gemini: FakeGemini.key
        case .ollama: ""
        }
    }

    /// The request's headers as a debugging proxy or a careless server prints them.
    static func echo(_ request: RecordedRequest) -> String {
        request.headers.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }.joined(separator: "\n")
    }

    func error(_ wire: Wire, _ script: @escaping @Sendable (RecordedRequest) -> FakeResponse) async throws -> LLMError {
        let server = try wire.server(script)
        defer { server.stop() }
        let result = await collect(try wire.provider(server, client: client).stream(simpleRequest()))
        return try #require(result.error, "the call must fail")
    }

    func expectNoKey(_ error: LLMError, _ wire: Wire, sourceLocation: SourceLocation = #_sourceLocation) {
        let key = Self.key(wire)
        for text in [error.userMessage, "\(error)", String(reflecting: error)] {
            #expect(!text.contains(key) && !text.contains(String(key.prefix(8))), "the key is shown: \(text)", sourceLocation: sourceLocation)
        }
    }

    @Test(arguments: keyed)
    func aFiveHundredRepeatingTheHeadersInItsMessageHidesTheKey(wire: Wire) async throws {
        let error = try await error(wire) { request in
            .json(status: 500, JSONValue.object(["error": .object(["message": .string("upstream failed for\n" + Self.echo(request))])]).jsonString)
        }
        guard case .server(_, 500, _, let message) = error else { Issue.record("\(error)"); return }
        expectNoKey(error, wire)
        #expect(message.contains("[hidden]"), "\(message)")
    }

    @Test(arguments: keyed)
    func aPlainTextFiveHundredCutInsideTheKeyHidesItsStart(wire: Wire) async throws {
        // The body's first 300 characters are shown: the key starts a few characters before the cut.
        let error = try await error(wire) { request in
            let value = request.headers["authorization"] ?? request.headers["x-api-key"] ?? request.headers["x-goog-api-key"] ?? ""
            let lead = String(repeating: "x", count: 296 - "the key was ".count)
            return FakeResponse(status: 500, headers: [("Content-Type", "text/plain")],
                                steps: [.send(Array((lead + " the key was " + value + " and more").utf8))], framing: .contentLength)
        }
        expectNoKey(error, wire)
    }

    @Test(arguments: keyed)
    func aPageInsteadOfAStreamRepeatingTheKeyHidesIt(wire: Wire) async throws {
        let error = try await error(wire) { request in
            FakeResponse(headers: [("Content-Type", "text/html")],
                         steps: [.send(Array("<p>Your request \(Self.echo(request).replacingOccurrences(of: "\n", with: " "))</p>\n".utf8))],
                         framing: .contentLength)
        }
        guard case .notAStream = error else { Issue.record("\(error)"); return }
        expectNoKey(error, wire)
    }

    @Test func theScrubberHidesSecretsHeadersAndKeyParameters() {
        let text = "Authorization: Bearer sk-live-123456 x-api-key: \"abc-987654\" url ?key=AIzaXYZ123&x=1 Proxy-Authorization: Basic dTpw"
        let scrubbed = SecretScrubber.scrub(text, secrets: [])
        #expect(scrubbed == "Authorization: Bearer [hidden] x-api-key: \"[hidden]\" url ?key=[hidden]&x=1 Proxy-Authorization: Basic [hidden]")
        #expect(SecretScrubber.scrub("echo: sk-secret-value, again sk-secret-val…", secrets: ["sk-secret-value"])
                == "echo: [hidden], again [hidden]…")
        #expect(SecretScrubber.login(user: "me", password: "hunter2") == ["hunter2", "bWU6aHVudGVyMg=="])
    }

    /// Found by the second attack: a key cut by a line break, in capitals, or percent-encoded.
    @Test(arguments: ["key was sk-attack-\nSecret-0123456789.", "KEY WAS SK-ATTACK-SECRET-0123456789.",
                      "key was sk%2Dattack%2DSecret%2D0123456789.", "key was sk-attack- Secret-0123 456789."])
    func aKeyCutUpperCasedOrEncodedIsHidden(text: String) {
        let scrubbed = SecretScrubber.scrub(text, secrets: ["sk-attack-Secret-0123456789"])
        #expect(scrubbed.lowercased() == "key was [hidden].", "\(scrubbed)")
    }

    @Test func aHealthCheckEchoingTheKeyHidesIt() async throws {
        let server = try LoopbackServer { request in
            .json(status: 503, JSONValue.object(["error": .object(["message": .string("down; you sent " + Self.echo(request))])]).jsonString)
        }
        defer { server.stop() }
        let settings = try ProviderSettings.fromEnvironment(["OPENAI_BASE_URL": server.url("/v1"), "OPENAI_API_KEY": FakeOpenAI.key], id: "openai")
        let health = await OpenAIProvider(settings: settings, client: client).checkHealth()
        guard case .unhealthy(let detail) = health else { Issue.record("\(health)"); return }
        #expect(!detail.contains(FakeOpenAI.key) && detail.contains("[hidden]"), "\(detail)")
    }

    /// Item 11: a captive portal answering 200 with a web page is not a healthy provider.
    @Test func aHealthCheckAnsweredWithAPageIsUnhealthy() async throws {
        let server = try LoopbackServer { _ in
            FakeResponse(headers: [("Content-Type", "text/html")], steps: [.send(Array("<html><title>Hotel Wi-Fi login</title></html>".utf8))],
                         framing: .contentLength)
        }
        defer { server.stop() }
        let settings = try ProviderSettings.fromEnvironment(["OPENAI_BASE_URL": server.url("/v1"), "OPENAI_API_KEY": FakeOpenAI.key], id: "openai")
        let health = await OpenAIProvider(settings: settings, client: client).checkHealth()
        #expect(health == .unhealthy(detail: "HTTP 200 with text/html, not the API's JSON: \"<html><title>Hotel Wi-Fi login</title></html>\"; "
            + "check the base URL"))
    }
}
