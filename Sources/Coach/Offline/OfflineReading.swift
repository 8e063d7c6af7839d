import LLM

/// What one offline rule read from a line: its typed value (a tool's `Arguments`, an answer's
/// value) and how well it explains the line.
package struct OfflineReading<Value: Sendable>: Sendable {
    package let value: Value
    package let score: RuleScore
    /// The line asks the coach to change how it speaks to the user ("can you keep it short?"):
    /// a request may do that, though it writes to the profile.
    package let isInstruction: Bool

    package init(_ value: Value, score: RuleScore, isInstruction: Bool = false) {
        self.value = value
        self.score = score
        self.isInstruction = isInstruction
    }
}

/// One rule's reading of a line, whatever its type: what the offline coach compares and acts on.
package struct OfflineChoice: Sendable {
    /// The tool's name (`log_food`), or the answer's (`greeting`).
    package let name: String
    package let score: RuleScore
    /// What the rule read: the tool's arguments, or the answer's value.
    package let value: any Sendable
    /// Where its rule stands in the lists (the tools, then the answers): the last tie-break.
    let rank: Int
    /// The line it read.
    package let line: OfflineLine
    /// For a tool: its call with the arguments read, under the id given.
    private let makeCall: (@Sendable (String) -> ToolCall)?
    /// The reply without a tool: the answer's, or what a tool says when the request does not offer it.
    private let answer: @Sendable (ReplyComposer) -> String

    init(name: String, score: RuleScore, value: any Sendable, rank: Int, line: OfflineLine, call: (@Sendable (String) -> ToolCall)?,
         answer: @escaping @Sendable (ReplyComposer) -> String) {
        self.name = name
        self.score = score
        self.value = value
        self.rank = rank
        self.line = line
        self.makeCall = call
        self.answer = answer
    }

    /// The tool call it asks for, with `id`; nil for an answer.
    package func call(id: String) -> ToolCall? { makeCall?(id) }

    /// The reply when no tool runs for it.
    package func reply(_ composer: ReplyComposer) -> String { answer(composer) }

    /// Whether no rule read the line.
    package var isFallback: Bool { name == FallbackAnswer.name }

    /// Whether it comes before `other`: more points, then more of the line explained, then more
    /// evidence, then the earlier rule.
    func precedes(_ other: OfflineChoice) -> Bool {
        let mine = (score.points, score.explained, score.evidence, -rank)
        let theirs = (other.score.points, other.score.explained, other.score.evidence, -other.rank)
        return mine > theirs
    }
}
