import CoachTraining
import Foundation
import Storage

/// ``CoachTraining/TrainingPlanStore`` over Storage's `trainingPlan` table: the plan as JSON, a
/// new plan a new row (the latest in force), so an earlier plan is never overwritten.
public struct StorageTrainingPlans: TrainingPlanStore {
    public let handle: StoreHandle
    /// Stamps `createdAt`.
    public let now: @Sendable () -> Date

    public init(handle: StoreHandle, now: @escaping @Sendable () -> Date = { Date() }) {
        self.handle = handle
        self.now = now
    }

    public func currentPlan() async throws -> TrainingPlan? {
        guard let store = try await handle.storeForReading() else { return nil }
        return try await store.trainingPlans.current().map { try TrainingPlan(storedText: $0.plan) }
    }

    public func savePlan(_ plan: TrainingPlan) async throws {
        try await handle.store().trainingPlans.save(try plan.storedText(), now: now())
    }
}
