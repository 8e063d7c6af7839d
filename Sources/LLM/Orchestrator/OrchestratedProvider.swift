/// A ``ChatProvider`` facade over an ``Orchestrator`` task (see ``Orchestrator/provider(for:onNotice:)``).
public struct OrchestratedProvider: ChatProvider {
    let orchestrator: Orchestrator
    /// The task its turns run as.
    public let task: LLMTask
    let onNotice: (@Sendable (TurnNotice) -> Void)?
    let onUsage: (@Sendable (UsageRecord) -> Void)?

    /// The first choice's provider id (as routed now).
    public var id: String {
        orchestrator.routing.choices(for: task).first?.provider ?? "offline"
    }

    /// The first choice's model, else the catalog's default model for its provider, else empty.
    public var defaultModel: String {
        guard let first = orchestrator.routing.choices(for: task).first else { return "" }
        return first.model ?? orchestrator.catalog.defaultModel(for: first.provider) ?? ""
    }

    /// Runs one turn of the task and streams it as provider events.
    public func stream(_ request: ChatRequest) -> AsyncThrowingStream<ChatEvent, any Error> {
        let turn = orchestrator.run(task, request, onCancelledUsage: onUsage)
        let onNotice = self.onNotice
        // Bounded, and read no faster than its consumer reads: a slow consumer holds the turn back.
        let (stream, continuation) = BoundedStream.make(of: ChatEvent.self)
        let work = Task {
            var total = Usage.zero
            do {
                for try await event in turn.events {
                    try Task.checkCancellation()
                    switch event {
                    case .text(let text): await continuation.send(.text(text))
                    case .toolCall(let call): await continuation.send(.toolCall(call))
                    case .notice(let notice): onNotice?(notice)
                    case .usage(let record):
                        onUsage?(record)
                        total = total + record.usage
                        continuation.yield(.usage(total))
                    case .finished(let reason, _, _):
                        continuation.yield(.done(reason))
                    case .interrupted(let interruption):
                        continuation.finish(throwing: TurnError.interrupted(interruption))
                        return
                    }
                }
                continuation.finish()
            } catch {
                continuation.finish(throwing: error)
            }
        }
        continuation.onTermination = { _ in work.cancel() }
        return stream
    }
}
