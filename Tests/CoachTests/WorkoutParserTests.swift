@testable import Coach
@testable import CoachDomain
import Testing

@Suite("Workout parser")
struct WorkoutParserTests {
    let parser = WorkoutParser(exercises: Fixtures.exercises, language: Fixtures.language)

    @Test("squat 3x5 100kg")
    func squat() throws {
        let parse = parser.parse("squat 3x5 100kg")
        let set = try #require(parse.sets.first)
        #expect(parse.sets.count == 1)
        #expect(set.exercise == "back squat")
        #expect(set.kind == .strength)
        #expect(set.sets == 3)
        #expect(set.reps == 5)
        #expect(set.weightKg == 100)
        #expect(set.volumeKg == 1_500)
        #expect(abs((set.estimatedOneRepMaxKg ?? 0) - 100 * (1 + 5.0 / 30)) < 1e-9)
        #expect(set.label(in: .kg) == "back squat 3×5 @ 100 kg")
        // In pounds, the same load: 100 kg is 220.5 lb.
        #expect(set.label(in: .lb) == "back squat 3×5 @ 220.5 lb")
    }

    @Test("forms of sets, reps and weight", arguments: [
        ("bench press 5x5 @ 80 kg", "bench press", 5, 5, 80.0),
        ("deadlift 140kg x 5", "deadlift", 1, 5, 140.0),
        ("did squats 3x5 100kg", "back squat", 3, 5, 100.0),
        ("overhead press 3 x 8 at 40kg", "overhead press", 3, 8, 40.0),
        ("rdl 4 sets of 8 reps 60 kg", "romanian deadlift", 4, 8, 60.0),
        ("leg press 3 sets of 12 at 150", "leg press", 3, 12, 150.0),
        ("bicep curls 3x12 12.5kg", "bicep curl", 3, 12, 12.5),
        ("incline bench 8 reps x 3 @ 60kg", "incline bench press", 3, 8, 60.0),
    ])
    func strengthForms(text: String, exercise: String, sets: Int, reps: Int, weight: Double) throws {
        let parse = parser.parse(text)
        #expect(parse.unrecognized.isEmpty, "\(text): \(parse.unrecognized)")
        let set = try #require(parse.sets.first)
        #expect(set.exercise == exercise)
        #expect(set.sets == sets)
        #expect(set.reps == reps)
        #expect(set.weightKg == weight)
    }

    @Test("pounds become kilograms")
    func pounds() throws {
        let set = try #require(parser.parse("squat 5x5 225 lbs").sets.first)
        #expect(abs((set.weightKg ?? 0) - 102.0583) < 0.001)
        #expect(abs(set.volumeKg - 25 * 225 * 0.45359237) < 0.001)
    }

    @Test("bodyweight exercises")
    func bodyweight() throws {
        let pullups = try #require(parser.parse("3 sets of 10 pull-ups").sets.first)
        #expect(pullups.exercise == "pull-up")
        #expect(pullups.kind == .bodyweight)
        #expect(pullups.sets == 3)
        #expect(pullups.reps == 10)
        #expect(pullups.weightKg == nil)
        #expect(pullups.volumeKg == 0)
        #expect(pullups.estimatedOneRepMaxKg == nil)
        let pushups = try #require(parser.parse("did 20 push ups").sets.first)
        #expect(pushups.exercise == "push-up")
        #expect(pushups.sets == 1)
        #expect(pushups.reps == 20)
        let plank = try #require(parser.parse("plank 3x60s").sets.first)
        #expect(plank.sets == 3)
        #expect(plank.reps == 0)
        #expect(plank.durationMinutes == 1)
    }

    @Test("cardio: distance, time and pace")
    func cardio() throws {
        let run = try #require(parser.parse("ran 5 km in 28 min").sets.first)
        #expect(run.exercise == "running")
        #expect(run.kind == .cardio)
        #expect(run.distanceKm == 5)
        #expect(run.durationMinutes == 28)
        #expect(abs((run.paceMinutesPerKm ?? 0) - 5.6) < 1e-9)
        #expect(run.label(in: .kg) == "running 5 km in 28 min (5:36 /km)")
        let fiveK = try #require(parser.parse("ran 5k").sets.first)
        #expect(fiveK.distanceKm == 5)
        #expect(fiveK.durationMinutes == nil)
        let miles = try #require(parser.parse("cycled 10 miles in 45:30").sets.first)
        #expect(miles.exercise == "cycling")
        #expect(abs((miles.distanceKm ?? 0) - 16.09344) < 1e-9)
        #expect(miles.durationMinutes == 45.5)
        let walk = try #require(parser.parse("walked for 1 hour").sets.first)
        #expect(walk.durationMinutes == 60)
    }

    @Test("several exercises in one line")
    func several() {
        let parse = parser.parse("squat 3x5 100kg, bench 3x5 70kg and 3 sets of 8 chin-ups")
        #expect(parse.sets.map(\.exercise) == ["back squat", "bench press", "chin-up"])
        #expect(parse.volumeKg == 1_500 + 1_050)
    }

    @Test("unknown exercises and missing numbers are reported")
    func unknown() {
        let parse = parser.parse("zumbatronics 3x10")
        #expect(parse.sets.isEmpty)
        #expect(parse.unrecognized.first?.reason == "unknown exercise")
        let noReps = parser.parse("squats")
        #expect(noReps.sets.isEmpty)
        #expect(noReps.unrecognized.first?.reason == "no sets or reps for back squat")
        let noDistance = parser.parse("went running")
        #expect(noDistance.unrecognized.first?.reason == "no distance or time for running")
    }

    @Test("Epley estimate")
    func epley() {
        #expect(StrengthMath.epleyOneRepMax(weightKg: 100, reps: 1) == 100)
        #expect(abs(StrengthMath.epleyOneRepMax(weightKg: 100, reps: 10) - 133.333333) < 1e-5)
        #expect(abs(StrengthMath.epleyOneRepMax(weightKg: 60, reps: 3) - 66) < 1e-9)
        #expect(Fixtures.exercises.records.count >= 60)
    }
}
