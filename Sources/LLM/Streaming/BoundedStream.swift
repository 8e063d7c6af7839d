import Synchronization

/// An `AsyncThrowingStream` whose producer is held back while its consumer is behind: at most
/// `limit` events wait unread, and ``StreamOutlet/send(_:)`` (or ``StreamOutlet/room()``)
/// suspends until the consumer takes one. A chain of such streams passes a slow consumer's
/// pace back to the socket, so a flood is never decoded faster than it is shown, and the
/// backlog a cancel leaves is at most `limit` events a hop (issue 12, item 9).
///
/// Dropping the stream or cancelling its consumer ends it (`onTermination` hears `.cancelled`)
/// and releases a producer waiting for room.
public enum BoundedStream {
    /// The default number of unread events a stream may hold.
    public static let defaultLimit = 64

    /// A stream and its outlet.
    public static func make<Element: Sendable>(of: Element.Type = Element.self, limit: Int = defaultLimit)
        -> (stream: AsyncThrowingStream<Element, any Error>, outlet: StreamOutlet<Element>) {
        let (inner, continuation) = AsyncThrowingStream<Element, any Error>.makeStream()
        let outlet = StreamOutlet(continuation: continuation, limit: max(1, limit))
        let reader = Reader(inner.makeAsyncIterator(), outlet: outlet)
        let stream = AsyncThrowingStream<Element, any Error> { try await reader.next() }
        return (stream, outlet)
    }

    /// The consumer's side: takes the next event and tells the outlet it was taken. Only the
    /// stream's one consumer calls `next()`, one call at a time.
    private final class Reader<Element: Sendable>: @unchecked Sendable {
        private var iterator: AsyncThrowingStream<Element, any Error>.AsyncIterator
        private let outlet: StreamOutlet<Element>

        init(_ iterator: AsyncThrowingStream<Element, any Error>.AsyncIterator, outlet: StreamOutlet<Element>) {
            self.iterator = iterator
            self.outlet = outlet
        }

        func next() async throws -> Element? {
            let element = try await iterator.next()
            if element != nil { outlet.taken() }
            return element
        }
    }
}

/// The producer's side of a ``BoundedStream``.
public final class StreamOutlet<Element: Sendable>: Sendable {
    private struct State {
        var unread = 0
        var ended = false
        var waiters: [UInt64: CheckedContinuation<Void, Never>] = [:]
        var nextWaiter: UInt64 = 0
    }

    private let continuation: AsyncThrowingStream<Element, any Error>.Continuation
    private let state = Mutex(State())
    /// How many events may wait unread before ``room()`` suspends.
    public let limit: Int
    private let handler = Mutex<(@Sendable (AsyncThrowingStream<Element, any Error>.Continuation.Termination) -> Void)?>(nil)
    /// The probe bound when the stream was made (tests), and this outlet's number in it.
    private let probe: (probe: StreamProbe, index: Int)?

    init(continuation: AsyncThrowingStream<Element, any Error>.Continuation, limit: Int) {
        self.continuation = continuation
        self.limit = limit
        probe = StreamProbe.current.map { ($0, $0.register(String(describing: Element.self))) }
        continuation.onTermination = { [weak self] termination in
            guard let self else { return }
            self.end()
            // Taken out as it runs: the handler often holds the producer's task, which holds this
            // outlet, and a cycle kept every finished turn's task and request alive (issue 18, item 8).
            self.handler.withLock { handler in defer { handler = nil }; return handler }?(termination)
        }
    }

    /// Called once when the stream ends: finished by the producer, or `.cancelled` when the
    /// consumer was cancelled or dropped the stream.
    public var onTermination: (@Sendable (AsyncThrowingStream<Element, any Error>.Continuation.Termination) -> Void)? {
        get { handler.withLock { $0 } }
        set { handler.withLock { $0 = newValue } }
    }

    /// Whether the stream has ended (finished, or its consumer gone).
    public var isTerminated: Bool { state.withLock { $0.ended } }

    /// Hands `element` to the consumer without waiting (a burst the caller bounds itself);
    /// follow a burst with ``room()``.
    public func yield(_ element: Element) {
        if let probe { probe.probe.update(probe.index) { $0.offered += 1 } }
        let open = state.withLock { state in
            guard !state.ended else { return false }
            state.unread += 1
            return true
        }
        if open { continuation.yield(element) }
    }

    /// Hands `element` to the consumer, then waits while the consumer is `limit` events behind.
    public func send(_ element: Element) async {
        yield(element)
        await room()
    }

    /// Returns once fewer than `limit` events wait unread, the stream has ended, or the
    /// calling task is cancelled.
    public func room() async {
        let id: UInt64? = state.withLock { state in
            guard state.unread >= limit, !state.ended else { return nil }
            defer { state.nextWaiter += 1 }
            return state.nextWaiter
        }
        guard let id else { return }
        if let probe { probe.probe.update(probe.index) { $0.waiting = true } }
        defer { if let probe { probe.probe.update(probe.index) { $0.waiting = false } } }
        await withTaskCancellationHandler {
            await withCheckedContinuation { (waiter: CheckedContinuation<Void, Never>) in
                let ready = state.withLock { state in
                    if state.unread < limit || state.ended || Task.isCancelled { return true }
                    state.waiters[id] = waiter
                    return false
                }
                if ready { waiter.resume() }
            }
        } onCancel: {
            state.withLock { $0.waiters.removeValue(forKey: id) }?.resume()
        }
    }

    /// Ends the stream; the events already handed over are still read.
    public func finish(throwing error: (any Error)? = nil) {
        if let probe { probe.probe.update(probe.index) { $0.finished = true } }
        continuation.finish(throwing: error)
    }

    /// The consumer took an event.
    fileprivate func taken() {
        let waiters = state.withLock { state -> [CheckedContinuation<Void, Never>] in
            state.unread = max(0, state.unread - 1)
            guard state.unread < limit, !state.waiters.isEmpty else { return [] }
            defer { state.waiters.removeAll() }
            return Array(state.waiters.values)
        }
        for waiter in waiters { waiter.resume() }
    }

    /// The stream ended: nobody waits for room any more.
    private func end() {
        let waiters = state.withLock { state -> [CheckedContinuation<Void, Never>] in
            state.ended = true
            defer { state.waiters.removeAll() }
            return Array(state.waiters.values)
        }
        for waiter in waiters { waiter.resume() }
    }
}

/// Watches the bounded streams made while it is bound (`StreamProbe.$current.withValue`), for
/// tests: per stream, the events its producer offered (handed over or, once the consumer was
/// gone, dropped), whether the producer waits for room, and whether it finished.
public final class StreamProbe: Sendable {
    @TaskLocal public static var current: StreamProbe?

    /// One stream as seen so far.
    public struct Outlet: Sendable {
        /// The element type's name (`ChatEvent`, `TurnEvent` ...).
        public let kind: String
        public internal(set) var offered = 0
        public internal(set) var waiting = false
        public internal(set) var finished = false
    }

    private let outlets = Mutex<[Outlet]>([])
    private let signal: AsyncStream<Void>.Continuation
    /// One element after every change.
    public let changes: AsyncStream<Void>

    public init() {
        (changes, signal) = AsyncStream.makeStream(of: Void.self, bufferingPolicy: .bufferingNewest(1))
    }

    /// The streams in the order they were made.
    public var snapshot: [Outlet] { outlets.withLock { $0 } }

    /// Returns once `condition` holds for the streams (checked after every change).
    public func wait(until condition: ([Outlet]) -> Bool) async {
        if condition(snapshot) { return }
        for await _ in changes where condition(snapshot) { return }
    }

    func register(_ kind: String) -> Int {
        defer { signal.yield() }
        return outlets.withLock { outlets in
            outlets.append(Outlet(kind: kind))
            return outlets.count - 1
        }
    }

    func update(_ index: Int, _ change: (inout Outlet) -> Void) {
        outlets.withLock { change(&$0[index]) }
        signal.yield()
    }
}
