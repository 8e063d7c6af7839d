import CoachLanguage

/// One exercise of `data/exercises.json`.
public struct ExerciseRecord: Sendable, Hashable, Codable {
    public var name: String
    public var aliases: [String]
    public var kind: ExerciseKind
    public var muscles: [String]
    /// What it is done with (barbell, dumbbell, bodyweight, pull-up bar ...; nil when the file gives none).
    public var equipment: [String]?
    /// The body area or type it trains (legs, chest, back, cardio, mobility ...).
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
    /// The exercises. A list read from its compiled file is decoded when first asked for:
    /// looking a name up needs only ``index``.
    public var records: [ExerciseRecord] { list.all }
    /// How many exercises the list holds, none decoded.
    public var count: Int { list.count }
    private let list: LazyRecords<ExerciseRecord>
    /// The names and aliases, indexed once with the list and shared by every copy of it.
    package let index: PhraseIndex

    /// Indexes `records` by name and alias.
    public init(records: [ExerciseRecord]) {
        self.list = LazyRecords(records)
        self.index = PhraseIndex(phrasesByRecord: Self.phrases(of: records))
    }

    /// The list with its names already indexed (``PhraseIndex/keys`` of an index of these records).
    package init(records: LazyRecords<ExerciseRecord>, index: PhraseIndex) {
        self.list = records
        self.index = index
    }

    /// The names and aliases of `records`, as their index takes them.
    package static func phrases(of records: [ExerciseRecord]) -> [[String]] {
        records.map { [$0.name] + $0.aliases }
    }

    /// The exercise named exactly `name` (or an alias).
    public func exercise(named name: String) -> ExerciseRecord? {
        index.exact(name).flatMap { list.record(at: $0) }
    }

    /// The longest exercise name inside `tokens` (the ``Tokenizer``'s texts).
    package func match(in tokens: [String]) -> ExerciseRecord? {
        index.longestMatch(in: tokens).flatMap { list.record(at: $0.index) }
    }

    /// How many tokens the longest exercise name starting at `start` of `tokens` covers, if one
    /// does (a parser keeps such a name whole when it holds a separator: "clean and jerk").
    package func nameLength(startingAt start: Int, in tokens: [String]) -> Int? {
        index.longestName(startingAt: start, in: tokens)
    }

    /// The longest exercise name inside `tokens`, and the tokens it covers.
    package func matchRange(in tokens: [String]) -> (record: ExerciseRecord, range: Range<Int>)? {
        index.longestMatch(in: tokens).flatMap { match in list.record(at: match.index).map { ($0, match.range) } }
    }
}
