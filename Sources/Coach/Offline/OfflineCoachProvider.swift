import CoachDomain
import CoachProgress
import LLM

/// The built-in coach, used when no model provider is configured. It behaves like a model:
///
/// - last message from the user: each request in it is read by every tool's offline rule and
///   every answer's (``OfflineReaders/readings(of:)``), scored, and the best taken; a tool's
///   reading the request offers -> one `.toolCall` per request, in order, and `.done(.toolCalls)`
///   (a message may hold several);
/// - last message(s) tool results -> a coaching reply that uses the result, today's totals against
///   the goals, and the profile (name, goal, style, detail level);
/// - anything else (questions, greetings, no tools) -> the answer's reply (the coaching library,
///   the targets, a greeting ...), or what the tool says when the request does not offer it.
///
/// Replies stream as several `.text` chunks, then `.usage` (estimated at ~4 characters a token)
/// and `.done(.stop)`. Deterministic: no randomness, and "today" comes from the injected closure.
public struct OfflineCoachProvider: ChatProvider {
    /// `offline`.
    public let id = "offline"
    /// `offline-coach`.
    public let defaultModel = "offline-coach"

    let resources: CoachResources
    let ports: CoachPorts
    /// The language, parsers and library the rules read with.
    let readers: OfflineReaders
    let today: @Sendable () -> CalendarDay
    /// The approximate characters per streamed text chunk.
    let chunkSize: Int

    /// - Parameters:
    ///   - resources: the food list, exercise list and coaching library.
    ///   - ports: read to know the profile, today's log and the goals (the provider never writes).
    ///   - readers: the language, parsers and library the app shares.
    ///   - today: the current day.
    public init(resources: CoachResources, ports: CoachPorts, readers: OfflineReaders, today: @escaping @Sendable () -> CalendarDay,
                chunkSize: Int = 24) {
        self.resources = resources
        self.ports = ports
        self.readers = readers
        self.today = today
        self.chunkSize = max(1, chunkSize)
    }

    /// A provider with readers of its own over `resources` (tests and tools without a container).
    public init(resources: CoachResources, ports: CoachPorts, today: @escaping @Sendable () -> CalendarDay,
                chunkSize: Int = 24) {
        self.init(resources: resources, ports: ports, readers: OfflineReaders(resources: resources), today: today,
                  chunkSize: chunkSize)
    }

    /// Streams the reply; cancelling the consumer stops it with ``LLMError/cancelled``.
    public func stream(_ request: ChatRequest) -> AsyncThrowingStream<ChatEvent, any Error> {
        AsyncThrowingStream { continuation in
            let task = Task {
                do {
                    for event in try await reply(to: request) {
                        try Task.checkCancellation()
                        continuation.yield(event)
                        await Task.yield()
                    }
                    continuation.finish()
                } catch is CancellationError {
                    continuation.finish(throwing: LLMError.cancelled)
                } catch {
                    continuation.finish(throwing: error)
                }
            }
            continuation.onTermination = { _ in task.cancel() }
        }
    }

    /// The complete list of events the stream will carry for `request`.
    /// A request for structured output (`responseSchema`) is refused with ``LLMError/notConfigured(provider:hint:)``:
    /// the offline coach never fakes JSON extraction.
    public func reply(to request: ChatRequest) async throws -> [ChatEvent] {
        if let schema = request.responseSchema {
            throw LLMError.notConfigured(provider: id, hint: "the offline coach cannot produce structured output (\(schema.name)); "
                + "configure a model provider for it")
        }
        let tools = Set(request.tools.map(\.name))
        let composer = try await composer()
        guard let userIndex = request.messages.lastIndex(where: { $0.role == .user }) else {
            return textEvents(request.messages.isEmpty ? composer.greeting() : composer.help(), request: request)
        }
        let user = request.messages[userIndex]
        let parts = requests(in: user.content, profile: composer.profile, today: composer.context.day)
        let results = Array(request.messages.suffix(from: userIndex + 1).filter { $0.role == .tool })
        if request.messages.last?.role == .user {
            let calls = parts.enumerated().compactMap { index, part in
                part.call(id: callID(request.messages.count, index, of: parts.count))
            }.filter { tools.contains($0.name) }
            if !calls.isEmpty {
                let usage = Usage(inputTokens: TokenEstimator.estimate(request),
                                  outputTokens: calls.reduce(8) { $0 + TokenEstimator.estimate($1.arguments) }, isEstimated: true)
                return calls.map(ChatEvent.toolCall) + [.usage(usage), .done(.toolCalls)]
            }
        }
        // Each request in order: a tool's result in that tool's words, or a direct answer.
        var pending = results[...]
        var replies: [String] = []
        for part in parts {
            if let call = part.call(id: ""), let result = pending.first, result.toolName == call.name {
                pending = pending.dropFirst()
                replies.append(composer.reply(toTool: call.name, content: result.content))
            } else if results.isEmpty || !part.isFallback {
                replies.append(part.reply(composer))
            }
        }
        for result in pending { replies.append(composer.reply(toTool: result.toolName ?? "", content: result.content)) }
        return textEvents(Self.withoutRepeats(replies).joined(separator: "\n\n"), request: request)
    }

    /// Replies to several requests, each paragraph said once: where one repeats (today's progress,
    /// a nudge), only its last saying stays.
    static func withoutRepeats(_ replies: [String]) -> [String] {
        guard replies.count > 1 else { return replies }
        var later = Set<String>()
        var kept: [String] = []
        for reply in replies.reversed() {
            let paragraphs = reply.components(separatedBy: "\n\n").filter { later.insert($0).inserted }
            if !paragraphs.isEmpty { kept.append(paragraphs.joined(separator: "\n\n")) }
        }
        return kept.reversed()
    }

    /// `call_offline_<n>` for one request, `call_offline_<n>_<k>` for the k-th of several.
    func callID(_ count: Int, _ index: Int, of total: Int) -> String {
        total == 1 ? "call_offline_\(count)" : "call_offline_\(count)_\(index + 1)"
    }

    /// The requests in a message, in order, each read by the rules: each line on its own (when at
    /// least two of them ask for something), and a line's sentences on their own when each asks
    /// for something and not all for the same ("I had an apple. How am I doing today?").
    func requests(in text: String, profile: Profile, today: CalendarDay) -> [OfflineChoice] {
        func choose(_ line: String) -> OfflineChoice { readers.choose(line, profile: profile, today: today) }
        var lines = text.split(whereSeparator: \.isNewline).map { $0.split(whereSeparator: \.isWhitespace).joined(separator: " ") }
            .filter { !$0.isEmpty }
        var chosen = lines.map(choose)
        if lines.count > 1, chosen.filter({ !$0.isFallback }).count < 2 {
            lines = [text.trimmingCharacters(in: .whitespacesAndNewlines)]
            chosen = [choose(lines[0])]
        }
        var found: [OfflineChoice] = []
        for (line, whole) in zip(lines, chosen) {
            let sentences = Self.sentences(in: line)
            guard sentences.count > 1 else {
                found.append(whole)
                continue
            }
            let parts = sentences.map(choose)
            let separate = !parts.contains(where: \.isFallback) && Set(parts.map(\.name)).count > 1
            if separate { found += parts } else { found.append(whole) }
        }
        return found.isEmpty ? [choose(text)] : found
    }

    /// "I had an apple. How am I doing?" -> two sentences (a full stop, "?" or "!" before a capital or a digit).
    static func sentences(in line: String) -> [String] {
        var sentences: [String] = []
        var current = ""
        let characters = Array(line)
        for (index, character) in characters.enumerated() {
            current.append(character)
            guard ".?!".contains(character), index + 2 < characters.count, characters[index + 1] == " ",
                  characters[index + 2].isUppercase || characters[index + 2].isNumber else { continue }
            sentences.append(current.trimmingCharacters(in: .whitespaces))
            current = ""
        }
        let rest = current.trimmingCharacters(in: .whitespaces)
        if !rest.isEmpty { sentences.append(rest) }
        return sentences
    }

    func composer() async throws -> ReplyComposer {
        do {
            return ReplyComposer(context: try await ports.context(on: today()), resources: resources)
        } catch let error as LLMError {
            throw error
        } catch {
            throw LLMError.streamError(provider: id, message: "could not read the log: \(error)")
        }
    }

    func textEvents(_ text: String, request: ChatRequest) -> [ChatEvent] {
        let usage = Usage(inputTokens: TokenEstimator.estimate(request), outputTokens: TokenEstimator.estimate(text), isEstimated: true)
        return Self.chunks(of: text, size: chunkSize).map(ChatEvent.text) + [.usage(usage), .done(.stop)]
    }

    /// `text` cut after whitespace into pieces of about `size` characters; joined they are `text`.
    static func chunks(of text: String, size: Int) -> [String] {
        var chunks: [String] = []
        var current = ""
        for character in text {
            current.append(character)
            if character.isWhitespace, current.count >= size {
                chunks.append(current)
                current = ""
            }
        }
        if !current.isEmpty { chunks.append(current) }
        return chunks
    }
}
