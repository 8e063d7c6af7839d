import LLM

/// The tools the coach offers the model, written once: each is one type (see ``CoachTool``),
/// and the offline coach's intents (each declares its offline rule). Adding a tool is its file,
/// its entry here, its registration in the composition root (`ToolModule`, which builds it with
/// what it runs on; a test holds the two lists together), and the lexicon lines its rule reads.
/// Their order is the offline rules' last tie-break.
public enum CoachTools {
    static let list: [AnyCoachTool] = [
        AnyCoachTool(LogFoodTool.self), AnyCoachTool(LogWorkoutTool.self), AnyCoachTool(SetGoalTool.self),
        AnyCoachTool(TodaySummaryTool.self), AnyCoachTool(UpdateProfileTool.self), AnyCoachTool(RemoveLastEntryTool.self),
        AnyCoachTool(LogWeightTool.self), AnyCoachTool(WeekSummaryTool.self), AnyCoachTool(SuggestFoodsTool.self),
        AnyCoachTool(PlanMealsTool.self), AnyCoachTool(LogPlannedMealTool.self), AnyCoachTool(TodaySessionTool.self),
        AnyCoachTool(TrainingPlanTool.self), AnyCoachTool(ChangePlanTool.self), AnyCoachTool(LogPlannedSessionTool.self),
    ]

    /// Every tool's name, in the order of ``all``.
    package static let names: [String] = list.map(\.name)

    /// Every tool's spec, in a fixed order.
    public static let all: [ToolSpec] = list.map(\.spec)

    /// The tool called `name`.
    static func tool(named name: String) -> AnyCoachTool? { list.first { $0.name == name } }
}
