/// A day as the user types it in a command: `2026-11-20`, `today`, `yesterday`.
public enum DayArgument {
    /// The day `text` names, relative to `today`; nil when it names none.
    public static func day(_ text: String, today: CalendarDay) -> CalendarDay? {
        switch text.lowercased() {
        case "today": today
        case "yesterday": today.adding(days: -1)
        default: CalendarDay(iso: text)
        }
    }

    /// The day `text` names, or a one-line reason: not a date, or a day after `today` (nothing
    /// is logged for the future).
    public static func pastDay(_ text: String, today: CalendarDay) -> Result<CalendarDay, DayArgumentError> {
        guard let day = day(text, today: today) else { return .failure(.notADate(text)) }
        guard day <= today else { return .failure(.future(day)) }
        return .success(day)
    }
}

/// Why a typed day cannot be used.
public enum DayArgumentError: Error, Sendable, Hashable, CustomStringConvertible {
    case notADate(String)
    case future(CalendarDay)

    public var description: String {
        switch self {
        case .notADate(let text): "'\(text)' is not a date; write it as YYYY-MM-DD, today or yesterday"
        case .future(let day): "\(day.iso) is in the future"
        }
    }
}
