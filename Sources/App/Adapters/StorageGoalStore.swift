import Coach
import CoachDomain
import Foundation
import Storage

/// ``GoalStore`` over Storage's `goal` table: one active row per kind, earlier ones kept
/// inactive as history. Goals map through ``Coach/Goal/storedFields``; active rows of a kind
/// Coach does not know are skipped.
public struct StorageGoalStore: GoalStore {
    public let handle: StoreHandle
    /// Stamps `createdAt`.
    public let now: @Sendable () -> Date

    /// Goals in the database behind `handle`.
    public init(handle: StoreHandle, now: @escaping @Sendable () -> Date = { Date() }) {
        self.handle = handle
        self.now = now
    }

    public func goals() async throws -> [Goal] {
        guard let store = try await handle.storeForReading() else { return [] }
        return Self.goals(from: try await store.goals.active())
    }

    /// The goals of the active rows (by kind, newest first): one per kind Coach knows, in its order.
    static func goals(from records: [GoalRecord]) -> [Goal] {
        var seen = Set<GoalKind>()
        var goals: [Goal] = []
        for record in records {
            guard let goal = Goal(storedKind: record.kind, value: record.targetValue, unit: record.unit),
                  seen.insert(goal.kind).inserted else { continue }
            goals.append(goal)
        }
        let order = GoalKind.allCases
        return goals.sorted { (order.firstIndex(of: $0.kind) ?? 0) < (order.firstIndex(of: $1.kind) ?? 0) }
    }

    public func setGoal(_ goal: Goal) async throws {
        let fields = goal.storedFields
        try await handle.store().goals.set(kind: fields.kind, targetValue: fields.value, unit: fields.unit, now: now())
    }

    @discardableResult
    public func removeGoal(_ kind: GoalKind) async throws -> Bool {
        try await handle.store().goals.clear(kind: kind.rawValue)
    }
}
