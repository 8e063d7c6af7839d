/// "set up my profile": start getting to know the user (`request=onboarding`). Onboarding itself
/// takes the line when it can keep its place; this is what the coach says otherwise.
enum OnboardingAnswer: OfflineAnswer {
    static let name = "onboarding"

    static func read(_ line: OfflineLine) -> OfflineReading<NoArguments>? {
        line.phraseReading("request", "onboarding", NoArguments(), acts: [.question, .request, .statement])
    }

    static func reply(_ value: NoArguments, line: OfflineLine, composer: ReplyComposer) -> String {
        "Say :onboard and I'll ask a few quick questions to set up your profile."
    }
}
