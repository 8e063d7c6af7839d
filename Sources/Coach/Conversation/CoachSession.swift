import LLM

/// One conversation with the coach: ties the ``ConversationManager`` to the ``CoachEngine``.
///
/// `send` appends the user's message, renders the system prompt, builds the history window
/// (reporting `.historyTrimmed` when older turns were left out), runs the engine, and appends
/// every `.message` it produces — and, on interruption, the partial reply — to the conversation.
/// The caller persists: the user message before sending, then each `.message` event (and the
/// partial text of `.interrupted`, marked interrupted).
public struct CoachSession: Sendable {
    /// Runs each turn.
    public let engine: CoachEngine
    /// The messages so far.
    public let conversation: ConversationManager

    /// A session running `engine` over `conversation` (which may hold messages loaded from storage).
    public init(engine: CoachEngine, conversation: ConversationManager) {
        self.engine = engine
        self.conversation = conversation
    }

    /// Sends `text` as the user's next message and streams the turn. While onboarding is under
    /// way it answers; a message that is not onboarding's goes to the engine, and where
    /// onboarding stands is added to the reply.
    public func send(_ text: String) -> AsyncThrowingStream<CoachEvent, any Error> {
        conversation.append(.user(text))
        let engine = engine
        let conversation = conversation
        // Bounded: the engine is read no faster than the reply is shown.
        let (stream, continuation) = BoundedStream.make(of: CoachEvent.self)
        let task = Task {
            do {
                var reminder: String?
                if let onboarding = engine.onboarding {
                    switch await onboarding.handle(text) {
                    case .reply(let turn):
                        Self.answer(turn, into: conversation, continuation)
                        return
                    case .pass(let note):
                        reminder = note
                    }
                }
                let system = try await engine.renderSystemPrompt()
                let window = conversation.window(systemPrompt: system)
                if window.droppedTurns > 0 { continuation.yield(.historyTrimmed(droppedTurns: window.droppedTurns)) }
                var held: ChatMessage?
                for try await event in engine.run(system: system, history: window.messages) {
                    // A cancelled turn reads no more of what the engine had buffered.
                    try Task.checkCancellation()
                    switch event {
                    case .message(let message) where reminder != nil && message.role == .assistant && message.toolCalls.isEmpty:
                        held = message
                        continue
                    case .done(var completion) where reminder != nil:
                        continuation.yield(.modelStopped(completion.finishReason))
                        let extra = "\n\n" + (reminder ?? "")
                        continuation.yield(.text(extra))
                        let final = ChatMessage.assistant((held?.content ?? completion.text) + extra)
                        completion.text += extra
                        conversation.append(final)
                        continuation.yield(.message(final))
                        continuation.yield(.done(completion))
                        continue
                    case .message(let message): conversation.append(message)
                    case .interrupted(let info) where !info.partialText.isEmpty:
                        conversation.append(.assistant(info.partialText))
                    default: break
                    }
                    await continuation.send(event)
                }
                continuation.finish()
            } catch {
                continuation.finish(throwing: error)
            }
        }
        continuation.onTermination = { _ in task.cancel() }
        return stream
    }

    /// Onboarding's reply as a turn: its profile changes, its text, the message, done.
    private static func answer(_ turn: OnboardingTurn, into conversation: ConversationManager,
                               _ continuation: StreamOutlet<CoachEvent>) {
        for activity in turn.activities { continuation.yield(.toolActivity(activity)) }
        continuation.yield(.text(turn.text))
        let message = ChatMessage.assistant(turn.text)
        conversation.append(message)
        continuation.yield(.message(message))
        continuation.yield(.done(TurnCompletion(text: turn.text, finishReason: .stop, usage: .zero, toolRounds: 0)))
        continuation.finish()
    }
}
