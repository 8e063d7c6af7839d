import CoachDomain

/// What an import read from a file, ready to store.
public struct ImportBatch: Sendable, Hashable {
    public var weighIns: [WeighIn]
    public var dayTotals: [DayTotals]
    public var meals: [MealEntry]
    public var sessions: [WorkoutSession]
    /// Targets set by hand (an airfit backup's `goals.csv`).
    public var goals: [Goal]
    /// The targets in force day by day (`targets.csv`).
    public var targets: [TargetRecord]
    /// The weekly check-ins shown (`check-ins.csv`).
    public var checkIns: [CheckInEntry]

    public init(weighIns: [WeighIn] = [], dayTotals: [DayTotals] = [], meals: [MealEntry] = [],
                sessions: [WorkoutSession] = [], goals: [Goal] = [], targets: [TargetRecord] = [], checkIns: [CheckInEntry] = []) {
        self.weighIns = weighIns
        self.dayTotals = dayTotals
        self.meals = meals
        self.sessions = sessions
        self.goals = goals
        self.targets = targets
        self.checkIns = checkIns
    }

    /// How many records it holds.
    public var count: Int {
        weighIns.count + dayTotals.count + meals.count + sessions.count + goals.count + targets.count + checkIns.count
    }
}

/// The kinds of record an import adds.
public enum ImportKind: String, Sendable, Hashable, CaseIterable {
    case weighIn = "weigh-in"
    case dayTotal = "daily total"
    case meal = "food entry"
    case workout = "workout"
    case goal = "target set by hand"
    case target = "day of targets"
    case checkIn = "check-in"

    /// What it holds in words: 1 weigh-in, 3 food entries, 2 targets set by hand ...
    public func counted(_ count: Int) -> String {
        guard count != 1 else { return "1 \(rawValue)" }
        switch self {
        case .meal: return "\(count) food entries"
        case .goal: return "\(count) targets set by hand"
        case .target: return "\(count) days of targets"
        default: return "\(count) \(rawValue)s"
        }
    }
}

/// Why the store left a record out.
public enum ImportSkipReason: Sendable, Hashable {
    /// The same record is stored already (an earlier import of the same file).
    case alreadyStored
    /// The day has a different weigh-in already; the stored one is kept.
    case dayHasWeighIn
    /// The day has food logged already (meals or imported totals), so totals would count it twice.
    case dayHasFood
    /// A different value of the same thing is stored (a target set by hand, a day's targets): yours is kept.
    case differs

    /// "already stored", ...
    public var text: String {
        switch self {
        case .alreadyStored: "already stored"
        case .dayHasWeighIn: "the day already has a different weigh-in (kept)"
        case .dayHasFood: "the day already has food logged"
        case .differs: "yours differs and is kept"
        }
    }
}

/// What the store did with a batch.
public struct StoredImport: Sendable, Hashable {
    /// Records added, per kind.
    public var added: [ImportKind: Int]
    /// Records left out, per kind and reason.
    public var skipped: [ImportKind: [ImportSkipReason: Int]]

    public init(added: [ImportKind: Int] = [:], skipped: [ImportKind: [ImportSkipReason: Int]] = [:]) {
        self.added = added
        self.skipped = skipped
    }

    /// Counts one more added record of `kind`.
    public mutating func add(_ kind: ImportKind) { added[kind, default: 0] += 1 }

    /// Counts one more record of `kind` left out for `reason`.
    public mutating func skip(_ kind: ImportKind, _ reason: ImportSkipReason) { skipped[kind, default: [:]][reason, default: 0] += 1 }
}
