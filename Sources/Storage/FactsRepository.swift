import Foundation
import GRDB
import Synchronization

/// The ranges ``Store/facts(_:)`` reads: weigh-ins and imported daily totals by day
/// (`YYYY-MM-DD`, both ends included), meals and workouts by time (`[start, end)`).
public struct FactsQuery: Sendable, Hashable {
    public var weighInDays: ClosedRange<String>
    public var totalDays: ClosedRange<String>
    public var times: Range<Date>

    public init(weighInDays: ClosedRange<String>, totalDays: ClosedRange<String>, times: Range<Date>) {
        self.weighInDays = weighInDays
        self.totalDays = totalDays
        self.times = times
    }
}

/// A group of tables facts are read from, read (and read again after a change) together.
public enum FactGroup: String, CaseIterable, Sendable, Hashable {
    /// The user's profile, onboarding and persona (and the user they belong to).
    case profile
    case goals, targetDays, weighIns, food, workouts, dailyTotals, checkIns, trainingPlan

    /// The tables of the group.
    var tables: [String] {
        switch self {
        case .profile: ["user", "profile", "onboarding", "persona"]
        case .goals: ["goal"]
        case .targetDays: ["dayTarget"]
        case .weighIns: ["weighIn"]
        case .food: ["foodEntry", "foodItem"]
        case .workouts: ["workout", "workoutSet"]
        case .dailyTotals: ["dailyTotal"]
        case .checkIns: ["checkIn"]
        case .trainingPlan: ["trainingPlan"]
        }
    }

    /// The group each table is in.
    static let byTable: [String: FactGroup] = Dictionary(uniqueKeysWithValues: allCases.flatMap { group in
        group.tables.map { ($0, group) }
    })
}

/// Every fact of the local (first) user that the coach reads in a turn, as rows, read at one
/// moment: what the repositories' reads of the same name return. A group not read is left empty.
public struct FactRows: Sendable {
    /// The profile; nil before anything was saved (or before the user was made).
    public var profile: ProfileRow?
    public var onboarding: OnboardingRecord?
    /// The active persona.
    public var persona: PersonaRecord?
    /// The active goals, by kind, newest first (``GoalRepository/active()``).
    public var goals: [GoalRecord] = []
    /// Every targets record, by day.
    public var targetDays: [DayTargetRecord] = []
    /// The weigh-ins of ``FactsQuery/weighInDays``, by day, and the latest of all.
    public var weighIns: [WeighInRecord] = []
    public var latestWeighIn: WeighInRecord?
    /// The food entries and workouts timed in ``FactsQuery/times``, by time then id, with their lines.
    public var food: [FoodLog] = []
    public var workouts: [WorkoutLog] = []
    /// The daily totals of ``FactsQuery/totalDays``, by day.
    public var dailyTotals: [DailyTotalRecord] = []
    /// The check-ins shown, by week.
    public var checkIns: [CheckInRecord] = []
    /// The training plan in force (the latest saved).
    public var trainingPlan: TrainingPlanRecord?
}

extension Store {
    /// The facts of `groups` (all by default) in one read transaction. Each query is a statement
    /// the connection keeps prepared, so a later read on it prepares nothing again. Nothing is
    /// written (a store without a user reads as one without a profile).
    public func facts(_ query: FactsQuery, groups: Set<FactGroup> = Set(FactGroup.allCases)) async throws(StorageError) -> FactRows {
        try await access.read { db in try FactRows(db, query, groups: groups) }
    }

    /// For each group, a number that changes whenever this process commits a change to one of its
    /// tables: facts read after it was last looked at are current while it stays the same.
    public var factChangeCounts: [FactGroup: Int] { factChanges.counts }
}

extension FactRows {
    /// The user whose facts these are: the first one (``UserRepository/primary()``).
    static let user = "(SELECT id FROM user ORDER BY id LIMIT 1)"

    init(_ db: Database, _ query: FactsQuery, groups: Set<FactGroup>) throws {
        func statement(_ sql: String) throws -> Statement { try db.cachedStatement(sql: sql) }
        if groups.contains(.profile) {
            profile = try Row.fetchOne(try statement("SELECT * FROM profile WHERE userId = \(Self.user)")).map(UserRepository.profile(from:))
            onboarding = try OnboardingRecord.fetchOne(try statement("SELECT * FROM onboarding WHERE userId = \(Self.user)"))
            persona = try PersonaRecord.fetchOne(try statement(
                "SELECT * FROM persona WHERE userId = \(Self.user) AND active = 1 ORDER BY id DESC LIMIT 1"))
        }
        if groups.contains(.goals) {
            goals = try GoalRecord.readAll(try statement("SELECT * FROM goal WHERE active = 1 ORDER BY kind, id DESC"))
        }
        if groups.contains(.targetDays) {
            targetDays = try DayTargetRecord.readAll(try statement("SELECT * FROM dayTarget ORDER BY day"))
        }
        if groups.contains(.weighIns) {
            weighIns = try WeighInRecord.readAll(try statement("SELECT * FROM weighIn WHERE day >= ? AND day <= ? ORDER BY day"),
                                                  arguments: [query.weighInDays.lowerBound, query.weighInDays.upperBound])
            latestWeighIn = try WeighInRecord.readOne(try statement("SELECT * FROM weighIn ORDER BY day DESC LIMIT 1"))
        }
        if groups.contains(.food) { food = try NutritionRepository.timed(from: query.times.lowerBound, to: query.times.upperBound, db: db) }
        if groups.contains(.workouts) {
            workouts = try WorkoutRepository.timed(from: query.times.lowerBound, to: query.times.upperBound, db: db)
        }
        if groups.contains(.dailyTotals) {
            dailyTotals = try DailyTotalRecord.readAll(try statement("SELECT * FROM dailyTotal WHERE day >= ? AND day <= ? ORDER BY day"),
                                                        arguments: [query.totalDays.lowerBound, query.totalDays.upperBound])
        }
        if groups.contains(.checkIns) { checkIns = try CheckInRecord.readAll(try statement("SELECT * FROM checkIn ORDER BY week")) }
        if groups.contains(.trainingPlan) {
            trainingPlan = try TrainingPlanRecord.readOne(try statement("SELECT * FROM trainingPlan ORDER BY id DESC LIMIT 1"))
        }
    }
}

/// Counts, for each ``FactGroup``, the commits of this process that changed one of its tables (the
/// pool's writer connection is this process's only one; another process's writes are seen by the
/// next unit of work, which reads anew).
final class FactChanges: TransactionObserver, Sendable {
    private let committed = Mutex([FactGroup: Int]())
    /// The groups the transaction under way changed.
    private let changed = Mutex(Set<FactGroup>())

    var counts: [FactGroup: Int] { committed.withLock { $0 } }

    func observes(eventsOfKind eventKind: DatabaseEventKind) -> Bool { FactGroup.byTable[eventKind.tableName] != nil }

    func databaseDidChange(with event: DatabaseEvent) {
        if let group = FactGroup.byTable[event.tableName] { changed.withLock { _ = $0.insert(group) } }
    }

    func databaseDidCommit(_ db: Database) {
        let groups = changed.withLock { changed in
            defer { changed = [] }
            return changed
        }
        guard !groups.isEmpty else { return }
        committed.withLock { counts in
            for group in groups { counts[group, default: 0] += 1 }
        }
    }

    func databaseDidRollback(_ db: Database) { changed.withLock { $0 = [] } }
}
