@testable import Coach
@testable import CoachDomain
@testable import CoachLanguage
import LLM
import Testing

/// How the offline rules choose: by score, the act gating what writes, the lexicon's values
/// each known to a rule, and the lines users saw misread routed as they should be.
@Suite("Offline rules: scores, acts and the lexicon")
struct OfflineRulesDesignTests {
    /// The readings of `line`, best first, as names.
    static func names(_ line: String) -> [String] {
        Rules.readers.readings(of: Rules.readers.line(line, today: Fixtures.day)).map(\.name)
    }

    static func score(_ line: String, as name: String) -> RuleScore? {
        Rules.readers.readings(of: Rules.readers.line(line, today: Fixtures.day)).first { $0.name == name }?.score
    }

    @Test("the rule that explains more of the line wins: the week over today, a plan over options, a workout over a fact")
    func coverageDecides() throws {
        let week = try #require(Self.score("how am I doing this week?", as: WeekSummaryTool.name))
        let today = try #require(Self.score("how am I doing this week?", as: TodaySummaryTool.name))
        #expect(week.explained == 6 && today.explained == 4 && week > today)
        let plan = try #require(Self.score("what should I eat today?", as: PlanMealsTool.name))
        let options = try #require(Self.score("what should I eat today?", as: SuggestFoodsTool.name))
        #expect(plan.evidence == 3 && options.evidence == 2 && plan > options, "the plan's phrase is strong")
        let workout = try #require(Self.score("bench 60 x 8,8,7, last set only 6", as: LogWorkoutTool.name))
        #expect(workout.explained == workout.total)
        if let fact = Self.score("bench 60 x 8,8,7, last set only 6", as: UpdateProfileTool.name) { #expect(fact < workout) }
    }

    @Test("a library keyword is weak evidence: a request of the coach's own wins on the same words")
    func libraryIsAHint() throws {
        let suggest = try #require(Self.score("what should I eat for dinner?", as: SuggestFoodsTool.name))
        let library = try #require(Self.score("what should I eat for dinner?", as: LibraryAnswer.name))
        #expect(library.evidence == 1 && suggest.evidence == 4 && suggest > library)
        #expect(Self.names("what should I eat before a workout?").first == LibraryAnswer.name, "the request's words do not cover it")
    }

    @Test("the points: evidence, then up to 10 for the share of the line explained, then 3 when the act fits")
    func points() {
        #expect(RuleScore(evidence: 4, explained: 6, total: 6, actFits: true).points == 17)
        #expect(RuleScore(evidence: 2, explained: 4, total: 6, actFits: false).points == 9)
        #expect(RuleScore(evidence: 1, explained: 1, total: 3, actFits: false).points == 4)
        #expect(RuleScore.none.points == 0)
        #expect(RuleScore(evidence: 2, explained: 4, total: 6, actFits: false) < RuleScore(evidence: 2, explained: 5, total: 6, actFits: false))
    }

    @Test("ties go to the earlier rule: the tools in CoachTools order, then the answers; the fallback last")
    func tieBreak() {
        #expect(Self.names("xyzzy") == [FallbackAnswer.name])
        #expect(Self.names("hello").last == FallbackAnswer.name)
        #expect(CoachTools.names.firstIndex(of: SetGoalTool.name)! < CoachTools.names.firstIndex(of: UpdateProfileTool.name)!)
    }

    @Test("a statement about training days is the profile's, the same number of workouts set by hand a goal")
    func profileOrGoal() {
        #expect(Rules.route("I want to train 4 times a week").name == UpdateProfileTool.name)
        #expect(Rules.route("4 workouts a week") == .setGoal(GoalRequest(kind: .weeklyWorkouts, value: 4, unit: "workouts")))
    }

    @Test("a writing tool's rule is dropped for a question; a request may still ask the coach to speak differently")
    func actsGateWrites() {
        #expect(Self.names("can I have 2 eggs?").contains(LogFoodTool.name) == false)
        #expect(Self.names("I had 2 eggs").first == LogFoodTool.name)
        #expect(Rules.route("can you keep it short?") == .tool(UpdateProfileTool.self, UpdateProfileTool.Arguments(values: ["detail_level": "brief"])))
        #expect(Rules.profileChanges("can you tell me what I'm allergic to, I'm vegan?") == nil, "a question states no diet")
    }

    /// Values of the rules' slots in `data/lexicon`, each one a rule reads (written by hand).
    @Test("every value of the rules' slots is one a rule reads", arguments: [
        ("report", ["food", "workout", "activity", "any"]), ("summary", ["today"]), ("progress", ["ask"]), ("period", ["week"]),
        ("request", ["targets", "about_me", "onboarding", "help"]), ("social", ["greeting", "thanks", "farewell"]),
        ("training", ["today", "plan", "done"]), ("meals", ["plan", "suggest", "from_plan", "left", "free", "word"]),
        ("meal", ["breakfast", "lunch", "dinner", "snack"]), ("nutrient", ["protein"]), ("removal", ["undo", "lead", "said", "pointer"]),
        ("entry", ["meal", "workout", "any"]), ("denied", ["meal", "workout"]), ("weighin", ["lead", "dated", "about", "after"]),
        ("goal_kind", ["daily_kcal", "daily_protein", "daily_carbs", "daily_fat", "daily_fibre", "weekly_workouts"]),
        ("goal_unit", ["workouts"]),
    ])
    func slotValues(slot: String, known: [String]) {
        let values = Set(Fixtures.resources.language.lexicon.values(of: slot))
        #expect(values == Set(known), "\(slot): \(values.subtracting(known)) unknown, \(Set(known).subtracting(values)) unused")
    }

    @Test("goal kinds and meal slots in the lexicon are the domain's")
    func domainValues() {
        for value in Fixtures.resources.language.lexicon.values(of: "goal_kind") { #expect(GoalKind(rawValue: value) != nil, "\(value)") }
        for value in Fixtures.resources.language.lexicon.values(of: "meal") { #expect(MealSlot(rawValue: value) != nil, "\(value)") }
        for value in Fixtures.resources.language.lexicon.values(of: "denied") { #expect(LogKind(rawValue: value) != nil, "\(value)") }
    }
}

/// The lines users saw misread, routed as they should be. The details of a fact or an activity
/// are the profile's and the workout parser's to read; the routing is the rules'.
@Suite("Offline rules: misreadings users saw")
struct MisreadingRoutingTests {
    @Test("a request for a meal without a food is a suggestion, and the profile is left alone", arguments: [
        "suggest a dinner without gluten please", "give me a lunch idea with no dairy",
    ])
    func requestsAreNotFacts(line: String) {
        #expect(Rules.route(line).name == SuggestFoodsTool.name)
        #expect(!OfflineRulesDesignTests.names(line).contains(UpdateProfileTool.name))
    }

    @Test("activities said in words are workouts, never the profile's activity level", arguments: [
        "walked 10k steps", "hiked for two hours this morning", "played tennis for an hour", "bench 60 x 8,8,7, last set only 6",
        "walked the dog for an hour", "12,000 steps today",
    ])
    func activitiesAreWorkouts(line: String) {
        #expect(Rules.route(line).name == LogWorkoutTool.name, "\(line)")
    }

    @Test("a carried unit is the workout parser's: the whole line goes to log_workout")
    func carriedUnit() {
        #expect(Rules.route("deadlift 5x5 135lbs, then romanian deadlifts 3x8 95")
                == .logWorkout("deadlift 5x5 135lbs, then romanian deadlifts 3x8 95"))
    }

    @Test("introductions are the profile's", arguments: ["Marco here, 27 yo guy", "I'm Ana, 33, woman"])
    func introductions(line: String) {
        #expect(Rules.route(line).name == UpdateProfileTool.name, "\(line)")
        #expect(Rules.profileChanges(line)?["age"] != nil)
    }

    @Test("an amount to lose is the profile's goal, never a body weight nor an undo", arguments: [
        "drop the baby weight, maybe 20 pounds", "shed the last 15", "I want to drop 20 pounds", "lose 20 pounds",
    ])
    func amountsToLose(line: String) {
        let route = Rules.route(line)
        #expect(route.name != RemoveLastEntryTool.name && route.name != LogWeightTool.name, "\(line): \(route)")
        #expect(Rules.profileChanges(line)?["weight"] == nil, "\(line) is no body weight")
        // Whatever the profile's reader reads in it (the goal, a target weight from the current
        // weight: its own work) goes to update_profile.
        let facts = ProfileParser.read(line, profile: Profile(), context: Profile().context(year: 2026), language: Fixtures.language)
        if !facts.isEmpty || !facts.refused.isEmpty {
            #expect(route.name == UpdateProfileTool.name, "\(line): \(route)")
        } else {
            #expect(route == .unknown, "\(line): \(route)")
        }
    }

    @Test("filler is never a fact nor a log", arguments: ["yes", "ok", "sure", "dunno", "maybe", "idk", "not sure"])
    func filler(line: String) {
        let route = Rules.route(line)
        #expect(route == .unknown, "\(line): \(route)")
    }
}
