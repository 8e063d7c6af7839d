import CoachDomain
/// An exercise the planner can prescribe: an entry of `data/exercises.json` that has a
/// `training` object.
public struct TrainingExercise: Sendable, Hashable {
    /// Its name in `data/exercises.json` ("back squat").
    public let name: String
    public let aliases: [String]
    public let pattern: MovementPattern
    /// Preference within its pattern: 1 first.
    public let rank: Int
    public let mechanics: Mechanics
    /// Each a set of gear that is enough to do it (any one will do).
    public let setups: [Set<Equipment>]
    /// How it is loaded with its first setup ("barbell", "dumbbell", ...).
    public let load: LoadKind
    /// Groups it trains hard: a set counts one set for each.
    public let primary: [MuscleGroup]
    /// Groups it helps: a set counts half a set for each.
    public let secondary: [MuscleGroup]
    public let stresses: Set<Stress>
    /// Related lifts and the ratio of their one-rep maxes, to estimate a first load.
    public let starters: [Starter]

    /// "From `lift`, whose one-rep max times `ratio` is this one's."
    public struct Starter: Sendable, Hashable, Codable {
        public let from: String
        public let ratio: Double

        public init(from: String, ratio: Double) {
            self.from = from
            self.ratio = ratio
        }
    }

    public init(name: String, aliases: [String] = [], pattern: MovementPattern, rank: Int = 1,
                mechanics: Mechanics = .compound, setups: [Set<Equipment>] = [[.none]], load: LoadKind = .bodyweight,
                primary: [MuscleGroup] = [], secondary: [MuscleGroup] = [], stresses: Set<Stress> = [],
                starters: [Starter] = []) {
        self.name = name
        self.aliases = aliases
        self.pattern = pattern
        self.rank = rank
        self.mechanics = mechanics
        self.setups = setups
        self.load = load
        self.primary = primary
        self.secondary = secondary
        self.stresses = stresses
        self.starters = starters
    }

    /// The first setup that `gear` allows, or nil when it cannot be done with it. Body weight
    /// (`none`) is always at hand; a full gym has everything.
    public func setup(with gear: Set<Equipment>) -> Set<Equipment>? {
        if gear.contains(.fullGym) { return setups.first }
        return setups.first { $0.isSubset(of: gear.union([.none])) }
    }

    /// Whether `gear` is enough.
    public func isDoable(with gear: Set<Equipment>) -> Bool { setup(with: gear) != nil }

    /// How it is loaded when done with `setup`: a free weight follows the implement in the
    /// setup (goblet squats with a kettlebell step as kettlebells); without one, body weight.
    public func loadKind(with setup: Set<Equipment>) -> LoadKind {
        switch load {
        case .barbell, .dumbbell, .kettlebell:
            if setup.contains(.fullGym) { return load }
            if setup.contains(.barbell) { return .barbell }
            if setup.contains(.dumbbells) { return .dumbbell }
            if setup.contains(.kettlebells) { return .kettlebell }
            return .bodyweight
        case .machine, .cable:
            return setup.contains(.machines) || setup.contains(.fullGym) ? load
                : setup.contains(.dumbbells) ? .dumbbell : setup.contains(.bands) ? .band : .bodyweight
        case .bodyweight, .band:
            return load
        }
    }

    /// The hard sets one set of it counts for `group`: 1 when it trains it, 0.5 when it helps.
    public func share(of group: MuscleGroup) -> Double {
        primary.contains(group) ? 1 : secondary.contains(group) ? 0.5 : 0
    }
}
