import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Synchronization

/// The state of one URLSession task: its timeout phase and deadline, the waiter for
/// the response head, and the continuation of its body stream. Every method may be
/// called from any thread (URLSession's delegate queue, the watchdog, the consumer).
final class StreamingTransfer: Sendable {
    private struct State {
        var phase: TimeoutPhase
        var deadline: ContinuousClock.Instant
        var head: HTTPResponseHead?
        var headWaiter: CheckedContinuation<HTTPResponseHead, any Error>?
        /// Set when the transfer failed (timeout, cancel, transport error).
        var failure: LLMError?
        var finished = false
        var task: URLSessionDataTask?
        var watchdog: WatchdogTimer?
    }

    let provider: String
    let timeouts: HTTPTimeouts
    let body: AsyncThrowingStream<Data, any Error>
    private let bodyContinuation: AsyncThrowingStream<Data, any Error>.Continuation
    private let state: Mutex<State>

    init(provider: String, timeouts: HTTPTimeouts, hasBody: Bool) {
        self.provider = provider
        self.timeouts = timeouts
        let now = ContinuousClock.now
        let initial = hasBody
            ? State(phase: .connect, deadline: now + timeouts.connect)
            : State(phase: .firstByte, deadline: now + timeouts.connect + timeouts.firstByte)
        state = Mutex(initial)
        (body, bodyContinuation) = AsyncThrowingStream<Data, any Error>.makeStream(bufferingPolicy: .unbounded)
        bodyContinuation.onTermination = { [weak self] termination in
            if case .cancelled = termination { self?.cancel() }
        }
    }

    /// Attaches the URLSession task and starts the watchdog.
    func start(_ task: URLSessionDataTask) {
        state.withLock { $0.task = task }
        let watchdog = WatchdogTimer(every: Self.watchdogTick) { [weak self] in
            self?.checkDeadline() ?? false
        }
        let finishedAlready = state.withLock { state -> Bool in
            state.watchdog = watchdog
            return state.finished
        }
        if finishedAlready { watchdog.cancel() }
        task.resume()
    }

    /// Waits for the response head, honouring cancellation of the calling task.
    func awaitHead() async throws -> HTTPResponseHead {
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (waiter: CheckedContinuation<HTTPResponseHead, any Error>) in
                let ready: Result<HTTPResponseHead, LLMError>? = state.withLock { state in
                    if let head = state.head { return .success(head) }
                    if let failure = state.failure { return .failure(failure) }
                    state.headWaiter = waiter
                    return nil
                }
                if let ready { waiter.resume(with: ready) }
            }
        } onCancel: {
            cancel()
        }
    }

    // MARK: events from URLSession

    func didSendBody() {
        state.withLock { state in
            guard state.phase == .connect else { return }
            state.phase = .firstByte
            state.deadline = .now + timeouts.firstByte
        }
    }

    func didReceive(response: HTTPURLResponse) {
        var headers: [String: String] = [:]
        for (name, value) in response.allHeaderFields {
            if let name = name as? String, let value = value as? String { headers[name] = value }
        }
        let head = HTTPResponseHead(status: response.statusCode, headers: headers)
        let waiter = state.withLock { state -> CheckedContinuation<HTTPResponseHead, any Error>? in
            state.phase = .idle
            state.deadline = .now + timeouts.idle
            state.head = head
            defer { state.headWaiter = nil }
            return state.headWaiter
        }
        waiter?.resume(returning: head)
    }

    func didReceive(data: Data) {
        state.withLock { $0.deadline = .now + timeouts.idle }
        bodyContinuation.yield(data)
    }

    func didComplete(error: (any Error)?) {
        let (failure, waiter, watchdog, hadHead) = state.withLock { state in
            state.finished = true
            if state.failure == nil, let error {
                state.failure = Self.transportError(error, provider: provider, afterHead: state.head != nil)
            }
            defer { state.headWaiter = nil; state.watchdog = nil }
            return (state.failure, state.headWaiter, state.watchdog, state.head != nil)
        }
        watchdog?.cancel()
        if let failure {
            waiter?.resume(throwing: failure)
            bodyContinuation.finish(throwing: failure)
        } else if !hadHead {
            waiter?.resume(throwing: LLMError.connection(provider: provider, message: "no response"))
            bodyContinuation.finish()
        } else {
            bodyContinuation.finish()
        }
    }

    // MARK: failures

    /// Cancels the transfer because its consumer went away.
    func cancel() { fail(.cancelled) }

    private func fail(_ error: LLMError) {
        let (task, waiter, watchdog) = state.withLock { state in
            if state.failure == nil && !state.finished { state.failure = error }
            defer { state.headWaiter = nil; state.watchdog = nil }
            return (state.task, state.headWaiter, state.watchdog)
        }
        waiter?.resume(throwing: error)
        bodyContinuation.finish(throwing: error)
        watchdog?.cancel()
        task?.cancel()
    }

    /// The longest the watchdog sleeps between two looks at the deadline.
    static let watchdogTick = Duration.milliseconds(50)

    /// One look at the deadline (deadlines move when the phase changes, hence a short
    /// tick rather than one timer per deadline). Returns false once there is nothing left
    /// to watch.
    private func checkDeadline() -> Bool {
        let (deadline, phase, finished) = state.withLock { ($0.deadline, $0.phase, $0.finished) }
        if finished { return false }
        if ContinuousClock.now >= deadline {
            fail(.timeout(provider: provider, phase: phase))
            return false
        }
        return true
    }

    static func transportError(_ error: any Error, provider: String, afterHead: Bool) -> LLMError {
        let urlError = error as? URLError
        if urlError?.code == .cancelled { return .cancelled }
        if afterHead { return .streamCut(provider: provider) }
        if urlError?.code == .timedOut { return .timeout(provider: provider, phase: .firstByte) }
        let text = urlError.map { "\($0.localizedDescription) (\($0.code.rawValue))" } ?? String(describing: error)
        return .connection(provider: provider, message: text)
    }
}
