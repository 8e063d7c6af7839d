import Synchronization

/// Where a turn's events go: the consumer's stream, plus what was shown so far. Decides
/// atomically between "the first token is shown" (no more fallback) and "the deadline
/// struck first" (the attempt is abandoned).
final class TurnSink: Sendable {
    private struct State {
        var committed = false
        var aborted = false
        var closed = false
        var partial = PartialReply()
        var provider = ""
        var model = ""
    }

    private let state = Mutex(State())
    private let continuation: StreamOutlet<TurnEvent>
    let box: OutcomeBox
    /// Counts what a reply the user stopped had used (its provider, its model, what it showed).
    private let onCancel: (@Sendable (PartialReply, String, String) -> Void)?

    init(continuation: StreamOutlet<TurnEvent>, box: OutcomeBox,
         onCancel: (@Sendable (PartialReply, String, String) -> Void)? = nil) {
        self.continuation = continuation
        self.box = box
        self.onCancel = onCancel
    }

    /// A new attempt starts with `provider`/`model`.
    func begin(provider: String, model: String) {
        state.withLock { state in
            state.aborted = false
            if !state.committed {
                state.provider = provider
                state.model = model
            }
        }
    }

    /// Shows a text delta or tool call. Returns false if the attempt was abandoned or the
    /// consumer is gone (the caller stops reading its provider).
    func deliver(_ event: TurnEvent) -> Bool {
        let accepted = state.withLock { state in
            guard !state.aborted, !state.closed else { return false }
            state.committed = true
            switch event {
            case .text(let text): state.partial.text += text
            case .toolCall(let call): state.partial.toolCalls.append(call)
            default: break
            }
            return true
        }
        if accepted { continuation.yield(event) }
        return accepted
    }

    /// Returns once the consumer has caught up (or left): the caller reads no more of its
    /// provider until then, so a slow consumer holds the provider back.
    func room() async { await continuation.room() }

    /// Whether anything was shown.
    var isCommitted: Bool { state.withLock { $0.committed } }

    /// What was shown so far.
    var partial: PartialReply { state.withLock { $0.partial } }

    /// The deadline watchdog: abandons the attempt if nothing was shown yet.
    func abortIfUncommitted() -> Bool {
        state.withLock { state in
            guard !state.committed else { return false }
            state.aborted = true
            return true
        }
    }

    /// Sends a notice or usage event.
    func emit(_ event: TurnEvent) {
        let open = state.withLock { !$0.closed }
        if open { continuation.yield(event) }
    }

    /// Ends the turn with `outcome` (unless the consumer already ended it).
    func finish(_ outcome: TurnOutcome) {
        state.withLock { $0.closed = true }
        guard box.settle(outcome) else {
            continuation.finish()
            return
        }
        switch outcome {
        case let .finished(reason, provider, model, _):
            continuation.yield(.finished(reason, provider: provider, model: model))
            continuation.finish()
        case .interrupted(let interruption):
            continuation.yield(.interrupted(interruption))
            continuation.finish()
        case .failed(let error):
            continuation.finish(throwing: error)
        }
    }

    /// The consumer went away (its task was cancelled, or it dropped the stream).
    func consumerGone() {
        let snapshot = state.withLock { state in
            state.closed = true
            return (state.partial, state.provider, state.model)
        }
        let message = snapshot.0.isEmpty ? "Reply cancelled." : "Reply interrupted by you; what came so far is kept."
        let settled = box.settle(.interrupted(Interruption(reason: .cancelledByUser, provider: snapshot.1, model: snapshot.2,
                                                           partial: snapshot.0, message: message)))
        // Here, in the cancelling call itself, so the count is in before the caller stores the reply.
        if settled, !snapshot.0.isEmpty { onCancel?(snapshot.0, snapshot.1, snapshot.2) }
    }
}
