/// The result of one call to one provider.
enum AttemptResult: Sendable {
    case finished(FinishReason, Usage?)
    case failed(LLMError, Usage?, committed: Bool)
    /// The turn's deadline passed before the first token.
    case deadline
    /// The turn was cancelled.
    case cancelled
}

extension TurnRunner {
    /// Streams one call to the consumer, racing the turn's deadline until the first token.
    func attempt(_ provider: any ChatProvider, _ request: ChatRequest, deadline: ContinuousClock.Instant) async -> AttemptResult {
        let sink = self.sink
        let clock = self.clock
        return await withTaskGroup(of: AttemptResult?.self) { group in
            group.addTask { await Self.consume(provider, request, sink: sink) }
            group.addTask {
                do { try await clock.sleep(until: deadline) } catch { return nil }
                return sink.abortIfUncommitted() ? .deadline : nil
            }
            var result = AttemptResult.cancelled
            while let next = await group.next() {
                if let next {
                    result = next
                    break
                }
            }
            group.cancelAll()
            return result
        }
    }

    /// Reads the provider's stream, showing text and tool calls as they come.
    /// Returns nil if the attempt was abandoned (deadline) or the consumer left.
    /// Usage the server did not report is estimated from the request and what came back.
    private static func consume(_ provider: any ChatProvider, _ request: ChatRequest, sink: TurnSink) async -> AttemptResult? {
        var usage: Usage?
        var text = ""
        var calls: [ToolCall] = []
        func settled() -> Usage? { UsageEstimate.settle(usage, request: request, text: text, toolCalls: calls) }
        do {
            for try await event in provider.stream(request) {
                switch event {
                case .text(let piece):
                    if piece.isEmpty { continue }
                    guard sink.deliver(.text(piece)) else { return Task.isCancelled ? .cancelled : nil }
                    text += piece
                    await sink.room()
                case .toolCall(let call):
                    guard sink.deliver(.toolCall(call)) else { return Task.isCancelled ? .cancelled : nil }
                    calls.append(call)
                    await sink.room()
                case .usage(let reported):
                    usage = reported
                case .done(let reason):
                    return .finished(reason, settled())
                }
            }
            if Task.isCancelled { return .cancelled }
            return .failed(.streamCut(provider: provider.id), settled(), committed: sink.isCommitted)
        } catch let error as LLMError {
            if Task.isCancelled { return .cancelled }
            return .failed(error, settled(), committed: sink.isCommitted)
        } catch {
            if Task.isCancelled { return .cancelled }
            let wrapped = LLMError.streamError(provider: provider.id, message: String(describing: error))
            return .failed(wrapped, settled(), committed: sink.isCommitted)
        }
    }
}
