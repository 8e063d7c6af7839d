import Foundation
import Testing
@testable import Storage

/// A streamed reply is appended, not rewritten whole on every flush, and the writes slow
/// down as the reply grows, so a long reply costs a bounded amount of rewriting per second.
@Suite("Streaming writer cost", .timeLimit(.minutes(1)))
struct StreamingWriterCostTests {
    @Test("each write appends what is new; a combining mark that arrives alone is kept")
    func appends() async throws {
        try await withStore { store, _ in
            let conversation = try await store.conversations.create()
            let writer = try await store.messages.beginAssistantMessage(
                conversationID: conversation.id, provider: "openai", model: "m", flushInterval: .zero)
            for piece in ["caf", "e", "\u{301}", " 🏋️", "\u{200D}♀️", " done"] { try await writer.append(piece) }
            try await writer.flush()
            let expected = "cafe\u{301} 🏋️\u{200D}♀️ done"
            #expect(try await store.messages.get(writer.messageID)?.content == expected)
            #expect(await writer.content == expected)
            try await writer.finish(status: .complete, usage: TokenUsage(tokensIn: 5, tokensOut: 3, estimated: true))
            let row = try #require(try await store.messages.get(writer.messageID))
            #expect(row.content == expected)
            #expect(row.tokensEstimated)
        }
    }

    @Test("a NUL in a streamed reply is kept whole: from there on each write stores the whole text")
    func nulKeptWhole() async throws {
        try await withStore { store, _ in
            let conversation = try await store.conversations.create()
            let writer = try await store.messages.beginAssistantMessage(
                conversationID: conversation.id, provider: "openai", model: "m", flushInterval: .zero)
            for piece in ["a", "b\u{0}c", "d"] { try await writer.append(piece) }
            try await writer.flush()
            #expect(try await store.messages.get(writer.messageID)?.content == "ab\u{0}cd")
        }
    }

    @Test("past the rewrite budget, writes wait longer as the reply grows")
    func boundedRewrites() async throws {
        try await withStore { store, _ in
            let conversation = try await store.conversations.create()
            let writer = try await store.messages.beginAssistantMessage(
                conversationID: conversation.id, provider: "openai", model: "m", flushInterval: .zero)
            let piece = String(repeating: "x", count: 10 * 1024)
            for _ in 0..<100 { try await writer.append(piece) }
            // A zero interval wrote every delta before; once 256 KB are stored a write
            // waits at least a second, so 1 MB arriving at once is stored in a few writes.
            let writes = await writer.writeCount
            #expect(writes < 50, "\(writes) writes")
            try await writer.finish(status: .complete)
            #expect(try await store.messages.get(writer.messageID)?.content.utf8.count == 100 * 10 * 1024)
        }
    }
}
