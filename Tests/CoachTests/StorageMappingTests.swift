@testable import Coach
@testable import CoachDomain
import Foundation
import LLM
import Testing

@Suite("Storage mapping helpers")
struct StorageMappingTests {
    @Test("workout lines round-trip through per-set rows")
    func sets() {
        let lines = WorkoutParser(exercises: Fixtures.exercises, language: Fixtures.language)
            .parse("squat 3x5 100kg, squat 1x3 110kg, ran 5 km in 28 min, plank 2x60s").sets
        let rows = lines.flatMap(\.performedSets)
        #expect(rows.count == 3 + 1 + 1 + 2)
        #expect(rows[2] == PerformedSet(exercise: "back squat", setNumber: 3, reps: 5, weightKg: 100, kind: .strength))
        #expect(rows[4].distanceMeters == 5_000)
        #expect(rows[4].durationSeconds == 1_680)
        #expect(WorkoutSet.grouped(rows, exercises: Fixtures.exercises) == lines)
        // Rows that keep their kind (v14-stored-portions) need no catalog to read back.
        #expect(WorkoutSet.grouped(rows, exercises: nil) == lines)
        // Rows stored before take it from the catalog.
        let older = rows.map { row in var row = row; row.kind = nil; return row }
        #expect(WorkoutSet.grouped(older, exercises: Fixtures.exercises) == lines)
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

    @Test("a stored value today's bounds refuse is kept as it is: the units changed, a birthday passed")
    func storedValuesOutlastBounds() {
        var profile = Profile()
        profile[ProfileFields.weeklyRate] = WeeklyRate(kilogramsPerWeek: 1)
        profile[ProfileFields.units] = .imperial
        profile[ProfileFields.age] = BirthYear(year: 1926)
        let loaded = Profile(columns: profile.columns, year: 2027, language: Fixtures.resources.language)   // 101: outside 13–100
        #expect(loaded[ProfileFields.weeklyRate] == WeeklyRate(kilogramsPerWeek: 1))
        #expect(loaded[ProfileFields.age] == BirthYear(year: 1926))
        #expect(loaded.said.isEmpty)
        #expect(loaded.columns["weeklyRateKg"] == 1 && loaded.columns["birthYear"] == 1926, "the next save writes them back")
        // The rate's bounds are in kg: 1 kg a week passes in either units, 1.2 kg in neither.
        let rate = AnyProfileField(ProfileFields.weeklyRate)
        #expect(rate.validate(1, in: ProfileContext(units: .imperial, year: 2026), language: Fixtures.resources.language) == .success(1))
        guard case .failure(let problem) = rate.validate(1.2, in: ProfileContext(units: .imperial, year: 2026),
                                                          language: Fixtures.resources.language) else {
            Issue.record("1.2 kg a week was accepted")
            return
        }
        #expect(problem.message == "weekly rate 2.6 lb a week is outside 0.2–2.2 lb a week")
    }

    @Test("only a column holding words needs the language to read it: a row's defaults (diet `[]`) do not")
    func holdsWords() {
        var columns: [String: JSONValue] = ["weightKg": .number(80), "diet": .string("[]"), "equipment": .string("[]")]
        #expect(!Profile.holdsWords(columns, year: 2026), "a row of canonical values and defaults loads no lexicon")
        columns["diet"] = .string("[\"vegan\"]")
        #expect(Profile.holdsWords(columns, year: 2026), "an older version's diet words are read through the language")
        columns["diet"] = .string("[]")
        columns["activityLevel"] = .string("mostly sitting at a desk")
        #expect(Profile.holdsWords(columns, year: 2026))
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
