/// The typed words of the planner. Raw values are the spellings of `data/exercises.json`,
/// `data/training.json` and the profile, so the data decode straight into them.

/// What the user trains for (the profile's goal).
public enum TrainingGoal: String, Sendable, Hashable, Codable, CaseIterable {
    case loseFat = "lose_fat"
    case maintain
    case gainMuscle = "gain_muscle"
    case getStronger = "get_stronger"
    case endurance
    case generalHealth = "general_health"

    /// "get stronger".
    public var title: String { rawValue.replacingOccurrences(of: "_", with: " ") }
}

/// Training experience (the profile's).
public enum TrainingLevel: String, Sendable, Hashable, Codable, CaseIterable {
    case beginner, intermediate, advanced
}

/// What the user has to train with: the profile's equipment values.
public enum Gear: String, Sendable, Hashable, Codable, CaseIterable, Comparable {
    case none, dumbbells, kettlebells, barbell, bench, rack
    case pullUpBar = "pull_up_bar"
    case bands, machines, cardio
    case fullGym = "full_gym"

    /// "pull-up bar", "a full gym".
    public var title: String {
        switch self {
        case .none: "bodyweight"
        case .pullUpBar: "pull-up bar"
        case .bands: "bands"
        case .cardio: "cardio machines"
        case .fullGym: "a full gym"
        default: rawValue
        }
    }

    public static func < (lhs: Gear, rhs: Gear) -> Bool {
        (allCases.firstIndex(of: lhs) ?? 0) < (allCases.firstIndex(of: rhs) ?? 0)
    }
}

/// A movement pattern: exercises of one pattern are alternatives for each other.
public enum MovementPattern: String, Sendable, Hashable, Codable, CaseIterable {
    case squat, hinge, lunge
    case hipExtension = "hip_extension"
    case kneeFlexion = "knee_flexion"
    case kneeExtension = "knee_extension"
    case horizontalPush = "horizontal_push"
    case verticalPush = "vertical_push"
    case horizontalPull = "horizontal_pull"
    case verticalPull = "vertical_pull"
    case chestFly = "chest_fly"
    case lateralRaise = "lateral_raise"
    case rearDelt = "rear_delt"
    case biceps, triceps, calf, core, endurance

    /// "horizontal push".
    public var title: String { rawValue.replacingOccurrences(of: "_", with: " ") }
}

/// Whether an exercise moves several joints (and takes longer to recover from) or one.
public enum Mechanics: String, Sendable, Hashable, Codable {
    case compound, isolation
}

/// A muscle group counted in the week's hard sets.
public enum MuscleGroup: String, Sendable, Hashable, Codable, CaseIterable, Comparable {
    case chest, back, shoulders, quads, hamstrings, glutes, biceps, triceps, calves, abs

    public static func < (lhs: MuscleGroup, rhs: MuscleGroup) -> Bool {
        (allCases.firstIndex(of: lhs) ?? 0) < (allCases.firstIndex(of: rhs) ?? 0)
    }
}

/// How an exercise is loaded, which sets the smallest step between loads.
public enum LoadKind: String, Sendable, Hashable, Codable {
    case barbell, dumbbell, kettlebell, machine, cable, bodyweight, band

    /// Whether the load is a number the user chooses (not body weight or a band).
    public var isWeighed: Bool { self != .bodyweight && self != .band }
}

/// What an exercise strains, for injuries and dislikes ("bad knees", "no overhead pressing").
public enum Stress: String, Sendable, Hashable, Codable {
    case knees
    case lowerBack = "lower back"
    case shoulders, overhead, wrists, elbows, impact
}

/// The unit loads are shown and rounded in.
public enum LoadUnit: String, Sendable, Hashable, Codable {
    case kg, lb

    /// Kilograms in one of this unit.
    public var kilograms: Double { self == .kg ? 1 : 0.45359237 }
}

/// The place of an exercise in a session: the first compound lift is the main one (heaviest,
/// longest rests), then other compounds, then isolation work.
public enum SlotRole: String, Sendable, Hashable, Codable {
    case main, compound, isolation
}

/// A day of the week, ISO numbered (1 = Monday ... 7 = Sunday).
public enum TrainingWeekday: Int, Sendable, Hashable, Codable, CaseIterable, Comparable {
    case mon = 1, tue, wed, thu, fri, sat, sun

    /// The profile's spelling, "mon".
    public var code: String { String(describing: self) }

    /// "Monday".
    public var name: String {
        switch self {
        case .mon: "Monday"
        case .tue: "Tuesday"
        case .wed: "Wednesday"
        case .thu: "Thursday"
        case .fri: "Friday"
        case .sat: "Saturday"
        case .sun: "Sunday"
        }
    }

    /// "Mon".
    public var short: String { String(name.prefix(3)) }

    /// The weekday spelled `code` ("mon").
    public init?(code: String) {
        guard let day = Self.allCases.first(where: { $0.code == code }) else { return nil }
        self = day
    }

    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
}
