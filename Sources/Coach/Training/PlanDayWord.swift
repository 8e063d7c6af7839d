import CoachDomain
import CoachTraining

/// A day of the plan named in a word, which may be ahead: `today`, `tomorrow`, `yesterday`, a
/// weekday (the next one, today included) or YYYY-MM-DD.
public enum PlanDayWord {
    /// The day `word` names relative to `today`, or nil.
    public static func day(_ word: String, today: CalendarDay) -> CalendarDay? {
        let text = word.lowercased()
        switch text {
        case "today": return today
        case "tomorrow": return today.adding(days: 1)
        case "yesterday": return today.adding(days: -1)
        default: break
        }
        if let day = CalendarDay(iso: text) { return day }
        guard text.count >= 3, let weekday = Weekday(rawValue: String(text.prefix(3))),
              weekday.fullName.lowercased().hasPrefix(text) else { return nil }
        return (0...6).map { today.adding(days: $0) }.first { $0.dayOfWeek == weekday }
    }
}
