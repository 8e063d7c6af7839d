import LLM

/// The built-in coach, used when no model provider is configured. It behaves like a model:
///
/// - last message from the user with an actionable intent (log food, log a workout, set a goal,
///   today's summary, a fact about themselves) and the matching tool in the request -> a `.toolCall` and `.done(.toolCalls)`;
/// - last message(s) tool results -> a coaching reply that uses the result, today's totals against
///   the goals, and the profile (name, goal, style, detail level);
/// - anything else (questions, greetings, no tools) -> a direct answer from the coaching library.
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
    let intents: IntentParser
    let today: @Sendable () -> CalendarDay
    /// The approximate characters per streamed text chunk.
    let chunkSize: Int

    /// - Parameters:
    ///   - resources: the food list, exercise list and coaching library.
    ///   - ports: read to know the profile, today's log and the goals (the provider never writes).
    ///   - today: the current day.
    public init(resources: CoachResources, ports: CoachPorts, today: @escaping @Sendable () -> CalendarDay,
                chunkSize: Int = 24) {
        self.resources = resources
        self.ports = ports
        self.intents = IntentParser(resources: resources)
        self.today = today
        self.chunkSize = max(1, chunkSize)
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
        if let last = request.messages.last, last.role == .user {
            let intent = intents.parse(last.content)
            if let answered = try await onboardingTurn(request, line: last.content, intent: intent, tools: tools) {
                return answered
            }
            if let call = toolCall(for: intent, index: request.messages.count), tools.contains(call.name) {
                let usage = Usage(inputTokens: TokenEstimator.estimate(request),
                                  outputTokens: TokenEstimator.estimate(call.arguments) + 8)
                return [.toolCall(call), .usage(usage), .done(.toolCalls)]
            }
            return try await textEvents(text(for: intent, line: last.content), request: request)
        }
        let composer = try await composer()
        let results = request.messages.reversed().prefix { $0.role == .tool }.reversed()
        if !results.isEmpty {
            var text = results.map { composer.reply(toTool: $0.toolName ?? "", content: $0.content) }.joined(separator: "\n\n")
            // An onboarding answer was saved: go on to the next question.
            if let topic = Self.pendingTopic(request.messages), results.contains(where: { $0.toolName == CoachTools.updateProfile }) {
                text += "\n\n" + composer.onboardingNext(after: topic)
            }
            return textEvents(text, request: request)
        }
        return textEvents(request.messages.isEmpty ? composer.greeting() : composer.help(), request: request)
    }

    /// The tool call an intent maps to, with deterministic id and arguments.
    func toolCall(for intent: CoachIntent, index: Int) -> ToolCall? {
        let id = "call_offline_\(index)"
        switch intent {
        case .logFood(let text):
            return ToolCall(id: id, name: CoachTools.logFood, arguments: JSONValue.object(["description": .string(text)]).jsonString)
        case .logWorkout(let text):
            return ToolCall(id: id, name: CoachTools.logWorkout, arguments: JSONValue.object(["description": .string(text)]).jsonString)
        case .setGoal(let goal):
            var object: [String: JSONValue] = ["kind": .string(goal.kind.rawValue)]
            if let value = goal.value { object["value"] = .number(value) }
            if let unit = goal.unit { object["unit"] = .string(unit) }
            if let focus = goal.focus { object["focus"] = .string(focus.rawValue) }
            return ToolCall(id: id, name: CoachTools.setGoal, arguments: JSONValue.object(object).jsonString)
        case .todaySummary:
            return ToolCall(id: id, name: CoachTools.todaySummary, arguments: "{}")
        case .updateProfile(let update):
            var object: [String: JSONValue] = [:]
            if let name = update.name { object["name"] = .string(name) }
            if let weight = update.bodyWeight { object["body_weight"] = .number(weight) }
            if let unit = update.weightUnit { object["weight_unit"] = .string(unit) }
            if let style = update.coachingStyle { object["coaching_style"] = .string(style) }
            if let detail = update.detailLevel { object["detail_level"] = .string(detail) }
            return ToolCall(id: id, name: CoachTools.updateProfile, arguments: JSONValue.object(object).jsonString)
        case .removeLast(let kind):
            return ToolCall(id: id, name: CoachTools.removeLastEntry,
                            arguments: JSONValue.object(["kind": .string(kind?.rawValue ?? "any")]).jsonString)
        default:
            return nil
        }
    }

    /// A direct answer, when no tool is used.
    func text(for intent: CoachIntent, line: String) async throws -> String {
        let composer = try await composer()
        switch intent {
        case .logFood(let text): return composer.foodEstimate(intents.nutrition.parse(text))
        case .logWorkout(let text): return composer.workoutEstimate(intents.workouts.parse(text))
        case .setGoal(let goal):
            let label = Goal(kind: goal.kind, target: goal.value, focus: goal.focus).label
            return "I can't save goals in this chat, but noted: \(label)."
        case .todaySummary: return composer.todaySummary()
        case .updateProfile: return "I can't save that in this chat, but noted."
        case .aboutMe: return composer.aboutMe()
        case .onboarding: return composer.onboardingStart()
        case .removeLast: return "I can't change the log in this chat."
        case .question(let id):
            guard let entry = resources.library.entry(id: id) else { return composer.unknown(line) }
            return composer.answer(entry)
        case .greeting: return composer.greeting()
        case .thanks: return composer.thanks()
        case .farewell: return composer.farewell()
        case .help: return composer.help()
        case .unknown: return composer.unknown(line)
        }
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
        let usage = Usage(inputTokens: TokenEstimator.estimate(request), outputTokens: TokenEstimator.estimate(text))
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
