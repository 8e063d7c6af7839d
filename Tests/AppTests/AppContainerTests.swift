import DI
import LLM
import Foundation
import Testing
@testable import App

/// The real app container, against a temporary home: the graph validates and every
/// registration resolves. A service registered but not resolvable fails here.
struct AppContainerTests {
    static func makeContainer(home: URL) -> Container {
        let options = AppOptions(home: home.path, color: false, environment: ["HOME": home.path])
        return AppModules.container(options: options, console: Console(color: false, output: -1, error: -1))
    }

    static func temporaryHome() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("airfit-app-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test func validatesWithNoIssues() throws {
        let home = try Self.temporaryHome()
        defer { try? FileManager.default.removeItem(at: home) }
        let issues = Self.makeContainer(home: home).validate()
        #expect(issues.isEmpty, "issues: \(issues.map(\.description))")
    }

    /// Every registration resolves where it lives: singletons from the root, conversation and
    /// turn services (and the commands) in a turn scope of a conversation scope, as the REPL
    /// opens them. Then no declared dependency went unused.
    @Test func everyRegistrationResolves() async throws {
        let home = try Self.temporaryHome()
        defer { try? FileManager.default.removeItem(at: home) }
        let app = AppHarness(home: home)
        let turn = app.turnScope()
        var failures: [String] = []
        let registrations = app.container.registrations()
        #expect(registrations.contains { $0.scope == AppScope.conversation })
        #expect(registrations.contains { $0.scope == AppScope.turn })
        for info in registrations {
            do {
                if info.lifetime == .singleton {
                    _ = try await app.container.resolve(key: info.key)
                } else {
                    _ = try await turn.resolve(key: info.key)
                }
            } catch {
                failures.append("\(info.key): \(error)")
            }
        }
        #expect(failures.isEmpty, "unresolvable: \(failures)")
        let issues = app.container.validate()
        #expect(issues.isEmpty, "issues after building everything: \(issues.map(\.description))")
        await app.shutdown()
    }

    @Test func homeOptionPutsEveryFileUnderIt() throws {
        let paths = AppPaths.resolve(home: "/tmp/x", environment: ["XDG_CONFIG_HOME": "/c", "XDG_DATA_HOME": "/d"])
        #expect(paths.configDirectory.path == "/tmp/x")
        #expect(paths.database.path == "/tmp/x/airfit.sqlite")
        let xdg = AppPaths.resolve(home: nil, environment: ["XDG_CONFIG_HOME": "/c", "XDG_DATA_HOME": "/d", "HOME": "/h"])
        #expect(xdg.configDirectory.path == "/c/airfit")
        #expect(xdg.dataDirectory.path == "/d/airfit")
        let fallback = AppPaths.resolve(home: nil, environment: ["HOME": "/h"])
        #expect(fallback.configDirectory.path == "/h/.config/airfit")
        #expect(fallback.dataDirectory.path == "/h/.local/share/airfit")
        let env = AppPaths.resolve(home: nil, environment: ["AIRFIT_HOME": "/e", "HOME": "/h"])
        #expect(env.keyFile.path == "/e/keys.enc")
    }
}

/// A test container: the app's own modules with a few keys overridden.
struct AppTestContainerTests {
    /// A provider that always says the same thing (a test double: it lives in Tests/).
    struct CannedProvider: ChatProvider {
        let id = "offline"
        let defaultModel = "canned"
        func stream(_ request: ChatRequest) -> AsyncThrowingStream<ChatEvent, any Error> {
            AsyncThrowingStream { continuation in
                continuation.yield(.text("canned reply"))
                continuation.yield(.done(.stop))
                continuation.finish()
            }
        }
    }

    @Test func overridesReachEveryDependent() async throws {
        let home = try AppContainerTests.temporaryHome()
        defer { try? FileManager.default.removeItem(at: home) }
        let options = AppOptions(home: home.path, color: false, environment: ["HOME": home.path])
        let container = Container(modules: AppModules.all(options: options, console: Console(color: false, output: -1, error: -1))) { registry in
            registry.override((any ChatProvider).self, name: "offline") { _ -> any ChatProvider in CannedProvider() }
        }
        #expect(container.validate().isEmpty)
        let orchestrator = try await container.resolve(Orchestrator.self)
        var text = ""
        for try await event in orchestrator.run(.chat, ChatRequest(messages: [.user("hi")])).events {
            if case .text(let piece) = event { text += piece }
        }
        #expect(text == "canned reply")
        await container.shutdown()
    }
}
