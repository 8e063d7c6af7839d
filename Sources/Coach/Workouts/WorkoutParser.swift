import CoachDomain
import CoachLanguage

/// What the workout parser understood.
public struct WorkoutParse: Sendable, Hashable {
    public var sets: [WorkoutSet]
    /// Parts with an unknown exercise or missing numbers: reported, never guessed.
    public var unrecognized: [UnrecognizedPart]

    public init(sets: [WorkoutSet], unrecognized: [UnrecognizedPart]) {
        self.sets = sets
        self.unrecognized = unrecognized
    }

    /// Total lifted volume in kg.
    public var volumeKg: Double { sets.reduce(0) { $0 + $1.volumeKg } }
}

/// Turns free text into workout sets from the exercise list: `squat 3x5 100kg`;
/// `3 sets of 10 pull-ups`; `deadlift 140kg x 5`; `ran 5 km in 28 min`; `walked 10k steps`;
/// `played tennis for an hour`.
///
/// It reads the line as the ``Language`` reads it, once: loads, distances, durations and steps
/// are the grammar's quantities, sets, reps and effort the lexicon's workout words
/// (workout.lexicon), activities said in words activity.lexicon's, and exercise names the
/// list's, matched on the same tokens. Pounds become kilograms; a load without a unit takes the
/// unit of the last load written before it on the line ("deadlift 135 lbs, then rdl 3x8 95"),
/// else ``bareLoadUnit`` (the profile's, see ``loads(in:)``).
public struct WorkoutParser: Sendable {
    public let exercises: ExerciseCatalog
    public let language: Language
    /// The unit of a load written without one, when the line carries none: kilograms unless
    /// ``loads(in:)`` says otherwise.
    public private(set) var bareLoadUnit: WeightUnit = .kg

    /// A parser over the exercise list, reading lines with `language`.
    public init(exercises: ExerciseCatalog, language: Language) {
        self.exercises = exercises
        self.language = language
    }

    /// This parser reading loads written without a unit in `unit` (the profile's preferred unit).
    public func loads(in unit: WeightUnit) -> WorkoutParser {
        var parser = self
        parser.bareLoadUnit = unit
        return parser
    }

    /// Parses `text` into sets; unknown exercises and lines without numbers go to `unrecognized`.
    public func parse(_ text: String) -> WorkoutParse { parse(language.read(text)) }

    /// The sets of a line already read.
    public func parse(_ utterance: Utterance) -> WorkoutParse {
        let line = ReadLine(utterance)
        let lists = RepLists(line)
        var sets: [WorkoutSet] = []
        var unknown: [UnrecognizedPart] = []
        let phrases = LogPhrases.split(utterance, separator: "workout_separator", nameLength: { exercises.nameLength(startingAt: $0, in: $1) },
                                       unsplit: lists.commas)
        for phrase in phrases {
            if let reps = Self.lastSetReps(line, phrase.range), Self.amendLastSet(&sets, reps: reps) { continue }
            let reading = WorkoutPhrase(line: line, range: phrase.range, lists: lists)
            switch build(reading) {
            case .sets(let lines): sets += lines
            case .unrecognized(let part): unknown.append(part)
            case .empty: break
            }
        }
        return WorkoutParse(sets: sets, unrecognized: unknown)
    }

    enum SegmentResult { case sets([WorkoutSet]), unrecognized(UnrecognizedPart), empty }

    /// The sets of one phrase, or why there are none.
    func build(_ phrase: WorkoutPhrase) -> SegmentResult {
        let shown = phrase.line.shown(phrase.range)
        guard !phrase.range.isEmpty else { return .empty }
        // "squat 3x5 -100kg", "ran -5 km": refused, never logged without the sign or the number.
        if let negative = phrase.line.negative(in: phrase.range) {
            return .unrecognized(UnrecognizedPart(text: shown, reason: "\(negative) is below zero"))
        }
        var n = phrase.scan()
        let words = n.words.map { phrase.line.words[$0] }
        guard let record = exercises.match(in: words) ?? activity(in: phrase) else {
            if n.words.allSatisfy({ phrase.line.covered($0, by: "workout_filler") }), n.isEmpty { return .empty }
            return .unrecognized(UnrecognizedPart(text: shown, reason: "unknown exercise"))
        }
        func fail(_ reason: String) -> SegmentResult { .unrecognized(UnrecognizedPart(text: shown, reason: reason)) }
        switch record.kind {
        case .cardio:
            if n.distanceKm == nil, n.minutes == nil, n.steps == nil { return fail("no distance or time for \(record.name)") }
            if let km = n.distanceKm, !(km > 0 && km <= 500) { return fail("\(bareLoadUnit.distance.text(km)) is not a plausible distance") }
            if let minutes = n.minutes, !(minutes > 0 && minutes <= 1_440) { return fail("not a plausible duration") }
            if let steps = n.steps, !(1...LogBounds.maxSteps).contains(steps) { return fail("not a plausible number of steps") }
            return .sets([WorkoutSet(exercise: record.name, kind: .cardio, sets: 1, reps: 0,
                                     distanceKm: n.distanceKm, durationMinutes: n.minutes, steps: n.steps)])
        case .strength, .bodyweight:
            if let list = n.repList {
                n.reps = list.first
                n.sets = list.count
            }
            if n.reps == nil, n.secondsPerSet == nil, n.minutes == nil, let first = n.bare.first, first.value == first.value.rounded() {
                n.reps = Self.count(first.value)          // "20 push-ups"
                n.bare.removeFirst()
            }
            if n.weightKg == nil, record.kind == .strength, let load = n.bare.first {   // "squat 5x5 100"
                n.weightKg = phrase.line.utterance.carriedUnit(at: load.position, of: "mass")
                    .flatMap { UnitConversion.kilograms(load.value, code: $0) } ?? bareLoadUnit.kilograms(load.value)
            }
            let sets = n.sets ?? 1
            let hold = n.secondsPerSet.map { $0 / 60 } ?? n.minutes
            guard let reps = n.reps ?? (hold != nil ? 0 : nil) else { return fail("no sets or reps for \(record.name)") }
            guard (1...50).contains(sets), (0...1_000).contains(reps) else { return fail("not plausible sets or reps") }
            if let weight = n.weightKg, !(weight >= 0 && weight <= 1_000) { return fail("not a plausible weight") }
            if let list = n.repList, list.contains(where: { !(1...1_000).contains($0) }) { return fail("not plausible reps") }
            if let reserve = n.reserve, !(0...10).contains(reserve) { return fail("not a plausible effort") }
            let line = WorkoutSet(exercise: record.name, kind: record.kind, sets: sets, reps: reps,
                                  weightKg: n.weightKg, durationMinutes: reps == 0 ? hold : nil, reserve: n.reserve)
            return .sets(n.repList.map { Self.lines(line, reps: $0) } ?? [line])
        }
    }

    /// The exercise an activity said in words names (activity.lexicon: "went for a walk",
    /// "12,000 steps"), the strongest in the phrase.
    func activity(in phrase: WorkoutPhrase) -> ExerciseRecord? {
        var best: Span?
        for position in phrase.range {
            if let span = phrase.line.span(at: position, "exercise"), span.range.upperBound <= phrase.range.upperBound,
               best.map({ span.strength > $0.strength }) ?? true {
                best = span
            }
        }
        return best?.value(of: "exercise").flatMap { exercises.exercise(named: String($0.map { $0 == "_" ? " " : $0 })) }
    }

    /// A count from a parsed number; absurd values become 100_001, which the plausibility checks refuse.
    static func count(_ value: Double) -> Int {
        value.isFinite && value >= 0 && value <= 100_000 ? Int(value) : 100_001
    }
}
