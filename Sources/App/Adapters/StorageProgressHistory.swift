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
        guard try await nutrition.handle.storeForReading() != nil else { return [] }
        return try await nutrition.entries(from: start, through: end)
    }

    public func sessions(from start: CalendarDay, through end: CalendarDay) async throws -> [WorkoutSession] {
        guard try await workouts.handle.storeForReading() != nil else { return [] }
        return try await workouts.entries(from: start, through: end)
    }

    public func dayTotals(from start: CalendarDay, through end: CalendarDay) async throws -> [DayTotals] {
        guard start <= end, let store = try await nutrition.handle.storeForReading() else { return [] }
        return try await store.history.dailyTotals(from: start.iso, through: end.iso).compactMap(Self.totals(from:))
    }

    /// The totals a row holds; nil when its day cannot be read.
    static func totals(from record: DailyTotalRecord) -> DayTotals? {
        CalendarDay(iso: record.day).map {
            DayTotals(day: $0, macros: Macros(kcal: record.kcal, protein: record.protein, carbs: record.carbs, fat: record.fat),
                      source: record.source)
        }
    }

    public func span() async throws -> ClosedRange<CalendarDay>? {
        guard let store = try await nutrition.handle.storeForReading() else { return nil }
        let extent = try await store.history.extent()
        let days = extent.times.map { CalendarDay(date: $0, timeZone: clock.timeZone) } + extent.days.compactMap(CalendarDay.init(iso:))
        guard let first = days.min(), let last = days.max() else { return nil }
        return first...last
    }
}
