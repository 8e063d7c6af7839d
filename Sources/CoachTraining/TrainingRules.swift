import CoachDomain
/// The planner's rules, read from `data/training.json`: splits, session templates, rep ranges,
/// effort, weekly sets per muscle, load steps and the endurance progression.
public struct TrainingRules: Sendable, Hashable, Decodable {
    /// Groups whose weekly hard sets must be in range (the others are shown, not balanced).
    public let majorGroups: [MuscleGroup]
    /// Smallest steps: kind -> unit -> step and lightest load.
    public let loadSteps: [LoadKind: [LoadUnit: LoadStep]]
    /// Lifting days a week an experience level recovers from; days beyond are easy cardio.
    public let liftingDays: [Experience: Int]
    /// The days used when the profile gives only a count: index n-1 for n days.
    public let defaultDays: [[Weekday]]
    public let splits: [Split]
    /// Session name -> its slots ("squat", "horizontal_push:2": the second choice of the pattern).
    public let sessions: [String: [String]]
    public let weeklySets: [FitnessGoal: [Experience: ClosedRange<Int>]]
    public let reps: [FitnessGoal: [SlotRole: ClosedRange<Int>]]
    public let repsInReserve: [Experience: [SlotRole: Int]]
    public let startingSets: [SlotRole: Int]
    public let mostSets: [SlotRole: Int]
    public let minutesPerSet: [SlotRole: Double]
    public let warmUpMinutes: Double
    /// Sessions without a rep gained at one load before the load drops.
    public let stalledSessionsBeforeDeload: Int
    /// How much a deload takes off (0.1: 10%).
    public let deloadFraction: Double
    /// Days without an exercise after which its next load starts lighter.
    public let breakDays: Int
    public let endurance: EnduranceRules
    public let avoidWords: [AvoidWord]

    /// The loads one kind of equipment comes in, in one unit: from `min`, each next load one
    /// step up, the step growing with the load (dumbbells: 1 kg to 10 kg, then 2 kg, then 2.5).
    public struct LoadStep: Sendable, Hashable, Codable {
        public let min: Double
        /// Pairs [from, step]: the step for loads at or above `from`.
        public let steps: [[Double]]

        public init(min: Double, steps: [[Double]]) {
            self.min = min
            self.steps = steps
        }

        /// A single step all the way up.
        public init(step: Double, min: Double) { self.init(min: min, steps: [[0, step]]) }

        /// The step above `value`.
        public func step(at value: Double) -> Double {
            var step = 1.0
            for pair in steps where pair.count == 2 && pair[0] <= value + 1e-9 && pair[1] > 0 { step = pair[1] }
            return step
        }

        /// The load on the ladder nearest `value` (`.down`: at or below; `.up`: at or above),
        /// never below the lightest.
        public func rounded(_ value: Double, _ rule: FloatingPointRoundingRule = .toNearestOrAwayFromZero) -> Double {
            var rung = min
            while rung + step(at: rung) <= value + 1e-6 { rung += step(at: rung) }
            // `rung` is the highest load at or below `value` (or the lightest).
            guard rung < value - 1e-6 else { return rung }
            let above = rung + step(at: rung)
            switch rule {
            case .down, .towardZero: return rung
            case .up, .awayFromZero: return above
            default: return value - rung < above - value ? rung : above
            }
        }

        /// The next load up from `value` (taken to the ladder first).
        public func next(after value: Double) -> Double {
            let rung = rounded(value)
            return rung + step(at: rung)
        }

        /// The next load down from `value`, or the lightest.
        public func previous(before value: Double) -> Double {
            let rung = rounded(value)
            var below = min
            while below + step(at: below) < rung - 1e-6 { below += step(at: below) }
            return below
        }
    }

    /// A split for a number of lifting days.
    public struct Split: Sendable, Hashable, Codable {
        public let liftingDays: Int
        public let name: String
        public let why: String
        public let sessions: [String]

        enum CodingKeys: String, CodingKey {
            case liftingDays = "lifting_days"
            case name, why, sessions
        }
    }

    /// How runs or rides grow.
    public struct EnduranceRules: Sendable, Hashable, Codable {
        public let firstWeekMinutes: [String: Int]
        public let weeklyGrowth: Double
        /// The long session's share of the week's time.
        public let longShare: Double
        /// The strength block added to two sessions a week.
        public let strengthMinutes: Int

        enum CodingKeys: String, CodingKey {
            case firstWeekMinutes = "first_week_minutes"
            case weeklyGrowth = "weekly_growth"
            case longShare = "long_share"
            case strengthMinutes = "strength_minutes"
        }

        /// Minutes of the first week for `level`.
        public func firstWeek(_ level: Experience) -> Int { firstWeekMinutes[level.rawValue] ?? 90 }
    }

    /// Words of an avoid list that name a strain ("knees" -> knees).
    public struct AvoidWord: Sendable, Hashable, Codable {
        public let words: [String]
        public let stress: Stress
    }

    enum CodingKeys: String, CodingKey {
        case majorGroups = "major_groups"
        case loadSteps = "load_steps"
        case liftingDays = "lifting_days"
        case defaultDays = "default_days"
        case splits, sessions
        case weeklySets = "weekly_sets"
        case reps
        case repsInReserve = "reps_in_reserve"
        case startingSets = "starting_sets"
        case mostSets = "most_sets"
        case minutesPerSet = "minutes_per_set"
        case warmUpMinutes = "warm_up_minutes"
        case stalledSessionsBeforeDeload = "stalled_sessions_before_deload"
        case deloadFraction = "deload_fraction"
        case breakDays = "break_days"
        case endurance
        case avoidWords = "avoid_words"
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        majorGroups = try c.decode([MuscleGroup].self, forKey: .majorGroups)
        loadSteps = try Keyed.map(c.decode([String: [String: LoadStep]].self, forKey: .loadSteps), LoadKind.self) {
            try Keyed.map($0, LoadUnit.self) { $0 }
        }
        liftingDays = try Keyed.map(c.decode([String: Int].self, forKey: .liftingDays), Experience.self) { $0 }
        defaultDays = try c.decode([[String]].self, forKey: .defaultDays).map { codes in
            try codes.map { code in
                guard let day = Weekday(rawValue: code) else { throw Keyed.unknown(code) }
                return day
            }
        }
        splits = try c.decode([Split].self, forKey: .splits)
        sessions = try c.decode([String: [String]].self, forKey: .sessions)
        weeklySets = try Keyed.map(c.decode([String: [String: [Int]]].self, forKey: .weeklySets), FitnessGoal.self) {
            try Keyed.map($0, Experience.self, Keyed.range)
        }
        reps = try Keyed.map(c.decode([String: [String: [Int]]].self, forKey: .reps), FitnessGoal.self) {
            try Keyed.map($0, SlotRole.self, Keyed.range)
        }
        repsInReserve = try Keyed.map(c.decode([String: [String: Int]].self, forKey: .repsInReserve), Experience.self) {
            try Keyed.map($0, SlotRole.self) { $0 }
        }
        startingSets = try Keyed.map(c.decode([String: Int].self, forKey: .startingSets), SlotRole.self) { $0 }
        mostSets = try Keyed.map(c.decode([String: Int].self, forKey: .mostSets), SlotRole.self) { $0 }
        minutesPerSet = try Keyed.map(c.decode([String: Double].self, forKey: .minutesPerSet), SlotRole.self) { $0 }
        warmUpMinutes = try c.decode(Double.self, forKey: .warmUpMinutes)
        stalledSessionsBeforeDeload = try c.decode(Int.self, forKey: .stalledSessionsBeforeDeload)
        deloadFraction = try c.decode(Double.self, forKey: .deloadFraction)
        breakDays = try c.decode(Int.self, forKey: .breakDays)
        endurance = try c.decode(EnduranceRules.self, forKey: .endurance)
        avoidWords = try c.decode([AvoidWord].self, forKey: .avoidWords)
    }

    /// The split for `days` lifting days (the largest one declared when there are more).
    public func split(liftingDays days: Int) -> Split? {
        splits.first { $0.liftingDays == days } ?? splits.filter { $0.liftingDays <= days }.max { $0.liftingDays < $1.liftingDays }
    }

    /// The rep range for a slot.
    public func repRange(_ goal: FitnessGoal, _ role: SlotRole) -> ClosedRange<Int> { reps[goal]?[role] ?? 8...12 }

    /// The reps-in-reserve target for a slot.
    public func reserve(_ level: Experience, _ role: SlotRole) -> Int { repsInReserve[level]?[role] ?? 2 }

    /// The weekly hard-set range per major group.
    public func weeklyRange(_ goal: FitnessGoal, _ level: Experience) -> ClosedRange<Int> {
        weeklySets[goal]?[level] ?? 6...10
    }

    /// The step for `kind` in `unit` (nil for body weight and bands).
    public func step(_ kind: LoadKind, _ unit: LoadUnit) -> LoadStep? { loadSteps[kind]?[unit] }
}

/// Decoding dictionaries keyed by the planner's enums.
enum Keyed {
    struct UnknownKey: Error, CustomStringConvertible {
        let key: String
        var description: String { "unknown key \"\(key)\"" }
    }

    static func unknown(_ key: String) -> UnknownKey { UnknownKey(key: key) }

    static func map<K: RawRepresentable & Hashable, V, W>(_ dictionary: [String: V], _: K.Type,
                                                          _ transform: (V) throws -> W) throws -> [K: W]
        where K.RawValue == String {
        var result: [K: W] = [:]
        for (key, value) in dictionary {
            guard let typed = K(rawValue: key) else { throw unknown(key) }
            result[typed] = try transform(value)
        }
        return result
    }

    static func range(_ pair: [Int]) throws -> ClosedRange<Int> {
        guard pair.count == 2, pair[0] <= pair[1] else { throw unknown("\(pair)") }
        return pair[0]...pair[1]
    }
}
