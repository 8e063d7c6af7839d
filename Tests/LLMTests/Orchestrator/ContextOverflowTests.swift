@testable import LLM
import Testing

@Suite("Orchestrator context overflow")
struct ContextOverflowTests {
    static let call = ToolCall(id: "c1", name: "log_food", arguments: #"{"text":"2 eggs"}"#)
    static let history: [ChatMessage] = [
        .user("I had 2 eggs"),
        .assistant("", toolCalls: [call]),
        .tool(#"{"kcal":140}"#, callID: "c1", name: "log_food"),
        .assistant("Logged 140 kcal."),
        .user("And a workout?"),
        .assistant("Tell me what you did."),
        .user("Squat 3x5 100kg"),
    ]

    @Test("an overflow trims the oldest turn (tool call and result together) and retries once")
    func trimmedAndRetried() async throws {
        let openai = TestProvider("openai", [.fail(.contextOverflow(provider: "openai", message: "too long")), .text("ok")])
        let orchestrator = try makeOrchestrator(["openai"], providers: [openai])
        let request = ChatRequest(system: "Coach.", messages: Self.history)
        let log = await collect(orchestrator.run(.chat, request))
        #expect(log.text == "ok")
        #expect(openai.callCount == 2)
        let retried = try #require(openai.requests.last)
        #expect(retried.system == "Coach.")
        #expect(retried.messages == Array(Self.history.suffix(3)))
        #expect(log.notices.contains(.trimmedContext(provider: "openai", droppedMessages: 4)))
    }

    @Test("a second overflow is not trimmed again")
    func onlyOnce() async throws {
        let overflow = LLMError.contextOverflow(provider: "openai", message: "too long")
        let openai = TestProvider("openai", [.fail(overflow)])
        let orchestrator = try makeOrchestrator(["openai"], providers: [openai])
        let log = await collect(orchestrator.run(.chat, ChatRequest(messages: Self.history)))
        #expect(openai.callCount == 2)
        #expect(log.turnError?.userMessage.hasPrefix("The conversation is too long for OpenAI's model") == true)
    }

    @Test("with a known context window, turns are dropped until the estimate fits")
    func trimToWindow() {
        let big = String(repeating: "x", count: 400)  // ~100 tokens each
        let messages: [ChatMessage] = [.user(big), .assistant(big), .user(big), .assistant(big), .user(big), .assistant(big), .user("last")]
        let request = ChatRequest(messages: messages)
        // 104 tokens a message: 629 in all; a window of 600 aims at 450, so only the first turn goes.
        let trimmed = ContextTrimmer.trim(request, contextWindow: 600, target: 0.75)
        #expect(trimmed?.request.messages == Array(messages.suffix(5)))
        #expect(trimmed?.dropped == 2)
    }

    @Test("a lone turn cannot be trimmed")
    func nothingToTrim() {
        #expect(ContextTrimmer.trim(ChatRequest(messages: [.user("hi")]), contextWindow: nil, target: 0.75) == nil)
    }
}
