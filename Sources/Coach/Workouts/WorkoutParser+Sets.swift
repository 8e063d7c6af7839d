import CoachDomain
import CoachLanguage

/// Reps listed set by set ("bench 60 x 8,8,7", "squat 100kg 5, 5, 4"): a run of two or more
/// whole numbers up to 50 standing alone, a comma between each. The commas of a list do not
/// split the line into phrases.
struct RepLists {
    /// The lists by their first token: the reps and the position after the last.
    private let byStart: [Int: (values: [Int], end: Int)]
    /// The positions of the commas inside lists.
    let commas: Set<Int>

    init(_ line: ReadLine) {
        var byStart: [Int: (values: [Int], end: Int)] = [:]
        var commas = Set<Int>()
        let tokens = line.tokens
        var position = 0
        while position < tokens.count {
            guard let first = Self.rep(at: position, in: tokens) else {
                position += 1
                continue
            }
            var values = [first]
            var end = position + 1
            var inside: [Int] = []
            while end + 1 < tokens.count, tokens[end].isSymbol(","), let next = Self.rep(at: end + 1, in: tokens) {
                values.append(next)
                inside.append(end)
                end += 2
            }
            if values.count >= 2 {
                byStart[position] = (values, end)
                commas.formUnion(inside)
            }
            position = end
        }
        self.byStart = byStart
        self.commas = commas
    }

    /// The list starting at `position`.
    func list(at position: Int) -> (values: [Int], end: Int)? { byStart[position] }

    /// A rep count standing alone at `position`: one or two digits, 1 to 50, touching no word
    /// or number before or after it.
    static func rep(at position: Int, in tokens: [Token]) -> Int? {
        let token = tokens[position]
        guard token.isInteger, token.text.count <= 2, let value = token.number, (1...50).contains(value) else { return nil }
        if token.isAttached, position > 0, tokens[position - 1].kind != .symbol { return nil }
        if position + 1 < tokens.count, tokens[position + 1].isAttached, tokens[position + 1].kind != .symbol
            || tokens[position + 1].isSymbol(".") {
            return nil
        }
        return Int(value)
    }
}

/// A change to the last set ("3x8, last set only 6") and one line per run of equal reps.
extension WorkoutParser {
    /// The reps of `last set only 6` (or `was 6`, `the last one just 6`): a `last_set`
    /// phrase opening a phrase of at most six tokens that ends in a whole number up to 100;
    /// nil for anything else.
    static func lastSetReps(_ line: ReadLine, _ range: Range<Int>) -> Int? {
        guard range.count >= 3, range.count <= 6, let opening = line.span(at: range.lowerBound, "last_set"),
              opening.range.upperBound < range.upperBound, let last = range.last, line.tokens[last].isInteger,
              let reps = line.tokens[last].number, (0...100).contains(reps) else { return nil }
        return Int(reps)
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
