import Foundation
import GRDB
import Testing
@testable import Storage

#if canImport(Glibc)
import Glibc
#endif

/// Issue 12, items 1, 4, 7 and 8: what is typed is stored whole, a damaged or newer file is
/// never written, the files are private, and a live writer's reply is nobody else's to recover.
@Suite("Hostile bytes and other processes")
struct HostileStoreTests {
    @Test("a NUL byte is stored and read back, in a message and in a streamed reply")
    func nulRoundTrip() async throws {
        try await withStore { store, _ in
            let conversation = try await store.conversations.create()
            try await store.messages.appendUserMessage(conversationID: conversation.id, content: "hel\u{0}lo")
            let writer = try await store.messages.beginAssistantMessage(conversationID: conversation.id, provider: "offline", model: nil)
            try await writer.append("you said hel\u{0}")
            try await writer.flush()
            #expect(try await store.messages.get(writer.messageID)?.content == "you said hel\u{0}")
            try await writer.append("lo, and more")
            try await writer.finish(status: .complete)
            let messages = try await store.messages.all(in: conversation.id)
            #expect(messages.map(\.content) == ["hel\u{0}lo", "you said hel\u{0}lo, and more"])
            #expect(try await store.conversations.get(conversation.id)?.title == "hel lo")
            // What is not NUL-bearing stays TEXT, as before.
            let types = try await store.access.read { db in try String.fetchAll(db, sql: "SELECT typeof(content) FROM message ORDER BY id") }
            #expect(types == ["blob", "blob"])
            try await store.messages.appendUserMessage(conversationID: conversation.id, content: "plain")
            let last = try await store.access.read { db in try String.fetchOne(db, sql: "SELECT typeof(content) FROM message ORDER BY id DESC") }
            #expect(last == "text")
            let window = try await store.messages.contextWindow(for: conversation.id, tokenBudget: 1000)
            #expect(window.messages.first?.content == "hel\u{0}lo")
        }
    }

    @Test("random bytes in the middle of a database: refused as damaged, not a byte changed, no file added")
    func corruptMiddleIsNeverWritten() async throws {
        try await withTemporaryDirectory { dir in
            let path = dir.appendingPathComponent("airfit.sqlite").path
            let store = try await Store.open(at: path)
            let conversation = try await store.conversations.create(title: "soon damaged")
            for index in 0..<200 {
                try await store.messages.appendUserMessage(conversationID: conversation.id, content: "message \(index) " + String(repeating: "x", count: 300))
            }
            try store.close()
            var bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
            var seed: UInt64 = 7
            for index in (bytes.count / 2)..<(bytes.count / 2 + 4096) {
                seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                bytes[index] = UInt8(truncatingIfNeeded: seed >> 33)
            }
            let damaged = Data(bytes)
            try damaged.write(to: URL(fileURLWithPath: path))
            let filesBefore = try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted()

            for _ in 0..<2 {
                let error = await storageError { _ = try await Store.open(at: path) }
                #expect(error == .corrupt(path: path))
            }
            #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == damaged)
            #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted().filter { !$0.hasSuffix("-shm") && !$0.hasSuffix("-wal") }
                    == filesBefore.filter { !$0.hasSuffix("-shm") && !$0.hasSuffix("-wal") })
        }
    }

    @Test("a file whose schema version is newer is refused without a byte written")
    func newerUserVersionIsNeverWritten() async throws {
        try await withTemporaryDirectory { dir in
            let path = dir.appendingPathComponent("airfit.sqlite").path
            let store = try await Store.open(at: path)
            try store.close()
            do {
                let queue = try DatabaseQueue(path: path)
                try await queue.write { db in try db.execute(sql: "PRAGMA user_version = 99") }
                try queue.close()
            }
            let before = try Data(contentsOf: URL(fileURLWithPath: path))
            let error = await storageError { _ = try await Store.open(at: path, configuration: StoreConfiguration(appVersion: "0.1.0")) }
            #expect(error == .newerSchema(path: path, detail: "its schema version is 99; this airfit (0.1.0) knows \(StoreMigrations.names.count)"))
            #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
        }
    }

    @Test("the database and its companions are 0600 whatever the umask")
    func privateFiles() async throws {
        let previous = umask(0o022)
        defer { umask(previous) }
        try await withStore { store, dir in
            _ = try await store.conversations.create()
            for name in try FileManager.default.contentsOfDirectory(atPath: dir.path) where name.hasPrefix("airfit.sqlite") {
                let attributes = try FileManager.default.attributesOfItem(atPath: dir.appendingPathComponent(name).path)
                let mode = try #require(attributes[.posixPermissions] as? Int)
                let expected = attributes[.type] as? FileAttributeType == .typeDirectory ? 0o700 : 0o600
                #expect(mode == expected, "\(name) is \(String(mode, radix: 8))")
            }
        }
    }

    @Test("a second store never marks a live writer's reply interrupted; once that writer is gone, it does")
    func onlyGoneWritersAreRecovered() async throws {
        try await withTemporaryDirectory { dir in
            let path = dir.appendingPathComponent("airfit.sqlite").path
            let first = try await Store.open(at: path)
            let conversation = try await first.conversations.create()
            let live = try await first.messages.beginAssistantMessage(conversationID: conversation.id, provider: "openai", model: "m")
            try await live.append("still ")
            try await live.flush()

            let second = try await Store.open(at: path)
            #expect(second.recoveredOnOpen == 0)
            #expect(try await second.recoverInterrupted() == 0)
            #expect(try await second.messages.get(live.messageID)?.status == .streaming)
            // The second one's own reply is its own too.
            let own = try await second.messages.beginAssistantMessage(conversationID: conversation.id, provider: "openai", model: "m")
            #expect(try await first.recoverInterrupted() == 0)
            try await own.finish(status: .complete)

            try first.close()  // the first writer goes away without finishing its reply
            #expect(try await second.recoverInterrupted() == 1)
            #expect(try await second.messages.get(live.messageID)?.status == .interrupted)
            #expect(try await second.messages.get(live.messageID)?.content == "still ")
            try second.close()
            let writers = try FileManager.default.contentsOfDirectory(atPath: WriterRegistry.directory(forDatabase: path))
            #expect(writers.isEmpty, "a closed store removes its writer file; a gone one's is swept: \(writers)")
        }
    }
}
