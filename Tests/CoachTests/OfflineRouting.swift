@testable import Coach
@testable import CoachDomain
import LLM

/// The offline coach's reading of a line as tests compare it: the tool or answer chosen and,
/// for a tool, its arguments as the call carries them (JSON, keys sorted); for a coaching
/// question, the library entry.
struct Routed: Equatable, CustomStringConvertible {
    let name: String
    let detail: String?

    /// `tool` with `arguments`, encoded by the tool's own type.
    static func tool<Tool: CoachTool>(_ tool: Tool.Type, _ arguments: Tool.Arguments) -> Routed {
        Routed(name: Tool.name, detail: Tool.call(arguments, id: "").arguments)
    }

    /// An answer without a tool.
    static func answer(_ name: String) -> Routed { Routed(name: name, detail: nil) }

    /// The coaching library's entry `id`.
    static func question(_ id: String) -> Routed { Routed(name: LibraryAnswer.name, detail: id) }

    var description: String { detail.map { "\(name) \($0)" } ?? name }

    static let greeting = answer(GreetingAnswer.name)
    static let thanks = answer(ThanksAnswer.name)
    static let farewell = answer(FarewellAnswer.name)
    static let help = answer(HelpAnswer.name)
    static let aboutMe = answer(AboutMeAnswer.name)
    static let targets = answer(TargetsAnswer.name)
    static let onboarding = answer(OnboardingAnswer.name)
    static let unknown = answer(FallbackAnswer.name)
    static let situation = answer(SituationRule.name)
    static let todaySummary = tool(TodaySummaryTool.self, NoArguments())
    static let weekSummary = tool(WeekSummaryTool.self, NoArguments())
    static let trainingPlan = tool(TrainingPlanTool.self, NoArguments())
    static let logPlannedSession = tool(LogPlannedSessionTool.self, DayOnly())

    static func logFood(_ text: String, day: String? = nil) -> Routed { tool(LogFoodTool.self, EntryDescription(text, day: day)) }
    static func logWorkout(_ text: String, day: String? = nil) -> Routed { tool(LogWorkoutTool.self, EntryDescription(text, day: day)) }
    static func setGoal(_ goal: GoalRequest) -> Routed { tool(SetGoalTool.self, SetGoalTool.Arguments(goal)) }
    static func removeLast(_ kind: LogKind?, day: String? = nil, matching: String? = nil) -> Routed {
        tool(RemoveLastEntryTool.self, RemoveLastEntryTool.Arguments(kind: kind, day: day, matching: matching))
    }
    static func logWeight(_ weight: Double, unit: String? = nil, date: String? = nil) -> Routed {
        tool(LogWeightTool.self, LogWeightTool.Arguments(weight: weight, unit: unit, date: date))
    }
    static func suggestFood(_ request: SuggestionRequest) -> Routed { tool(SuggestFoodsTool.self, SuggestFoodsTool.Arguments(request)) }
    static func planMeals(day: String? = nil) -> Routed { tool(PlanMealsTool.self, PlanMealsTool.Arguments(day: day)) }
    static func logPlannedMeal(_ slot: MealSlot, day: String? = nil) -> Routed {
        tool(LogPlannedMealTool.self, LogPlannedMealTool.Arguments(meal: slot.rawValue, day: day))
    }
    static func trainingDay(day: String?) -> Routed { tool(TodaySessionTool.self, DayOnly(day: day)) }
}

/// The offline rules over the fixtures' data, on the fixtures' day.
enum Rules {
    static let readers = OfflineReaders(resources: Fixtures.resources)

    /// The best reading of `line`.
    static func choose(_ line: String, profile: Profile = Profile(), asked: String? = nil) -> OfflineChoice {
        readers.choose(line, profile: profile, today: Fixtures.day, asked: asked)
    }

    /// The best reading of `line`, as tests compare it.
    static func route(_ line: String, profile: Profile = Profile(), asked: String? = nil) -> Routed {
        routed(choose(line, profile: profile, asked: asked))
    }

    static func routed(_ choice: OfflineChoice) -> Routed {
        if let call = choice.call(id: "") { return Routed(name: choice.name, detail: call.arguments) }
        if let entry = choice.value as? CoachingEntry { return .question(entry.id) }
        return .answer(choice.name)
    }

    /// The profile changes an `update_profile` reading carries, if it is one.
    static func profileChanges(_ line: String, profile: Profile = Profile()) -> [String: JSONValue]? {
        let choice = choose(line, profile: profile)
        guard choice.name == UpdateProfileTool.name, let arguments = choice.value as? UpdateProfileTool.Arguments else { return nil }
        return arguments.values
    }
}
