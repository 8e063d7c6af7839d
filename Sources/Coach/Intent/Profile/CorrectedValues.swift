import CoachDomain
import CoachLanguage

/// A wrong value put against the right one: "three days not four", "80 not 82", "5 days rather
/// than 4", "not four but three days". The right one is kept, the wrong one never read. The
/// words are profile-corrections.lexicon's (`against`, `correction_skip`).
enum CorrectedValues {
    /// Whether a value stands at `index`: a number or a weekday.
    static func isValue(_ line: Utterance, at index: Int) -> Bool {
        line.number(at: index).map { !$0.isArticle } ?? false || line.span(at: index, "weekday") != nil
    }

    /// Whether the tokens before `index` end with a value or what measures one ("4 days", "82 kg").
    static func endsWithValue(_ line: Utterance, before index: Int) -> Bool {
        guard index > 0 else { return false }
        if line.tokens[index - 1].kind == .number { return true }
        return line.span(endingAt: index, "weekday") != nil || line.span(endingAt: index, "unit") != nil
            || line.span(endingAt: index, "sessions") != nil || line.span(endingAt: index, "rate") != nil
    }

    /// The wrong values of a line ("not 34", "rather than 4") marked used, to the clause's end.
    static func useWrongValues(_ scan: inout ProfileScan) {
        for index in 0..<scan.count {
            guard let link = scan.span(at: index, "against"), endsWithValue(scan.line, before: index),
                  isValue(scan.line, at: link.range.upperBound) else { continue }
            var end = link.range.upperBound
            while end < scan.count, !scan.isBreak(end) { end += 1 }
            scan.use(index..<end)
        }
    }

    /// A number of training days put right, whatever was asked: "three days not four" or "three not
    /// four days"; "three days rather than four"; "not four but three days" or "not four days, three".
    static func readDays(_ scan: inout ProfileScan) {
        for index in 0..<scan.count {
            guard let link = scan.span(at: index, "against") else { continue }
            let after = link.range.upperBound
            // "three days not four (days)", "three not four days".
            if let wrong = dayCount(scan, at: after) {
                var end = after + wrong.length
                let trailing = isDayCount(scan, at: end)
                if trailing { end += 1 }
                for start in [index - 2, index - 1] where start >= 0 {
                    guard let right = dayCount(scan, at: start) else { continue }
                    let unit = start + right.length
                    let counted = unit < index && isDayCount(scan, at: unit)
                    guard unit == index || counted, counted || trailing else { continue }
                    scan.replace(ProfileFields.trainingDays, TrainingDays(perWeek: right.value))
                    scan.use(start..<end)
                    return
                }
            }
            // "not four but three days", "not four days, three".
            guard scan.line.covers(index, "negation"), let wrong = dayCount(scan, at: after) else { continue }
            let counted = isDayCount(scan, at: after + wrong.length)
            let wrongEnd = after + wrong.length + (counted ? 1 : 0)
            var position = wrongEnd
            while position < scan.count, scan.line.isClauseBoundary(position) || scan.starts("correction_skip", at: position) {
                position += 1
            }
            guard position > wrongEnd, let right = dayCount(scan, at: position) else { continue }
            var end = position + right.length
            let trailing = isDayCount(scan, at: end)
            if trailing { end += 1 }
            guard counted || trailing else { continue }
            scan.replace(ProfileFields.trainingDays, TrainingDays(perWeek: right.value))
            scan.use(index..<end)
            return
        }
    }

    /// A count of days a week (1 to 7) at `index`, and how many tokens it takes.
    static func dayCount(_ scan: ProfileScan, at index: Int) -> (value: Int, length: Int)? {
        guard !scan.isUsed(index), let (number, length) = scan.number(at: index), number == number.rounded(),
              (1...7).contains(number) else { return nil }
        return (Int(number), length)
    }

    /// Whether a word counting sessions ("days", "times") stands unused at `index`.
    static func isDayCount(_ scan: ProfileScan, at index: Int) -> Bool {
        (scan.span(at: index, "sessions", "count") ?? scan.span(at: index, "sessions", "session")) != nil && !scan.isUsed(index)
    }

    /// Whether `line` puts a value right ("three days not four", "80 not 82"): a correction,
    /// never a "no" to the question asked.
    static func holdsCorrection(_ line: Utterance) -> Bool {
        for index in line.tokens.indices {
            guard let link = line.span(at: index, "against"), isValue(line, at: link.range.upperBound) else { continue }
            if endsWithValue(line, before: index) { return true }
            let after = link.range.upperBound + (line.number(at: link.range.upperBound)?.range.count ?? 1)
            if line.covers(index, "negation"), line.has("clause", "join") || line.tokens.indices.contains(after)
                && line.isClauseBoundary(after) {
                return true
            }
        }
        return false
    }
}
