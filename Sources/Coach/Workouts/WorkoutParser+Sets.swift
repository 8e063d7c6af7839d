import CoachDomain

/// Per-set logging in the current parser's style, kept apart until the language mechanism
/// (issue 19) takes it over: reps listed set by set ("bench 60 x 8,8,7", "squat 100kg 5,5,4"),
/// effort ("@ rpe 8", "2 rir", "2 in reserve") and a change to the last set ("3x8, last set
/// only 6").
extension WorkoutParser {
    /// `text` with lists of reps joined so that splitting at commas keeps them: "8, 8, 7" →
    /// "8/8/7". A list is two or more whole numbers up to 50 standing alone, between commas.
    static func joinRepLists(_ text: String) -> String {
        let characters = Array(text)
        var out = ""
        var i = 0
        func standsAlone(_ start: Int, _ end: Int) -> Bool {
            let before = start > 0 ? characters[start - 1] : " "
            let after = end < characters.count ? characters[end] : " "
            return !(before.isLetter || before.isNumber || before == "." || before == "/")
                && !(after.isLetter || after.isNumber || after == ".")
        }
        func number(at start: Int) -> (value: Int, end: Int)? {
            var end = start
            while end < characters.count, characters[end].isNumber { end += 1 }
            guard end > start, end - start <= 2, let value = Int(String(characters[start..<end])), (1...50).contains(value),
                  standsAlone(start, end) else { return nil }
            return (value, end)
        }
        while i < characters.count {
            guard let first = number(at: i) else {
                out.append(characters[i])
                i += 1
                continue
            }
            var values = [first.value]
            var end = first.end
            while true {
                var j = end
                while j < characters.count, characters[j] == " " { j += 1 }
                guard j < characters.count, characters[j] == "," else { break }
                j += 1
                while j < characters.count, characters[j] == " " { j += 1 }
                guard let next = number(at: j) else { break }
                values.append(next.value)
                end = next.end
            }
            out += values.map(String.init).joined(separator: "/")
            i = end
        }
        return out
    }

    /// "8/8/7" → [8, 8, 7].
    static func repList(_ token: String) -> [Int]? {
        let parts = token.split(separator: "/")
        guard parts.count >= 2 else { return nil }
        let values = parts.compactMap { Int($0) }
        return values.count == parts.count ? values : nil
    }

    /// Reps in reserve said at `i` of `tokens` ("rpe 8", "8 rpe", "2 rir", "rir 2", "2 in reserve",
    /// "2 reps in reserve"), and how many tokens it took.
    static func reserve(in tokens: [String], at i: Int, number: (Int) -> Double?) -> (reserve: Double, length: Int)? {
        func at(_ k: Int) -> String? { k < tokens.count ? tokens[k] : nil }
        if at(i) == "rpe", let value = number(i + 1), (1...10).contains(value) { return (10 - value, 2) }
        if at(i) == "rir", let value = number(i + 1), (0...10).contains(value) { return (value, 2) }
        guard let value = number(i), (0...10).contains(value) else { return nil }
        switch at(i + 1) {
        case "rpe": return (10 - value, 2)
        case "rir": return (value, 2)
        case "in" where at(i + 2) == "reserve": return (value, 3)
        case "reps" where at(i + 2) == "in" && at(i + 3) == "reserve": return (value, 4)
        default: return nil
        }
    }

    /// The reps of "last set only 6", "last set was 6", "last one just 6"; nil for anything else.
    static func lastSetReps(_ segment: String) -> Int? {
        let tokens = TextTools.tokens(segment)
        guard tokens.count >= 3, tokens.count <= 6, tokens.first == "last" || tokens.starts(with: ["the", "last"]),
              tokens.contains("set") || tokens.contains("one"), let last = tokens.last, let reps = Int(last), (0...100).contains(reps)
        else { return nil }
        return reps
    }

    /// `sets` with the last set of its last line at `reps`; the effort said for the others is not
    /// that set's (it fell short), so it has none.
    static func amendLastSet(_ sets: inout [WorkoutSet], reps: Int) -> Bool {
        guard var line = sets.last, line.kind != .cardio else { return false }
        if line.sets > 1 {
            line.sets -= 1
            sets[sets.count - 1] = line
            line.sets = 1
        } else {
            sets.removeLast()
        }
        line.reps = reps
        line.reserve = nil
        sets.append(line)
        return true
    }

    /// One line per run of equal reps: 8, 8, 7 at 60 kg → 2×8 and 1×7 at 60 kg.
    static func lines(_ line: WorkoutSet, reps: [Int]) -> [WorkoutSet] {
        var lines: [WorkoutSet] = []
        for count in reps {
            if var last = lines.last, last.reps == count {
                last.sets += 1
                lines[lines.count - 1] = last
            } else {
                var next = line
                next.sets = 1
                next.reps = count
                lines.append(next)
            }
        }
        return lines
    }
}
