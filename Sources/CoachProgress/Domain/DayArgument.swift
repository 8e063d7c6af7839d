import CoachDomain

/// A day as the user types it in a command: `2026-11-20`, `today`, `yesterday`.
public enum DayArgument {
    /// The weekdays by name, Monday first (ISO order).
    package static let weekdays = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"]

    /// The day `text` names, relative to `today`: `today`, `yesterday`, a weekday (the last one
    /// before today: on a Tuesday, `monday` is yesterday and `tuesday` a week ago) or
    /// YYYY-MM-DD; nil when it names none.
    public static func day(_ text: String, today: CalendarDay) -> CalendarDay? {
        let word = text.lowercased()
        switch word {
        case "today": return today
        case "yesterday": return today.adding(days: -1)
        default:
            if let index = weekdays.firstIndex(of: word) {
                let back = (today.weekday - (index + 1) + 6) % 7 + 1
                return today.adding(days: -back)
            }
            return CalendarDay(iso: text)
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
