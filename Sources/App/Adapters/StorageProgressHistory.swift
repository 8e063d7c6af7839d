import Coach
import CoachDomain
import CoachProgress
import Foundation
import Storage

/// ``Coach/ProgressHistory`` over Storage's food, workout and daily-total tables, each range in
/// one read. Meals and workouts are grouped into days by the clock's time zone, and built as the
/// day-by-day adapters build them (``StorageNutritionLog``, ``StorageWorkoutLog``).
public struct StorageProgressHistory: ProgressHistory {
    public let nutrition: StorageNutritionLog
    public let workouts: StorageWorkoutLog

    public init(nutrition: StorageNutritionLog, workouts: StorageWorkoutLog) {
        self.nutrition = nutrition
        self.workouts = workouts
    }

    var clock: StorageDayClock { nutrition.clock }

    public func meals(from start: CalendarDay, through end: CalendarDay) async throws -> [MealEntry] {
        guard start <= end, let store = try await nutrition.handle.storeForReading() else { return [] }
        let logs = try await store.history.foodLogs(from: clock.interval(of: start).start, to: clock.interval(of: end).end)
        return grouped(logs, time: \.entry.time, id: { $0.entry.id ?? 0 }).map { nutrition.meal(from: $0.log, on: $0.day) }
    }

    public func sessions(from start: CalendarDay, through end: CalendarDay) async throws -> [WorkoutSession] {
        guard start <= end, let store = try await workouts.handle.storeForReading() else { return [] }
        let logs = try await store.history.workoutLogs(from: clock.interval(of: start).start, to: clock.interval(of: end).end)
        return grouped(logs, time: \.workout.time, id: { $0.workout.id ?? 0 }).map { workouts.session(from: $0.log, on: $0.day) }
    }

    public func dayTotals(from start: CalendarDay, through end: CalendarDay) async throws -> [DayTotals] {
        guard start <= end, let store = try await nutrition.handle.storeForReading() else { return [] }
        return try await store.history.dailyTotals(from: start.iso, through: end.iso).compactMap { record in
            CalendarDay(iso: record.day).map {
                DayTotals(day: $0, macros: Macros(kcal: record.kcal, protein: record.protein, carbs: record.carbs, fat: record.fat),
                          source: record.source)
            }
        }
    }

    public func span() async throws -> ClosedRange<CalendarDay>? {
        guard let store = try await nutrition.handle.storeForReading() else { return nil }
        let extent = try await store.history.extent()
        let days = extent.times.map { CalendarDay(date: $0, timeZone: clock.timeZone) } + extent.days.compactMap(CalendarDay.init(iso:))
        guard let first = days.min(), let last = days.max() else { return nil }
        return first...last
    }

    /// Logs with their days, by day and then in the order they were added.
    private func grouped<Log>(_ logs: [Log], time: KeyPath<Log, Date>, id: (Log) -> Int64) -> [(log: Log, day: CalendarDay)] {
        let calendar = clock.calendar   // one calendar for all: making one per row costs more than the query
        return logs.map { log in
            let parts = calendar.dateComponents([.year, .month, .day], from: log[keyPath: time])
            let day = CalendarDay(year: parts.year ?? 1970, month: parts.month ?? 1, day: parts.day ?? 1)
            return (log: log, day: day ?? CalendarDay(date: log[keyPath: time], timeZone: clock.timeZone))
        }
        .sorted { ($0.day.daysSinceEpoch, id($0.log)) < ($1.day.daysSinceEpoch, id($1.log)) }
    }
}
