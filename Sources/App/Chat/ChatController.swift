import Coach
import Foundation
import LLM
import Storage
import Synchronization

/// Sends the user's messages to the coach and streams the replies, storing both: the
/// user's message before it is sent, the reply as it arrives (status streaming, then
/// complete, interrupted or failed), so a crash loses at most the last half second.
public final class ChatController: MessageHandler, Sendable {
    /// Tokens of history kept in the model's view (system prompt and profile come on top).
    static let historyBudget = 12_000

    let engine: CoachEngine
    let store: StoreHandle
    let conversation: ConversationState
    let monitor: TurnMonitor
    let console: Console
    private let spinnerEnabled: Bool
    private let current = Mutex<(id: String?, session: CoachSession?)>((nil, nil))
    private let trimNotice = Mutex(TrimNotice())
    private let warnedUnsaved = Atomic<Bool>(false)

    init(engine: CoachEngine, store: StoreHandle, conversation: ConversationState, monitor: TurnMonitor, console: Console) {
        self.engine = engine
        self.store = store
        self.conversation = conversation
        self.monitor = monitor
        self.console = console
        self.spinnerEnabled = console.color && isatty(STDOUT_FILENO) == 1
    }

    /// How a turn ended.
    enum Outcome {
        case complete(FinishReason)
        case interrupted(String)
        case cancelled
        case failed(String)
    }

    public func send(_ text: String, context: CommandContext) async {
        monitor.beginTurn()
        let database = await openStore()
        var writer: StreamingMessageWriter?
        let coach: CoachSession
        do {
            // The history is loaded before the new message is stored, which the session adds itself.
            var conversationID: String?
            if let database { conversationID = try await conversation.ensure(in: database) }
            coach = try await session(for: conversationID, in: database)
            if let database, let conversationID {
                _ = try await database.messages.appendUserMessage(conversationID: conversationID, content: text)
                writer = try? await database.messages.beginAssistantMessage(
                    conversationID: conversationID, provider: engine.provider.id, model: engine.provider.defaultModel)
            }
        } catch {
            console.error("could not save your message, so it was not sent: \(ErrorText.line(for: error))")
            return
        }
        let outcome = await stream(coach.send(text), into: writer, conversation: current.withLock { $0.id })
        report(outcome)
        if let writer { await finish(writer, outcome) }
    }

    /// Streams the reply to the console and the writer.
    private func stream(_ events: AsyncThrowingStream<CoachEvent, any Error>, into writer: StreamingMessageWriter?,
                        conversation: String?) async -> Outcome {
        let spinner = Spinner(console: console, label: "thinking", enabled: spinnerEnabled)
        var spinning = spinnerEnabled
        var renderer = MarkdownRenderer(style: console.markdownStyle, width: console.width)
        var wroteText = false
        var outcome = Outcome.complete(.stop)
        do {
            for try await event in events {
                if spinning {
                    switch event {
                    case .text, .toolActivity, .interrupted:
                        await spinner.stop()
                        spinning = false
                    default: break
                    }
                }
                switch event {
                case .text(let piece):
                    console.write(renderer.feed(piece))
                    wroteText = true
                    do { try await writer?.append(piece) } catch { warnUnsaved(error) }
                case .toolActivity(let activity):
                    // The reply's text so far is written out first, so the note never lands inside it.
                    if wroteText {
                        console.write(renderer.finish() + "\n")
                        wroteText = false
                    }
                    console.note("  \(activity.isError ? "✗" : "✓") \(activity.line)")
                case .historyTrimmed(let dropped):
                    if trimNotice.withLock({ $0.shouldTell(dropped: dropped, in: conversation) }) {
                        console.note("  (the \(dropped) oldest turn\(dropped == 1 ? " is" : "s are") left out to fit the model's context; "
                            + "they stay saved)")
                    }
                case .done(let completion):
                    outcome = .complete(completion.finishReason)
                case .interrupted(let info):
                    outcome = .interrupted(info.reason)
                case .message, .usage:
                    break
                }
            }
            if Task.isCancelled { outcome = .cancelled }
        } catch {
            if Task.isCancelled {
                outcome = .cancelled
            } else if case CoachEngineError.interrupted(let info) = error {
                outcome = .interrupted(info.reason)
            } else {
                outcome = .failed(ErrorText.line(for: error))
            }
        }
        if spinning { await spinner.stop() }
        console.write(renderer.finish())
        if wroteText { console.line() }
        return outcome
    }

    private func report(_ outcome: Outcome) {
        switch outcome {
        case .complete(.length):
            console.note("  (the reply stopped at its token limit; ask to go on, or raise limits.max_tokens in config.json)")
        case .complete: break
        case .interrupted(let reason):
            console.error(reason.lowercased().hasPrefix("reply interrupted") ? reason : "reply interrupted: \(reason); what arrived is kept")
        case .cancelled: console.note("[stopped]")
        case .failed(let message): console.error(message)
        }
    }

    /// Stores the reply's final state. Runs in a task of its own: the reply's task may be
    /// cancelled (Ctrl-C), and the partial reply must still be saved.
    private func finish(_ writer: StreamingMessageWriter, _ outcome: Outcome) async {
        let used = monitor.summary
        let usage = TokenUsage(tokensIn: used.usage.inputTokens, tokensOut: used.usage.outputTokens, estimated: used.usage.isEstimated)
        let (status, error, reason): (MessageStatus, String?, String?)
        switch outcome {
        case .complete(let finish): (status, error, reason) = (.complete, nil, finish.description)
        case .interrupted(let why): (status, error, reason) = (.interrupted, why, nil)
        case .cancelled: (status, error, reason) = (.interrupted, "stopped by the user", nil)
        case .failed(let why): (status, error, reason) = (.failed, why, nil)
        }
        let save = Task {
            try await writer.finish(status: status, usage: usage, cost: used.cost, error: error, finishReason: reason,
                                    provider: used.provider, model: used.model)
        }
        do { _ = try await save.value } catch { warnUnsaved(error) }
    }

    /// The coach session of conversation `id`, loading its history from the store when the
    /// conversation changed (`:resume`, `:new`).
    private func session(for id: String?, in database: Store?) async throws -> CoachSession {
        if let existing = current.withLock({ $0.id == id ? $0.session : nil }) { return existing }
        var history: [ChatMessage] = []
        if let id, let database {
            let window = try await database.messages.contextWindow(for: id, tokenBudget: Self.historyBudget)
            history = window.messages.compactMap(Self.chatMessage)
        }
        let session = CoachSession(
            engine: engine,
            conversation: ConversationManager(messages: history, tokenBudget: Self.historyBudget, replyReserve: 1_024))
        current.withLock { $0 = (id, session) }
        return session
    }

    /// A stored message as the model should see it; failed replies and empty ones are left out.
    static func chatMessage(_ record: MessageRecord) -> ChatMessage? {
        guard !record.content.isEmpty, record.status != .failed else { return nil }
        switch record.role {
        case .user: return .user(record.content)
        case .assistant: return .assistant(record.content)
        default: return nil
        }
    }

    /// The store, or nil (the chat goes on unsaved) when it cannot be opened now.
    private func openStore() async -> Store? {
        do {
            return try await store.store()
        } catch {
            if let failure = await store.failureToReport() {
                console.warning("\(failure); this conversation is not being saved")
            }
            return nil
        }
    }

    private func warnUnsaved(_ error: any Error) {
        guard !warnedUnsaved.exchange(true, ordering: .relaxed) else { return }
        console.warning("\(ErrorText.line(for: error)); this conversation is not being saved")
    }
}
