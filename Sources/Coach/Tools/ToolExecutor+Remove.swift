import LLM

extension ToolExecutor {
    /// `remove_last_entry`: takes back today's latest meal or workout (or the later of the two).
    func removeLastEntry(_ call: ToolCall, _ arguments: [String: JSONValue], day: CalendarDay) async -> ToolResult {
        var kind: LogKind?
        if let value = arguments["kind"], value != .null {
            switch value.stringValue.map(TextTools.normalize) {
            case "", "any", "last": kind = nil
            case "meal", "food": kind = .meal
            case "workout", "exercise": kind = .workout
            default: return .failure(call, "\"kind\" must be meal, workout or any")
            }
        }
        guard let eraser = ports.eraser else { return .failure(call, "removing entries is not possible here") }
        let removed: LoggedEntry?
        do { removed = try await eraser.removeLatest(kind, on: day) } catch {
            return .failure(call, "could not remove it (\(error))")
        }
        guard let removed else {
            let what = kind.map { $0 == .meal ? "meal" : "workout" } ?? "meal or workout"
            return .failure(call, "there is no \(what) logged today to remove")
        }
        var object: [String: JSONValue] = ["ok": true, "tool": .string(call.name)]
        let summary: String
        switch removed {
        case .meal(let meal):
            object["removed"] = ["kind": "meal", "description": .string(meal.description), "meal_totals": ToolJSON.macros(meal.totals)]
            summary = "Removed meal \"\(meal.description)\" (\(Format.integer(meal.totals.kcal)) kcal)"
        case .workout(let session):
            object["removed"] = ["kind": "workout", "description": .string(session.description),
                                 "sets": .array(session.sets.map(ToolJSON.set))]
            summary = "Removed workout \"\(session.description)\""
        }
        if let context = try? await ports.context(on: day) { object["today"] = ToolJSON.summary(context.summary) }
        return ToolResult(callID: call.id, name: call.name, content: JSONValue.object(object).jsonString,
                          summary: summary, isError: false)
    }
}
