import Foundation

/// The English names of weekdays and months, as the Gregorian calendar gives them (one source
/// for showing a day; the words a user types for days are the lexicon's, time.lexicon).
package enum CalendarNames {
    private static let calendar: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.locale = Locale(identifier: "en_US_POSIX")
        return calendar
    }()

    /// Monday first (ISO order): "Monday" ... "Sunday".
    package static let weekdays: [String] = {
        let symbols = calendar.weekdaySymbols   // Sunday first
        return Array(symbols.dropFirst()) + symbols.prefix(1)
    }()

    /// January first.
    package static let months: [String] = calendar.monthSymbols
}
