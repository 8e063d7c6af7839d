import JSONCore

/// What a day's targets rested on, kept with them so that a change can say why it happened.
public struct TargetBasis: Sendable, Hashable, Codable {
    /// The body weight the formula used, kg.
    public var weightKg: Double?
    /// The expenditure the calories started from, and whether it was learned from the user's data.
    public var expenditureKcal: Double?
    public var learned: Bool
    /// The profile's goal (``FitnessGoal`` raw value) and its weekly rate, kg (nil: the default).
    public var goal: String?
    public var weeklyRateKg: Double?
    /// The targets set by hand (``GoalKind`` raw values).
    public var setByHand: [String]

    public init(weightKg: Double? = nil, expenditureKcal: Double? = nil, learned: Bool = false, goal: String? = nil,
                weeklyRateKg: Double? = nil, setByHand: [String] = []) {
        self.weightKg = weightKg
        self.expenditureKcal = expenditureKcal
        self.learned = learned
        self.goal = goal
        self.weeklyRateKg = weeklyRateKg
        self.setByHand = setByHand
    }

    /// The basis as its `Codable` form wrote it (`{"learned":false,"setByHand":[],...}`), read
    /// by hand (``CatalogJSON``: the same rules, a part of `JSONDecoder`'s cost at every turn
    /// that reads the targets); nil when `text` is not one.
    public init?(json text: String) {
        guard let value = try? JSONValue(parsing: text) else { return nil }
        let json = CatalogJSON(value)
        do {
            self.init(weightKg: try json.optional("weightKg") { try $0.double() },
                      expenditureKcal: try json.optional("expenditureKcal") { try $0.double() },
                      learned: try json.required("learned").bool(), goal: try json.optional("goal") { try $0.string() },
                      weeklyRateKg: try json.optional("weeklyRateKg") { try $0.double() },
                      setByHand: try json.required("setByHand").strings())
        } catch {
            return nil
        }
    }

    /// The basis of `targets` worked out for `profile`.
    public init(_ targets: DailyTargets, profile: Profile) {
        self.init(weightKg: profile[ProfileFields.weight]?.kilograms, expenditureKcal: targets.expenditure?.kcal,
                  learned: targets.expenditure?.isLearned ?? false, goal: profile[ProfileFields.goal]?.rawValue,
                  weeklyRateKg: profile[ProfileFields.weeklyRate]?.kilogramsPerWeek,
                  setByHand: GoalKind.allCases.filter { targets.target($0)?.isSetByHand == true }.map(\.rawValue))
    }
}

/// The daily targets in force from `day` on (until the next record's day), as they were then.
public struct TargetRecord: Sendable, Hashable {
    public var day: CalendarDay
    public var kcal: Double?
    public var protein: Double?
    public var carbs: Double?
    public var fat: Double?
    public var fibre: Double?
    public var workoutsPerWeek: Double?
    public var basis: TargetBasis

    public init(day: CalendarDay, kcal: Double?, protein: Double?, carbs: Double?, fat: Double?, fibre: Double?,
                workoutsPerWeek: Double?, basis: TargetBasis) {
        self.day = day
        self.kcal = kcal
        self.protein = protein
        self.carbs = carbs
        self.fat = fat
        self.fibre = fibre
        self.workoutsPerWeek = workoutsPerWeek
        self.basis = basis
    }

    /// `targets` as in force from `day`.
    public init(day: CalendarDay, targets: DailyTargets, basis: TargetBasis) {
        self.init(day: day, kcal: targets.kcal?.amount, protein: targets.protein?.amount, carbs: targets.carbs?.amount,
                  fat: targets.fat?.amount, fibre: targets.fibre?.amount, workoutsPerWeek: targets.workoutsPerWeek?.amount,
                  basis: basis)
    }

    /// The numbers, in ``GoalKind`` order.
    public var numbers: [Double?] { [kcal, protein, carbs, fat, fibre, workoutsPerWeek] }

    /// The record as the targets of a past day: the numbers, each saying it was in force then.
    public var targets: DailyTargets {
        let hand = Set(basis.setByHand)
        func target(_ amount: Double?, _ kind: GoalKind) -> Target? {
            amount.map { Target(amount: $0, origin: hand.contains(kind.rawValue) ? .setByHand : .recorded(since: day)) }
        }
        return DailyTargets(kcal: target(kcal, .dailyKcal), protein: target(protein, .dailyProtein), fat: target(fat, .dailyFat),
                            carbs: target(carbs, .dailyCarbs), fibre: target(fibre, .dailyFibre),
                            workoutsPerWeek: target(workoutsPerWeek, .weeklyWorkouts))
    }

    /// The record in force on `day`: the latest one from that day or before; nil for a day before
    /// the first record (no targets were shown then: they are worked out as of that day).
    /// `records` oldest first.
    public static func inForce(on day: CalendarDay, in records: [TargetRecord]) -> TargetRecord? {
        records.last { $0.day <= day }
    }
}

/// Where the targets in force are kept, day by day: a record for each day they changed. The one
/// source of a day's numbers (``CoachPorts/targets(on:profile:goals:calculator:)``) reads and
/// writes it; issue 22's situations build on it.
public protocol TargetHistory: Sendable {
    /// Every record, oldest day first.
    func records() async throws -> [TargetRecord]
    /// Stores `record` as the targets from its day on, replacing the record of that day.
    func record(_ record: TargetRecord) async throws
}
