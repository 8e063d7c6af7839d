/// The fixed lists profile fields choose from.

/// Sex, for the BMR formula: `unspecified` uses the mean of its two constants.
public enum Sex: String, ProfileChoice {
    case female, male, unspecified
}

/// How active the user is outside training, with the activity factor of the targets.
public enum ActivityLevel: String, ProfileChoice {
    case sedentary, light, moderate, very, extra

    /// Expenditure = BMR x this factor.
    public var factor: Double {
        switch self {
        case .sedentary: 1.2
        case .light: 1.375
        case .moderate: 1.55
        case .very: 1.725
        case .extra: 1.9
        }
    }

    public var title: String {
        switch self {
        case .sedentary: "sedentary"
        case .light: "lightly active"
        case .moderate: "moderately active"
        case .very: "very active"
        case .extra: "extra active"
        }
    }
}

/// What the user trains for.
public enum FitnessGoal: String, ProfileChoice {
    case loseFat = "lose_fat"
    case maintain
    case gainMuscle = "gain_muscle"
    case getStronger = "get_stronger"
    case endurance
    case generalHealth = "general_health"

    /// -1: an energy deficit; +1: a surplus; 0: maintenance.
    public var energyDirection: Int {
        switch self {
        case .loseFat: -1
        case .gainMuscle: 1
        default: 0
        }
    }
}

/// Training experience.
public enum Experience: String, ProfileChoice {
    case beginner, intermediate, advanced
}

/// Training equipment at hand.
public enum Equipment: String, ProfileChoice {
    case none, dumbbells, kettlebells, barbell, bench, rack
    case pullUpBar = "pull_up_bar"
    case bands, machines, cardio
    case fullGym = "full_gym"

    public var title: String {
        switch self {
        case .none: "bodyweight only"
        case .pullUpBar: "pull-up bar"
        case .bands: "resistance bands"
        case .cardio: "cardio machines"
        case .fullGym: "a full gym"
        default: rawValue
        }
    }
}

/// How the user eats.
public enum DietPattern: String, ProfileChoice {
    case omnivore, vegetarian, vegan, pescatarian, flexitarian, keto, paleo, mediterranean, halal, kosher

    /// Whether the pattern leaves out meat.
    public var isMeatFree: Bool { [.vegetarian, .vegan, .pescatarian].contains(self) }
}

/// How the coach speaks to the user.
public enum CoachingStyle: String, ProfileChoice {
    case supportive
    case toughLove = "tough_love"
    case analytical, buddy
}

/// How long the coach's answers are.
public enum DetailLevel: String, ProfileChoice {
    case brief, balanced, detailed
}

/// Units the user reads and writes.
public enum UnitSystem: String, ProfileChoice {
    case metric, imperial
}

/// A day of the week.
public enum Weekday: String, ProfileChoice {
    case mon, tue, wed, thu, fri, sat, sun

    public var title: String { rawValue.prefix(1).uppercased() + rawValue.dropFirst() }
}

/// When in the day the user trains.
public enum TimeOfDay: String, ProfileChoice {
    case earlyMorning = "early_morning"
    case morning, midday, afternoon, evening, flexible

    public var title: String {
        switch self {
        case .earlyMorning: "early morning"
        case .midday: "midday"
        case .flexible: "whenever it fits"
        default: rawValue
        }
    }
}
