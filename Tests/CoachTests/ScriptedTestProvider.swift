import LLM
import Synchronization

/// A provider for engine tests: replays one scripted reply per call and records each request.
/// A reply may end in a thrown error after some events (a stream cut mid-way).
final class ScriptedTestProvider: ChatProvider {
    struct Reply: Sendable {
        var events: [ChatEvent]
        var failure: LLMError?
    }

    let id = "scripted-test"
    let defaultModel = "script"
    private let replies: Mutex<[Reply]>
    private let recorded = Mutex<[ChatRequest]>([])

    init(_ replies: [Reply]) {
        self.replies = Mutex(replies)
    }

    var requests: [ChatRequest] { recorded.withLock { $0 } }

    func stream(_ request: ChatRequest) -> AsyncThrowingStream<ChatEvent, any Error> {
        recorded.withLock { $0.append(request) }
        let reply = replies.withLock { list -> Reply in
            list.isEmpty ? Reply(events: [], failure: .streamCut(provider: "scripted-test")) : list.removeFirst()
        }
        return AsyncThrowingStream { continuation in
            for event in reply.events { continuation.yield(event) }
            if let failure = reply.failure { continuation.finish(throwing: failure) } else { continuation.finish() }
        }
    }
}
