import Coach
import DI
import Foundation
import LLM
import Storage
import Synchronization

/// One turn of the chat, in a turn scope of its own: stores the user's message before
/// sending it, then streams the reply to the console (through the bound ``ReplyRenderer``)
/// and to the writer, so a crash loses at most the last half second. Its monitor counts only
/// this turn's calls, whatever other turn runs at the same time.
final class ChatTurn: Sendable {
    let message: UserMessage
    let session: CoachSession
    let record: Lazy<TurnRecord>
    let monitor: TurnMonitor
    let renderer: any ReplyRenderer
    let conversation: ConversationState
    let console: Console
    /// When the reply's first text arrived (the status line's time to first token).
    private let firstText = Mutex<ContinuousClock.Instant?>(nil)
    /// Whether the token-limit note was already shown under the model's text.
    private let tokenLimitNoted = Mutex(false)
    static let tokenLimitNote = "  (the reply stopped at its token limit; ask to go on, or raise limits.max_tokens in config.json)"

    init(message: UserMessage, session: CoachSession, record: Lazy<TurnRecord>, monitor: TurnMonitor,
         renderer: any ReplyRenderer, conversation: ConversationState, console: Console) {
        self.message = message
        self.session = session
        self.record = record
        self.monitor = monitor
        self.renderer = renderer
        self.conversation = conversation
        self.console = console
    }

    /// How a turn ended.
    enum Outcome {
        case complete(FinishReason)
        case interrupted(String)
        case cancelled
        case failed(String)
    }

    /// Stores the message, streams the reply and stores its final state.
    func run() async {
        let started = ContinuousClock.now
        let writer: StreamingMessageWriter?
        do {
            writer = try await record.get().writer
        } catch {
            let cause: any Error
            if case ResolutionError.factoryFailed(_, _, let underlying) = error { cause = underlying } else { cause = error }
            console.error("could not save your message, so it was not sent: \(ErrorText.line(for: cause))")
            return
        }
        let outcome = await stream(session.send(message.text), into: writer)
        report(outcome)
        showStatus(started: started)
        if let writer { await finish(writer, outcome) }
    }

    /// Streams the reply to the console and the writer.
    private func stream(_ events: AsyncThrowingStream<CoachEvent, any Error>, into writer: StreamingMessageWriter?) async -> Outcome {
        let spinnerEnabled = console.color && isatty(STDOUT_FILENO) == 1
        let spinner = Spinner(console: console, label: "thinking", enabled: spinnerEnabled)
        var spinning = spinnerEnabled
        var rendering = renderer.begin()
        var wroteText = false
        // Text after a tool's note starts a paragraph of its own in the stored reply too.
        var storedBreak = ""
        var outcome = Outcome.complete(.stop)
        do {
            for try await event in events {
                // Ctrl-C stops the turn here, not after the backlog already buffered has been shown.
                if Task.isCancelled { break }
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
                    firstText.withLock { $0 = $0 ?? .now }
                    console.write(rendering.feed(piece))
                    wroteText = true
                    do { try await writer?.append(storedBreak + piece) } catch { warnUnsaved(error) }
                    storedBreak = ""
                case .toolActivity(let activity):
                    // The reply's text so far is written out first, so the note never lands inside it.
                    if wroteText {
                        console.write(rendering.finish() + "\n")
                        wroteText = false
                        storedBreak = "\n\n"
                    }
                    console.note("  \(activity.isError ? "✗" : "✓") \(activity.line)")
                case .historyTrimmed(let dropped):
                    if conversation.shouldTellTrim(dropped: dropped) {
                        console.note("  (the \(dropped) oldest turn\(dropped == 1 ? " is" : "s are") left out to fit the model's context; "
                            + "they stay saved)")
                    }
                case .modelStopped(.length):
                    // The note goes under the model's text, before the coach's own closing words.
                    if wroteText {
                        console.write(rendering.finish() + "\n")
                        wroteText = false
                        storedBreak = "\n\n"
                    }
                    console.note(Self.tokenLimitNote)
                    console.line()
                    tokenLimitNoted.withLock { $0 = true }
                case .modelStopped:
                    break
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
        console.write(rendering.finish())
        if wroteText { console.line() }
        return outcome
    }

    private func report(_ outcome: Outcome) {
        switch outcome {
        case .complete(.length):
            if !tokenLimitNoted.withLock({ $0 }) { console.note(Self.tokenLimitNote) }
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

    /// The dim status line (on a terminal, unless turned off).
    private func showStatus(started: ContinuousClock.Instant) {
        let used = monitor.summary
        guard let provider = used.provider else { return }
        let now = ContinuousClock.now
        console.statusLine(StatusLine(provider: provider, model: used.model, usage: used.usage, cost: used.cost,
                                      firstToken: firstText.withLock { $0 }.map { $0 - started }, total: now - started))
    }

    private func warnUnsaved(_ error: any Error) {
        guard conversation.shouldWarnUnsaved() else { return }
        console.warning("\(ErrorText.line(for: error)); this conversation is not being saved")
    }
}
