import CoachDomain
import CoachProgress
import LLM

/// Settings of the coach engine.
public struct CoachEngineOptions: Sendable, Hashable {
    /// The model id; empty = the provider's default.
    public var model: String
    public var temperature: Double?
    public var maxTokens: Int?
    /// Rounds of tool calls per turn before the model must answer in text.
    public var maxToolRounds: Int
    /// Tool calls run from one reply of the model; more are dropped, and the user and the model are told.
    public var maxToolCallsPerRound: Int
    /// Tool calls run in one turn, all rounds together; then the model must answer in text.
    public var maxToolCallsPerTurn: Int
    /// The persona text for `{{persona}}` (nil = the offline archetype for the profile, else a built-in line).
    public var persona: String?

    /// Defaults: the provider's model, its temperature and token limit, 4 tool rounds of at most 12 calls and
    /// 24 calls in all, the built-in persona.
    public init(model: String = "", temperature: Double? = nil, maxTokens: Int? = nil, maxToolRounds: Int = 4,
                maxToolCallsPerRound: Int = 12, maxToolCallsPerTurn: Int = 24, persona: String? = nil) {
        self.model = model
        self.temperature = temperature
        self.maxTokens = maxTokens
        self.maxToolRounds = maxToolRounds
        self.maxToolCallsPerRound = maxToolCallsPerRound
        self.maxToolCallsPerTurn = maxToolCallsPerTurn
        self.persona = persona
    }
}

/// Runs one coach turn against any ``ChatProvider`` (an orchestrator facade, a real provider or the
/// offline coach): builds the request (system prompt, tools, history), streams text as it arrives,
/// runs tool calls locally through the ``ToolExecutor`` and loops until the model answers in text.
public struct CoachEngine: Sendable {
    /// Where replies come from.
    public let provider: any ChatProvider
    /// Runs the tool calls.
    public let executor: ToolExecutor
    /// The training plan's summary for the system prompt, when one has been made.
    let planSummary: @Sendable () async -> String?
    /// Where the user stands (``CompactState``) for the system prompt; nil when it cannot be read.
    let userState: @Sendable () async -> String?
    /// Renders the system prompt.
    public let systemPrompt: SystemPromptBuilder
    /// Model, sampling, tool-round limit and persona.
    public let options: CoachEngineOptions
    /// Onboarding, which answers messages while it is under way (nil: none).
    public let onboarding: OnboardingConductor?
    private let ports: CoachPorts
    private let today: @Sendable () -> CalendarDay

    /// - Parameters:
    ///   - provider: any chat provider (the orchestrator facade, a real provider, the offline coach).
    ///   - executor: runs tool calls.
    ///   - ports: the profile, today's log and the saved persona, for the system prompt.
    ///   - prompts: the prompts folder (`coach-system.md` is read on every turn).
    ///   - today: the current day.
    ///   - personas: archetypes for `{{persona}}` when `options.persona` is nil (none: a built-in line).
    ///   - onboarding: answers messages while onboarding is under way.
    /// - Parameter planSummary: the training plan's summary for the system prompt (nil: none made yet).
    /// - Parameter userState: where the user stands, for the system prompt (``CompactState/text(_:)`` of the
    ///   turn's ``SituationFacts``; nil: not available).
    public init(provider: any ChatProvider, executor: ToolExecutor, ports: CoachPorts, prompts: PromptLibrary,
                today: @escaping @Sendable () -> CalendarDay, options: CoachEngineOptions = CoachEngineOptions(),
                personas: [PersonaArchetype] = [], onboarding: OnboardingConductor? = nil,
                planSummary: @escaping @Sendable () async -> String? = { nil },
                userState: @escaping @Sendable () async -> String? = { nil }) {
        self.provider = provider
        self.planSummary = planSummary
        self.userState = userState
        self.executor = executor
        self.systemPrompt = SystemPromptBuilder(prompts: prompts, personas: personas)
        self.options = options
        self.onboarding = onboarding
        self.ports = ports
        self.today = today
    }

    /// The system prompt for now: template read from the prompts folder, profile, today's totals
    /// and goals. Throws ``PromptError`` (e.g. a missing template) or a port's error.
    public func renderSystemPrompt() async throws -> String {
        let context = try await ports.context(on: today())
        // A saved persona (`:persona new`) wins over the archetype; an unreadable one does not stop the turn.
        let saved = options.persona == nil ? try? await ports.personas?.activePersona()?.text : nil
        // The plan's summary when one has been made, so a model's advice matches it.
        let plan = await planSummary()
        return try systemPrompt.render(context: context, persona: options.persona ?? saved, plan: plan, state: await userState())
    }

    /// Runs a turn whose history (ending with the user's message) is `history`.
    ///
    /// Events: `.text` as it arrives; per tool round `.message` (assistant with tool calls),
    /// `.toolActivity` and `.message` (tool result) for each call; `.usage` per call; then
    /// `.message` (final reply) and `.done`. If the stream fails after text or a tool round,
    /// `.interrupted` (partial text kept) and the stream throws ``CoachEngineError/interrupted(_:)``;
    /// a failure before anything was produced is rethrown unchanged (e.g. the provider's ``LLMError``).
    public func run(system: String, history: [ChatMessage]) -> AsyncThrowingStream<CoachEvent, any Error> {
        // Bounded: the provider is read no faster than the reply is shown.
        let (stream, continuation) = BoundedStream.make(of: CoachEvent.self)
        let task = Task { await turn(system: system, history: history, continuation: continuation) }
        continuation.onTermination = { _ in task.cancel() }
        return stream
    }

    /// Renders the system prompt, then runs the turn.
    public func run(history: [ChatMessage]) async throws -> AsyncThrowingStream<CoachEvent, any Error> {
        run(system: try await renderSystemPrompt(), history: history)
    }

    private func turn(system: String, history: [ChatMessage],
                      continuation: StreamOutlet<CoachEvent>) async {
        var messages = history
        var total = Usage.zero
        var rounds = 0
        var roundText = ""
        var budget = ToolCallBudget(perRound: options.maxToolCallsPerRound, perTurn: options.maxToolCallsPerTurn)
        do {
            while true {
                let tools = rounds < options.maxToolRounds && !budget.isSpent ? CoachTools.all : []
                let request = ChatRequest(system: system, messages: messages, tools: tools, model: options.model,
                                          temperature: options.temperature, maxTokens: options.maxTokens)
                roundText = ""
                var calls: [ToolCall] = []
                var finish: FinishReason = .stop
                var usage: Usage?
                for try await event in provider.stream(request) {
                    // A cancelled turn reads no more of what the provider had buffered.
                    try Task.checkCancellation()
                    switch event {
                    case .text(let piece):
                        roundText += piece
                        await continuation.send(.text(piece))
                    case .toolCall(let call): calls.append(call)
                    case .usage(let value): usage = value
                    case .done(let reason): finish = reason
                    }
                }
                try Task.checkCancellation()
                if let usage {
                    total = total + usage
                    continuation.yield(.usage(usage))
                }
                if calls.isEmpty || tools.isEmpty {
                    continuation.yield(.message(.assistant(roundText)))
                    continuation.yield(.done(TurnCompletion(text: roundText, finishReason: finish, usage: total,
                                                            toolRounds: rounds)))
                    continuation.finish()
                    return
                }
                // Only the calls within the budget are run and kept; the rest are dropped here.
                let (admitted, dropped) = budget.admit(calls)
                let assistant = ChatMessage.assistant(roundText, toolCalls: admitted)
                messages.append(assistant)
                continuation.yield(.message(assistant))
                roundText = ""
                if dropped > 0 {
                    continuation.yield(.toolActivity(ToolActivity(toolName: "", line: budget.userLine(asked: calls.count, dropped: dropped),
                                                                  isError: true)))
                }
                for (index, call) in admitted.enumerated() {
                    var result = await executor.execute(call)
                    if dropped > 0, index == admitted.count - 1 { result = budget.noting(dropped: dropped, in: result) }
                    continuation.yield(.toolActivity(ToolActivity(toolName: call.name, line: result.summary,
                                                                  isError: result.isError)))
                    messages.append(result.message)
                    continuation.yield(.message(result.message))
                }
                rounds += 1
            }
        } catch {
            let llmError: LLMError? = (error as? LLMError) ?? (error is CancellationError || Task.isCancelled ? .cancelled : nil)
            if roundText.isEmpty, rounds == 0 {
                continuation.finish(throwing: llmError ?? error)
                return
            }
            let reason = llmError.map(Self.describe) ?? "\(error)"
            let info = TurnInterruption(partialText: roundText, reason: reason, error: llmError)
            continuation.yield(.interrupted(info))
            continuation.finish(throwing: CoachEngineError.interrupted(info))
        }
    }

    static func describe(_ error: LLMError) -> String {
        switch error {
        case .cancelled: "stopped"
        case .streamCut(let provider): "\(provider) cut the stream off"
        case .timeout(let provider, let phase): "\(provider) timed out \(phase.rawValue)"
        case .connection(let provider, let message), .streamError(let provider, let message),
             .malformed(let provider, let message):
            "\(provider): \(message)"
        default: "\(error)"
        }
    }
}
