import CoachDomain
import CoachProgress

/// The day a log line names, at its start or its end: "yesterday I had pizza", "pizza for
/// dinner last night", "on Monday I ran 5 km", "squat 3x5 100kg on 2026-11-20". The day comes
/// back as ``DayArgument`` reads it (`yesterday`, a weekday, YYYY-MM-DD), with the line
/// without it; a line that names no day is left alone (and is today's).
enum DayPhrases {
    /// Phrases naming yesterday or today, longest first where one starts another.
    static let named: [(phrase: String, day: String)] = [
        ("yesterday morning", "yesterday"), ("yesterday afternoon", "yesterday"), ("yesterday evening", "yesterday"),
        ("yesterday", "yesterday"), ("last night", "yesterday"), ("this morning", "today"), ("this afternoon", "today"),
        ("this evening", "today"), ("today", "today"), ("tonight", "today"),
    ]

    /// The day named at the start or the end of `bare` (lowercase words), as a ``DayArgument``
    /// word (nil for today, the day a line names by default), and how many words it takes at
    /// each end. A weekday at the start needs "on" or "last" before it ("Sunday roast" is a food).
    static func split(_ bare: String) -> (day: String?, leading: Int, trailing: Int)? {
        let words = bare.split(separator: " ").map(String.init)
        guard words.count > 1 else { return nil }
        if let lead = match(words, atStart: true), lead.count < words.count {
            return (lead.day == "today" ? nil : lead.day, lead.count, 0)
        }
        // At the end, the last one to four words when they are a day phrase whole:
        // "pizza for dinner last night" keeps "pizza for dinner".
        for length in stride(from: min(4, words.count - 1), through: 1, by: -1) {
            if let found = match(Array(words.suffix(length)), atStart: false), found.count == length {
                return (found.day == "today" ? nil : found.day, 0, length)
            }
        }
        return nil
    }

    /// The day phrase that `words` start with, and how many words it takes.
    private static func match(_ words: [String], atStart: Bool) -> (day: String, count: Int)? {
        let text = words.joined(separator: " ")
        for (phrase, day) in named where text == phrase || text.hasPrefix(phrase + " ") {
            return (day, phrase.split(separator: " ").count)
        }
        let prefixed = words.first == "on" || words.first == "last"
        guard let word = words.dropFirst(prefixed ? 1 : 0).first else { return nil }
        if CalendarDay(iso: word) != nil, words.first != "last" { return (word, prefixed ? 2 : 1) }
        if DayArgument.weekdays.contains(word), prefixed || !atStart { return (word, prefixed ? 2 : 1) }
        return nil
    }

    /// `line` without `leading` words at its start and `trailing` at its end (the user's casing
    /// kept), and without a comma left at the cut.
    static func strip(_ line: String, leading: Int, trailing: Int) -> String {
        var words = line.split(separator: " ").map(String.init)
        guard leading + trailing < words.count else { return line }
        words.removeFirst(leading)
        words.removeLast(trailing)
        var text = words.joined(separator: " ")
        while let first = text.first, ",;:-".contains(first) || first == " " { text.removeFirst() }
        while let last = text.last, ",;:-".contains(last) || last == " " { text.removeLast() }
        return text.isEmpty ? line : text
    }
}
