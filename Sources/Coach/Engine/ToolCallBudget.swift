import LLM

/// How many tool calls one turn may run: at most ``perRound`` from one reply of the model and
/// ``perTurn`` over the whole turn. A reply asking for more runs the first ones; the rest are
/// dropped before anything sees them (they are neither run nor kept in the conversation), the
/// user is told, and the model reads why in the last result it gets.
struct ToolCallBudget: Sendable {
    let perRound: Int
    let perTurn: Int
    private(set) var used = 0

    init(perRound: Int, perTurn: Int) {
        self.perRound = max(1, perRound)
        self.perTurn = max(1, perTurn)
    }

    /// True once the turn's calls are all spent: the next request offers no tools.
    var isSpent: Bool { used >= perTurn }

    /// The calls of one reply that may run, and how many were dropped.
    mutating func admit(_ calls: [ToolCall]) -> (run: [ToolCall], dropped: Int) {
        let allowed = max(0, min(perRound, perTurn - used))
        let run = Array(calls.prefix(allowed))
        used += run.count
        return (run, calls.count - run.count)
    }

    /// What the user reads when `dropped` of `asked` calls did not run.
    func userLine(asked: Int, dropped: Int) -> String {
        "the reply asked for \(asked) tool calls at once; the first \(asked - dropped) ran and the other \(dropped) did not "
            + "(at most \(perRound) at once and \(perTurn) in one reply)"
    }

    /// `result` with a note for the model that `dropped` calls after it were not run.
    func noting(dropped: Int, in result: ToolResult) -> ToolResult {
        let note = "\(dropped) more tool call\(dropped == 1 ? " was" : "s were") not run: at most \(perRound) tool calls at once "
            + "and \(perTurn) in one reply. Tell the user what was not done; do not repeat them all."
        var copy = result
        if case .object(var object)? = try? JSONValue(parsing: result.content) {
            object["note"] = .string(note)
            copy.content = JSONValue.object(object).jsonString
        } else {
            copy.content = JSONValue.object(["result": .string(result.content), "note": .string(note)]).jsonString
        }
        return copy
    }
}
