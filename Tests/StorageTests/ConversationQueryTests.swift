import Foundation
import Testing
@testable import Storage

@Suite("History, sessions and resume")
struct ConversationQueryTests {
    @Test("history gives the last N messages, oldest first")
    func history() async throws {
        try await withStore { store, _ in
            let conversation = try await store.conversations.create()
            for index in 1...30 {
                try await store.messages.appendUserMessage(conversationID: conversation.id, content: "m\(index)")
            }
            #expect(try await store.messages.last(10, in: conversation.id).map(\.content) == (21...30).map { "m\($0)" })
            #expect(try await store.messages.last(100, in: conversation.id).count == 30)
            #expect(try await store.messages.last(0, in: conversation.id).isEmpty)
            #expect(try await store.messages.count(in: conversation.id) == 30)
        }
    }

    @Test("sessions are listed by last activity with message counts")
    func sessions() async throws {
        try await withStore { store, _ in
            let old = try await store.conversations.create(title: "old", now: referenceDate)
            let new = try await store.conversations.create(title: "new", now: referenceDate.addingTimeInterval(60))
            let empty = try await store.conversations.create(title: "empty", now: referenceDate.addingTimeInterval(30))
            try await store.messages.appendUserMessage(conversationID: new.id, content: "a", now: referenceDate.addingTimeInterval(100))
            // Activity in the old conversation moves it to the top.
            try await store.messages.appendUserMessage(conversationID: old.id, content: "b", now: referenceDate.addingTimeInterval(200))
            try await store.messages.appendUserMessage(conversationID: old.id, content: "c", now: referenceDate.addingTimeInterval(300))

            let list = try await store.conversations.list()
            #expect(list.map(\.conversation.title) == ["old", "new", "empty"])
            #expect(list.map(\.messageCount) == [2, 1, 0])
            #expect(list[0].lastActivity == referenceDate.addingTimeInterval(300))
            #expect(list[2].lastActivity == empty.createdAt)
            #expect(try await store.conversations.list(limit: 1).count == 1)
            #expect(try await store.conversations.mostRecent()?.id == old.id)
        }
    }

    @Test("a conversation is found by its id or an unambiguous prefix")
    func resumeByPrefix() async throws {
        try await withStore { store, _ in
            let a = try await store.conversations.create(id: "abc111", title: "A")
            try await store.conversations.create(id: "abc222", title: "B")
            try await store.conversations.create(id: "def333", title: "C")
            #expect(try await store.conversations.find("abc111").id == a.id)
            #expect(try await store.conversations.find("ABC1").title == "A")
            #expect(try await store.conversations.find("d").title == "C")

            let ambiguous = await storageError { _ = try await store.conversations.find("abc") }
            #expect(ambiguous == .ambiguous(what: "conversation", prefix: "abc", matches: 2))
            #expect(ambiguous?.description == "\"abc\" matches 2 conversations; type more of the id")
            let missing = await storageError { _ = try await store.conversations.find("zzz") }
            #expect(missing?.description == "no conversation matches \"zzz\"")
            let wildcard = await storageError { _ = try await store.conversations.find("%") }
            #expect(wildcard == .notFound(what: "conversation", id: "%"))
            let blank = await storageError { _ = try await store.conversations.find("  ") }
            #expect(blank != nil)
        }
    }

    @Test("new conversation ids are 32 hex digits")
    func newIDs() async throws {
        try await withStore { store, _ in
            let conversation = try await store.conversations.create()
            #expect(conversation.id.count == 32)
            #expect(conversation.id.allSatisfy { $0.isHexDigit && !$0.isUppercase })
            #expect(conversation.shortID.count == 8)
            #expect(try await store.conversations.find(conversation.shortID).id == conversation.id)
        }
    }
}

@Suite("Context window")
struct ContextWindowTests {
    @Test("tokens are estimated as characters / 4, rounded up")
    func estimate() {
        #expect(ContextWindow.estimateTokens("") == 0)
        #expect(ContextWindow.estimateTokens("abcd") == 1)
        #expect(ContextWindow.estimateTokens("abcde") == 2)
    }

    @Test("the newest messages that fit are kept, oldest first; the rest are counted as dropped")
    func newestKept() async throws {
        try await withStore { store, _ in
            let conversation = try await store.conversations.create()
            // 100 messages of 40 characters = 10 tokens each.
            for index in 0..<100 {
                let text = String(format: "%03d", index) + String(repeating: ".", count: 37)
                try await store.messages.appendUserMessage(conversationID: conversation.id, content: text)
            }
            let failed = try await store.messages.beginAssistantMessage(conversationID: conversation.id, provider: "p", model: "m")
            try await failed.append(String(repeating: "x", count: 400))
            try await failed.finish(status: .failed, error: "boom")

            let window = try await store.messages.contextWindow(for: conversation.id, tokenBudget: 255)
            #expect(window.messages.count == 25)
            #expect(window.estimatedTokens == 250)
            #expect(window.droppedCount == 75)
            #expect(window.messages.first?.content.hasPrefix("075") == true)
            #expect(window.messages.last?.content.hasPrefix("099") == true)

            let all = try await store.messages.contextWindow(for: conversation.id, tokenBudget: 10_000)
            #expect(all.messages.count == 100)
            #expect(all.droppedCount == 0)

            let withFailed = try await store.messages.contextWindow(
                for: conversation.id, tokenBudget: 10_000, statuses: [.complete, .failed])
            #expect(withFailed.messages.count == 101)

            let none = try await store.messages.contextWindow(for: conversation.id, tokenBudget: 5)
            #expect(none.messages.isEmpty)
            #expect(none.droppedCount == 100)
        }
    }
}

@Suite("Bulk import")
struct BulkImportTests {
    @Test("conversations and messages import in one go, as given")
    func batch() async throws {
        try await withStore { store, _ in
            let conversations = (0..<3).map { ConversationRecord(id: "c\($0)", title: "t\($0)", createdAt: referenceDate) }
            try await store.conversations.insert(conversations)
            let messages = (0..<30).map {
                MessageRecord(conversationId: "c\($0 % 3)", role: $0 % 2 == 0 ? .user : .assistant, content: "m\($0)", createdAt: referenceDate)
            }
            #expect(try await store.messages.appendBatch(messages) == 30)
            #expect(try await store.messages.count(in: "c1") == 10)
            #expect(try await store.messages.last(2, in: "c2").map(\.content) == ["m26", "m29"])
            #expect(try await store.conversations.get("c0")?.updatedAt == referenceDate)
        }
    }
}
