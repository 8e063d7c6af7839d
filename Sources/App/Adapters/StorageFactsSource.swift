import Coach
import CoachDomain
import CoachProgress
import Foundation
import Storage

/// ``CoachProgress/FactsSource`` over the store: every fact of a window read in one read
/// transaction (``Storage/Store/facts(_:)``) and mapped as each port's own adapter maps it, so a
/// port answered from the facts answers exactly what it would have read.
public struct StorageFactsSource: FactsSource {
    public let handle: StoreHandle
    public let clock: StorageDayClock
    /// Rebuild meals and workouts as their logbooks do (with the data file only for rows that need it).
    public let nutrition: StorageNutritionLog
    public let workouts: StorageWorkoutLog
    /// Reads the profile's columns as the profile store does (ages against its year).
    public let profiles: StorageProfileStore

    public init(handle: StoreHandle, clock: StorageDayClock, nutrition: StorageNutritionLog, workouts: StorageWorkoutLog,
                profiles: StorageProfileStore) {
        self.handle = handle
        self.clock = clock
        self.nutrition = nutrition
        self.workouts = workouts
        self.profiles = profiles
    }

    public func facts(_ window: FactWindow, parts: Set<StoredFacts.Part>) async throws -> StoredFacts? {
        // A store that cannot be read for good: the ports say so each in its own way.
        guard let store = try await handle.storeForReading() else { return nil }
        let rows = try await store.facts(FactsQuery(
            weighInDays: window.weighInsFrom.iso...window.day.iso, totalDays: window.logsFrom.iso...window.day.iso,
            times: clock.interval(of: window.logsFrom).start..<clock.interval(of: window.day).end), groups: Set(parts.map(Self.group)))
        var profile: Profile?
        if let row = rows.profile { profile = try await profiles.profile(of: row) }
        return StoredFacts(
            window: window,
            profile: profile,
            onboarding: rows.onboarding.map(StorageProfileStore.state(of:)),
            persona: rows.persona.map(StoragePersonaStore.persona(from:)),
            goals: StorageGoalStore.goals(from: rows.goals),
            targetRecords: rows.targetDays.compactMap(StorageTargetHistory.record(from:)),
            weighIns: rows.weighIns.compactMap(StorageWeighInLog.weighIn(from:)),
            latestWeighIn: rows.latestWeighIn.flatMap(StorageWeighInLog.weighIn(from:)),
            meals: try await nutrition.entries(from: nutrition.dated(rows.food)),
            dayTotals: rows.dailyTotals.compactMap(StorageProgressHistory.totals(from:)),
            sessions: try await workouts.entries(from: workouts.dated(rows.workouts)),
            checkIns: rows.checkIns.compactMap(StorageCheckInLog.entry(from:)),
            planText: rows.trainingPlan?.plan)
    }

    /// The store's counts of this process's changes to what facts hold; none while it is not open.
    public func version() async -> FactsVersion {
        let counts = await handle.opened?.factChangeCounts ?? [:]
        return FactsVersion(counts: Dictionary(uniqueKeysWithValues: StoredFacts.Part.allCases.map { ($0, counts[Self.group($0)] ?? 0) }))
    }

    /// The tables a part of the facts is read from.
    static func group(_ part: StoredFacts.Part) -> FactGroup {
        switch part {
        case .profile: .profile
        case .goals: .goals
        case .targetRecords: .targetDays
        case .weighIns: .weighIns
        case .meals: .food
        case .dayTotals: .dailyTotals
        case .sessions: .workouts
        case .checkIns: .checkIns
        case .plan: .trainingPlan
        }
    }
}
