import Coach
import CoachDomain
import CoachProgress
import Foundation
import Storage

/// ``Coach/HistoryImporter`` over Storage's import transaction. Meals and workouts are timed at
/// noon of their day (as the logs time entries for another day) and carry their day's interval
/// for the "already stored" check.
public struct StorageHistoryImporter: HistoryImporter {
    public let handle: StoreHandle
    public let clock: StorageDayClock

    public init(handle: StoreHandle, clock: StorageDayClock) {
        self.handle = handle
        self.clock = clock
    }

    public func store(_ batch: ImportBatch) async throws -> StoredImport {
        let store = try await handle.store()
        let records = ImportRecords(
            weighIns: batch.weighIns.map { WeighInRecord(day: $0.day.iso, kg: $0.kg) },
            dailyTotals: batch.dayTotals.map { total in
                (DailyTotalRecord(day: total.day.iso, kcal: total.macros.kcal, protein: total.macros.protein,
                                  carbs: total.macros.carbs, fat: total.macros.fat, source: total.source),
                 clock.interval(of: total.day), total.mealsKcal)
            },
            food: batch.meals.map { meal in
                (FoodLog(entry: FoodEntryRecord(time: clock.noon(of: meal.day), description: meal.description),
                         items: meal.items.map(FoodItemMapping.record(for:))),
                 clock.interval(of: meal.day))
            },
            workouts: batch.sessions.map { session in
                let sets = session.sets.flatMap(\.performedSets).map { row in
                    WorkoutSetRecord(exercise: row.exercise, setNumber: row.setNumber, reps: row.reps, weightKg: row.weightKg,
                                     durationSeconds: row.durationSeconds, distanceMeters: row.distanceMeters)
                }
                return (Storage.WorkoutLog(workout: WorkoutRecord(time: clock.noon(of: session.day), notes: session.description),
                                           sets: sets),
                        clock.interval(of: session.day))
            },
            goals: batch.goals.map { GoalRecord(kind: $0.kind.rawValue, targetValue: $0.target, unit: $0.unit) },
            targetDays: batch.targets.map { StorageTargetHistory.row(for: $0, now: clock.now()) },
            checkIns: batch.checkIns.map { CheckInRecord(week: $0.week.iso, day: $0.day.iso, targetKcal: $0.targetKcal) })
        let outcomes = try await store.imports.add(records, now: clock.now())
        let counts: [(ImportKind, Int)] = [(.weighIn, batch.weighIns.count), (.dayTotal, batch.dayTotals.count),
                                           (.meal, batch.meals.count), (.workout, batch.sessions.count), (.goal, batch.goals.count),
                                           (.target, batch.targets.count), (.checkIn, batch.checkIns.count)]
        let kinds = counts.flatMap { Array(repeating: $0.0, count: $0.1) }
        var stored = StoredImport()
        for (kind, outcome) in zip(kinds, outcomes) {
            switch outcome {
            case .added: stored.add(kind)
            case .alreadyStored: stored.skip(kind, .alreadyStored)
            case .conflicting:
                stored.skip(kind, kind == .weighIn ? .dayHasWeighIn : kind == .dayTotal ? .dayHasFood : .differs)
            case .dayHasFood: stored.skip(kind, .dayHasFood)
            }
        }
        return stored
    }
}
