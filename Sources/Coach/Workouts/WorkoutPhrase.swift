import CoachDomain
import CoachLanguage

/// One exercise phrase of a read line ("squat 3x5 100kg", "walked 10k steps"): its numbers
/// read left to right, the grammar's quantities and the workout words (workout.lexicon) saying
/// what each is; the other words are kept for the exercise lookup.
struct WorkoutPhrase {
    let line: ReadLine
    let range: Range<Int>
    let lists: RepLists

    /// The numbers found in the phrase.
    struct Numbers {
        var sets: Int?
        var reps: Int?
        var weightKg: Double?
        var distanceKm: Double?
        var minutes: Double?
        var secondsPerSet: Double?
        var steps: Int?
        /// Reps set by set ("8,8,7").
        var repList: [Int]?
        /// Reps in reserve ("@ rpe 8", "2 rir").
        var reserve: Double?
        /// Numbers with no unit or workout word, and where each was.
        var bare: [(value: Double, position: Int)] = []
        /// Positions of the words left for the exercise lookup.
        var words: [Int] = []

        /// Whether it holds no number at all.
        var isEmpty: Bool {
            sets == nil && reps == nil && weightKg == nil && distanceKm == nil && minutes == nil && secondsPerSet == nil
                && steps == nil && repList == nil && reserve == nil && bare.isEmpty
        }
    }

    /// The phrase read left to right.
    func scan() -> Numbers {
        var n = Numbers()
        var i = range.lowerBound
        while i < range.upperBound {
            ParseWork.count()
            i = step(at: i, into: &n)
        }
        return n
    }

    /// Reads what starts at `i` into `n`; the position after it.
    func step(at i: Int, into n: inout Numbers) -> Int {
        if let list = lists.list(at: i) {
            n.repList = list.values
            return list.end
        }
        if let effort = reserve(at: i) {
            n.reserve = effort.reserve
            return effort.end
        }
        if let glued = gluedEnd(at: i) {          // "1e20x5": no number of ours
            n.words.append(i)
            return glued
        }
        if let minutes = clock(at: i) {           // "28:30"
            n.minutes = minutes.value
            return minutes.end
        }
        if let entity = line.entity(startingAt: i), entity.range.upperBound <= range.upperBound,
           let end = read(entity, into: &n) {
            return end
        }
        if let count = number(at: i), line.tokens[i].kind == .number {
            return counted(count, at: i, into: &n)
        }
        if line.span(at: i, "workout_by") != nil {
            if let list = lists.list(at: i + 1) {           // "60 x 8,8,7"
                n.repList = list.values
                return list.end
            }
            if let reps = number(at: i + 1) {               // "140kg x 5"
                n.reps = WorkoutParser.count(reps.value)
                return line.span(at: reps.end, "workout_reps").map(\.range.upperBound) ?? reps.end
            }
        }
        if line.tokens[i].kind == .word { n.words.append(i) }
        return i + 1
    }

    /// A quantity or a number the grammar read at its first token; nil to read the token alone.
    func read(_ entity: Entity, into n: inout Numbers) -> Int? {
        let end = entity.range.upperBound
        switch entity.value {
        case .quantity(let value, let code, let quantity):
            switch quantity {
            case "mass": n.weightKg = UnitConversion.kilograms(value, code: code)
            case "length": n.distanceKm = UnitConversion.kilometres(value, code: code)
            case "steps": n.steps = WorkoutParser.count(value)
            case "duration":
                guard let minutes = UnitConversion.minutes(value, code: code) else { return end }
                if minutes < 1, code == "s", n.sets != nil || n.secondsPerSet != nil { n.secondsPerSet = value } else {
                    n.minutes = (n.minutes ?? 0) + minutes
                }
            default: break
            }
            return end
        case .number(let value):
            // A number in words counts before a sets, reps or "x" word (`three sets of ten`) or
            // when it is more than one (`twenty push-ups`); one is a word of a name (`one arm row`,
            // `single leg deadlift`).
            guard !entity.isArticle,
                  line.tokens[entity.range.lowerBound].kind == .number || isCountWord(at: end) || value >= 2 else { return nil }
            return counted((value, end), at: entity.range.lowerBound, into: &n)
        case .day:
            return end                                        // the day is the log's, not the set's
        case .time:
            // "at 10" after a lift is a load; "7pm" is when, and says nothing of the sets.
            let said = entity.range.contains { line.covered($0, by: "meridiem") }
            return said ? end : nil
        case .range:
            return nil
        }
    }

    /// What a number at `i` counts, by the words after it: `3x5`; `3 sets of 10`; `8 reps x 3`;
    /// or a bare number (`squat 100`; `20 push-ups`).
    func counted(_ number: (value: Double, end: Int), at i: Int, into n: inout Numbers) -> Int {
        let end = number.end
        if line.span(at: end, "workout_by") != nil, lists.list(at: end + 1) == nil {
            if let hold = line.entity(startingAt: end + 1), let seconds = hold.amount(of: "duration"), seconds.unit == "s" {
                n.sets = WorkoutParser.count(number.value)                   // "3x60s"
                n.secondsPerSet = seconds.value
                return hold.range.upperBound
            }
            if let reps = self.number(at: end + 1) {
                n.sets = WorkoutParser.count(number.value)
                n.reps = WorkoutParser.count(reps.value)
                return reps.end
            }
        }
        if let sets = line.span(at: end, "workout_sets") {
            n.sets = WorkoutParser.count(number.value)
            var position = sets.range.upperBound
            if let link = line.span(at: position, "workout_link") ?? line.span(at: position, "workout_by"),
               let reps = self.number(at: link.range.upperBound) {
                n.reps = WorkoutParser.count(reps.value)
                position = reps.end
            }
            if let word = line.span(at: position, "workout_reps") { position = word.range.upperBound }
            return position
        }
        if let reps = line.span(at: end, "workout_reps") {
            n.reps = WorkoutParser.count(number.value)
            var position = reps.range.upperBound
            if let by = line.span(at: position, "workout_by"), let sets = self.number(at: by.range.upperBound) {
                n.sets = WorkoutParser.count(sets.value)
                position = sets.end
            }
            return position
        }
        n.bare.append((number.value, i))
        return end
    }

    /// Whether a sets, reps or "x" word stands at `position`.
    func isCountWord(at position: Int) -> Bool {
        line.span(at: position, "workout_sets") != nil || line.span(at: position, "workout_reps") != nil
            || line.span(at: position, "workout_by") != nil
    }

    /// A plain number at `position`: digits, or a number the grammar read there (no article).
    func number(at position: Int) -> (value: Double, end: Int)? {
        guard position < range.upperBound else { return nil }
        if let entity = line.entity(startingAt: position), case .number(let value) = entity.value, !entity.isArticle,
           entity.range.upperBound <= range.upperBound {
            return (value, entity.range.upperBound)
        }
        let token = line.tokens[position]
        guard token.kind == .number, let value = token.number else { return nil }
        return (value, position + 1)
    }

    /// Reps in reserve said at `i`: `rpe 8`; `8 rpe`; `2 rir`; `rir 2`; `2 in reserve`;
    /// `2 reps in reserve`.
    func reserve(at i: Int) -> (reserve: Double, end: Int)? {
        if let effort = line.span(at: i, "effort"), let value = digits(at: effort.range.upperBound) {
            return effort.value(of: "effort") == "rpe" ? ((1...10).contains(value.value) ? (10 - value.value, value.end) : nil)
                : ((0...10).contains(value.value) ? (value.value, value.end) : nil)
        }
        guard let value = digits(at: i), (0...10).contains(value.value), let effort = line.span(at: value.end, "effort"),
              effort.range.upperBound <= range.upperBound else { return nil }
        return (effort.value(of: "effort") == "rpe" ? 10 - value.value : value.value, effort.range.upperBound)
    }

    func digits(at position: Int) -> (value: Double, end: Int)? {
        guard position < range.upperBound, line.tokens[position].kind == .number, let value = line.tokens[position].number else {
            return nil
        }
        return (value, position + 1)
    }

    /// "28:30" at `i`: minutes and seconds.
    func clock(at i: Int) -> (value: Double, end: Int)? {
        guard i + 2 < range.upperBound, line.tokens[i].isInteger, line.tokens[i + 1].isSymbol(":"), line.tokens[i + 1].isAttached,
              line.tokens[i + 2].isAttached, line.tokens[i + 2].isInteger, line.tokens[i + 2].text.count == 2,
              let minutes = line.tokens[i].number, let seconds = line.tokens[i + 2].number, seconds < 60 else { return nil }
        return (minutes + seconds / 60, i + 3)
    }

    /// The end of a run of digits and letters written as one ("1e20x5", "1e308kg") that is no
    /// number and unit of ours: a number touching a word that is neither a unit nor "x", and a
    /// number after it.
    func gluedEnd(at i: Int) -> Int? {
        guard line.tokens[i].kind == .number, i + 2 < range.upperBound, line.tokens[i + 1].kind == .word,
              line.tokens[i + 1].isAttached, line.tokens[i + 2].kind == .number, line.tokens[i + 2].isAttached,
              !line.covered(i + 1, by: "unit"), !line.covered(i + 1, by: "workout_by"), !line.covered(i + 1, by: "multiplier")
        else { return nil }
        var end = i + 3
        while end < range.upperBound, line.tokens[end].isAttached, line.tokens[end].kind != .symbol { end += 1 }
        return end
    }
}
