import Coach
import CoachDomain
import Foundation

/// Where the program's "today" comes from: the local calendar day, or the day `AIRFIT_TODAY`
/// names (YYYY-MM-DD), so that transcripts and demos of days and weeks are the same on every
/// run. Registered once in the container (``CoreModule``), from the options' environment; the
/// services and commands that need today declare it. A value that is not a date (or is before
/// ``LogBounds/earliestDay``) is ignored, and ``problem`` says so at start.
struct AppClock: Sendable {
    /// The day `AIRFIT_TODAY` pins, if any.
    let pinnedDay: CalendarDay?
    /// Why `AIRFIT_TODAY` was ignored, as one line; nil when it is unset or used.
    let problem: String?

    init(environment: [String: String]) {
        let text = environment["AIRFIT_TODAY"]
        let day = text.flatMap(CalendarDay.init(iso:)).flatMap { $0 >= LogBounds.earliestDay ? $0 : nil }
        pinnedDay = day
        problem = text.flatMap { text in
            day != nil ? nil : "AIRFIT_TODAY=\(EntryText.clipped(text)) is not a date from \(LogBounds.earliestDay.iso) on "
                + "(YYYY-MM-DD); it is ignored and today is the local calendar day"
        }
    }

    /// Today: the pinned day, or the local calendar day.
    func today() -> CalendarDay { pinnedDay ?? CalendarDay.today(in: .current, now: Date()) }
}
