import Foundation
import GRDB
import Testing
@testable import Storage

@Suite("Streaming writer on a busy database", .timeLimit(.minutes(1)))
struct WriterFailureTests {
    @Test("a write that finds the database locked fails clearly, keeps the text, and succeeds later")
    func busyThenRetry() async throws {
        try await withStore(configuration: StoreConfiguration(busyTimeout: .milliseconds(50))) { store, _ in
            let conversation = try await store.conversations.create()
            let writer = try await store.messages.beginAssistantMessage(
                conversationID: conversation.id, provider: "openai", model: "gpt-4o", flushInterval: .seconds(3600))
            try await writer.append("Rest ")

            var config = Configuration()
            config.allowsUnsafeTransactions = true
            let other = try DatabaseQueue(path: store.path, configuration: config)
            try await other.writeWithoutTransaction { db in try db.execute(sql: "BEGIN EXCLUSIVE") }
            try await writer.append("two minutes.")
            let flushError = await storageError { try await writer.flush() }
            #expect(flushError == .busy(path: store.path))
            let finishError = await storageError { _ = try await writer.finish(status: .complete) }
            #expect(finishError == .busy(path: store.path))
            #expect(await writer.isFinished == false)
            #expect(await writer.content == "Rest two minutes.")
            #expect(try await store.messages.get(writer.messageID)?.content == "Rest ")

            try await other.writeWithoutTransaction { db in try db.execute(sql: "ROLLBACK") }
            try other.close()
            let done = try await writer.finish(status: .complete)
            #expect(done.content == "Rest two minutes.")
            #expect(done.status == .complete)
        }
    }
}

@Suite("Two processes on one database")
struct SharedDatabaseTests {
    @Test("opening while another connection writes skips recovery instead of failing; the live writer keeps its reply")
    func openWhileLocked() async throws {
        try await withStore(configuration: StoreConfiguration(busyTimeout: .milliseconds(50))) { first, _ in
            let conversation = try await first.conversations.create()
            let writer = try await first.messages.beginAssistantMessage(
                conversationID: conversation.id, provider: "openai", model: "gpt-4o", flushInterval: .seconds(3600))
            try await writer.append("Day one: ")

            var config = Configuration()
            config.allowsUnsafeTransactions = true
            let other = try DatabaseQueue(path: first.path, configuration: config)
            try await other.writeWithoutTransaction { db in try db.execute(sql: "BEGIN EXCLUSIVE") }
            let second = try await Store.open(at: first.path, configuration: StoreConfiguration(busyTimeout: .milliseconds(50)))
            defer { try? second.close() }
            #expect(second.recoveredOnOpen == 0)
            #expect(try await second.messages.get(writer.messageID)?.status == .streaming)
            try await other.writeWithoutTransaction { db in try db.execute(sql: "ROLLBACK") }
            try other.close()

            // The first one is alive: its reply is not the second one's to recover.
            #expect(try await second.recoverInterrupted() == 0)
            #expect(try await second.messages.get(writer.messageID)?.status == .streaming)
            // The first keeps saving its text and sets the final status.
            try await writer.append("squats.")
            try await writer.flush()
            #expect(try await second.messages.get(writer.messageID)?.content == "Day one: squats.")
            try await writer.finish(status: .complete)
            #expect(try await second.messages.get(writer.messageID)?.status == .complete)
        }
    }
}
