import CoachDomain

/// A target the user set by hand, as the intent parser read it.
public struct GoalRequest: Sendable, Hashable {
    public var kind: GoalKind
    public var value: Double
    public var unit: String?

    public init(kind: GoalKind, value: Double, unit: String? = nil) {
        self.kind = kind
        self.value = value
        self.unit = unit
    }
}

/// What a user line asks for.
public enum CoachIntent: Sendable, Hashable {
    /// Log food; the description to log, and the day when the line names one ("yesterday",
    /// a weekday, YYYY-MM-DD, as ``DayArgument`` reads it; nil: today).
    case logFood(String, day: String? = nil)
    /// Log a workout; the description to log, and the day as for food.
    case logWorkout(String, day: String? = nil)
    case setGoal(GoalRequest)
    case todaySummary
    /// Remember facts about the user: every fact the line states (refused values included, so
    /// that the tool says why).
    case updateProfile(ProfileChanges)
    /// Log a weigh-in ("I weighed 80.9 this morning", "yesterday I was 82").
    case logWeight(WeighInRequest)
    /// "How am I doing this week?": the last seven days, as `:week` shows them.
    case weekSummary
    /// Take back the latest entry (of a kind, or whichever came last) of today, or of the day
    /// the line names; with `matching`, the latest one those words name ("I didn't eat the
    /// pizza yesterday").
    case removeLast(LogKind?, day: String? = nil, matching: String? = nil)
    /// "What should I eat for dinner?", "I have 40 g protein and 600 kcal left": options fitting what is left.
    case suggestFood(SuggestionRequest)
    /// "Plan my meals for tomorrow": a day of meals on that day's targets (the day as for food).
    case planMeals(day: String? = nil)
    /// "Log my breakfast from the plan": that meal of the day's plan, logged.
    case logPlannedMeal(MealSlot, day: String? = nil)
    /// "Set up my profile": start (or resume) getting to know the user.
    case onboarding
    /// "What's my name?", "what do you know about me?": the profile, read back.
    case aboutMe
    /// "How many calories should I eat?": the user's targets and what is left today.
    case targets
    /// A coaching question answered by the library entry with this id.
    case question(topicID: String)
    case greeting
    case thanks
    /// "good night", "bye".
    case farewell
    case help
    /// "What should I train today?": the plan's session of the day named (nil: today).
    case trainingDay(day: String?)
    /// "Make me a workout plan": the plan.
    case trainingPlan
    /// "Done", "did it all": the day's session logged as prescribed.
    case logPlannedSession
    case unknown

    /// Whether the coach acts on it through a tool.
    public var isActionable: Bool {
        switch self {
        case .logFood, .logWorkout, .setGoal, .todaySummary, .updateProfile, .removeLast, .logWeight, .weekSummary, .suggestFood,
             .planMeals, .logPlannedMeal, .trainingDay, .trainingPlan, .logPlannedSession: true
        default: false
        }
    }
}
