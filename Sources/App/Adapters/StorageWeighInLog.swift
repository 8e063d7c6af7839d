import Coach
import CoachDomain
import CoachProgress
import Foundation
import Storage

/// ``Coach/WeighInLog`` over Storage's `weighIn` table (a day is its `YYYY-MM-DD` text).
public struct StorageWeighInLog: WeighInLog {
    public let handle: StoreHandle
    /// Stamps `createdAt`.
    public let now: @Sendable () -> Date

    public init(handle: StoreHandle, now: @escaping @Sendable () -> Date = { Date() }) {
        self.handle = handle
        self.now = now
    }

    @discardableResult
    public func record(_ weighIn: WeighIn) async throws -> WeighIn? {
        try await handle.store().weighIns.record(day: weighIn.day.iso, kg: weighIn.kg, now: now()).flatMap(Self.weighIn(from:))
    }

    public func weighIns(from start: CalendarDay, through end: CalendarDay) async throws -> [WeighIn] {
        guard start <= end, let store = try await handle.storeForReading() else { return [] }
        return try await store.weighIns.range(from: start.iso, through: end.iso).compactMap(Self.weighIn(from:))
    }

    public func latest() async throws -> WeighIn? {
        guard let store = try await handle.storeForReading() else { return nil }
        return try await store.weighIns.latest().flatMap(Self.weighIn(from:))
    }

    @discardableResult
    public func remove(on day: CalendarDay) async throws -> WeighIn? {
        try await handle.store().weighIns.remove(day: day.iso).flatMap(Self.weighIn(from:))
    }

    static func weighIn(from record: WeighInRecord) -> WeighIn? {
        CalendarDay(iso: record.day).map { WeighIn(day: $0, kg: record.kg) }
    }
}
