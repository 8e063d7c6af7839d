import Coach
import CoachDomain
import CoachProgress
import Foundation
import Storage

/// ``Coach/CheckInLog`` over Storage's `checkIn` table (a week is its Monday's `YYYY-MM-DD` text).
public struct StorageCheckInLog: CheckInLog {
    public let handle: StoreHandle
    /// Stamps `createdAt`.
    public let now: @Sendable () -> Date

    public init(handle: StoreHandle, now: @escaping @Sendable () -> Date = { Date() }) {
        self.handle = handle
        self.now = now
    }

    public func all() async throws -> [CheckInEntry] {
        guard let store = try await handle.storeForReading() else { return [] }
        return try await store.checkIns.all().compactMap(Self.entry(from:))
    }

    /// The check-in a row holds; nil when its days cannot be read.
    static func entry(from record: CheckInRecord) -> CheckInEntry? {
        guard let week = CalendarDay(iso: record.week), let day = CalendarDay(iso: record.day) else { return nil }
        return CheckInEntry(week: week, day: day, targetKcal: record.targetKcal)
    }

    public func lastWeek() async throws -> CalendarDay? {
        guard let store = try await handle.storeForReading() else { return nil }
        return try await store.checkIns.latest().flatMap { CalendarDay(iso: $0.week) }
    }

    @discardableResult
    public func record(week: CalendarDay, shownOn day: CalendarDay, targetKcal: Double?) async throws -> Bool {
        try await handle.store().checkIns.record(week: week.iso, day: day.iso, targetKcal: targetKcal, now: now())
    }
}
