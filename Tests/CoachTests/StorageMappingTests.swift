import Foundation
import Testing
@testable import Coach

@Suite("Storage mapping helpers")
struct StorageMappingTests {
    @Test("workout lines round-trip through per-set rows")
    func sets() {
        let lines = WorkoutParser(exercises: Fixtures.exercises)
            .parse("squat 3x5 100kg, squat 1x3 110kg, ran 5 km in 28 min, plank 2x60s").sets
        let rows = lines.flatMap(\.performedSets)
        #expect(rows.count == 3 + 1 + 1 + 2)
        #expect(rows[2] == PerformedSet(exercise: "back squat", setNumber: 3, reps: 5, weightKg: 100))
        #expect(rows[4].distanceMeters == 5_000)
        #expect(rows[4].durationSeconds == 1_680)
        #expect(WorkoutSet.grouped(rows, exercises: Fixtures.exercises) == lines)
    }

    @Test("goals round-trip through (kind, value, unit)")
    func goals() {
        let goals = [Goal(kind: .dailyKcal, target: 2200), Goal(kind: .weeklyWorkouts, target: 4)]
        for goal in goals {
            let fields = goal.storedFields
            #expect(Goal(storedKind: fields.kind, value: fields.value, unit: fields.unit) == goal)
        }
        #expect(goals[1].storedFields == ("weekly_workouts", 4, "workouts"))
        #expect(Goal(storedKind: "mood", value: 1, unit: "") == nil)
        #expect(Goal(storedKind: "focus", value: 0, unit: "lose_fat") == nil, "an older version's focus moved to the profile")
    }

    @Test("a day's interval in a time zone")
    func interval() throws {
        let zone = try #require(TimeZone(identifier: "Europe/Paris"))
        let interval = Fixtures.day.dateInterval(in: zone)
        #expect(interval.duration == 86_400)
        #expect(CalendarDay(date: interval.start, timeZone: zone) == Fixtures.day)
        #expect(CalendarDay(date: interval.end.addingTimeInterval(-1), timeZone: zone) == Fixtures.day)
        #expect(CalendarDay(date: interval.end, timeZone: zone) == Fixtures.day.adding(days: 1))
    }
}
