import LLM

/// What running a tool call produced: JSON text for the model and a short line for the user.
public struct ToolResult: Sendable, Hashable {
    /// The call this answers.
    public var callID: String
    public var name: String
    /// JSON text sent back to the model as the tool message (always an object with `"ok"`).
    public var content: String
    /// One short human line, e.g. "Logged 2 items: 215 kcal, 14 g protein".
    public var summary: String
    public var isError: Bool

    public init(callID: String, name: String, content: String, summary: String, isError: Bool) {
        self.callID = callID
        self.name = name
        self.content = content
        self.summary = summary
        self.isError = isError
    }

    /// The tool message to append to the conversation.
    public var message: ChatMessage { .tool(content, callID: callID, name: name) }

    static func failure(_ call: ToolCall, _ message: String) -> ToolResult {
        let json: JSONValue = ["ok": false, "tool": .string(call.name), "error": .string(message)]
        return ToolResult(callID: call.id, name: call.name, content: json.jsonString,
                          summary: "\(call.name) failed: \(message)", isError: true)
    }
}

/// JSON encodings of the coach's values for tool results.
enum ToolJSON {
    static func number(_ value: Double) -> JSONValue { .number((value * 10).rounded() / 10) }

    static func macros(_ m: Macros) -> JSONValue {
        ["kcal": .number(m.kcal.rounded()), "protein": number(m.protein), "carbs": number(m.carbs), "fat": number(m.fat)]
    }

    static func item(_ item: FoodItem) -> JSONValue {
        ["name": .string(item.name), "label": .string(item.label), "quantity": number(item.quantity), "unit": .string(item.unit),
         "grams": number(item.grams), "kcal": .number(item.kcal.rounded()), "protein": number(item.protein),
         "carbs": number(item.carbs), "fat": number(item.fat), "estimated": .bool(item.isEstimate)]
    }

    static func set(_ set: WorkoutSet) -> JSONValue {
        var object: [String: JSONValue] = [
            "exercise": .string(set.exercise), "kind": .string(set.kind.rawValue), "sets": .number(Double(set.sets)),
            "reps": .number(Double(set.reps)), "volume_kg": number(set.volumeKg), "label": .string(set.label),
        ]
        if let weight = set.weightKg { object["weight_kg"] = number(weight) }
        if let e1rm = set.estimatedOneRepMaxKg { object["estimated_1rm_kg"] = number(e1rm) }
        if let km = set.distanceKm { object["distance_km"] = number(km) }
        if let minutes = set.durationMinutes { object["duration_min"] = number(minutes) }
        if let pace = set.paceMinutesPerKm { object["pace_min_per_km"] = number(pace) }
        return .object(object)
    }

    static func goal(_ goal: Goal) -> JSONValue {
        var object: [String: JSONValue] = ["kind": .string(goal.kind.rawValue), "label": .string(goal.label)]
        if let target = goal.target { object["target"] = number(target); object["unit"] = .string(goal.unit) }
        if let focus = goal.focus { object["focus"] = .string(focus.rawValue) }
        return .object(object)
    }

    static func unrecognized(_ parts: [UnrecognizedPart]) -> JSONValue {
        .array(parts.map { ["text": .string($0.text), "reason": .string($0.reason)] })
    }

    static func summary(_ summary: DailySummary) -> JSONValue {
        ["date": .string(summary.day.iso),
         "totals": macros(summary.totals),
         "meals": .array(summary.meals.map { ["description": .string($0.description), "totals": macros($0.totals)] }),
         "workouts_today": .array(summary.sessions.map { .string($0.sets.map(\.label).joined(separator: "; ")) }),
         "volume_kg_today": number(summary.volumeKg),
         "workout_days_this_week": .number(Double(summary.workoutDaysThisWeek)),
         "goals": .array(summary.goals.map(goal)),
         "progress": .array(summary.progressLines.map { .string($0) })]
    }
}
