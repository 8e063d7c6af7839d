@testable import LLM
import Testing

@Suite("Backoff and user messages")
struct MessagesAndBackoffTests {
    @Test("backoff doubles per retry, is capped, and never undercuts retry-after")
    func backoff() {
        let policy = OrchestratorPolicy(backoffBase: .seconds(1), backoffCap: .seconds(8))
        #expect(Backoff.delay(retry: 0, retryAfter: nil, policy: policy, random: 1) == .seconds(1))
        #expect(Backoff.delay(retry: 2, retryAfter: nil, policy: policy, random: 1) == .seconds(4))
        #expect(Backoff.delay(retry: 10, retryAfter: nil, policy: policy, random: 1) == .seconds(8))
        #expect(Backoff.delay(retry: 10, retryAfter: nil, policy: policy, random: 0) == .zero)
        #expect(Backoff.delay(retry: 0, retryAfter: .milliseconds(1500), policy: policy, random: 0.3) == .milliseconds(1500))
        #expect(Backoff.delay(retry: 3, retryAfter: .milliseconds(100), policy: policy, random: 0.5) == .seconds(4))
    }

    static let errors: [LLMError] = [
        .notConfigured(provider: "gemini", hint: "set GEMINI_API_KEY"),
        .authentication(provider: "anthropic", status: 401, message: "invalid x-api-key"),
        .rateLimited(provider: "openai", retryAfter: nil, message: "Rate limit reached\nfor gpt-4o"),
        .overloaded(provider: "anthropic", retryAfter: nil, message: "Overloaded"),
        .server(provider: "gemini", status: 503, retryAfter: nil, message: ""),
        .contextOverflow(provider: "openai", message: "maximum context length is 128000 tokens"),
        .notFound(provider: "ollama", message: "model 'llama9' not found"),
        .badRequest(provider: "openai", status: 400, message: "Invalid 'messages'"),
        .timeout(provider: "ollama", phase: .firstByte),
        .connection(provider: "ollama", message: "connection refused"),
        .malformed(provider: "gemini", detail: "unexpected token"),
        .streamCut(provider: "anthropic"),
        .streamError(provider: "anthropic", message: "overloaded_error"),
    ]

    @Test("every error is one line naming the provider", arguments: errors)
    func oneLine(error: LLMError) {
        let line = FailureText.line(for: error)
        #expect(!line.contains("\n"))
        #expect(line.contains(FailureText.displayName(error.provider)))
        #expect(!FailureText.brief(error).isEmpty)
    }

    @Test("the messages say what to do")
    func actionable() {
        #expect(FailureText.line(for: .connection(provider: "ollama", message: "connection refused"))
            == "Could not reach Ollama: connection refused. Check the network or its base URL.")
        #expect(FailureText.line(for: .timeout(provider: "openai", phase: .firstByte)) == "OpenAI timed out waiting for the first byte.")
        #expect(TurnError.allFailed([
            ChoiceFailure(choice: RouteChoice(provider: "openai"), error: .streamCut(provider: "openai"), attempts: 3,
                          message: "OpenAI's reply was cut off."),
        ], cooling: ["gemini"]).userMessage == "No provider could answer: OpenAI's reply was cut off; gemini cooling down.")
    }

    @Test("durations are spoken briefly")
    func spoken() {
        #expect(DurationText.spoken(Duration.milliseconds(2050)) == "2.1 s")
        #expect(DurationText.spoken(Duration.seconds(41.2)) == "42 s")
        #expect(DurationText.spoken(Duration.seconds(600)) == "10 min")
    }
}
