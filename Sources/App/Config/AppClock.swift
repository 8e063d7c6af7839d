import Coach
import CoachDomain
import Foundation

/// Where the program's "today" comes from: the local calendar day, or the day `AIRFIT_TODAY`
/// names (YYYY-MM-DD), so that transcripts and demos of days and weeks are the same on every
/// run. Registered once in the container (``CoreModule``), from the options' environment; the
/// services and commands that need today declare it. A value that is not a date is ignored.
struct AppClock: Sendable {
    /// The day `AIRFIT_TODAY` pins, if any.
    let pinnedDay: CalendarDay?

    init(environment: [String: String]) {
        pinnedDay = environment["AIRFIT_TODAY"].flatMap(CalendarDay.init(iso:))
    }

    /// Today: the pinned day, or the local calendar day.
    func today() -> CalendarDay { pinnedDay ?? CalendarDay.today(in: .current, now: Date()) }
}
