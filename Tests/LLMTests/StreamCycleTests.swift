import LLM
import Testing

/// Issue 18, item 8: a finished bounded stream lets go of its termination handler. The
/// orchestrator's handler holds the producer's task, which holds the outlet: while the outlet
/// kept the handler, every turn's task, request and history stayed in memory for good (about
/// 57 KB a message in a pipe: 63 MB after 200 messages, 145 MB after 1,600).
struct StreamCycleTests {
    /// Holds the outlet, as a producer's task does, and is held by the outlet's handler.
    final class Producer: Sendable {
        let outlet: StreamOutlet<Int>
        init(_ outlet: StreamOutlet<Int>) { self.outlet = outlet }
    }

    @Test("a stream finished and read lets its producer go", arguments: [false, true])
    func finishedStreamReleasesItsHandler(consumerLeaves: Bool) async throws {
        weak var watched: Producer?
        do {
            let (stream, outlet) = BoundedStream.make(of: Int.self)
            let producer = Producer(outlet)
            watched = producer
            outlet.onTermination = { _ in _ = producer }
            outlet.yield(1)
            if consumerLeaves {
                var iterator: AsyncThrowingStream<Int, any Error>.AsyncIterator? = stream.makeAsyncIterator()
                _ = try await iterator?.next()
                iterator = nil
            } else {
                outlet.finish()
                for try await _ in stream {}
            }
        }
        #expect(watched == nil, "the outlet still holds its handler, and the handler the producer")
    }
}
