/// Shortens a request that overflowed the model's context window: drops the oldest turns,
/// keeping the system prompt, the tools and the last turn (the last user message and what
/// follows it). Turns are dropped whole — a user message with the assistant replies, tool
/// calls and tool results after it — so a tool call never loses its result.
enum ContextTrimmer {
    /// The trimmed request and how many messages were dropped, or nil when nothing can go.
    /// - Parameters:
    ///   - contextWindow: the model's window in tokens, if known. Turns are dropped until the
    ///     estimate fits `target` of it (minus the reply's `maxTokens`); with no window, or
    ///     when the estimate already fits (estimates are rough), the older half of the turns go.
    static func trim(_ request: ChatRequest, contextWindow: Int?, target: Double) -> (request: ChatRequest, dropped: Int)? {
        let groups = turns(of: request.messages)
        guard groups.count > 1 else { return nil }
        let droppable = groups.count - 1
        let fixed = estimate(request.system ?? "") + request.tools.reduce(0) { $0 + estimate($1.description) + estimate($1.parameters.jsonString) }
        let sizes = groups.map { group in group.reduce(0) { $0 + estimate($1) } }
        var dropCount = 0
        if let contextWindow, contextWindow > 0 {
            let budget = Int(Double(contextWindow) * target) - (request.maxTokens ?? 0) - fixed
            var total = sizes.reduce(0, +)
            while dropCount < droppable, total > budget {
                total -= sizes[dropCount]
                dropCount += 1
            }
        }
        if dropCount == 0 { dropCount = max(1, (droppable + 1) / 2) }
        var trimmed = request
        trimmed.messages = Array(groups.dropFirst(dropCount).joined())
        return (trimmed, request.messages.count - trimmed.messages.count)
    }

    /// The messages split into turns: each user message starts one (messages before the first
    /// user message form a turn of their own).
    static func turns(of messages: [ChatMessage]) -> [[ChatMessage]] {
        var groups: [[ChatMessage]] = []
        for message in messages {
            if message.role == .user || groups.isEmpty {
                groups.append([message])
            } else {
                groups[groups.count - 1].append(message)
            }
        }
        return groups
    }

    /// A rough token count: four bytes a token, plus a few for the message's framing.
    static func estimate(_ message: ChatMessage) -> Int {
        estimate(message.content) + message.toolCalls.reduce(0) { $0 + estimate($1.name) + estimate($1.arguments) } + 4
    }

    static func estimate(_ text: String) -> Int {
        (text.utf8.count + 3) / 4
    }
}
