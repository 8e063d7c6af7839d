import LLM

/// Runs the model's tool calls locally against the ports. Never throws and never crashes on bad
/// arguments: every problem becomes an error ``ToolResult`` the model (and the user) can read.
public struct ToolExecutor: Sendable {
    /// Where logs and goals are stored.
    public let ports: CoachPorts
    /// Reads `log_food` descriptions.
    public let nutrition: NutritionParser
    /// Reads `log_workout` descriptions.
    public let workouts: WorkoutParser
    /// Estimates foods the list doesn't know (nil: they are reported as unknown).
    public let estimator: (any NutritionEstimator)?
    private let today: @Sendable () -> CalendarDay

    /// - Parameters:
    ///   - estimator: optional; asked about unknown foods, its validated items are logged as estimates.
    ///   - today: the current day (injected; the executor never reads the clock).
    public init(ports: CoachPorts, nutrition: NutritionParser, workouts: WorkoutParser,
                estimator: (any NutritionEstimator)? = nil, today: @escaping @Sendable () -> CalendarDay) {
        self.ports = ports
        self.nutrition = nutrition
        self.workouts = workouts
        self.estimator = estimator
        self.today = today
    }

    /// The parsers built from `resources`.
    public init(ports: CoachPorts, resources: CoachResources, estimator: (any NutritionEstimator)? = nil,
                today: @escaping @Sendable () -> CalendarDay) {
        self.init(ports: ports, nutrition: NutritionParser(foods: resources.foods),
                  workouts: WorkoutParser(exercises: resources.exercises), estimator: estimator, today: today)
    }

    /// Runs `call` and returns its result.
    public func execute(_ call: ToolCall) async -> ToolResult {
        let arguments: [String: JSONValue]
        do {
            let parsed = try call.parsedArguments()
            if parsed == .null {
                arguments = [:]   // some models send `null` for "no arguments"
            } else if let object = parsed.objectValue {
                arguments = object
            } else {
                return .failure(call, "the arguments must be a JSON object")
            }
        } catch {
            return .failure(call, "the arguments are not valid JSON")
        }
        switch call.name {
        case CoachTools.logFood: return await logFood(call, arguments)
        case CoachTools.logWorkout: return await logWorkout(call, arguments)
        case CoachTools.setGoal: return await setGoal(call, arguments)
        case CoachTools.todaySummary: return await summary(call)
        case CoachTools.updateProfile: return await updateProfile(call, arguments)
        case CoachTools.removeLastEntry: return await removeLastEntry(call, arguments, day: today())
        default:
            let known = CoachTools.all.map(\.name).joined(separator: ", ")
            return .failure(call, "unknown tool \"\(call.name)\" (known: \(known))")
        }
    }

    private func description(_ arguments: [String: JSONValue]) -> Result<String, DescriptionError> {
        guard let value = arguments["description"] else { return .failure(.missing) }
        guard let text = value.stringValue else { return .failure(.notText) }
        let trimmed = TextTools.collapse(text)
        if trimmed.isEmpty { return .failure(.missing) }
        if trimmed.count > 2_000 { return .failure(.tooLong) }
        return .success(trimmed)
    }

    private enum DescriptionError: Error {
        case missing, notText, tooLong
        var message: String {
            switch self {
            case .missing: "missing \"description\" (what was eaten or done)"
            case .notText: "\"description\" must be text"
            case .tooLong: "\"description\" is longer than 2000 characters"
            }
        }
    }

    private func logFood(_ call: ToolCall, _ arguments: [String: JSONValue]) async -> ToolResult {
        let text: String
        switch description(arguments) {
        case .success(let value): text = value
        case .failure(let error): return .failure(call, error.message)
        }
        var parse = nutrition.parse(text)
        if let estimator, parse.unrecognized.contains(where: { $0.reason.hasPrefix("unknown food") }) {
            parse = await estimateUnknown(parse, with: estimator)
        }
        guard !parse.items.isEmpty else {
            let parts = parse.unrecognized.isEmpty ? "\"\(text)\"" : Format.list(parse.unrecognized.map { "\"\($0.text)\"" })
            return .failure(call, "no food I know in \(parts) — give a common food name and an amount, "
                + "e.g. \"150 g grilled salmon\"")
        }
        let day = today()
        do { try await ports.nutrition.addMeal(MealEntry(day: day, description: text, items: parse.items)) } catch {
            return .failure(call, "could not save the meal (\(error))")
        }
        var summaryLine = "Logged \(parse.items.count == 1 ? parse.items[0].label : "\(parse.items.count) items"): "
            + "\(Format.integer(parse.totals.kcal)) kcal, \(Format.number(parse.totals.protein)) g protein"
        if !parse.unrecognized.isEmpty {
            summaryLine += "; not recognised: " + parse.unrecognized.map(\.text).joined(separator: ", ")
        }
        var object: [String: JSONValue] = [
            "ok": true, "tool": .string(call.name),
            "logged": .array(parse.items.map(ToolJSON.item)),
            "meal_totals": ToolJSON.macros(parse.totals),
            "unrecognized": ToolJSON.unrecognized(parse.unrecognized),
        ]
        if let context = try? await ports.context(on: day) { object["today"] = ToolJSON.summary(context.summary) }
        return ToolResult(callID: call.id, name: call.name, content: JSONValue.object(object).jsonString,
                          summary: summaryLine, isError: false)
    }

    /// Asks the estimator about the unknown parts; refused estimates stay unknown, with the reason.
    private func estimateUnknown(_ parse: NutritionParse, with estimator: any NutritionEstimator) async -> NutritionParse {
        var result = NutritionParse(items: parse.items, unrecognized: [])
        for part in parse.unrecognized {
            guard part.reason.hasPrefix("unknown food") else {
                result.unrecognized.append(part)
                continue
            }
            do {
                let items = try await estimator.estimate(part.text)
                if items.isEmpty { result.unrecognized.append(part) } else { result.items += items }
            } catch {
                result.unrecognized.append(UnrecognizedPart(text: part.text, reason: "unknown food; estimate refused (\(error))"))
            }
        }
        return result
    }

    private func logWorkout(_ call: ToolCall, _ arguments: [String: JSONValue]) async -> ToolResult {
        let text: String
        switch description(arguments) {
        case .success(let value): text = value
        case .failure(let error): return .failure(call, error.message)
        }
        let parse = workouts.parse(text)
        guard !parse.sets.isEmpty else {
            let parts = parse.unrecognized.isEmpty ? "\"\(text)\""
                : Format.list(parse.unrecognized.map { "\"\($0.text)\" (\($0.reason))" })
            return .failure(call, "nothing I could log in \(parts) — write it like \"squat 3x5 100kg\" or "
                + "\"ran 5 km in 28 min\"")
        }
        let day = today()
        do { try await ports.workouts.addSession(WorkoutSession(day: day, description: text, sets: parse.sets)) } catch {
            return .failure(call, "could not save the workout (\(error))")
        }
        var summaryLine = "Logged " + parse.sets.map(\.label).joined(separator: "; ")
        if !parse.unrecognized.isEmpty {
            summaryLine += "; not recognised: " + parse.unrecognized.map(\.text).joined(separator: ", ")
        }
        var object: [String: JSONValue] = [
            "ok": true, "tool": .string(call.name),
            "logged": .array(parse.sets.map(ToolJSON.set)),
            "volume_kg": ToolJSON.number(parse.volumeKg),
            "unrecognized": ToolJSON.unrecognized(parse.unrecognized),
        ]
        if let context = try? await ports.context(on: day) { object["today"] = ToolJSON.summary(context.summary) }
        return ToolResult(callID: call.id, name: call.name, content: JSONValue.object(object).jsonString,
                          summary: summaryLine, isError: false)
    }

    private func setGoal(_ call: ToolCall, _ arguments: [String: JSONValue]) async -> ToolResult {
        let goal: Goal
        switch GoalArguments.goal(from: arguments) {
        case .success(let value): goal = value
        case .failure(let error): return .failure(call, error.message)
        }
        do { try await ports.goals.setGoal(goal) } catch {
            return .failure(call, "could not save the goal (\(error))")
        }
        var object: [String: JSONValue] = ["ok": true, "tool": .string(call.name), "goal": ToolJSON.goal(goal)]
        if let context = try? await ports.context(on: today()) { object["today"] = ToolJSON.summary(context.summary) }
        return ToolResult(callID: call.id, name: call.name, content: JSONValue.object(object).jsonString,
                          summary: "Goal set: \(goal.label)", isError: false)
    }

    private func summary(_ call: ToolCall) async -> ToolResult {
        let context: CoachContext
        do { context = try await ports.context(on: today()) } catch {
            return .failure(call, "could not read today's log (\(error))")
        }
        let object: JSONValue = ["ok": true, "tool": .string(call.name), "today": ToolJSON.summary(context.summary)]
        let totals = context.summary.totals
        return ToolResult(callID: call.id, name: call.name, content: object.jsonString,
                          summary: "Today: \(Format.integer(totals.kcal)) kcal, \(Format.number(totals.protein)) g protein, "
                              + "\(context.summary.sessions.count) workout(s)",
                          isError: false)
    }
}
