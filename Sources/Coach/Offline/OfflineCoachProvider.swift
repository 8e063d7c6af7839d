import CoachDomain
import CoachProgress
import LLM

/// The built-in coach, used when no model provider is configured. It behaves like a model:
///
/// - last message from the user with actionable intents (log food, log a workout, set a goal,
///   today's summary, facts about themselves) and the matching tools in the request -> one
///   `.toolCall` per request, in order, and `.done(.toolCalls)` (a message may hold several);
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
    ///   - intents: the intent parser (and its food and workout parsers) the app shares.
    ///   - today: the current day.
    public init(resources: CoachResources, ports: CoachPorts, intents: IntentParser, today: @escaping @Sendable () -> CalendarDay,
                chunkSize: Int = 24) {
        self.resources = resources
        self.ports = ports
        self.intents = intents
        self.today = today
        self.chunkSize = max(1, chunkSize)
    }

    /// A provider with parsers of its own over `resources` (tests and tools without a container).
    public init(resources: CoachResources, ports: CoachPorts, today: @escaping @Sendable () -> CalendarDay,
                chunkSize: Int = 24) {
        self.init(resources: resources, ports: ports, intents: IntentParser(resources: resources), today: today,
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
        let parts = requests(in: user.content, profile: composer.profile, year: composer.context.day.year)
        let results = Array(request.messages.suffix(from: userIndex + 1).filter { $0.role == .tool })
        if request.messages.last?.role == .user {
            let calls = parts.enumerated().compactMap { index, part in
                toolCall(for: part.intent, id: callID(request.messages.count, index, of: parts.count))
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
            if let call = toolCall(for: part.intent, id: ""), let result = pending.first, result.toolName == call.name {
                pending = pending.dropFirst()
                replies.append(composer.reply(toTool: call.name, content: result.content))
            } else if results.isEmpty || part.intent != .unknown {
                replies.append(text(for: part.intent, line: part.text, composer: composer))
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

    /// The requests in a message, in order: each line on its own, and a line's sentences on
    /// their own when each is a request ("I had an apple. How am I doing today?").
    func requests(in text: String, profile: Profile, year: Int) -> [(text: String, intent: CoachIntent)] {
        var lines = text.split(whereSeparator: \.isNewline).map { TextTools.collapse(String($0)) }.filter { !$0.isEmpty }
        // Lines are separate requests only when at least two of them ask for something.
        if lines.count > 1, lines.filter({ intents.parse($0, profile: profile, year: year) != .unknown }).count < 2 {
            lines = [text.trimmingCharacters(in: .whitespacesAndNewlines)]
        }
        var found: [(text: String, intent: CoachIntent)] = []
        for line in lines.isEmpty ? [text] : lines {
            let sentences = Self.sentences(in: line)
            let parsed = sentences.map { intents.parse($0, profile: profile, year: year) }
            let separate = sentences.count > 1 && !parsed.contains(.unknown) && Set(parsed.map(Self.kind)).count > 1
            if separate {
                found += zip(sentences, parsed).map { ($0, $1) }
            } else {
                found.append((line, parsed.count == 1 ? parsed[0] : intents.parse(line, profile: profile, year: year)))
            }
        }
        return found.isEmpty ? [(text, .unknown)] : found
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

    /// An intent's kind, to tell whether sentences ask for different things.
    static func kind(_ intent: CoachIntent) -> String {
        switch intent {
        case .logFood: "food"
        case .logWorkout: "workout"
        case .setGoal: "goal"
        case .updateProfile: "profile"
        case .question: "question"
        default: "\(intent)"
        }
    }

    /// The tool call an intent maps to, with deterministic id and arguments.
    func toolCall(for intent: CoachIntent, id: String) -> ToolCall? {
        switch intent {
        // Each tool's arguments are typed and encoded by the tool's own type.
        case .logFood(let text, let day): return LogFoodTool.call(EntryDescription(text, day: day), id: id)
        case .logWorkout(let text, let day): return LogWorkoutTool.call(EntryDescription(text, day: day), id: id)
        case .setGoal(let goal): return SetGoalTool.call(SetGoalTool.Arguments(goal), id: id)
        case .todaySummary: return TodaySummaryTool.call(NoArguments(), id: id)
        case .updateProfile(let changes): return UpdateProfileTool.call(UpdateProfileTool.Arguments(changes), id: id)
        case .removeLast(let kind, let day, let matching):
            return RemoveLastEntryTool.call(RemoveLastEntryTool.Arguments(kind: kind, day: day, matching: matching), id: id)
        case .logWeight(let request):
            return LogWeightTool.call(LogWeightTool.Arguments(weight: request.value, unit: request.unit, date: request.date), id: id)
        case .weekSummary: return WeekSummaryTool.call(NoArguments(), id: id)
        case .suggestFood(let request): return SuggestFoodsTool.call(SuggestFoodsTool.Arguments(request), id: id)
        case .planMeals(let day): return PlanMealsTool.call(PlanMealsTool.Arguments(day: day), id: id)
        case .logPlannedMeal(let slot, let day):
            return LogPlannedMealTool.call(LogPlannedMealTool.Arguments(meal: slot.rawValue, day: day), id: id)
        case .trainingDay(let day): return TodaySessionTool.call(DayOnly(day: day), id: id)
        case .trainingPlan: return TrainingPlanTool.call(NoArguments(), id: id)
        case .logPlannedSession: return LogPlannedSessionTool.call(DayOnly(), id: id)
        default: return nil
        }
    }

    /// A direct answer, when no tool is used.
    func text(for intent: CoachIntent, line: String, composer: ReplyComposer) -> String {
        switch intent {
        case .logFood(let text, _): return composer.foodEstimate(intents.nutrition.parse(text))
        case .logWorkout(let text, _): return composer.workoutEstimate(intents.workouts.loads(in: composer.unit).parse(text))
        case .setGoal(let goal): return "I can't save goals in this chat, but noted: \(Goal(kind: goal.kind, target: goal.value).label)."
        case .todaySummary: return composer.todaySummary()
        case .updateProfile: return "I can't save that in this chat, but noted."
        case .aboutMe: return composer.aboutMe()
        case .targets: return composer.targetsAnswer()
        case .onboarding: return "Say :onboard and I'll ask a few quick questions to set up your profile."
        case .removeLast: return "I can't change the log in this chat."
        case .logWeight(let request):
            return "I can't log weigh-ins in this chat, but noted: \(Format.number(request.value))\(request.unit.map { " " + $0 } ?? "")."
        case .weekSummary: return composer.weekSentence()
        case .suggestFood, .planMeals, .logPlannedMeal: return "I can't look up meals in this chat; :suggest and :meals can."
        case .trainingDay, .trainingPlan, .logPlannedSession: return "`:plan` shows your training plan and `:plan today` the day's session."
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
