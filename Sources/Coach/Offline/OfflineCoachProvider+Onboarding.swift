import LLM

extension OfflineCoachProvider {
    /// The onboarding question the user's latest message answers: the coach's message just
    /// before it, when that message ends with a topic's question.
    static func pendingTopic(_ messages: [ChatMessage]) -> OnboardingTopic? {
        guard let user = messages.lastIndex(where: { $0.role == .user }), user > 0 else { return nil }
        let before = messages[user - 1]
        guard before.role == .assistant, before.toolCalls.isEmpty else { return nil }
        return OnboardingTopic.asked(in: before.content)
    }

    /// The reply to `line` when it answers an onboarding question: `update_profile` with the
    /// answer, or the next, previous or no question. Nil when onboarding is not under way or
    /// the line is about something else (then it is handled as usual).
    func onboardingTurn(_ request: ChatRequest, line: String, intent: CoachIntent, tools: Set<String>) async throws -> [ChatEvent]? {
        guard let topic = Self.pendingTopic(request.messages) else { return nil }
        let composer: ReplyComposer
        switch OnboardingAnswer.read(line, topic: topic, intent: intent) {
        case .elsewhere:
            return nil
        case .answer(let arguments):
            guard tools.contains(CoachTools.updateProfile) else { return nil }
            let call = ToolCall(id: "call_offline_\(request.messages.count)", name: CoachTools.updateProfile,
                                arguments: JSONValue.object(arguments).jsonString)
            let usage = Usage(inputTokens: TokenEstimator.estimate(request), outputTokens: TokenEstimator.estimate(call.arguments) + 8)
            return [.toolCall(call), .usage(usage), .done(.toolCalls)]
        case .skip:
            composer = try await self.composer()
            return textEvents(composer.onboardingNext(after: topic), request: request)
        case .back:
            return textEvents((topic.previous ?? topic).question, request: request)
        case .stop:
            composer = try await self.composer()
            return textEvents(composer.onboardingPaused(), request: request)
        case .unclear:
            return textEvents("I didn't catch that. " + topic.question, request: request)
        }
    }
}
