import Foundation
import GRDB
import Testing
@testable import Storage

@Suite("Streaming writer", .timeLimit(.minutes(1)))
struct StreamingWriterTests {
    @Test("the user's message is stored, complete, before anything is sent")
    func userMessageFirst() async throws {
        try await withStore { store, _ in
            let conversation = try await store.conversations.create()
            let id = try await store.messages.appendUserMessage(conversationID: conversation.id, content: "squat 3x5 100kg\nand more")
            let stored = try #require(try await store.messages.get(id))
            #expect(stored.role == .user)
            #expect(stored.status == .complete)
            #expect(stored.content == "squat 3x5 100kg\nand more")
            #expect(try await store.conversations.get(conversation.id)?.title == "squat 3x5 100kg")
        }
    }

    @Test("beginning a reply stores an empty streaming row")
    func begin() async throws {
        try await withStore { store, _ in
            let conversation = try await store.conversations.create()
            let writer = try await store.messages.beginAssistantMessage(
                conversationID: conversation.id, provider: "openai", model: "gpt-4o")
            let row = try #require(try await store.messages.get(writer.messageID))
            #expect(row.status == .streaming)
            #expect(row.content.isEmpty)
            #expect(row.provider == "openai")
            #expect(row.model == "gpt-4o")
            #expect(writer.flushInterval == .milliseconds(200))
        }
    }

    @Test("deltas within one interval are coalesced into one write")
    func coalesced() async throws {
        try await withStore { store, _ in
            let conversation = try await store.conversations.create()
            let writer = try await store.messages.beginAssistantMessage(
                conversationID: conversation.id, provider: "offline", model: "coach", flushInterval: .seconds(3600))
            for index in 0..<100 { try await writer.append("w\(index) ") }
            // The first delta is written at once; the other 99 wait for the interval.
            #expect(await writer.writeCount == 1)
            #expect(try await store.messages.get(writer.messageID)?.content == "w0 ")
            let expected = (0..<100).map { "w\($0) " }.joined()
            #expect(await writer.content == expected)

            try await writer.flush()
            #expect(await writer.writeCount == 2)
            #expect(try await store.messages.get(writer.messageID)?.content == expected)
            try await writer.flush()  // nothing new: no write
            #expect(await writer.writeCount == 2)
        }
    }

    @Test("text is in the database within the flush interval, without finish")
    func timerFlush() async throws {
        try await withStore { store, _ in
            let conversation = try await store.conversations.create()
            let writer = try await store.messages.beginAssistantMessage(
                conversationID: conversation.id, provider: "offline", model: "coach", flushInterval: .milliseconds(50))
            try await writer.append("Squat ")
            try await writer.append("three ")
            try await writer.append("sets.")
            var flushes: [StreamFlush] = []
            for await flush in writer.flushes {
                flushes.append(flush)
                if flush.storedBytes == "Squat three sets.".utf8.count { break }
            }
            #expect(flushes.first == StreamFlush(writeNumber: 1, storedBytes: 6, isFinal: false))
            #expect(flushes.last?.isFinal == false)
            let row = try #require(try await store.messages.get(writer.messageID))
            #expect(row.content == "Squat three sets.")
            #expect(row.status == .streaming)
        }
    }

    @Test("finish stores the whole text, status, usage, cost and reason")
    func finishComplete() async throws {
        try await withStore { store, _ in
            let conversation = try await store.conversations.create(now: referenceDate)
            let writer = try await store.messages.beginAssistantMessage(
                conversationID: conversation.id, provider: "anthropic", model: "claude", flushInterval: .seconds(3600),
                now: referenceDate)
            try await writer.append("Eat ")
            try await writer.append("protein.")
            let later = referenceDate.addingTimeInterval(10)
            let done = try await writer.finish(
                status: .complete, usage: TokenUsage(tokensIn: 300, tokensOut: 4), cost: 0.002,
                finishReason: "stop", now: later)
            #expect(done.content == "Eat protein.")
            #expect(done.status == .complete)
            #expect(done.tokensIn == 300)
            #expect(done.tokensOut == 4)
            #expect(done.cost == 0.002)
            #expect(done.finishReason == "stop")
            #expect(try await store.messages.get(writer.messageID) == done)
            #expect(await writer.isFinished)
            #expect(try await store.conversations.get(conversation.id)?.updatedAt == later)

            var events: [StreamFlush] = []
            for await flush in writer.flushes { events.append(flush) }  // ends after the final write
            #expect(events.last == StreamFlush(writeNumber: 2, storedBytes: 12, isFinal: true))

            let again = await storageError { try await writer.append("more") }
            #expect(again != nil)
            #expect(try await store.messages.get(writer.messageID)?.content == "Eat protein.")
        }
    }

    @Test("interrupted and failed replies keep their text", arguments: [MessageStatus.interrupted, .failed])
    func finishPartial(status: MessageStatus) async throws {
        try await withStore { store, _ in
            let conversation = try await store.conversations.create()
            let writer = try await store.messages.beginAssistantMessage(
                conversationID: conversation.id, provider: "openai", model: "gpt-4o")
            try await writer.append("Half a ")
            let errorText = status == .failed ? "the stream was cut" : nil
            let done = try await writer.finish(status: status, error: errorText)
            #expect(done.status == status)
            #expect(done.content == "Half a ")
            #expect(done.errorText == errorText)
            #expect(done.cost == nil)
        }
    }

    @Test("a delta from a cancelled task (Ctrl-C, output closed) is kept for finish, not refused")
    func appendWhileCancelled() async throws {
        try await withStore { store, _ in
            let conversation = try await store.conversations.create()
            let writer = try await store.messages.beginAssistantMessage(
                conversationID: conversation.id, provider: "offline", model: "coach", flushInterval: .zero)
            let reply = Task {
                withUnsafeCurrentTask { $0?.cancel() }
                try await writer.append("Half a ")  // due at once (interval zero), yet no write
            }
            try await reply.value  // before: GRDB's CancellationError, reported as "database error -1"
            #expect(await writer.content == "Half a ")
            let done = try await writer.finish(status: .interrupted, error: "stopped by the user")
            #expect(done.content == "Half a ")
        }
    }

    @Test("finish refuses the streaming status")
    func finishStreamingRefused() async throws {
        try await withStore { store, _ in
            let conversation = try await store.conversations.create()
            let writer = try await store.messages.beginAssistantMessage(conversationID: conversation.id, provider: nil, model: nil)
            let error = await storageError { _ = try await writer.finish(status: .streaming) }
            #expect(error != nil)
            #expect(await writer.isFinished == false)
            try await writer.finish(status: .complete)
            #expect(await writer.isFinished)
        }
    }
}

@Suite("Recovery")
struct RecoveryTests {
    @Test("replies left streaming are marked interrupted at the next open, text kept")
    func recoverOnOpen() async throws {
        try await withTemporaryDirectory { dir in
            let path = dir.appendingPathComponent("airfit.sqlite").path
            let store = try await Store.open(at: path)
            #expect(store.recoveredOnOpen == 0)
            let conversation = try await store.conversations.create()
            try await store.messages.appendUserMessage(conversationID: conversation.id, content: "plan my week")
            let writer = try await store.messages.beginAssistantMessage(
                conversationID: conversation.id, provider: "openai", model: "gpt-4o")
            try await writer.append("Monday: ")
            let finished = try await store.messages.beginAssistantMessage(
                conversationID: conversation.id, provider: "openai", model: "gpt-4o")
            try await finished.append("done")
            try await finished.finish(status: .complete)
            try store.close()  // as if the process died: `writer` never finishes

            let reopened = try await Store.open(at: path)
            defer { try? reopened.close() }
            #expect(reopened.recoveredOnOpen == 1)
            let messages = try await reopened.messages.all(in: conversation.id)
            #expect(messages.map(\.status) == [.complete, .interrupted, .complete])
            #expect(messages[1].content == "Monday: ")
            #expect(try await reopened.recoverInterrupted() == 0)
        }
    }

    @Test("with recovery on open turned off, the root recovers explicitly")
    func explicitRecovery() async throws {
        try await withTemporaryDirectory { dir in
            let path = dir.appendingPathComponent("airfit.sqlite").path
            let store = try await Store.open(at: path)
            let conversation = try await store.conversations.create()
            for _ in 0..<2 {
                let writer = try await store.messages.beginAssistantMessage(conversationID: conversation.id, provider: "x", model: "y")
                try await writer.append("partial")
            }
            try store.close()

            let reopened = try await Store.open(at: path, configuration: StoreConfiguration(recoverOnOpen: false))
            defer { try? reopened.close() }
            #expect(reopened.recoveredOnOpen == 0)
            #expect(try await reopened.messages.all(in: conversation.id).allSatisfy { $0.status == .streaming })
            #expect(try await reopened.recoverInterrupted() == 2)
            #expect(try await reopened.messages.all(in: conversation.id).allSatisfy { $0.status == .interrupted })
        }
    }

    @Test("a streaming reply that names no writer (stored before writers were stamped) is recovered; a clean store is left alone")
    func unstampedReplyRecovered() async throws {
        try await withTemporaryDirectory { dir in
            let path = dir.appendingPathComponent("airfit.sqlite").path
            let store = try await Store.open(at: path)
            let conversation = try await store.conversations.create()
            try await store.messages.appendUserMessage(conversationID: conversation.id, content: "hello")
            try store.close()
            let clean = try await Store.open(at: path)
            #expect(clean.recoveredOnOpen == 0)
            try clean.close()

            let queue = try DatabaseQueue(path: path)
            try await queue.write { db in
                try db.execute(sql: """
                    INSERT INTO message(conversationId, role, content, status, createdAt, updatedAt, writer)
                    VALUES (?, 'assistant', 'half a', 'streaming', '2026-01-01 00:00:00.000', '2026-01-01 00:00:00.000', NULL)
                    """, arguments: [conversation.id])
            }
            try queue.close()

            let reopened = try await Store.open(at: path)
            defer { try? reopened.close() }
            #expect(reopened.recoveredOnOpen == 1)
            #expect(try await reopened.messages.all(in: conversation.id).map(\.status) == [.complete, .interrupted])
        }
    }
}
