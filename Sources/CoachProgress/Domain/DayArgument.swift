import CoachDomain
import CoachLanguage

/// A day as the user types it in a command: `2026-11-20`, `today`, `yesterday`, a weekday.
public enum DayArgument {
    /// The weekdays by name, lowercased, Monday first (ISO order).
    package static let weekdays = CalendarNames.weekdays.map { $0.lowercased() }

    /// The day `text` names, relative to `today`: `today`, `yesterday`, a weekday (the last one
    /// before today: on a Tuesday, `monday` is yesterday and `tuesday` a week ago) or
    /// YYYY-MM-DD; nil when it names none.
    public static func day(_ text: String, today: CalendarDay) -> CalendarDay? {
        let word = text.lowercased()
        if word == "today" { return today }
        if word == "yesterday" { return today.adding(days: -1) }
        if let index = weekdays.firstIndex(of: word) { return day(.weekday(index + 1, relation: nil), today: today) }
        return CalendarDay(iso: text)
    }

    /// The day `text` names as `language` reads it (time.lexicon's days, weekdays with `last`,
    /// `this`, `on`, "3 days ago", YYYY-MM-DD): the whole text must be one day.
    public static func day(_ text: String, today: CalendarDay, language: Language) -> CalendarDay? {
        let read = language.read(text)
        guard read.days.count == 1, let said = read.days.first,
              read.tokens.indices.allSatisfy({ said.range.contains($0) || read.tokens[$0].kind == .symbol }) else { return nil }
        return day(said.day, today: today)
    }

    /// The day a line's ``DayReference`` (the grammar's) names, relative to `today`, for a log:
    /// a weekday without `next` is the last one before today (on a Tuesday, Monday is yesterday
    /// and Tuesday a week ago); `next` and a day ahead are after today.
    public static func day(_ reference: DayReference, today: CalendarDay) -> CalendarDay? {
        switch reference {
        case .relative(let offset):
            return today.adding(days: offset)
        case .weekday(let number, let relation):
            guard (1...7).contains(number) else { return nil }
            if relation == "next" { return today.adding(days: (number - today.weekday + 6) % 7 + 1) }
            if relation == "this", number >= today.weekday { return today.adding(days: number - today.weekday) }
            return today.adding(days: -((today.weekday - number + 6) % 7 + 1))
        case .date(let year, let month, let day):
            return CalendarDay(year: year, month: month, day: day)
        }
    }

    /// The day `text` names, or a one-line reason: not a date, a day after `today` (nothing is
    /// logged for the future) or before ``LogBounds/earliestDay``.
    public static func pastDay(_ text: String, today: CalendarDay) -> Result<CalendarDay, DayArgumentError> {
        guard let day = day(text, today: today) else { return .failure(.notADate(text)) }
        guard day <= today else { return .failure(.future(day)) }
        guard day >= LogBounds.earliestDay else { return .failure(.tooEarly(day)) }
        return .success(day)
    }
}

/// Why a typed day cannot be used.
public enum DayArgumentError: Error, Sendable, Hashable, CustomStringConvertible {
    case notADate(String)
    case future(CalendarDay)
    case tooEarly(CalendarDay)

    public var description: String {
        switch self {
        case .notADate(let text): "\(EntryText.quoted(text)) is not a date; write it as YYYY-MM-DD, today, yesterday or a weekday"
        case .future(let day): "\(day.iso) is in the future"
        case .tooEarly(let day): "\(day.iso) is before \(LogBounds.earliestDay.iso), the earliest day a log may have"
        }
    }
}
