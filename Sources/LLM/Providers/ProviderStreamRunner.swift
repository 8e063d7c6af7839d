import Foundation
import NIOCore

/// The loop every HTTP provider shares: resolve the key, send, map a non-2xx status (or a
/// 2xx that is not a stream) to a typed error, feed each body buffer to the decoder in
/// place, hold the reply to its ``StreamLimits``, and stop the network work when the
/// consumer goes away or a timeout strikes.
enum ProviderStreamRunner {
    static func run(
        settings: ProviderSettings,
        client: HTTPStreamingClient,
        decoder: some ChatStreamDecoder,
        makeRequest: @escaping @Sendable (_ key: String?) throws -> HTTPRequest
    ) -> AsyncThrowingStream<ChatEvent, any Error> {
        // Bounded: a slow consumer holds the decoding, and so the socket, back.
        let (stream, continuation) = BoundedStream.make(of: ChatEvent.self)
        let provider = settings.id
        let watchdog = CallWatchdog(provider: provider)
        let task = Task {
            defer { watchdog.stop() }
            var afterHead = false
            // What a server's error text must never repeat.
            var secrets = settings.loginSecrets + client.secrets
            do {
                let key = try await settings.resolveKey()
                if let key { secrets.append(key) }
                let request = try makeRequest(key)
                let started = ContinuousClock.now
                let response = try await client.send(request, provider: provider, timeouts: settings.timeouts, watchdog: watchdog)
                afterHead = true
                try await check(response, provider: provider, accepting: decoder.mediaTypes, secrets: secrets)
                watchdog.watchIdle(settings.timeouts.idle, replyDeadline: started + settings.limits.maxReplyDuration,
                                   limit: .duration(settings.limits.maxReplyDuration))
                var decoder = decoder
                decoder.limitLines(to: settings.limits.maxLineBytes)
                var meter = ReplyMeter(limits: settings.limits, provider: provider, continuation: continuation)
                var sample = BodySample()
                var iterator = response.body.makeAsyncIterator()
                do {
                    while let buffer = try await next(&iterator, watchdog: watchdog, endsReply: { try decoder.finish { try meter.deliver($0) } }) {
                        try Task.checkCancellation()
                        try meter.count(buffer)
                        let progressed = try buffer.withUnsafeReadableBytes { bytes in
                            sample.keep(bytes)
                            return try decoder.consume(bytes) { try meter.deliver($0) }
                        }
                        if progressed { watchdog.progress() }
                        if meter.ended { break }
                        await continuation.room()
                    }
                    if !meter.ended {
                        try Task.checkCancellation()
                        try decoder.finish { try meter.deliver($0) }
                    }
                    guard meter.ended else { throw LLMError.streamCut(provider: provider) }
                } catch let error as LLMError where notAStream(error, mediaType: response.head.mediaType, decoder: decoder, sample: sample) {
                    throw HTTPErrorMapping.notAStream(provider: provider, mediaType: response.head.mediaType ?? LLMError.noContentType,
                                                      body: sample.bytes, secrets: secrets)
                }
                continuation.finish()
                // Reading the rest (the end of a chunked body) lets the connection be reused.
                watchdog.arm(.idle, within: .seconds(2))
                var drained = 0
                while drained < 64 * 1024, let rest = try await iterator.next() { drained += rest.readableBytes }
            } catch {
                let typed = TransportError.typed(error, provider: provider, afterHead: afterHead, fired: watchdog.fired)
                continuation.finish(throwing: SecretScrubber.scrub(typed, secrets: secrets))
            }
        }
        watchdog.onFire { task.cancel() }
        continuation.onTermination = { _ in task.cancel() }
        return stream
    }

    /// The next body buffer. When the connection breaks (not a cancellation or a timeout),
    /// the reply may still be whole: a close-delimited stream (Gemini's) ends when the
    /// server closes, and a close can arrive as a reset. `endsReply` then decides; the
    /// break is reported only if the reply was not complete.
    private static func next(_ iterator: inout HTTPBody.AsyncIterator, watchdog: CallWatchdog,
                             endsReply: () throws -> Void) async throws -> ByteBuffer? {
        do {
            return try await iterator.next()
        } catch {
            guard watchdog.fired == nil, !Task.isCancelled, !(error is CancellationError) else { throw error }
            do { try endsReply() } catch { throw error }
            return nil
        }
    }

    /// Throws the typed error of a non-2xx status, or of a 2xx that is not a stream.
    private static func check(_ response: HTTPStreamResponse, provider: String, accepting mediaTypes: [String],
                              secrets: [String]) async throws {
        guard response.head.isSuccess else {
            let body = (try? await response.collectBody()) ?? Data()
            throw HTTPErrorMapping.error(provider: provider, head: response.head, body: body, secrets: secrets)
        }
        if let type = response.head.mediaType, !mediaTypes.contains(type),
           type.contains("html") || type.contains("json") || type.contains("xml") {
            let body = (try? await response.collectBody(limit: 16 * 1024)) ?? Data()
            throw HTTPErrorMapping.notAStream(provider: provider, mediaType: type, body: body, secrets: secrets)
        }
    }

    /// Whether `error` ends a body that was never a stream of the decoder's wire: some bytes
    /// came, none of them made a unit of the wire, and the body did not come as the wire's
    /// stream type (`text/plain`, none, or a JSON document where Ollama streams NDJSON). A
    /// body declared as the stream type that breaks is a broken stream, not a page.
    private static func notAStream(_ error: LLMError, mediaType: String?, decoder: some ChatStreamDecoder,
                                   sample: BodySample) -> Bool {
        guard !sample.bytes.isEmpty, decoder.framesDecoded == 0, mediaType != decoder.mediaTypes.first else { return false }
        switch error {
        case .streamCut, .malformed, .streamError: return true
        default: return false
        }
    }

    static func typed(_ error: any Error, provider: String) -> LLMError {
        TransportError.typed(error, provider: provider, afterHead: false, fired: nil)
    }
}

/// The first bytes of a body (up to 4 KiB), to say what came when it was not a stream.
private struct BodySample {
    static let limit = 4096
    private(set) var bytes = Data()

    mutating func keep(_ chunk: UnsafeRawBufferPointer) {
        guard bytes.count < Self.limit else { return }
        bytes.append(contentsOf: chunk.prefix(Self.limit - bytes.count))
    }
}

/// Counts what a reply costs against its ``StreamLimits`` and hands its events to the
/// consumer.
private struct ReplyMeter {
    let limits: StreamLimits
    let provider: String
    let continuation: StreamOutlet<ChatEvent>
    var bodyBytes = 0
    var replyBytes = 0
    /// `.done` was delivered.
    var ended = false

    init(limits: StreamLimits, provider: String, continuation: StreamOutlet<ChatEvent>) {
        self.limits = limits
        self.provider = provider
        self.continuation = continuation
    }

    /// Counts a body buffer's raw bytes.
    mutating func count(_ buffer: ByteBuffer) throws {
        bodyBytes += buffer.readableBytes
        guard bodyBytes <= limits.maxBodyBytes else {
            throw LLMError.replyLimit(provider: provider, limit: .body(bytes: limits.maxBodyBytes))
        }
    }

    /// Yields `event`, unless it would take the reply past its size.
    mutating func deliver(_ event: ChatEvent) throws {
        guard !ended else { return }
        // A cancelled reply stops at once, not at the end of the body buffer in hand.
        try Task.checkCancellation()
        switch event {
        case .text(let text): replyBytes += text.utf8.count
        case .toolCall(let call): replyBytes += call.arguments.utf8.count + call.name.utf8.count
        case .usage, .done: break
        }
        if replyBytes > limits.maxReplyBytes {
            throw LLMError.replyLimit(provider: provider, limit: .size(bytes: limits.maxReplyBytes))
        }
        continuation.yield(event)
        if case .done = event { ended = true }
    }
}
