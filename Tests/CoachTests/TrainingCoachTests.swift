import CoachDomain
import CoachTraining
import Foundation
import LLM
import Testing
@testable import Coach

/// A plan store in memory: every plan saved is kept, the latest in force.
actor InMemoryPlanStore: TrainingPlanStore {
    private(set) var saved: [TrainingPlan] = []
    var damaged = false
    func currentPlan() async throws -> TrainingPlan? {
        if damaged { throw StoredPlanError(detail: "not valid JSON") }
        return saved.last
    }
    func savePlan(_ plan: TrainingPlan) async throws {
        damaged = false
        saved.append(plan)
    }
    func damage() { damaged = true }
}

/// The training coach over in-memory ports, and the plan's tools as a model calls them.
@Suite("Training coach")
struct TrainingCoachTests {
    static let catalog: Result<TrainingCatalog, any Error> = Result { try TrainingCatalog.load(root: TestPaths.root) }
    /// Tuesday 2026-11-24.
    static let tuesday = CalendarDay(year: 2026, month: 11, day: 24) ?? CalendarDay(daysSinceEpoch: 0)

    /// The issue's user: intermediate, barbell, rack and bench, Tue/Thu/Sat, getting stronger.
    static let profile = Profile.with {
        $0[ProfileFields.goal] = .getStronger
        $0[ProfileFields.experience] = .intermediate
        $0[ProfileFields.equipment] = ChoiceSet([.barbell, .rack, .bench])
        $0[ProfileFields.trainingDays] = TrainingDays([.tue, .thu, .sat])
    }

    struct Setup {
        let ports = TestPorts(profile: TrainingCoachTests.profile)
        let plans = InMemoryPlanStore()
        let coach: TrainingCoach

        init(day: CalendarDay = TrainingCoachTests.tuesday) throws {
            coach = TrainingCoach(catalog: try TrainingCoachTests.catalog.get(), plans: plans, profiles: ports.profiles,
                                  workouts: ports.workouts, today: { day })
        }

        func call<Tool: CoachTool>(_ tool: Tool, _ arguments: Tool.Arguments, on day: CalendarDay = TrainingCoachTests.tuesday)
            async -> ToolResult {
            await ToolExecutor(tools: [BoundTool(tool)], today: { day }).execute(Tool.call(arguments, id: "1"))
        }
    }

    /// The error of a failed call.
    static func error(_ result: ToolResult) throws -> String? {
        guard result.isError else { return nil }
        return try JSONValue(parsing: result.content)["error"]?.stringValue
    }

    @Test("the first plan is made from the profile and stored; later calls read it back")
    func firstPlan() async throws {
        let setup = try Setup()
        let state = try await setup.coach.current()
        #expect(state.isNew && state.problems.isEmpty && state.assumed.isEmpty)
        #expect(state.plan.sessions.map(\.weekday) == [.tue, .thu, .sat])
        #expect(await setup.plans.saved.count == 1)
        let again = try await setup.coach.current()
        #expect(!again.isNew)
        #expect(await setup.plans.saved.count == 1)
    }

    @Test("a profile with nothing about training says what it assumed")
    func assumptions() async throws {
        let plans = InMemoryPlanStore()
        let coach = TrainingCoach(catalog: try Self.catalog.get(), plans: plans, profiles: InMemoryProfileStore(nil),
                                  workouts: InMemoryWorkoutLog(), today: { Self.tuesday })
        let state = try await coach.current()
        #expect(state.assumed.contains("no experience in your profile → beginner"))
        #expect(coach.text(of: state).contains("Assumed: no goal in your profile → general health"))
    }

    @Test("a damaged stored plan is said, and a new one made without overwriting it")
    func damaged() async throws {
        let setup = try Setup()
        _ = try await setup.coach.current()
        await setup.plans.damage()
        let state = try await setup.coach.current()
        #expect(state.unreadable == "the stored training plan could not be read (not valid JSON)")
        #expect(setup.coach.text(of: state).hasPrefix("Note: the stored training plan could not be read (not valid JSON); "
            + "a new one was made (the old one is kept)."))
        #expect(await setup.plans.saved.count == 2)
    }

    @Test("today's loads follow the log; 'done' logs the session as prescribed, once")
    func todayAndDone() async throws {
        let setup = try Setup()
        try await setup.ports.workouts.addSession(WorkoutSession(day: Self.tuesday.adding(days: -7), description: "squat", sets: [
            WorkoutSet(exercise: "back squat", kind: .strength, sets: 3, reps: 8, weightKg: 100),
        ]))
        let (result, _) = try await setup.coach.day()
        guard case .session(let today) = result else { Issue.record("not a session"); return }
        // 8, 8, 8 at the top of 5–8 → 102.5 kg.
        #expect(today.exercises.first?.advice.loadKg == 102.5)
        guard case .logged(let logged) = try await setup.coach.logAsPrescribed(description: "done") else {
            Issue.record("not logged"); return
        }
        #expect(logged.sets.first == WorkoutSet(exercise: "back squat", kind: .strength, sets: 3, reps: 5, weightKg: 102.5, reserve: 2))
        guard case .alreadyLogged = try await setup.coach.logAsPrescribed(description: "done") else {
            Issue.record("logged twice"); return
        }
        // Wednesday is a rest day: nothing is logged.
        guard case .rest = try await setup.coach.logAsPrescribed(on: Self.tuesday.adding(days: 1), description: "done") else {
            Issue.record("logged on a rest day"); return
        }
    }

    @Test("today_session: a session in the documented shape; a bad day is refused")
    func todayTool() async throws {
        let setup = try Setup()
        let result = await setup.call(TodaySessionTool(training: setup.coach), DayOnly())
        #expect(!result.isError)
        let json = try JSONValue(parsing: result.content)
        #expect(json["session"] == "full body A")
        #expect(json["exercises"]?.arrayValue?.first?["name"] == "back squat")
        let firstLoad = json["exercises"]?.arrayValue?.first?["loadKg"]
        #expect(firstLoad.map { $0 == JSONValue.null } ?? true, "no load: it is to be found")
        let bad = await setup.call(TodaySessionTool(training: setup.coach), DayOnly(day: "someday"))
        #expect(bad.isError)
        #expect(try Self.error(bad) == "\"someday\" is not a day: YYYY-MM-DD, today, tomorrow or a weekday")
        let rest = await setup.call(TodaySessionTool(training: setup.coach), DayOnly(day: "wednesday"))
        #expect(try JSONValue(parsing: rest.content)["rest"] == true)
    }

    @Test("change_plan refuses what the equipment or the avoid list rules out, with the reason; swaps what it can")
    func changeTool() async throws {
        let setup = try Setup()
        let tool = ChangePlanTool(training: setup.coach)
        let refused = await setup.call(tool, ChangePlanTool.Arguments(action: "swap", exercise: "bench press", replacement: "lat pulldown"))
        #expect(refused.isError)
        #expect(try Self.error(refused) == "lat pulldown needs machines, and you have barbell, bench and rack")
        let unknown = await setup.call(tool, ChangePlanTool.Arguments(action: "swap", exercise: "zumba squat"))
        #expect(try Self.error(unknown) == "I don't know an exercise called \"zumba squat\"")
        let wrong = await setup.call(tool, ChangePlanTool.Arguments(action: "redo"))
        #expect(try Self.error(wrong) == "\"action\" must be swap or new, not \"redo\"")
        let swapped = await setup.call(tool, ChangePlanTool.Arguments(action: "swap", exercise: "bench press", replacement: "floor press"))
        #expect(!swapped.isError)
        #expect(try await setup.coach.current().plan.exerciseNames.contains("floor press"))
    }

    @Test("training_plan: the week, the weekly sets and the problems when the profile changed")
    func planTool() async throws {
        let setup = try Setup()
        _ = try await setup.coach.current()
        var changed = Self.profile
        changed[ProfileFields.equipment] = ChoiceSet([.dumbbells])
        try await setup.ports.profiles.saveProfile(changed)
        let result = await setup.call(TrainingPlanTool(training: setup.coach), NoArguments())
        let json = try JSONValue(parsing: result.content)
        #expect(json["split"] == "full body")
        #expect(json["problems"]?.arrayValue?.contains("back squat needs barbell and rack") == true)
        #expect(json["rangeMin"] == 8 && json["rangeMax"] == 14)
    }

    @Test("the system prompt carries the plan's summary once one is made")
    func prompt() async throws {
        let setup = try Setup()
        #expect(await TrainingCoach.promptSummary(from: setup.plans) == nil)
        _ = try await setup.coach.current()
        let summary = try #require(await TrainingCoach.promptSummary(from: setup.plans))
        #expect(summary.hasPrefix("Training plan (full body, made from the profile;"))
        #expect(summary.contains("Tue full body A: back squat 3x5-8 RIR 2"))
    }
}
