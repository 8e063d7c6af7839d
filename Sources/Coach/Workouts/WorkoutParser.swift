import CoachDomain

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

/// Turns free text ("squat 3x5 100kg", "3 sets of 10 pull-ups", "deadlift 140kg x 5",
/// "ran 5 km in 28 min") into workout sets from the exercise list. Pounds become kilograms; a load
/// without a unit ("squat 3x5 100") is in ``bareLoadUnit`` (the profile's, see ``loads(in:)``).
public struct WorkoutParser: Sendable {
    public let exercises: ExerciseCatalog
    /// The unit of a load written without one: kilograms unless ``loads(in:)`` says otherwise.
    public private(set) var bareLoadUnit: WeightUnit = .kg
    /// The exercise list's names that splitting keeps whole (worked out once per list, on first use).
    private var protectedNames: [String] { exercises.protectedNames }

    static let kilogramsPerUnit: [String: Double] = [
        "kg": 1, "kgs": 1, "kilo": 1, "kilos": 1, "kilogram": 1, "kilograms": 1,
        "lb": 0.45359237, "lbs": 0.45359237, "pound": 0.45359237, "pounds": 0.45359237,
    ]
    static let kilometresPerUnit: [String: Double] = [
        "km": 1, "k": 1, "kms": 1, "kilometer": 1, "kilometers": 1, "kilometre": 1, "kilometres": 1,
        "mi": 1.609344, "mile": 1.609344, "miles": 1.609344, "m": 0.001, "meter": 0.001, "meters": 0.001,
        "metre": 0.001, "metres": 0.001,
    ]
    static let minutesPerUnit: [String: Double] = [
        "min": 1, "mins": 1, "minute": 1, "minutes": 1, "h": 60, "hr": 60, "hrs": 60, "hour": 60, "hours": 60,
        "s": 1.0 / 60, "sec": 1.0 / 60, "secs": 1.0 / 60, "second": 1.0 / 60, "seconds": 1.0 / 60,
    ]
    static let separators = [" and ", " then ", " plus ", " & ", " followed by ", " after that "]

    /// A parser over the exercise list.
    public init(exercises: ExerciseCatalog) {
        self.exercises = exercises
    }

    /// This parser reading loads written without a unit in `unit` (the profile's preferred unit).
    public func loads(in unit: WeightUnit) -> WorkoutParser {
        var parser = self
        parser.bareLoadUnit = unit
        return parser
    }

    /// Parses `text` into sets; unknown exercises and lines without numbers go to `unrecognized`.
    public func parse(_ text: String) -> WorkoutParse {
        var sets: [WorkoutSet] = []
        var unknown: [UnrecognizedPart] = []
        for segment in segments(of: text) {
            if let reps = Self.lastSetReps(segment), Self.amendLastSet(&sets, reps: reps) { continue }
            switch parseSegment(segment) {
            case .sets(let lines): sets += lines
            case .unrecognized(let part): unknown.append(part)
            case .empty: break
            }
        }
        return WorkoutParse(sets: sets, unrecognized: unknown)
    }

    func segments(of text: String) -> [String] {
        var working = " " + Self.joinRepLists(TextTools.normalize(text)).replacingOccurrences(of: "@", with: " at ") + " "
        for name in protectedNames {
            working = working.replacingOccurrences(of: " \(name) ", with: " " + name.replacingOccurrences(of: " ", with: "_") + " ")
        }
        for mark in [",", ";", "\n"] { working = working.replacingOccurrences(of: mark, with: " | ") }
        working = working.replacingOccurrences(of: ". ", with: " | ")
        for separator in Self.separators { working = working.replacingOccurrences(of: separator, with: " | ") }
        return working.split(separator: "|")
            .map { TextTools.collapse($0.replacingOccurrences(of: "_", with: " ")) }
            .filter { !$0.isEmpty }
    }

    enum SegmentResult { case sets([WorkoutSet]), unrecognized(UnrecognizedPart), empty }

    /// The numbers found in one segment.
    struct Numbers {
        var sets: Int?
        var reps: Int?
        var weightKg: Double?
        var distanceKm: Double?
        var minutes: Double?
        var secondsPerSet: Double?
        /// Reps set by set ("8,8,7").
        var repList: [Int]?
        /// Reps in reserve ("@ rpe 8", "2 rir").
        var reserve: Double?
        var bare: [Double] = []
        var words: [String] = []
    }

    func parseSegment(_ segment: String) -> SegmentResult {
        let tokens = TextTools.tokens(segment).flatMap(split)
        guard !tokens.isEmpty else { return .empty }
        // "squat 3x5 -100kg", "ran -5 km": refused, never logged without the sign or the number.
        if let negative = TextTools.negativeAmount(in: tokens) {
            return .unrecognized(UnrecognizedPart(text: segment, reason: "\(negative) is below zero"))
        }
        let numbers = scan(tokens)
        guard let record = exercises.match(in: numbers.words) else {
            if numbers.words.allSatisfy({ ["i", "did", "also", "then", "today", "workout", "-"].contains($0) }),
               numbers.bare.isEmpty, numbers.reps == nil, numbers.weightKg == nil { return .empty }
            return .unrecognized(UnrecognizedPart(text: segment, reason: "unknown exercise"))
        }
        return build(record, numbers, segment: segment)
    }

    func build(_ record: ExerciseRecord, _ n: Numbers, segment: String) -> SegmentResult {
        var n = n
        func fail(_ reason: String) -> SegmentResult { .unrecognized(UnrecognizedPart(text: segment, reason: reason)) }
        switch record.kind {
        case .cardio:
            if n.distanceKm == nil, n.minutes == nil { return fail("no distance or time for \(record.name)") }
            if let km = n.distanceKm, !(km > 0 && km <= 500) { return fail("\(bareLoadUnit.distance.text(km)) is not a plausible distance") }
            if let minutes = n.minutes, !(minutes > 0 && minutes <= 1_440) { return fail("not a plausible duration") }
            return .sets([WorkoutSet(exercise: record.name, kind: .cardio, sets: 1, reps: 0,
                                     distanceKm: n.distanceKm, durationMinutes: n.minutes)])
        case .strength, .bodyweight:
            if let list = n.repList {
                n.reps = list.first
                n.sets = list.count
            }
            if n.reps == nil, n.secondsPerSet == nil, n.minutes == nil, let first = n.bare.first, first == first.rounded() {
                n.reps = Self.count(first)          // "20 push-ups"
                n.bare.removeFirst()
            }
            if n.weightKg == nil, record.kind == .strength, let load = n.bare.first { n.weightKg = bareLoadUnit.kilograms(load) } // "squat 5x5 100"
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

    /// Reads numbers and their units left to right; other words are kept for the exercise lookup.
    func scan(_ tokens: [String]) -> Numbers {
        var n = Numbers()
        var i = 0
        func at(_ k: Int) -> String? { k < tokens.count ? tokens[k] : nil }
        func number(_ k: Int) -> Double? { at(k).flatMap { NumberWords.isNumeric($0) ? NumberWords.value($0) : nil } }
        while i < tokens.count {
            let token = tokens[i]
            if let list = Self.repList(token) {
                n.repList = list
                i += 1
                continue
            }
            if let said = Self.reserve(in: tokens, at: i, number: number) {
                n.reserve = said.reserve
                i += said.length
                continue
            }
            if let (sets, reps, seconds) = setsByReps(token) {
                n.sets = sets
                if seconds { n.secondsPerSet = Double(reps) } else { n.reps = reps }
                i += 1
                continue
            }
            if let minutes = clockMinutes(token) {
                n.minutes = minutes
                i += 1
                continue
            }
            if let value = number(i) ?? wordNumber(token, next: at(i + 1)) {
                let next = at(i + 1) ?? ""
                if let factor = Self.kilogramsPerUnit[next] { n.weightKg = value * factor; i += 2; continue }
                if let factor = Self.kilometresPerUnit[next] { n.distanceKm = value * factor; i += 2; continue }
                if let factor = Self.minutesPerUnit[next] {
                    if factor < 1, n.sets != nil || n.secondsPerSet != nil { n.secondsPerSet = value } else {
                        n.minutes = (n.minutes ?? 0) + value * factor
                    }
                    i += 2
                    continue
                }
                if next == "x" || next == "by", let reps = number(i + 2) {
                    n.sets = Self.count(value)
                    n.reps = Self.count(reps)
                    i += 3
                    continue
                }
                if next == "sets" || next == "set" || next == "rounds" {
                    n.sets = Self.count(value)
                    i += 2
                    if at(i) == "of" || at(i) == "x", let reps = number(i + 1) {
                        n.reps = Self.count(reps)
                        i += 2
                    }
                    if let word = at(i), ["reps", "rep", "each"].contains(word) { i += 1 }
                    continue
                }
                if next == "reps" || next == "rep" || next == "times" {
                    n.reps = Self.count(value)
                    i += 2
                    if at(i) == "x", let sets = number(i + 1) { n.sets = Self.count(sets); i += 2 }
                    continue
                }
                if NumberWords.isNumeric(token) { n.bare.append(value) } else { n.words.append(token) }
                i += 1
                continue
            }
            if token == "x", let list = at(i + 1).flatMap(Self.repList) {
                n.repList = list
                i += 2
                continue
            }
            if token == "x", let reps = number(i + 1) {
                n.reps = Self.count(reps)
                if at(i + 2) == "reps" { i += 1 }
                i += 2
                continue
            }
            n.words.append(token)
            i += 1
        }
        return n
    }

    /// A count from a parsed number; absurd values become 100_001, which the plausibility checks refuse.
    static func count(_ value: Double) -> Int {
        value.isFinite && value >= 0 && value <= 100_000 ? Int(value) : 100_001
    }

    /// "3x5" -> (3, 5, false); "3x60s" -> (3, 60, true).
    func setsByReps(_ token: String) -> (Int, Int, Bool)? {
        let parts = token.split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let sets = Int(parts[0]) else { return nil }
        var right = String(parts[1])
        let seconds = right.hasSuffix("s") || right.hasSuffix("sec")
        right = String(right.prefix { $0.isNumber })
        guard let reps = Int(right), sets > 0 else { return nil }
        return (sets, reps, seconds)
    }

    /// "28:30" -> 28.5 minutes.
    func clockMinutes(_ token: String) -> Double? {
        let parts = token.split(separator: ":")
        guard parts.count == 2, let minutes = Int(parts[0]), let seconds = Int(parts[1]), (0..<60).contains(seconds) else {
            return nil
        }
        return Double(minutes) + Double(seconds) / 60
    }

    /// "three sets", "ten reps": number words count only before a sets/reps word.
    func wordNumber(_ token: String, next: String?) -> Double? {
        guard let next, ["sets", "set", "reps", "rep", "x", "times", "rounds"].contains(next),
              !["a", "an", "some"].contains(token) else { return nil }
        return NumberWords.value(token)
    }

    /// "100kg" -> ["100", "kg"], "5k" -> ["5", "k"], "x5" -> ["x", "5"]; "3x5" stays.
    func split(_ token: String) -> [String] {
        if token.hasPrefix("x"), token.count > 1, Int(token.dropFirst()) != nil { return ["x", String(token.dropFirst())] }
        guard let first = token.first, first.isNumber, setsByReps(token) == nil, clockMinutes(token) == nil else {
            return [token]
        }
        let number = String(token.prefix { $0.isNumber || $0 == "." })
        let rest = String(token.dropFirst(number.count))
        let units = Set(Self.kilogramsPerUnit.keys).union(Self.kilometresPerUnit.keys).union(Self.minutesPerUnit.keys)
        if !rest.isEmpty, units.contains(rest) || rest == "x" { return [number, rest] }
        return [token]
    }
}
