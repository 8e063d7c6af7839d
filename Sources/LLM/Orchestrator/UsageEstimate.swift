/// Tokens of a call whose server reported none (llama.cpp and several compatible servers
/// send no usage in a stream): estimated at four bytes a token, marked estimated.
enum UsageEstimate {
    /// The server's usage when it reported some, else an estimate from the request and what
    /// came back. Nil when nothing came back and nothing was reported.
    static func settle(_ reported: Usage?, request: ChatRequest, text: String, toolCalls: [ToolCall]) -> Usage? {
        let producedSomething = !text.isEmpty || !toolCalls.isEmpty
        if let reported, reported.outputTokens > 0 || !producedSomething { return reported }
        guard producedSomething else { return nil }
        let output = ContextTrimmer.estimate(text)
            + toolCalls.reduce(0) { $0 + ContextTrimmer.estimate($1.name) + ContextTrimmer.estimate($1.arguments) }
        let input = reported.map(\.inputTokens).flatMap { $0 > 0 ? $0 : nil } ?? inputTokens(of: request)
        return Usage(inputTokens: input, outputTokens: max(output, 1), isEstimated: true)
    }

    static func inputTokens(of request: ChatRequest) -> Int {
        ContextTrimmer.estimate(request.system ?? "")
            + request.messages.reduce(0) { $0 + ContextTrimmer.estimate($1) }
            + request.tools.reduce(0) { $0 + ContextTrimmer.estimate($1.description) + ContextTrimmer.estimate($1.parameters.jsonString) }
    }
}
