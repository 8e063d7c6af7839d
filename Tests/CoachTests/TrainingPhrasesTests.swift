@testable import CoachDomain
import Testing
@testable import Coach

/// Per-set logging in the workout parser, and training requests read offline.
@Suite("Per-set logging and training requests")
struct TrainingPhrasesTests {
    static func line(_ exercise: String, _ sets: Int, _ reps: Int, _ kg: Double?, _ reserve: Double? = nil) -> WorkoutSet {
        WorkoutSet(exercise: exercise, kind: .strength, sets: sets, reps: reps, weightKg: kg, reserve: reserve)
    }

    @Test("sets written one by one, effort, and the last set changed", arguments: [
        ("bench press 60 x 8,8,7", [line("bench press", 2, 8, 60), line("bench press", 1, 7, 60)]),
        ("bench 60 kg x 8, 8, 7", [line("bench press", 2, 8, 60), line("bench press", 1, 7, 60)]),
        ("squat 100kg 5,5,4 @ rpe 8", [line("back squat", 2, 5, 100, 2), line("back squat", 1, 4, 100, 2)]),
        ("ohp 40kg 3x8 2 rir", [line("overhead press", 3, 8, 40, 2)]),
        ("ohp 40kg 3x8 rir 1", [line("overhead press", 3, 8, 40, 1)]),
        ("deadlift 140kg 5 reps 1 in reserve", [line("deadlift", 1, 5, 140, 1)]),
        ("ohp 40kg 3x8, last set only 6", [line("overhead press", 2, 8, 40), line("overhead press", 1, 6, 40)]),
        ("ohp 40kg 3x8 2 rir, last set was 6", [line("overhead press", 2, 8, 40, 2), line("overhead press", 1, 6, 40)]),
        ("row 40kg 6,6,5", [line("barbell row", 2, 6, 40), line("barbell row", 1, 5, 40)]),
        ("squat 3x5 100kg, bench 5x5 80kg", [line("back squat", 3, 5, 100), line("bench press", 5, 5, 80)]),
        ("squat 100kg 8, 7 and bench 60kg 10, 9, 9", [line("back squat", 1, 8, 100), line("back squat", 1, 7, 100),
                                                      line("bench press", 1, 10, 60), line("bench press", 2, 9, 60)]),
    ] as [(String, [WorkoutSet])])
    func sets(text: String, expected: [WorkoutSet]) {
        let parse = WorkoutParser(exercises: Fixtures.exercises, language: Fixtures.language).parse(text)
        #expect(parse.sets == expected, "\(text)")
        #expect(parse.unrecognized.isEmpty, "\(text): \(parse.unrecognized)")
    }

    @Test("lists of reps stay together when the line is split at commas; other commas still split", arguments: [
        ("bench 60 x 8, 8, 7", [[8, 8, 7]], 1),
        ("squat 5,5,4 @ rpe 8", [[5, 5, 4]], 1),
        ("squat 3x5 100kg, bench 5x5 80kg", [], 2),
        ("ran 5 km, 3 sets of 10 push-ups", [], 2),
        ("squat 100, 90", [], 2),    // loads over 50 are not reps
    ] as [(String, [[Int]], Int)])
    func joining(text: String, lists: [[Int]], phrases: Int) {
        let line = ReadLine(Fixtures.language.read(text))
        let found = RepLists(line)
        #expect(line.tokens.indices.compactMap { found.list(at: $0)?.values } == lists, "\(text)")
        let split = LogPhrases.split(line.utterance, separator: "workout_separator", nameLength: { _, _ in nil },
                                     unsplit: found.commas)
        #expect(split.count == phrases, "\(text): \(split)")
    }

    @Test("training requests", arguments: [
        ("what should I train today?", Routed.trainingDay(day: nil)),
        ("What's my workout?", .trainingDay(day: nil)),
        ("what's my workout tomorrow?", .trainingDay(day: "tomorrow")),
        ("next session", .trainingDay(day: nil)),
        ("make me a workout plan", .trainingPlan),
        ("can you give me a plan", .trainingPlan),
        ("done", .logPlannedSession),
        ("did it all", .logPlannedSession),
        ("Done, felt strong", .logPlannedSession),
        ("squat 3x5 100kg", .logWorkout("squat 3x5 100kg")),
    ] as [(String, Routed)])
    func requests(line: String, expected: Routed) {
        #expect(Rules.route(line) == expected, "\(line)")
    }

    @Test("lines that only mention the words are not requests")
    func notRequests() {
        for line in ["I'm done eating for today", "I had a plan to eat 2 eggs", "finished 2 eggs and toast"] {
            let intent = Rules.route(line)
            #expect(intent != .logPlannedSession && intent != .trainingPlan, "\(line): \(intent)")
        }
    }
}
