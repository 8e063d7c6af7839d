/// When to tell the user that the oldest turns were left out of the model's view: the
/// first time in a conversation, then again only once the number left out has doubled, so
/// a long conversation hears it a handful of times, not on every turn. Each conversation
/// scope has its own (in ``ConversationState``).
struct TrimNotice: Sendable {
    private var told = 0

    /// Whether to say it now that `dropped` turns are left out.
    mutating func shouldTell(dropped: Int) -> Bool {
        guard dropped > 0, told == 0 || dropped >= told * 2 else { return false }
        told = dropped
        return true
    }
}
