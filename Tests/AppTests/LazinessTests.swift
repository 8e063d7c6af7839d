import Coach
import DI
import Foundation
import LLM
import Testing
@testable import App

/// Nothing is built before it is needed: an offline start and conversation build no network
/// provider, key store or HTTP client, and write no log file; the orchestrator fetches a
/// provider when it routes to it.
struct LazinessTests {
    static let network = ["HTTPStreamingClient", "KeyStore", "APIKeySource", "ChatProvider[openai]",
                          "ChatProvider[anthropic]", "ChatProvider[gemini]", "ChatProvider[ollama]"]

    static func live(_ container: Container) -> Set<String> {
        Set(container.liveInstances().map(\.key.description))
    }

    @Test func anOfflineConversationBuildsNoNetworkService() async throws {
        let home = try AppContainerTests.temporaryHome()
        defer { try? FileManager.default.removeItem(at: home) }
        let app = AppHarness(home: home)
        #expect(Self.live(app.container).isEmpty, "opening the conversation builds nothing")
        await app.conversations.send("I ate 2 eggs", console: app.console)
        await app.run(":history")
        let live = Self.live(app.container)
        #expect(live.contains("ChatProvider[offline]"))
        #expect(live.isDisjoint(with: Self.network), "built: \(live.sorted())")
        let files = try FileManager.default.contentsOfDirectory(atPath: home.path)
        #expect(!files.contains("airfit.log"), "no log file unless --log-level or AIRFIT_LOG asks for one")
        await app.run(":provider openai")
        #expect(Self.live(app.container).isSuperset(of: ["HTTPStreamingClient", "KeyStore", "APIKeySource", "ChatProvider[openai]"]))
        await app.shutdown()
    }

    @Test func theOrchestratorBuildsAFallbackOnlyWhenItRoutesToIt() async throws {
        let home = try AppContainerTests.temporaryHome()
        defer { try? FileManager.default.removeItem(at: home) }
        let app = AppHarness(home: home)
        let orchestrator = try await app.container.resolve(Orchestrator.self)
        #expect(Self.live(app.container).isDisjoint(with: ["ChatProvider[offline]"] + Self.network))
        var text = ""
        for try await event in orchestrator.run(.chat, ChatRequest(messages: [.user("hello")])).events {
            if case .text(let piece) = event { text += piece }
        }
        #expect(!text.isEmpty)
        #expect(Self.live(app.container).contains("ChatProvider[offline]"))
        #expect(Self.live(app.container).isDisjoint(with: Self.network))
        await app.shutdown()
    }

    @Test func healthAllStillBuildsEverySingleton() async throws {
        let home = try AppContainerTests.temporaryHome()
        defer { try? FileManager.default.removeItem(at: home) }
        let app = AppHarness(home: home)
        _ = await app.container.health(resolveAll: true, timeout: .milliseconds(200))
        #expect(Self.live(app.container).isSuperset(of: Self.network))
        await app.shutdown()
    }
}
