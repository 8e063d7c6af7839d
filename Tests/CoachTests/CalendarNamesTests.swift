@testable import CoachDomain
import Foundation
import Testing

/// The day and month names written out in `CalendarNames` are the Gregorian calendar's, as an
/// en_US_POSIX calendar gives them (which it no longer asks at run time).
struct CalendarNamesTests {
    @Test func theNamesAreTheCalendarsSymbols() {
        var calendar = Calendar(identifier: .gregorian)
        calendar.locale = Locale(identifier: "en_US_POSIX")
        #expect(CalendarNames.weekdays == Array(calendar.weekdaySymbols.dropFirst()) + [calendar.weekdaySymbols[0]])
        #expect(CalendarNames.months == calendar.monthSymbols)
    }
}
