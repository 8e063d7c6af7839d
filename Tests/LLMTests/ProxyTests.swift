import Foundation
import LLM
import Testing

/// Proxies as users set them, against a loopback "proxy" that records what it is asked.
@Suite struct ProxyTests {
    /// A proxy that refuses every tunnel (and records the requests).
    static func refusingProxy() throws -> LoopbackServer {
        try LoopbackServer { _ in FakeResponse(status: 403, steps: [], framing: .contentLength) }
    }

    static func openAI(baseURL: String, client: HTTPStreamingClient) throws -> OpenAIProvider {
        let env = ["OPENAI_BASE_URL": baseURL, "OPENAI_API_KEY": FakeOpenAI.key]
        return OpenAIProvider(settings: try .fromEnvironment(env, id: "openai", overrides: .init(timeouts: relaxedTimeouts)),
                              client: client)
    }

    @Test func httpsProxyTunnelsWithConnectAndNeverSeesTheKey() async throws {
        let proxy = try Self.refusingProxy()
        defer { proxy.stop() }
        let client = HTTPStreamingClient(environment: ["HTTPS_PROXY": proxy.url()])
        let result = await collect(try Self.openAI(baseURL: "https://api.openai.example:443/v1", client: client).stream(simpleRequest()))
        await client.shutdown()
        let request = try #require(proxy.requests.first)
        #expect(request.method == "CONNECT")
        #expect(request.target == "api.openai.example:443")
        #expect(!request.headers.values.contains { $0.contains(FakeOpenAI.key) }, "the key travels inside the tunnel only")
        guard case .connection = result.error else {
            Issue.record("expected a connection error, got \(String(describing: result.error))")
            return
        }
    }

    @Test func lowerCaseWinsAndAllProxyCoversWhatIsUnset() async throws {
        let lower = try Self.refusingProxy()
        let upper = try Self.refusingProxy()
        let all = try Self.refusingProxy()
        defer { lower.stop(); upper.stop(); all.stop() }
        let client = HTTPStreamingClient(environment: ["https_proxy": lower.url(), "HTTPS_PROXY": upper.url(), "ALL_PROXY": all.url()])
        _ = await collect(try Self.openAI(baseURL: "https://api.openai.example/v1", client: client).stream(simpleRequest()))
        _ = await collect(try Self.openAI(baseURL: "http://plain.example:8080/v1", client: client).stream(simpleRequest()))
        await client.shutdown()
        #expect(lower.requests.map(\.target) == ["api.openai.example:443"])
        #expect(upper.requests.isEmpty)
        #expect(all.requests.count == 1, "http:// has no HTTP_PROXY here, so ALL_PROXY carries it")
        #expect(all.requests.first?.target.contains("plain.example:8080") == true)
    }

    @Test func noProxyHostsGoDirect() async throws {
        let proxy = try Self.refusingProxy()
        let server = try FakeOpenAI.server { _ in .stream(FakeOpenAI.textStream, contentType: "text/event-stream") }
        defer { proxy.stop(); server.stop() }
        let client = HTTPStreamingClient(environment: ["HTTP_PROXY": proxy.url(), "NO_PROXY": "example.com, 127.0.0.0/8"])
        let result = await collect(try FakeOpenAI.provider(server, client: client).stream(simpleRequest()))
        await client.shutdown()
        #expect(result.text == "Hello there, athlete")
        #expect(proxy.requests.isEmpty)
        #expect(server.requests.count == 1)
    }

    @Test func anUnusableProxyVariableSaysWhichAndWhy() async throws {
        let client = HTTPStreamingClient(environment: ["HTTPS_PROXY": "https://proxy.example:3128"])
        let result = await collect(try Self.openAI(baseURL: "https://api.openai.example/v1", client: client).stream(simpleRequest()))
        await client.shutdown()
        guard case .notConfigured(_, let hint) = result.error else {
            Issue.record("expected notConfigured, got \(String(describing: result.error))")
            return
        }
        #expect(hint.contains("HTTPS_PROXY") && hint.contains("https://"), "\(hint)")
    }

    @Test func proxyURLsAreReadAsCurlReadsThem() throws {
        #expect(try ProxyServer.parse("proxy.example:3128").get() == ProxyServer(kind: .http, host: "proxy.example", port: 3128))
        #expect(try ProxyServer.parse("http://proxy.example").get().port == 1080)
        #expect(try ProxyServer.parse("socks5h://127.0.0.1:9050").get() == ProxyServer(kind: .socks5, host: "127.0.0.1", port: 9050))
        let login = try ProxyServer.parse("http://me:p%40ss@[::1]:8080").get()
        #expect(login == ProxyServer(kind: .http, host: "::1", port: 8080, username: "me", password: "p@ss"))
        #expect(login.description == "http://[::1]:8080", "no credentials in messages")
        #expect((try? ProxyServer.parse("ftp://proxy.example").get()) == nil)
    }
}

@Suite struct NoProxyListTests {
    @Test func namesCoverTheirSubdomainsCaseInsensitively() {
        let list = NoProxyList("example.com, .internal.test,*.corp.example , LOCALHOST")
        #expect(list.bypasses(host: "example.com", port: 443))
        #expect(list.bypasses(host: "API.Example.com", port: 443))
        #expect(!list.bypasses(host: "notexample.com", port: 443))
        #expect(list.bypasses(host: "a.internal.test", port: 80))
        #expect(list.bypasses(host: "internal.test", port: 80))
        #expect(list.bypasses(host: "x.corp.example", port: 80))
        #expect(list.bypasses(host: "localhost", port: 11434))
        #expect(!list.bypasses(host: "api.openai.com", port: 443))
    }

    @Test func aStarAloneCoversEverything() {
        #expect(NoProxyList("*").bypasses(host: "api.openai.com", port: 443))
        #expect(!NoProxyList("").bypasses(host: "api.openai.com", port: 443))
        #expect(!NoProxyList("*.").bypasses(host: "api.openai.com", port: 443))
    }

    @Test func portsNarrowAnEntry() {
        let list = NoProxyList("example.com:8080,[::1]:11434,10.1.2.3:443")
        #expect(list.bypasses(host: "example.com", port: 8080))
        #expect(!list.bypasses(host: "example.com", port: 443))
        #expect(list.bypasses(host: "[::1]", port: 11434))
        #expect(!list.bypasses(host: "::1", port: 80))
        #expect(list.bypasses(host: "10.1.2.3", port: 443))
        #expect(!list.bypasses(host: "10.1.2.3", port: 80))
    }

    @Test func cidrRangesCoverAddresses() {
        let list = NoProxyList("10.0.0.0/8, 192.168.1.0/24, fd00::/8, 172.16.5.4")
        #expect(list.bypasses(host: "10.200.3.4", port: 80))
        #expect(!list.bypasses(host: "11.0.0.1", port: 80))
        #expect(list.bypasses(host: "192.168.1.77", port: 80))
        #expect(!list.bypasses(host: "192.168.2.1", port: 80))
        #expect(list.bypasses(host: "fd12:3456::1", port: 80))
        #expect(!list.bypasses(host: "fe80::1", port: 80))
        #expect(list.bypasses(host: "172.16.5.4", port: 80))
        #expect(!list.bypasses(host: "172.16.5.5", port: 80))
        #expect(list.bypasses(host: "::ffff:10.1.1.1", port: 80), "an IPv4-mapped address matches its IPv4 range")
        #expect(!list.bypasses(host: "10.example.com", port: 80), "a name is not an address")
    }

    @Test func environmentPrecedence() throws {
        let settings = ProxySettings.fromEnvironment([
            "http_proxy": "http://lower:1", "HTTP_PROXY": "http://upper:2", "ALL_PROXY": "socks5://all:3", "no_proxy": "skip.example",
        ])
        let httpsURL = try #require(URL(string: "https://api.example/v1"))
        let https = try #require(settings.route(for: httpsURL))
        #expect(https.variable == "ALL_PROXY")
        #expect(try https.server.get() == ProxyServer(kind: .socks5, host: "all", port: 3))
        let httpURL = try #require(URL(string: "http://api.example/v1"))
        let http = try #require(settings.route(for: httpURL))
        #expect(http.variable == "http_proxy")
        let skipped = try #require(URL(string: "https://a.skip.example/v1"))
        #expect(settings.route(for: skipped) == nil)
        #expect(ProxySettings.fromEnvironment([:]).route(for: httpsURL) == nil)
    }
}
