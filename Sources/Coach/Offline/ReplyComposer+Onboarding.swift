extension ReplyComposer {
    /// "Set up my profile": the first open topic's question, or what is already known.
    func onboardingStart() -> String {
        guard let first = OnboardingTopic.next(after: nil, in: context.profile) else {
            return aboutMe() + "\n\nThat covers the basics. Tell me any time something changes (\"I weigh 79 kg\")."
        }
        let intro = context.profile.filledFields.isEmpty
            ? "Let's get to know each other: a few quick questions."
            : "Let's fill in the rest of your profile."
        return intro + " Say \"skip\" to pass one, \"back\" to go back, or \"later\" to stop.\n\n" + first.question
    }

    /// After `topic` was answered or skipped: the next open topic's question, or the wrap-up.
    func onboardingNext(after topic: OnboardingTopic) -> String {
        if let next = OnboardingTopic.next(after: topic, in: context.profile) { return next.question }
        let open = OnboardingTopic.allCases.filter { !$0.isAnswered(in: context.profile) }
        var text = "That's everything I wanted to ask. " + aboutMe()
        if !open.isEmpty {
            text += "\n\nSay \"set up my profile\" any time to answer the \(open.count == 1 ? "one" : "ones") you skipped."
        } else {
            text += "\n\nTell me any time something changes (\"I weigh 79 kg\", \"keep it short\")."
        }
        return text
    }

    func onboardingPaused() -> String {
        "No problem — say \"set up my profile\" whenever you want to carry on."
    }
}
