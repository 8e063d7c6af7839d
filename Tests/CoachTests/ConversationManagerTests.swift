import LLM
import Testing
@testable import Coach

@Suite("Conversation manager")
struct ConversationManagerTests {
    /// A turn of about `tokens` estimated tokens: a user message and an assistant reply.
    func turn(_ i: Int, chars: Int = 400) -> [ChatMessage] {
        [.user("q\(i) " + String(repeating: "a", count: chars)), .assistant("a\(i) " + String(repeating: "b", count: chars))]
    }

    @Test("everything fits: nothing dropped")
    func fits() {
        let messages = turn(1) + turn(2)
        let window = ConversationManager(messages: messages, tokenBudget: 10_000).window(systemPrompt: "system")
        #expect(window.messages == messages)
        #expect(window.droppedTurns == 0)
        #expect(window.fitsBudget)
        #expect(window.estimatedTokens == TokenEstimator.estimate("system") + messages.reduce(0) { $0 + TokenEstimator.estimate($1) })
    }

    @Test("oldest turns are dropped first; the system prompt is always counted")
    func dropsOldest() {
        let messages = (0..<10).flatMap { turn($0) }
        let perTurn = turn(0).reduce(0) { $0 + TokenEstimator.estimate($1) }
        let system = String(repeating: "s", count: 800)
        let budget = TokenEstimator.estimate(system) + perTurn * 3 + 5
        let window = ConversationManager.window(messages: messages, systemPrompt: system, budget: budget)
        #expect(window.droppedTurns == 7)
        #expect(window.droppedMessages == 14)
        #expect(window.messages == Array(messages.suffix(6)))
        #expect(window.messages.first?.content.hasPrefix("q7 ") == true)
        #expect(window.fitsBudget)
    }

    @Test("a tool call and its result stay together")
    func toolPairs() {
        let call = ToolCall(id: "c", name: "log_food", arguments: #"{"description":"a banana"}"#)
        let toolTurn: [ChatMessage] = [.user("a banana " + String(repeating: "x", count: 300)),
                                       .assistant("", toolCalls: [call]), .tool("{\"ok\":true}", callID: "c", name: "log_food"),
                                       .assistant("Logged.")]
        let messages = turn(0) + toolTurn + [.user("and now?")]
        let turns = ConversationManager.turns(of: messages)
        #expect(turns.count == 3)
        #expect(turns[1].count == 4)
        let tight = TokenEstimator.estimate(.user("and now?")) + turns[1].reduce(0) { $0 + TokenEstimator.estimate($1) }
        let window = ConversationManager.window(messages: messages, systemPrompt: "", budget: tight)
        #expect(window.droppedTurns == 1)
        #expect(window.messages.first == toolTurn.first)
        #expect(window.messages.contains { $0.role == .tool })
        let tighter = ConversationManager.window(messages: messages, systemPrompt: "", budget: tight - 1)
        #expect(tighter.droppedTurns == 2)
        #expect(!tighter.messages.contains { $0.role == .tool || !$0.toolCalls.isEmpty })
    }

    @Test("the newest turn is kept even when it alone is over budget")
    func newestKept() {
        let messages = turn(0) + turn(1, chars: 4_000)
        let window = ConversationManager.window(messages: messages, systemPrompt: "sys", budget: 100)
        #expect(window.messages == turn(1, chars: 4_000))
        #expect(window.droppedTurns == 1)
        #expect(!window.fitsBudget)
    }

    @Test("append, reset and reply reserve")
    func appendAndReserve() {
        let manager = ConversationManager(tokenBudget: 1_000, replyReserve: 900)
        manager.append(contentsOf: turn(0, chars: 200))
        manager.append(.user("next"))
        #expect(manager.messages.count == 3)
        let window = manager.window(systemPrompt: "")
        #expect(window.droppedTurns == 1)
        #expect(window.messages == [.user("next")])
        manager.reset()
        #expect(manager.messages.isEmpty)
    }

    @Test("token estimate is about four characters a token")
    func estimate() {
        #expect(TokenEstimator.estimate("") == 0)
        #expect(TokenEstimator.estimate("abcd") == 1)
        #expect(TokenEstimator.estimate("abcde") == 2)
        #expect(TokenEstimator.estimate(ChatMessage.user("abcd")) == 5)
    }
}
