import Coach
import CoachDomain
import CoachProgress
import Foundation
import Testing

/// `:remove`: a numbered or the latest meal or workout of any day, or a day's weigh-in, and
/// what it says when the day has no such entry.
struct LogRemovalTests {
    /// What `body` refused with (``ProgressLogger/NothingToRemove``), or nil when it did not.
    static func refusal(_ body: () async throws -> Any) async -> String? {
        do { _ = try await body() } catch let error as ProgressLogger.NothingToRemove { return error.description } catch { return "\(error)" }
        return nil
    }

    @Test("a numbered meal is the one at that place in the day; none: the latest; other days are untouched")
    func numberedAndLatest() async throws {
        let test = TestProgressPorts()
        let logger = ProgressLogger(ports: test.ports, resources: try #require(ProgressLoggingTests.resources))
        for text in ["2 eggs", "a banana", "oatmeal"] { _ = try await logger.logFood(text, on: testDay(-1)) }
        _ = try await logger.logFood("toast", on: testDay(0))
        _ = try await logger.logWorkout("squat 3x5 100kg", on: testDay(-1))
        _ = try await logger.logWorkout("ran 5 km in 28 min", on: testDay(-1))

        guard case .meal(let banana) = try await logger.remove(.meal, number: 2, on: testDay(-1), today: testDay(0)) else {
            Issue.record("expected a meal")
            return
        }
        #expect(banana.description == "a banana")
        guard case .workout(let run) = try await logger.remove(.workout, number: nil, on: testDay(-1), today: testDay(0)) else {
            Issue.record("expected a workout")
            return
        }
        #expect(run.description == "ran 5 km in 28 min")
        #expect(await test.coach.nutrition.all.map(\.description) == ["2 eggs", "oatmeal", "toast"])
        #expect(await test.coach.workouts.all.map(\.description) == ["squat 3x5 100kg"])
        #expect(LogReport.removed(.meal(banana), number: 2, unit: .kg, today: testDay(0))
            == [#"Removed meal 2 of yesterday (2026-11-23): "a banana" (105 kcal, 1.3 g protein, 26.9 g carbs, 0.4 g fat)."#])
        #expect(LogReport.removed(.workout(run), number: nil, unit: .kg, today: testDay(0))
            == ["Removed the latest workout of yesterday (2026-11-23): running 5 km in 28 min (5:36 /km)."])
    }

    @Test("a day without that entry changes nothing and says what the day has")
    func nothingToRemove() async throws {
        let test = TestProgressPorts()
        let logger = ProgressLogger(ports: test.ports, resources: try #require(ProgressLoggingTests.resources))
        _ = try await logger.logFood("2 eggs", on: testDay(0))
        _ = try await logger.logFood("toast", on: testDay(0))
        #expect(await Self.refusal { try await logger.remove(.meal, number: 3, on: testDay(0), today: testDay(0)) } == "there is no meal 3 today: it has 2 meals (see :today)")
        #expect(await Self.refusal { try await logger.remove(.workout, number: nil, on: testDay(0), today: testDay(0)) } == "no workout logged today")
        #expect(await Self.refusal { try await logger.remove(.meal, number: 1, on: testDay(-4), today: testDay(0)) } == "no meal logged on Friday 20 November 2026")
        #expect(await Self.refusal { try await logger.removeWeighIn(on: testDay(-1), today: testDay(0)) } == "no weigh-in logged yesterday (2026-11-23)")
        #expect(await test.coach.nutrition.all.count == 2)
    }

    @Test("removing the latest weigh-in gives the profile the one before it")
    func weighIns() async throws {
        let test = TestProgressPorts(profile: Profile.with { $0[ProfileFields.name] = "Sam" })
        // As the app wires them: the profile's body weight read from the latest weigh-in.
        let coach = test.coach.ports.learning(weighIns: test.weighIns, history: test.history, today: { testDay(0) })
        let ports = ProgressPorts(coach: coach, weighIns: test.weighIns, history: test.history)
        let logger = ProgressLogger(ports: ports, resources: try #require(ProgressLoggingTests.resources))
        _ = try await logger.logWeight(kg: 82.4, on: testDay(-3))
        _ = try await logger.logWeight(kg: 18.2, on: testDay(0))  // a typo for 81.2
        let (removed, latest) = try await logger.removeWeighIn(on: testDay(0), today: testDay(0))
        #expect(removed == WeighIn(day: testDay(0), kg: 18.2))
        #expect(latest == WeighIn(day: testDay(-3), kg: 82.4))
        #expect(try await ports.coach.profiles.loadProfile()?[ProfileFields.weight] == Mass(kilograms: 82.4))
        #expect(LogReport.removedWeighIn(removed, latest: latest, unit: .kg, today: testDay(0))
            == ["Removed the weigh-in of today (18.2 kg); your profile's body weight is now 82.4 kg, the weigh-in of Saturday 21 November 2026."])
        let (last, none) = try await logger.removeWeighIn(on: testDay(-3), today: testDay(0))
        #expect(none == nil)
        #expect(LogReport.removedWeighIn(last, latest: none, unit: .kg, today: testDay(0))
            == ["Removed the weigh-in of Saturday 21 November 2026 (82.4 kg); no weigh-ins are left."])
    }
}
