/// One exercise of `data/exercises.json`.
public struct ExerciseRecord: Sendable, Hashable, Codable {
    public var name: String
    public var aliases: [String]
    public var kind: ExerciseKind
    public var muscles: [String]
    /// What it is done with: "barbell", "dumbbell", "bodyweight", "pull-up bar", ... (nil when the file gives none).
    public var equipment: [String]?
    /// The body area or type it trains: "legs", "chest", "back", "cardio", "mobility", ...
    public var category: String?

    public init(name: String, aliases: [String] = [], kind: ExerciseKind, muscles: [String] = [],
                equipment: [String]? = nil, category: String? = nil) {
        self.name = name
        self.aliases = aliases
        self.kind = kind
        self.muscles = muscles
        self.equipment = equipment
        self.category = category
    }
}

/// The exercise list: look up exercises by name or alias.
public struct ExerciseCatalog: Sendable {
    public let records: [ExerciseRecord]
    private let index: PhraseIndex
    /// ``protectedNames``, worked out on first use and shared by every copy of this list.
    let separatorNames = DerivedOnce<[String]>()

    /// Indexes `records` by name and alias.
    public init(records: [ExerciseRecord]) {
        self.records = records
        self.index = PhraseIndex(phrasesByRecord: records.map { [$0.name] + $0.aliases })
    }

    /// The exercise named exactly `name` (or an alias).
    public func exercise(named name: String) -> ExerciseRecord? {
        index.exact(name).map { records[$0] }
    }

    /// The longest exercise name inside `tokens`.
    package func match(in tokens: [String]) -> ExerciseRecord? {
        index.longestMatch(in: tokens).map { records[$0.index] }
    }

    /// Names and aliases containing "and" or "&" ("clean and jerk"), which splitting must keep whole,
    /// normalised, longest first: worked out once, when a parse first needs them.
    package var protectedNames: [String] {
        separatorNames.value {
            records.flatMap { [$0.name] + $0.aliases }
                .map(TextTools.normalize)
                .filter { $0.contains(" and ") || $0.contains(" & ") }
                .sorted { $0.count > $1.count }
        }
    }
}
