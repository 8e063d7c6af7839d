import Coach
import CoachDomain
import Foundation

/// Where the program's "today" comes from: the local calendar day, or the day `AIRFIT_TODAY`
/// names (YYYY-MM-DD), so that transcripts and demos of days and weeks are the same on every
/// run. Read here, in the composition root, and nowhere else; a value that is not a date is
/// ignored.
struct AppClock: Sendable {
    /// The day `AIRFIT_TODAY` pins, if any.
    let pinnedDay: CalendarDay?

    init(environment: [String: String]) {
        pinnedDay = environment["AIRFIT_TODAY"].flatMap(CalendarDay.init(iso:))
    }

    /// Today: the pinned day, or the local calendar day.
    func today() -> CalendarDay { pinnedDay ?? CalendarDay.today(in: .current, now: Date()) }

    /// The clock of this process's environment.
    static let process = AppClock(environment: ProcessInfo.processInfo.environment)
}
