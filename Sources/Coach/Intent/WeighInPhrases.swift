import CoachDomain
import CoachProgress

/// A weigh-in said in words, as the intent parser read it: the number, its unit when said (else
/// the profile's), and the day when said ("yesterday", "2026-11-20"; else today).
public struct WeighInRequest: Sendable, Hashable {
    public var value: Double
    /// "kg" or "lb"; nil: the profile's unit.
    public var unit: String?
    /// "yesterday", "today" or YYYY-MM-DD; nil: today.
    public var date: String?

    public init(value: Double, unit: String? = nil, date: String? = nil) {
        self.value = value
        self.unit = unit
        self.date = date
    }
}

/// Reads what progress over time is asked in words: weigh-ins ("I weighed 80.9 this morning",
/// "yesterday I was 82", "weighed in at 180 lb", "scale says 81.2") and questions about the week
/// ("how am I doing this week?"). A statement of one's weight without a weigh-in's words ("I weigh
/// 79 kg") stays a profile fact; saving it logs the weigh-in too.
enum WeighInPhrases {
    /// The progress intent of `line`, if any.
    static func intent(_ line: String, bare: String) -> CoachIntent? {
        if WeekPhrases.isWeekQuestion(bare) { return .weekSummary }
        guard !TextTools.isQuestion(TextTools.normalize(line)) else { return nil }
        return weighIn(bare).map(CoachIntent.logWeight)
    }

    /// Words after which a number is a weigh-in.
    static let leads: [String] = [
        "i weighed in at", "weighed in at", "i weighed in", "weighed in", "i weighed", "weighed", "weigh in", "weigh-in",
        "weighin", "weigh in was", "weigh-in was", "my weigh in", "my weigh-in", "scale says", "scale said", "the scale says",
        "the scale said", "scale read", "the scale read", "scale showed", "the scale showed", "morning weight",
        "my weight this morning", "weight this morning", "my weight today", "weight today", "my weight yesterday",
        "weight yesterday",
    ]
    /// Words after which a number is a weigh-in only when a day is said too ("yesterday I was 82").
    static let dayLeads: [String] = ["i was", "was", "i was at", "i was down to", "i was up to", "i am at", "im at",
                                     "down to", "up to"]
    /// Words that say when.
    static let dayWords: Set<String> = ["yesterday", "today", "morning", "tonight", "now"]
    /// Words that may follow the weight (the rest of the sentence says when, or goes on).
    static let after: Set<String> = ["this", "today", "yesterday", "on", "at", "in", "when", "after", "before", "and", "but",
                                     "so", "last", "morning", "now", "again", "on the scale", "which", "up", "down", "then"]

    /// The weigh-in `bare` states, if it states one.
    static func weighIn(_ bare: String) -> WeighInRequest? {
        let words = bare.split(separator: " ").map(String.init).flatMap { FoodUnits.splitAttached($0) }
        let date = day(in: words)
        let text = " " + words.joined(separator: " ") + " "
        let datedOnly = date != nil || words.contains("morning")
        for (lead, needsDay) in leads.map({ ($0, false) }) + dayLeads.map({ ($0, true) }) where !needsDay || datedOnly {
            guard let range = text.range(of: " " + lead + " ") else { continue }
            let rest = text[range.upperBound...].split(separator: " ").map(String.init)
            guard let request = number(rest.drop { $0 == "about" || $0 == "around" || $0 == "exactly" || $0 == ":" }) else {
                continue
            }
            return WeighInRequest(value: request.value, unit: request.unit, date: date)
        }
        return nil
    }

    /// A body weight at the start of `words`: a number, perhaps a unit, then nothing or words of when.
    static func number(_ words: ArraySlice<String>) -> (value: Double, unit: String?)? {
        guard let first = words.first, first.first?.isNumber == true,
              let value = Double(first.replacingOccurrences(of: ",", with: ".")), value.isFinite else { return nil }
        var rest = words.dropFirst()
        var unit: WeightUnit?
        if let word = rest.first, let named = WeightUnit(suffix: word) {
            unit = named
            rest = rest.dropFirst()
        }
        if let next = rest.first, !after.contains(next), CalendarDay(iso: next) == nil { return nil }
        // Plausible in the unit said, or in either when none was said.
        let plausible = unit.map { WeighIn.plausibleKg.contains($0.kilograms(value)) }
            ?? WeightUnit.allCases.contains { WeighIn.plausibleKg.contains($0.kilograms(value)) }
        return plausible ? (value, unit?.rawValue) : nil
    }

    /// The day `words` name: "yesterday", a YYYY-MM-DD date, "today" / "this morning"; nil: none said.
    static func day(in words: [String]) -> String? {
        if words.contains("yesterday") { return "yesterday" }
        if let iso = words.first(where: { CalendarDay(iso: $0) != nil }) { return iso }
        if words.contains("today") || words.contains("tonight") || words.contains("now") { return "today" }
        return nil
    }
}

/// Questions about the week: "how am I doing this week?", "how was my week", "weekly summary".
enum WeekPhrases {
    static let weekWords = ["this week", "my week", "the week", "past week", "last week", "last 7 days", "last seven days",
                            "past 7 days", "past seven days", "weekly", "week so far"]
    static let asks = ["how am i doing", "how did i do", "how was", "hows", "how is", "summary", "recap", "show me", "review",
                       "progress", "on track", "how am i getting on", "how have i done", "how has", "how many", "how much",
                       "what did i", "report", "overview"]

    static func isWeekQuestion(_ bare: String) -> Bool {
        let phrases = PhraseText(words: bare.split(separator: " ").map(String.init))
        return weekWords.contains { phrases.contains($0) } && asks.contains { phrases.contains($0) }
    }
}
