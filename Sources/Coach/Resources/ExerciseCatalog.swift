/// One exercise of `data/exercises.json`.
public struct ExerciseRecord: Sendable, Hashable, Codable {
    public var name: String
    public var aliases: [String]
    public var kind: ExerciseKind
    public var muscles: [String]

    public init(name: String, aliases: [String] = [], kind: ExerciseKind, muscles: [String] = []) {
        self.name = name
        self.aliases = aliases
        self.kind = kind
        self.muscles = muscles
    }
}

/// The exercise list: look up exercises by name or alias.
public struct ExerciseCatalog: Sendable {
    public let records: [ExerciseRecord]
    private let index: PhraseIndex

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
    func match(in tokens: [String]) -> ExerciseRecord? {
        index.longestMatch(in: tokens).map { records[$0.index] }
    }

    /// Names and aliases containing "and" or "&" ("clean and jerk"), which splitting must keep whole.
    var namesWithSeparators: [String] {
        records.flatMap { [$0.name] + $0.aliases }
            .map(TextTools.normalize)
            .filter { $0.contains(" and ") || $0.contains(" & ") }
    }
}
