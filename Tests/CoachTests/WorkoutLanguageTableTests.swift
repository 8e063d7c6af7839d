@testable import Coach
@testable import CoachDomain
import CoachLanguage
import CoachProgress
import Testing

/// Issue 19: what people did, read through the language: sets, reps and effort from
/// workout.lexicon, loads, distances, durations and steps from the grammar, a load's unit
/// carried across the line, activities said in words (activity.lexicon). Loads in pounds are
/// x 0.45359237 kg, miles x 1.609344 km, worked out by hand.
@Suite("Workout lines read through the language")
struct WorkoutLanguageTableTests {
    let parser = WorkoutParser(exercises: Fixtures.exercises, language: Fixtures.language)

    /// One expected line: exercise, sets, reps, load in kg.
    struct Line: Sendable, CustomStringConvertible {
        let exercise: String
        let sets: Int
        let reps: Int
        let kg: Double?
        var description: String { "\(exercise) \(sets)x\(reps) \(kg.map { "\($0)" } ?? "-")" }
    }

    static func line(_ exercise: String, _ sets: Int, _ reps: Int, _ kg: Double? = nil) -> Line {
        Line(exercise: exercise, sets: sets, reps: reps, kg: kg)
    }

    static let lb = 0.45359237

    static let strength: [(String, [Line])] = [
        ("squat 5x5 100", [line("back squat", 5, 5, 100)]),
        ("squat 5 x 5 @ 100kg", [line("back squat", 5, 5, 100)]),
        ("bench 3x10 60kg", [line("bench press", 3, 10, 60)]),
        ("deadlift 1x5 180 kg", [line("deadlift", 1, 5, 180)]),
        ("deadlift 5x5 135lbs, then romanian deadlifts 3x8 95", [line("deadlift", 5, 5, 135 * lb), line("romanian deadlift", 3, 8, 95 * lb)]),
        ("squat 3x5 225lbs, bench 3x5 185", [line("back squat", 3, 5, 225 * lb), line("bench press", 3, 5, 185 * lb)]),
        ("squat 3x5 100kg, bench 3x5 80", [line("back squat", 3, 5, 100), line("bench press", 3, 5, 80)]),
        ("bench 60 x 8,8,7, last set only 6", [line("bench press", 2, 8, 60), line("bench press", 1, 6, 60)]),
        ("3 sets of 12 push-ups", [line("push-up", 3, 12)]),
        ("three sets of ten pull-ups", [line("pull-up", 3, 10)]),
        ("five sets of five squats at 100kg", [line("back squat", 5, 5, 100)]),
        ("pull-ups 4x8", [line("pull-up", 4, 8)]),
        ("dips 3 x 12", [line("dip", 3, 12)]),
        ("squat 140kg x 3", [line("back squat", 1, 3, 140)]),
        ("deadlift 2 x 5 at 315 lbs", [line("deadlift", 2, 5, 315 * lb)]),
        ("bicep curls 3x12 12 kg", [line("bicep curl", 3, 12, 12)]),
        ("leg press 4x10 200", [line("leg press", 4, 10, 200)]),
        ("lat pulldown 3x10 50kg", [line("lat pulldown", 3, 10, 50)]),
        ("bench press 5x5 @ 80 kg and squat 5x5 @ 100 kg", [line("bench press", 5, 5, 80), line("back squat", 5, 5, 100)]),
        ("did 50 push ups", [line("push-up", 1, 50)]),
        ("100 push-ups", [line("push-up", 1, 100)]),
        ("rows 4 sets of 10 at 60kg", [line("barbell row", 4, 10, 60)]),
        ("hip thrusts 3x12 100kg then lunges 3x10 20kg", [line("hip thrust", 3, 12, 100), line("lunge", 3, 10, 20)]),
        ("clean and jerk 5x2 70kg", [line("clean and jerk", 5, 2, 70)]),
        ("kettlebell swings 3 x 20 24 kg", [line("kettlebell swing", 3, 20, 24)]),
        ("squat 100kg 10, 8, 6", [line("back squat", 1, 10, 100), line("back squat", 1, 8, 100), line("back squat", 1, 6, 100)]),
        ("twenty push-ups", [line("push-up", 1, 20)]),
        ("ohp 3x8 40, bench 3x8 70", [line("overhead press", 3, 8, 40), line("bench press", 3, 8, 70)]),
    ]

    @Test("strength lines: sets, reps and loads", arguments: strength)
    func lifts(text: String, expected: [Line]) throws {
        let parse = parser.parse(text)
        #expect(parse.unrecognized.isEmpty, "\(text): \(parse.unrecognized)")
        try #require(parse.sets.count == expected.count, "\(text): \(parse.sets.map { $0.label(in: .kg) })")
        for (set, line) in zip(parse.sets, expected) {
            #expect(set.exercise == line.exercise && set.sets == line.sets && set.reps == line.reps, "\(text): \(set) vs \(line)")
            #expect(abs((set.weightKg ?? -1) - (line.kg ?? -1)) < 1e-9, "\(text): \(set.weightKg ?? -1) kg vs \(line)")
        }
    }

    @Test("a bare load carries the unit written before it on the line; with none, the profile's", arguments: [
        (WeightUnit.lb, "squat 3x5 100kg, bench 3x5 80", 80.0),       // kilograms carried beat the profile's pounds
        (.lb, "bench 3x5 80", 80 * lb),
        (.kg, "bench 3x5 185lbs, ohp 3x5 95", 95 * lb),
        (.kg, "ran 5 km, bench 3x5 80", 80),                            // a distance carries no load unit
    ])
    func carried(unit: WeightUnit, text: String, kg: Double) throws {
        let set = try #require(parser.loads(in: unit).parse(text).sets.last)
        #expect(abs((set.weightKg ?? 0) - kg) < 1e-9, "\(text): \(set.weightKg ?? 0)")
    }

    @Test("holds and effort", arguments: [
        ("plank 2x45s", 2, 0.75),
        ("plank 60 s", 1, 1.0),
        ("wall sit 3 x 30 sec", 3, 0.5),
    ])
    func holds(text: String, sets: Int, minutes: Double) throws {
        let set = try #require(parser.parse(text).sets.first)
        #expect(set.sets == sets && set.reps == 0 && set.durationMinutes == minutes, "\(text): \(set)")
    }

    @Test("effort", arguments: [
        ("ohp 40kg 3x8 @ rpe 9", 1.0),
        ("bench 80kg 5x5 rir 2", 2),
        ("squat 100kg 3x5 3 reps in reserve", 3),
        ("deadlift 140kg 3x3 rpe 7", 3),
    ])
    func effort(text: String, reserve: Double) throws {
        let set = try #require(parser.parse(text).sets.first)
        #expect(set.reserve == reserve, "\(text): \(set)")
    }

    /// (line, exercise, km, minutes, steps).
    static let activities: [(String, String, Double?, Double?, Int?)] = [
        ("walked 10k steps", "walking", nil, nil, 10_000),
        ("12,000 steps today", "walking", nil, nil, 12_000),
        ("8,000 steps", "walking", nil, nil, 8_000),
        ("walked 10,000 steps in 90 minutes", "walking", nil, 90, 10_000),
        ("a 30 minute walk", "walking", nil, 30, nil),
        ("walked the dog for an hour", "walking", nil, 60, nil),
        ("one hour walk", "walking", nil, 60, nil),
        ("walked 5 km", "walking", 5, nil, nil),
        ("walked 3 miles", "walking", 3 * 1.609344, nil, nil),
        ("hiked for two hours this morning", "hiking", nil, 120, nil),
        ("hiked 12 km", "hiking", 12, nil, nil),
        ("played tennis for an hour", "tennis", nil, 60, nil),
        ("football for 90 minutes", "soccer", nil, 90, nil),
        ("played football for 90 minutes", "soccer", nil, 90, nil),
        ("basketball for 45 min", "basketball", nil, 45, nil),
        ("squash 40 mins", "squash", nil, 40, nil),
        ("climbing for 2 hours", "climbing", nil, 120, nil),
        ("yoga 60 min", "yoga", nil, 60, nil),
        ("an hour of yoga", "yoga", nil, 60, nil),
        ("pilates class 50 minutes", "pilates", nil, 50, nil),
        ("spin class 45 min", "cycling", nil, 45, nil),
        ("HIIT class 45 min", "hiit", nil, 45, nil),
        ("zumba for an hour and a half", "dancing", nil, 90, nil),
        ("danced for 30 minutes", "dancing", nil, 30, nil),
        ("swam 1500 m", "swimming", 1.5, nil, nil),
        ("swam 2 km in 50 minutes", "swimming", 2, 50, nil),
        ("ran 10 km in 55 min", "running", 10, 55, nil),
        ("ran 3 miles in 28:30", "running", 3 * 1.609344, 28.5, nil),
        ("jogged for 20 minutes", "running", nil, 20, nil),
        ("a 5k run", "running", 5, nil, nil),
        ("cycled 20 km", "cycling", 20, nil, nil),
        ("rode my bike for an hour", "cycling", nil, 60, nil),
        ("rowed 2000 m in 8 min", "rowing", 2, 8, nil),
        ("1h30 bike ride", "cycling", nil, 90, nil),
    ]

    @Test("activities in words: a cardio line with its duration, distance or steps", arguments: activities)
    func activity(text: String, exercise: String, km: Double?, minutes: Double?, steps: Int?) throws {
        let parse = parser.parse(text)
        #expect(parse.unrecognized.isEmpty, "\(text): \(parse.unrecognized)")
        let set = try #require(parse.sets.first, "\(text)")
        #expect(parse.sets.count == 1, "\(text)")
        #expect(set.exercise == exercise, "\(text): \(set.exercise)")
        #expect(set.kind == .cardio, "\(text)")
        #expect(abs((set.distanceKm ?? -1) - (km ?? -1)) < 1e-9, "\(text): \(set.distanceKm ?? -1) km")
        #expect(abs((set.durationMinutes ?? -1) - (minutes ?? -1)) < 1e-9, "\(text): \(set.durationMinutes ?? -1) min")
        #expect(set.steps == steps, "\(text): \(set.steps ?? -1) steps")
    }

    @Test("steps read as steps in labels, rows and back")
    func stepsRoundTrip() throws {
        let walk = try #require(parser.parse("walked 10k steps in 90 minutes").sets.first)
        #expect(walk.label(in: .kg) == "walking 10,000 steps in 90 min")
        let rows = walk.performedSets
        #expect(rows.map(\.steps) == [10_000])
        #expect(WorkoutSet.grouped(rows, exercises: Fixtures.exercises) == [walk])
    }

    @Test("an activity without a duration, distance or steps is reported, not guessed", arguments: [
        ("went for a walk", "no distance or time for walking"),
        ("played basketball", "no distance or time for basketball"),
    ])
    func noAmount(text: String, reason: String) {
        let parse = parser.parse(text)
        #expect(parse.sets.isEmpty)
        #expect(parse.unrecognized.map(\.reason) == [reason], "\(text)")
    }

    @Test("every activity in activity.lexicon names an exercise of the list, and a cardio one")
    func activitiesNameExercises() {
        let values = Fixtures.language.lexicon.values(of: "exercise")
        #expect(values.count >= 20)
        for value in values {
            let record = Fixtures.exercises.exercise(named: String(value.map { $0 == "_" ? " " : $0 }))
            #expect(record?.kind == .cardio, "exercise=\(value)")
        }
    }

    @Test("activity words are spans a rule can ask for", arguments: [
        ("walked 10k steps", "walking"), ("hiked for two hours", "hiking"), ("played tennis for an hour", "tennis"),
        ("went for a walk", "walking"), ("spin class", "cycling"), ("zumba", "dancing"),
    ])
    func activitySpans(text: String, activity: String) {
        #expect(Fixtures.language.read(text).strongest("exercise")?.value(of: "exercise") == activity, "\(text)")
    }
}

/// `--date` and tools' `day` arguments, now the grammar's days resolved in the domain.
/// Today is Wednesday 2026-11-25 (a Wednesday: weekday 3).
@Suite("Days as arguments, through the grammar")
struct DayArgumentLanguageTests {
    static let today = CalendarDay(year: 2026, month: 11, day: 25) ?? CalendarDay(daysSinceEpoch: 0)

    @Test("a day said in words or as a date", arguments: [
        ("today", "2026-11-25"), ("yesterday", "2026-11-24"), ("yday", "2026-11-24"),
        ("the day before yesterday", "2026-11-23"), ("monday", "2026-11-23"), ("last monday", "2026-11-23"),
        ("wednesday", "2026-11-18"), ("on friday", "2026-11-20"), ("last sunday", "2026-11-22"),
        ("3 days ago", "2026-11-22"), ("a week ago", "2026-11-18"), ("2026-11-02", "2026-11-02"),
        ("tue", "2026-11-24"), ("this monday", "2026-11-23"),
    ])
    func words(text: String, iso: String) {
        #expect(DayArgument.day(text, today: Self.today, language: Fixtures.language)?.iso == iso, "\(text)")
    }

    @Test("what is no day, or more than one", arguments: ["squat", "monday and tuesday", "20/11", "tomorrow please eggs"])
    func notADay(text: String) {
        #expect(DayArgument.day(text, today: Self.today, language: Fixtures.language) == nil, "\(text)")
    }
}
