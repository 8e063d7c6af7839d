/// A goal the user asked for, as the intent parser read it.
public struct GoalRequest: Sendable, Hashable {
    public var kind: GoalKind
    public var value: Double?
    public var unit: String?
    public var focus: GoalFocus?

    public init(kind: GoalKind, value: Double? = nil, unit: String? = nil, focus: GoalFocus? = nil) {
        self.kind = kind
        self.value = value
        self.unit = unit
        self.focus = focus
    }
}

/// What a user line asks for.
public enum CoachIntent: Sendable, Hashable {
    /// Log food; the description to log.
    case logFood(String)
    /// Log a workout; the description to log.
    case logWorkout(String)
    case setGoal(GoalRequest)
    case todaySummary
    /// Remember facts about the user (name, body weight).
    case updateProfile(ProfileUpdate)
    /// Take back today's latest entry (of a kind, or whichever came last).
    case removeLast(LogKind?)
    /// "Set up my profile": start (or resume) getting to know the user.
    case onboarding
    /// "What's my name?", "what do you know about me?": the profile, read back.
    case aboutMe
    /// A coaching question answered by the library entry with this id.
    case question(topicID: String)
    case greeting
    case thanks
    /// "good night", "bye".
    case farewell
    case help
    case unknown

    /// Whether the coach acts on it through a tool.
    public var isActionable: Bool {
        switch self {
        case .logFood, .logWorkout, .setGoal, .todaySummary, .updateProfile, .removeLast: true
        default: false
        }
    }
}
