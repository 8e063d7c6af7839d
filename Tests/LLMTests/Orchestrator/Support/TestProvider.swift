import LLM
import Synchronization

/// What a ``TestProvider`` does on one call.
enum Behaviour: Sendable {
    /// Streams these events (include `.done` for a complete reply).
    case reply([ChatEvent])
    /// Throws at once.
    case fail(LLMError)
    /// Streams these events, then throws.
    case partialThenFail([ChatEvent], LLMError)
    /// Streams these events, then waits until cancelled.
    case partialThenHang([ChatEvent])
    /// Runs the closure (it may advance a clock, then throw).
    case custom(@Sendable (ChatRequest, AsyncThrowingStream<ChatEvent, any Error>.Continuation) async throws -> Void)

    static func text(_ text: String, usage: Usage? = nil) -> Behaviour {
        .reply([.text(text)] + (usage.map { [ChatEvent.usage($0)] } ?? []) + [.done(.stop)])
    }

    static let hang = Behaviour.partialThenHang([])
}

/// A provider double: plays one ``Behaviour`` per call (the last one repeats), and records
/// the requests it got.
final class TestProvider: ChatProvider {
    let id: String
    let defaultModel: String
    private let plan: Mutex<[Behaviour]>
    private let log = Mutex<[ChatRequest]>([])
    /// Yields each time the provider is called.
    let calls: AsyncStream<Int>
    private let callSignal: AsyncStream<Int>.Continuation

    init(_ id: String, model: String = "test-model", _ behaviours: [Behaviour]) {
        self.id = id
        self.defaultModel = model
        self.plan = Mutex(behaviours)
        (calls, callSignal) = AsyncStream<Int>.makeStream()
    }

    var requests: [ChatRequest] { log.withLock { $0 } }
    var callCount: Int { requests.count }

    func stream(_ request: ChatRequest) -> AsyncThrowingStream<ChatEvent, any Error> {
        let behaviour = plan.withLock { plan -> Behaviour in
            guard let first = plan.first else { return .fail(.server(provider: id, status: 500, retryAfter: nil, message: "no plan")) }
            if plan.count > 1 { plan.removeFirst() }
            return first
        }
        let count = log.withLock { log in
            log.append(request)
            return log.count
        }
        callSignal.yield(count)
        return AsyncThrowingStream { continuation in
            let work = Task {
                do {
                    switch behaviour {
                    case .reply(let events):
                        for event in events { continuation.yield(event) }
                    case .fail(let error):
                        throw error
                    case .partialThenFail(let events, let error):
                        for event in events { continuation.yield(event) }
                        throw error
                    case .partialThenHang(let events):
                        for event in events { continuation.yield(event) }
                        try await Task.sleep(for: .seconds(3600))
                    case .custom(let body):
                        try await body(request, continuation)
                    }
                    continuation.finish()
                } catch {
                    continuation.finish(throwing: error)
                }
            }
            continuation.onTermination = { _ in work.cancel() }
        }
    }
}
