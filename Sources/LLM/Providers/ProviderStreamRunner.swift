import Foundation

/// The loop every HTTP provider shares: resolve the key, send, map a non-2xx status to
/// a typed error, feed the body to the decoder, and stop the network work when the
/// consumer goes away.
enum ProviderStreamRunner {
    static func run(
        settings: ProviderSettings,
        client: HTTPStreamingClient,
        decoder: some ChatStreamDecoder,
        makeRequest: @escaping @Sendable (_ key: String?) throws -> HTTPRequest
    ) -> AsyncThrowingStream<ChatEvent, any Error> {
        let (stream, continuation) = AsyncThrowingStream<ChatEvent, any Error>.makeStream()
        let provider = settings.id
        let task = Task {
            do {
                let key = try await settings.resolveKey()
                let request = try makeRequest(key)
                let response = try await client.send(request, provider: provider, timeouts: settings.timeouts)
                guard response.head.isSuccess else {
                    let body = (try? await response.collectBody()) ?? Data()
                    throw HTTPErrorMapping.error(provider: provider, head: response.head, body: body)
                }
                var decoder = decoder
                for try await chunk in response.body {
                    if try deliver(try decoder.consume(chunk), to: continuation) { return }
                }
                try Task.checkCancellation()
                if try deliver(try decoder.finish(), to: continuation) { return }
                throw LLMError.streamCut(provider: provider)
            } catch {
                continuation.finish(throwing: Self.typed(error, provider: provider))
            }
        }
        continuation.onTermination = { _ in task.cancel() }
        return stream
    }

    /// Yields `events`; finishes the stream and returns true at `.done`.
    private static func deliver(_ events: [ChatEvent], to continuation: AsyncThrowingStream<ChatEvent, any Error>.Continuation) throws -> Bool {
        for event in events {
            continuation.yield(event)
            if case .done = event {
                continuation.finish()
                return true
            }
        }
        return false
    }

    static func typed(_ error: any Error, provider: String) -> LLMError {
        if let error = error as? LLMError { return error }
        if error is CancellationError { return .cancelled }
        return .connection(provider: provider, message: String(describing: error))
    }
}
