import CoachDomain

/// The typed words of the planner. Raw values are the spellings of `data/exercises.json` and
/// `data/training.json`, so the data decode straight into them. The profile's own words (goal,
/// experience, equipment, weekdays) are CoachDomain's.

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

extension Weekday {
    /// ISO number: 1 = Monday ... 7 = Sunday.
    public var iso: Int { (Weekday.allCases.firstIndex(of: self) ?? 0) + 1 }

    /// The weekday numbered `iso` (1 = Monday).
    public init?(iso: Int) {
        guard (1...7).contains(iso) else { return nil }
        self = Weekday.allCases[iso - 1]
    }

    /// "Monday".
    public var fullName: String {
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
}

extension CalendarDay {
    /// Its day of the week.
    public var dayOfWeek: Weekday { Weekday(iso: weekday) ?? .mon }

    /// Days from `self` to `other` (positive when `other` is later).
    public func days(to other: CalendarDay) -> Int { other.daysSinceEpoch - daysSinceEpoch }
}

extension Equipment {
    /// Its place in the profile's list, to show sets of equipment in a stable order.
    var order: Int { Equipment.allCases.firstIndex(of: self) ?? 0 }
}
