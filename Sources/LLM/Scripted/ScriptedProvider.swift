import Foundation
import Synchronization

/// A provider (id `scripted`) that replays replies from a script (see ``Script`` for the
/// JSON format): one reply per request, in order. For tests, demos and fault drills
/// (`--script FILE`). When the script is used up (and does not loop), a request fails with
/// ``LLMError/streamError(provider:message:)`` saying so.
public final class ScriptedProvider: ChatProvider, Sendable {
    /// Always `scripted`.
    public let id = "scripted"
    /// The model name reported (`script` unless given).
    public let defaultModel: String
    /// The script's file name, used in messages.
    public let name: String
    private let script: Script
    private let next = Mutex(0)

    /// A provider over a script in memory.
    public init(script: Script, name: String = "script", defaultModel: String = "script") {
        self.script = script
        self.name = name
        self.defaultModel = defaultModel
    }

    /// Reads the script file at `path`.
    /// - Throws: ``ScriptError`` naming the file and the problem.
    public convenience init(contentsOf path: String) throws(ScriptError) {
        let name = (path as NSString).lastPathComponent
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw ScriptError("script \(name): cannot read \(path)")
        }
        try self.init(json: data, name: name)
    }

    /// Reads a script from JSON text; `name` is used in messages.
    public convenience init(json data: Data, name: String = "script") throws(ScriptError) {
        self.init(script: try ScriptParser.parse(data, name: name), name: name)
    }

    /// How many requests were answered (or refused) so far.
    public var requestCount: Int { next.withLock { $0 } }

    /// Plays the next reply of the script (or fails if none is left).
    public func stream(_ request: ChatRequest) -> AsyncThrowingStream<ChatEvent, any Error> {
        let reply = takeReply()
        return AsyncThrowingStream { continuation in
            let work = Task {
                do {
                    switch reply {
                    case .failure(let error):
                        throw error
                    case .success(let reply):
                        try await Self.play(reply, for: request, into: continuation)
                    }
                    continuation.finish()
                } catch is CancellationError {
                    continuation.finish(throwing: LLMError.cancelled)
                } catch {
                    continuation.finish(throwing: error)
                }
            }
            continuation.onTermination = { _ in work.cancel() }
        }
    }

    private func takeReply() -> Result<ScriptedReply, LLMError> {
        let count = script.replies.count
        let index = next.withLock { value in
            defer { value += 1 }
            return value
        }
        if index < count { return .success(script.replies[index]) }
        if script.loop, count > 0 { return .success(script.replies[index % count]) }
        return .failure(.streamError(provider: id, message: "script \(name) has no reply left (all \(count) were used)"))
    }

    private static func play(_ reply: ScriptedReply, for request: ChatRequest,
                             into continuation: AsyncThrowingStream<ChatEvent, any Error>.Continuation) async throws {
        for (index, chunk) in reply.chunks.enumerated() {
            let wait = index == 0 ? reply.firstDelay : reply.delay
            if let wait, wait > .zero { try await Task.sleep(for: wait) }
            continuation.yield(.text(chunk))
        }
        if reply.chunks.isEmpty, let wait = reply.firstDelay, wait > .zero { try await Task.sleep(for: wait) }
        for call in reply.toolCalls { continuation.yield(.toolCall(call)) }
        if let error = reply.error { throw error }
        continuation.yield(.usage(reply.usage ?? estimate(reply, request)))
        continuation.yield(.done(reply.finish))
    }

    private static func estimate(_ reply: ScriptedReply, _ request: ChatRequest) -> Usage {
        let input = ContextTrimmer.estimate(request.system ?? "") + request.messages.reduce(0) { $0 + ContextTrimmer.estimate($1) }
        let output = reply.chunks.reduce(0) { $0 + ContextTrimmer.estimate($1) }
            + reply.toolCalls.reduce(0) { $0 + ContextTrimmer.estimate($1.arguments) }
        return Usage(inputTokens: input, outputTokens: output)
    }
}
