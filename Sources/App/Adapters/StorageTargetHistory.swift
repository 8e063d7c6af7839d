import Coach
import CoachDomain
import CoachProgress
import Foundation
import Storage

/// ``Coach/TargetHistory`` over Storage's `dayTarget` table (a day is its `YYYY-MM-DD` text; the
/// basis is the coach's JSON, which the store keeps as it is).
public struct StorageTargetHistory: TargetHistory {
    public let handle: StoreHandle
    /// Stamps `createdAt`.
    public let now: @Sendable () -> Date

    public init(handle: StoreHandle, now: @escaping @Sendable () -> Date = { Date() }) {
        self.handle = handle
        self.now = now
    }

    public func records() async throws -> [TargetRecord] {
        guard let store = try await handle.storeForReading() else { return [] }
        return try await store.targetHistory.all().compactMap(Self.record(from:))
    }

    public func record(_ record: TargetRecord) async throws {
        try await handle.store().targetHistory.record(Self.row(for: record, now: now()))
    }

    /// The stored row of `record`.
    static func row(for record: TargetRecord, now: Date) -> DayTargetRecord {
        let basis = (try? JSONEncoder.sorted.encode(record.basis)).flatMap { String(data: $0, encoding: .utf8) } ?? "{}"
        return DayTargetRecord(day: record.day.iso, kcal: record.kcal, protein: record.protein, carbs: record.carbs, fat: record.fat,
                               fibre: record.fibre, workoutsPerWeek: record.workoutsPerWeek, basis: basis, createdAt: now)
    }

    /// The record of a stored row; nil for a row whose day cannot be read. A basis that cannot be
    /// read is an empty one (the numbers are what matters).
    static func record(from row: DayTargetRecord) -> TargetRecord? {
        guard let day = CalendarDay(iso: row.day) else { return nil }
        let basis = TargetBasis(json: row.basis) ?? TargetBasis()
        return TargetRecord(day: day, kcal: row.kcal, protein: row.protein, carbs: row.carbs, fat: row.fat, fibre: row.fibre,
                            workoutsPerWeek: row.workoutsPerWeek, basis: basis)
    }
}

extension JSONEncoder {
    /// Keys sorted: the same value always encodes to the same text.
    static var sorted: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }
}
