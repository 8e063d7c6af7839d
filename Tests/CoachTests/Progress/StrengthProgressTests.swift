import Coach
import CoachDomain
import CoachProgress
import Testing

/// Strength over time: the best set of each day, estimated one-rep maxes, personal records.
struct StrengthProgressTests {
    static func squat(_ day: Int, sets: Int = 3, reps: Int, kg: Double) -> WorkoutSession {
        WorkoutSession(day: testDay(day), description: "squat", sets: [
            WorkoutSet(exercise: "back squat", kind: .strength, sets: sets, reps: reps, weightKg: kg)])
    }

    @Test func theBestSetOfEachDayAndTheRecordsThatBeatEarlierBests() throws {
        let sessions = [
            Self.squat(-20, reps: 5, kg: 100),
            Self.squat(-13, reps: 8, kg: 95),      // e1RM 120.3: a record; not heavier
            Self.squat(-6, reps: 3, kg: 110),      // e1RM 121: a record, and the heaviest
            Self.squat(-1, reps: 5, kg: 100),      // nothing new
        ]
        let history = try #require(StrengthProgress.histories(sessions).first)
        #expect(history.exercise == "back squat")
        #expect(history.days.map(\.day) == [testDay(-20), testDay(-13), testDay(-6), testDay(-1)])
        #expect(history.days[0].volumeKg == 1_500)
        #expect(history.days[0].sets == 3)
        #expect(history.days[0].bestSet.sets == 1)
        #expect(abs((history.days[1].estimatedOneRepMax ?? 0) - 95 * (1 + 8.0 / 30)) < 1e-9)
        #expect(history.records.map(\.kind) == [.estimatedOneRepMax, .estimatedOneRepMax, .heaviest])
        #expect(history.records.map(\.day) == [testDay(-13), testDay(-6), testDay(-6)])
        #expect(history.bestOneRepMax?.day == testDay(-6))
    }

    @Test func bodyWeightWorkCountsRepsAndCardioIsLeftOut() throws {
        let sessions = [
            WorkoutSession(day: testDay(-3), description: "", sets: [WorkoutSet(exercise: "pull-up", kind: .bodyweight, sets: 3, reps: 8),
                                                                      WorkoutSet(exercise: "running", kind: .cardio, sets: 1, reps: 0, distanceKm: 5)]),
            WorkoutSession(day: testDay(0), description: "", sets: [WorkoutSet(exercise: "pull-up", kind: .bodyweight, sets: 3, reps: 10)]),
        ]
        let histories = StrengthProgress.histories(sessions)
        #expect(histories.map(\.exercise) == ["pull-up"])
        #expect(histories[0].records.map(\.kind) == [.mostReps])
        #expect(histories[0].records.first?.value == 10)
        #expect(histories[0].days.allSatisfy { $0.estimatedOneRepMax == nil })
    }

    @Test func exercisesAreFoundByAliasOrName() {
        let histories = StrengthProgress.histories([Self.squat(0, reps: 5, kg: 100)])
        let catalog = ExerciseCatalog(records: [ExerciseRecord(name: "back squat", aliases: ["squat", "squats"], kind: .strength)])
        #expect(StrengthReport.find("squats", in: histories, exercises: catalog)?.exercise == "back squat")
        #expect(StrengthReport.find("BACK", in: histories, exercises: catalog)?.exercise == "back squat")
        #expect(StrengthReport.find("deadlift", in: histories, exercises: catalog) == nil)
    }
}
