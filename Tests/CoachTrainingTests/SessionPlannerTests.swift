import CoachDomain
import Testing
@testable import CoachTraining

/// Today's session: the day's session with loads, missed sessions moving on, rest days.
@Suite("Today's session")
struct SessionPlannerTests {
    let catalog: TrainingCatalog
    let plan: TrainingPlan
    /// Monday 2026-11-23; the plan trains Tue, Thu, Sat.
    let monday = TrainingFixtures.tuesday.adding(days: -1)

    init() throws {
        catalog = try TrainingFixtures.catalog
        let profile = TrainingProfile(goal: .getStronger, level: .intermediate, gear: [.barbell, .rack, .bench],
                                      days: [.tue, .thu, .sat], sessionMinutes: 60)
        plan = PlanGenerator(catalog: catalog).plan(for: profile, on: monday)
    }

    func session(_ result: PlanDayResult) throws -> TodaySession {
        guard case .session(let session) = result else {
            Issue.record("expected a session, got \(result)")
            throw PlanChangeError(reason: "no session")
        }
        return session
    }

    @Test("Tuesday: full body A, with the squat to be found for 5 reps at 2 in reserve when nothing is logged")
    func firstDay() throws {
        let today = try session(SessionPlanner(catalog: catalog, plan: plan).day(TrainingFixtures.tuesday, log: TrainingLog()))
        #expect(today.name == "full body A")
        #expect(today.moved == nil)
        let squat = try #require(today.exercises.first)
        #expect(squat.name == "back squat")
        #expect(squat.sets.count == squat.advice.reps.count)
        #expect(squat.sets.allSatisfy { $0.loadKg == nil && $0.reps == 5 && $0.repsMax == 8 && $0.reserve == 2 })
    }

    @Test("loads follow the log: squat 100 kg for 8, 8, 8 last week → 102.5 kg; 8, 8, 7 → stay at 100 kg")
    func loads() throws {
        var log = TrainingLog()
        log.add("back squat", TrainingFixtures.day(monday.daysSinceEpoch - 6, 100, [8, 8, 8]))
        let planner = SessionPlanner(catalog: catalog, plan: plan)
        let up = try session(planner.day(TrainingFixtures.tuesday, log: log))
        #expect(up.exercises.first?.advice.loadKg == 102.5)
        var short = TrainingLog()
        short.add("back squat", TrainingFixtures.day(monday.daysSinceEpoch - 6, 100, [8, 8, 7]))
        let hold = try session(planner.day(TrainingFixtures.tuesday, log: short))
        #expect(hold.exercises.first?.advice.loadKg == 100)
        #expect(hold.exercises.first?.advice.why == "last time 8, 8, 7 @ 100 kg: stay at 100 kg until all 3 reach 8")
    }

    @Test("a missed Tuesday moves full body A to Thursday, B to Saturday, and C drops: the week's order holds")
    func missed() throws {
        let planner = SessionPlanner(catalog: catalog, plan: plan)
        let thursday = try session(planner.day(monday.adding(days: 3), log: TrainingLog()))
        #expect(thursday.name == "full body A")
        #expect(thursday.moved == "moved from Tuesday: a missed session moves the week on")
        var log = TrainingLog()
        log.add("back squat", TrainingFixtures.day(monday.daysSinceEpoch + 3, 100, [5, 5, 5]))
        let saturday = try session(planner.day(monday.adding(days: 5), log: log))
        #expect(saturday.name == "full body B")
        #expect(saturday.moved == "moved from Thursday: a missed session moves the week on")
        // Next Tuesday starts the week afresh.
        let next = try session(planner.day(monday.adding(days: 8), log: log))
        #expect(next.name == "full body A" && next.moved == nil)
    }

    @Test("a plan made on a Wednesday does not count Tuesday's session as missed: Thursday is full body B")
    func madeMidWeek() throws {
        let made = PlanGenerator(catalog: catalog).plan(for: plan.profile, on: monday.adding(days: 2))
        let thursday = try session(SessionPlanner(catalog: catalog, plan: made).day(monday.adding(days: 3), log: TrainingLog()))
        #expect(thursday.name == "full body B")
        #expect(thursday.moved == nil)
    }

    @Test("a rest day names the next session and when")
    func rest() throws {
        let result = SessionPlanner(catalog: catalog, plan: plan).day(monday.adding(days: 2), log: TrainingLog())
        guard case .rest(_, let next, let why) = result else { Issue.record("not a rest day"); return }
        #expect(why == "Wednesday is a rest day: next is full body A tomorrow")
        #expect(next?.day == monday.adding(days: 3))
        let sunday = SessionPlanner(catalog: catalog, plan: plan).day(monday.adding(days: 6), log: TrainingLog())
        guard case .rest(_, let after, let because) = sunday else { Issue.record("not a rest day"); return }
        #expect(because == "Sunday is a rest day: next is full body A Tuesday")
        #expect(after?.name == "full body A")
    }

    @Test("endurance: the long run of week 3 is grown from week 1 by at most 10% a week")
    func cardio() throws {
        let profile = TrainingProfile(goal: .endurance, level: .beginner, gear: [.none], days: [.tue, .thu, .sat], sessionMinutes: 90)
        let plan = PlanGenerator(catalog: catalog).plan(for: profile, on: monday)
        let planner = SessionPlanner(catalog: catalog, plan: plan)
        // The easy runs of Tuesday and Thursday done, so Saturday is the long one.
        var log = TrainingLog()
        for offset in [1, 3, 15, 17] {
            log.add("running", LoggedExercise(day: monday.adding(days: offset), sets: [], minutes: 30))
        }
        let week1 = try session(planner.day(monday.adding(days: 5), log: log))
        let week3 = try session(planner.day(monday.adding(days: 19), log: log))
        // 90 min, 3 sessions: share max(0.35, 1.5/3.5) = 0.43 → long 38.6 → 35, easy (90 - 35) / 2 = 27.
        #expect(week1.cardio?.minutes == 35)
        #expect(week1.cardio?.kind == .long)
        // Week 2: 35 + 2 x 27 = 89 → 97 → long 41.6 → 40, easy 28; week 3: 96 → 105 → long 45, easy 30.
        #expect(week3.cardio?.minutes == 45)
    }
}
