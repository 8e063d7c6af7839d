import DI
import Foundation
import LLM
import Testing
@testable import App

/// `--log-level` / `AIRFIT_LOG`: a log file in the data folder, 0600, with the request,
/// retry, cooldown and fallback events, and never a key.
struct LoggingTests {
    static let secret = "sk-test-SECRET-d0n7-l0g-m3-4242"

    @Test func aTurnIsLoggedWithoutItsKey() async throws {
        let home = try AppContainerTests.temporaryHome()
        defer { try? FileManager.default.removeItem(at: home) }
        let options = AppOptions(home: home.path, color: false, provider: "openai", fallback: "offline",
                                 baseURL: "http://user:hunter2@127.0.0.1:9/v1",
                                 environment: ["HOME": home.path, "OPENAI_API_KEY": Self.secret, "AIRFIT_LOG": "info"])
        let container = AppModules.container(options: options, console: Console(color: false, output: -1, error: -1))
        let orchestrator = try await container.resolve(Orchestrator.self)
        var text = ""
        for try await event in orchestrator.run(.chat, ChatRequest(messages: [.user("hello")])).events {
            if case .text(let piece) = event { text += piece }
        }
        await container.shutdown()
        #expect(!text.isEmpty, "the offline coach answered after openai failed")

        let path = home.appendingPathComponent("airfit.log").path
        let attributes = try FileManager.default.attributesOfItem(atPath: path)
        #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o600)
        let log = try String(contentsOfFile: path, encoding: .utf8)
        #expect(log.contains("airfit.http: request") && log.contains("provider=openai"), "\(log)")
        #expect(log.contains("request failed"))
        #expect(log.contains("retrying openai"))
        #expect(log.contains("cooling openai down"))
        #expect(log.contains("falling back to offline"))
        #expect(!log.contains(Self.secret), "the key is never logged")
        #expect(!log.contains("hunter2"), "nor a base URL's password")
    }

    @Test func noLogUnlessAskedAndABadLevelSaysSo() async throws {
        let home = try AppContainerTests.temporaryHome()
        defer { try? FileManager.default.removeItem(at: home) }
        let quiet = AppLog.open(levelText: nil, directory: home)
        #expect(quiet.path == nil && quiet.problem == nil)
        let bad = AppLog.open(levelText: "loud", directory: home)
        #expect(bad.path == nil)
        #expect(bad.problem == "unknown log level \"loud\"; use trace, debug, info, notice, warning, error, critical or off; not logging")
        #expect(!FileManager.default.fileExists(atPath: home.appendingPathComponent("airfit.log").path))
        #expect(try AppLog.level("OFF") == nil)
        #expect(try AppLog.level("Debug") == .debug)
    }
}
