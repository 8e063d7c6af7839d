import DI
import Foundation
import GRDB
import Testing
@testable import App
@testable import Storage

/// Issue 12, item 3: a message sent while another process holds the database past the busy
/// timeout was logged (its food) but never stored, with no word, and a piped run ended 0.
/// Now such a message is not sent unsaved: every time, an error line says it could not be
/// saved (so the REPL counts a failed input), and once the lock is gone the next one is stored.
@Suite("A turn while the store is busy")
struct BusyStoreTurnTests {
    @Test func eachMessageTheBusyStoreCannotTakeIsAnErrorAndTheNextOneAfterTheLockIsStored() async throws {
        let home = try AppContainerTests.temporaryHome()
        defer { try? FileManager.default.removeItem(at: home) }
        let options = AppOptions(home: home.path, color: false, environment: ["HOME": home.path])
        let console = Console(color: false, output: -1, error: -1)
        let container = Container(modules: AppModules.all(options: options, console: console)) { registry in
            registry.override(StoreHandle.self) { (paths: AppPaths) in
                await StoreHandle.open(at: paths.database.path, configuration: StoreConfiguration(busyTimeout: .milliseconds(100)))
            }
        }
        let path = try await container.resolve(AppPaths.self).database.path
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try (try await Store.open(at: path)).close()  // an earlier session, closed cleanly

        // Another process holds the write lock while this one starts and for two messages.
        var config = Configuration()
        config.allowsUnsafeTransactions = true
        let other = try DatabaseQueue(path: path, configuration: config)
        try await other.writeWithoutTransaction { db in try db.execute(sql: "BEGIN EXCLUSIVE") }

        let app = AppHarness(container: container, options: options, console: console)
        // A WAL file's readers do not wait for another writer: the store opens, and only its
        // writes wait (StoreHandleTests holds the whole file at start).
        #expect(await (try container.resolve(StoreHandle.self)).failure == nil)
        await app.conversations.send("I had 2 eggs", console: console)
        #expect(console.errorCount == 1, "the first message is an error")
        await app.conversations.send("and a banana", console: console)
        #expect(console.errorCount == 2, "and so is every one after it")

        try await other.writeWithoutTransaction { db in try db.execute(sql: "ROLLBACK") }
        try other.close()
        await app.conversations.send("and an apple", console: console)
        #expect(console.errorCount == 2)
        let store = try await container.resolve(StoreHandle.self).store()
        let conversation = try #require(try await app.conversations.scope.resolve(ConversationState.self).current)
        let stored = try await store.messages.all(in: conversation).filter { $0.role == .user }.map(\.content)
        #expect(stored == ["and an apple"], "nothing was sent unsaved; the message after the lock is stored")
        await app.shutdown()
    }
}
