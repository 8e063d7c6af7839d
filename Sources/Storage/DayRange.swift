import Foundation

/// The local calendar day around a moment: [start, end).
struct DayRange: Sendable {
    let start: Date
    let end: Date

    init(containing date: Date, calendar: Calendar) {
        start = calendar.startOfDay(for: date)
        end = calendar.date(byAdding: .day, value: 1, to: start) ?? start.addingTimeInterval(86_400)
    }
}
