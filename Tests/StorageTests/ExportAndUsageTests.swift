import Foundation
import Testing
@testable import Storage

@Suite("Markdown export and usage")
struct ExportAndUsageTests {
    @Test("a conversation exports as Markdown with roles, providers and marks")
    func export() async throws {
        try await withStore { store, _ in
            let conversation = try await store.conversations.create(id: "0123456789abcdef0123456789abcdef", now: referenceDate)
            try await store.messages.appendUserMessage(
                conversationID: conversation.id, content: "How do I squat?", now: referenceDate)
            let reply = try await store.messages.beginAssistantMessage(
                conversationID: conversation.id, provider: "openai", model: "gpt-4o",
                now: referenceDate.addingTimeInterval(60))
            try await reply.append("Feet shoulder-width.\n\n- brace\n- sit back")
            try await reply.finish(status: .complete, now: referenceDate.addingTimeInterval(61))
            let cut = try await store.messages.beginAssistantMessage(
                conversationID: conversation.id, provider: "anthropic", model: "claude",
                now: referenceDate.addingTimeInterval(120))
            try await cut.append("Then go")
            try await cut.finish(status: .interrupted)
            let failed = try await store.messages.beginAssistantMessage(
                conversationID: conversation.id, provider: "gemini", model: nil, now: referenceDate.addingTimeInterval(180))
            try await failed.finish(status: .failed, error: "HTTP 500")

            let utc = try #require(TimeZone(identifier: "UTC"))
            let markdown = try await store.conversations.exportMarkdown(conversation.id, timeZone: utc)
            #expect(markdown == """
                # How do I squat?

                Conversation `0123456789abcdef0123456789abcdef` · started 2026-11-20 08:00 · 4 messages

                ## You · 08:00

                How do I squat?

                ## Coach · openai / gpt-4o · 08:01

                Feet shoulder-width.

                - brace
                - sit back

                ## Coach · anthropic / claude · 08:02 · interrupted

                Then go

                > *This reply was interrupted before it ended.*

                ## Coach · gemini · 08:03 · failed

                > *This reply failed: HTTP 500*

                """)
            let missing = await storageError { _ = try await store.conversations.exportMarkdown("nope") }
            #expect(missing == .notFound(what: "conversation", id: "nope"))
        }
    }

    @Test("usage sums tokens and cost per provider and model, per conversation and all time")
    func usage() async throws {
        try await withStore { store, _ in
            let one = try await store.conversations.create()
            let two = try await store.conversations.create()
            func reply(_ conversation: ConversationRecord, _ provider: String, _ model: String, _ tin: Int, _ tout: Int, _ cost: Double?) async throws {
                let writer = try await store.messages.beginAssistantMessage(conversationID: conversation.id, provider: provider, model: model)
                try await writer.append("ok")
                try await writer.finish(status: .complete, usage: TokenUsage(tokensIn: tin, tokensOut: tout), cost: cost)
            }
            try await store.messages.appendUserMessage(conversationID: one.id, content: "hi")
            try await reply(one, "openai", "gpt-4o", 100, 10, 0.01)
            try await reply(one, "openai", "gpt-4o", 200, 20, 0.02)
            try await reply(one, "ollama", "llama3", 50, 5, nil)
            try await reply(two, "openai", "gpt-4o", 1000, 100, 0.1)
            try await reply(two, "anthropic", "claude", 10, 1, 0.5)

            let session = try await store.usage.summary(conversationID: one.id)
            #expect(session.lines == [
                UsageLine(provider: "ollama", model: "llama3", replies: 1, tokensIn: 50, tokensOut: 5, cost: 0, repliesWithoutCost: 1),
                UsageLine(provider: "openai", model: "gpt-4o", replies: 2, tokensIn: 300, tokensOut: 30, cost: 0.03, repliesWithoutCost: 0),
            ].map { line in
                var line = line
                if line.provider == "openai" { line.cost = session.lines.last?.cost ?? -1 }
                return line
            })
            #expect(abs((session.lines.last?.cost ?? 0) - 0.03) < 1e-12)
            #expect(session.tokensIn == 350)
            #expect(session.tokensOut == 35)
            #expect(session.replies == 3)
            #expect(session.repliesWithoutCost == 1)

            let allTime = try await store.usage.summary()
            #expect(allTime.lines.map(\.provider) == ["anthropic", "ollama", "openai"])
            #expect(allTime.tokensIn == 1360)
            #expect(allTime.lines.last?.replies == 3)
            #expect(abs(allTime.cost - 0.63) < 1e-12)

            let empty = try await store.usage.summary(conversationID: "none")
            #expect(empty.lines.isEmpty)
            #expect(empty.cost == 0)
        }
    }
}
