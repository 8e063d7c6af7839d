import JSONCore

/// Whether onboarding asks for a field.
public enum OnboardingAsking: Sendable {
    case always
    /// Never asked: inferred or defaulted (units, the weekly rate), set by saying so.
    case never
    /// Asked only when the profile so far makes it relevant (a target weight when losing or gaining).
    case when(@Sendable (Profile) -> Bool)

    /// Whether the field is asked for `profile`.
    public func applies(to profile: Profile) -> Bool {
        switch self {
        case .always: true
        case .never: false
        case .when(let condition): condition(profile)
        }
    }
}

/// What describes a field, whatever its value's type.
public struct ProfileFieldInfo: Sendable {
    /// The key tools, `:profile set` and the extraction schema use: `height`, `coaching_style`.
    public let key: String
    /// What `:profile` shows before the value: "Height".
    public let label: String
    /// The unit the value is kept in, for measured values.
    public let unit: String?
    /// The `profile` table's column.
    public let column: String
    /// Columns of an older schema whose words are read when `column` is empty.
    public let legacyColumns: [String]
    /// The question onboarding asks.
    public let question: String
    /// An answer, for asking again: "180 cm or 5'11\"".
    public let example: String
    /// The JSON Schema fragment of the value, with its description.
    public let schema: JSONValue
    /// Whether onboarding asks for it.
    public let asking: OnboardingAsking
    /// The raw values of a choice, for completion and errors; empty for other values.
    public let choices: [String]
    /// The words that name each choice, by raw value: the raw value ("tough love"), its title and
    /// the row's synonyms. The parser reads an answer to the field's question with them when no
    /// phrase reader of its own knows the field.
    public let choiceWords: [(raw: String, words: [String])]
    /// Whether a value may span commas ("Mon, Wed and Fri", "dumbbells, a bench"): a list, or free
    /// text. "change my X to ..." reads to the end of the sentence, not of the clause.
    public let isList: Bool
    /// Whether the targets are worked out from it: `:profile set` shows the targets after a change.
    public let feedsTargets: Bool
}

/// One row of the profile's field table (``ProfileFields``): everything the coach knows about a
/// field, from which the tool and extraction schemas, onboarding, `:profile`, `:profile set` and
/// the storage mapping are made.
///
/// `Value` is a ``ProfileValue`` wherever a row is made or read; the type itself does not
/// require it, so that its metadata carries no witness table: making `ProfileField<String>`
/// from its mangled name would otherwise ask the runtime for `String: ProfileValue`, a scan of
/// every conformance in the program, for each of the table's value types at start.
@dynamicMemberLookup
public struct ProfileField<Value>: Sendable {
    public let info: ProfileFieldInfo
    let check: @Sendable (Value, ProfileContext) -> String?
    let show: @Sendable (Value, ProfileContext) -> String

    public subscript<T>(dynamicMember path: KeyPath<ProfileFieldInfo, T>) -> T { info[keyPath: path] }

    /// `value` in the user's units.
    public func text(_ value: Value, in context: ProfileContext) -> String { show(value, context) }

    /// The problem with `value`, or nil.
    public func problem(with value: Value, in context: ProfileContext) -> ProfileProblem? {
        check(value, context).map { ProfileProblem(key: info.key, message: $0) }
    }
}

extension ProfileField where Value: ProfileValue {
    /// - Parameters:
    ///   - check: the problem with a value (bounds, length), in one line; nil when it is fine.
    ///   - show: the value in the user's units.
    ///   - synonyms: more words for choices, by raw value (`["owl": ["night owl"]]`).
    ///   - isList: a value that may span commas (see ``ProfileFieldInfo/isList``).
    ///   - feedsTargets: the targets are worked out from it.
    public init(key: String, label: String, unit: String? = nil, column: String,
                legacyColumns: [String] = [], question: String, example: String, schema: JSONValue,
                asking: OnboardingAsking = .always, choices: [String] = [], synonyms: [String: [String]] = [:],
                isList: Bool = false, feedsTargets: Bool = false,
                check: @escaping @Sendable (Value, ProfileContext) -> String? = { _, _ in nil },
                show: @escaping @Sendable (Value, ProfileContext) -> String) {
        let titles = Value.choiceTitles
        let choiceWords = choices.map { raw in
            var words = [String(raw.map { $0 == "_" ? " " : $0 })]
            for word in [titles[raw]].compactMap({ $0 }) + (synonyms[raw] ?? []) where !words.contains(word.lowercased()) {
                words.append(word.lowercased())
            }
            return (raw: raw, words: words)
        }
        info = ProfileFieldInfo(key: key, label: label, unit: unit, column: column,
                                legacyColumns: legacyColumns, question: question, example: example, schema: schema,
                                asking: asking, choices: choices, choiceWords: choiceWords, isList: isList,
                                feedsTargets: feedsTargets)
        self.check = check
        self.show = show
    }

}

/// A field of any value type: the table as a list.
@dynamicMemberLookup
public struct AnyProfileField: Sendable {
    public let info: ProfileFieldInfo
    private let decode: @Sendable (JSONValue, ProfileContext) -> Result<JSONValue, ProfileProblem>?
    private let display: @Sendable (JSONValue, ProfileContext) -> String?
    private let normalize: @Sendable (JSONValue) -> JSONValue?

    public init<Value: ProfileValue>(_ field: ProfileField<Value>) {
        info = field.info
        decode = { json, context in
            guard let value = Value(json: json) else { return nil }
            if let problem = field.problem(with: value, in: context) { return .failure(problem) }
            return .success(value.json)
        }
        display = { json, context in Value(json: json).map { field.text($0, in: context) } }
        normalize = { json in Value(json: json)?.json }
    }

    public subscript<T>(dynamicMember path: KeyPath<ProfileFieldInfo, T>) -> T { info[keyPath: path] }

    /// `json` checked by this field's row when it is a value of the field's type: the canonical
    /// JSON, or why its bounds refuse it; nil when it is not of the field's type (words are read
    /// by the coach's parser: `validate(_:in:)`).
    public func decoded(_ json: JSONValue, in context: ProfileContext) -> Result<JSONValue, ProfileProblem>? {
        decode(json, context)
    }

    /// `json` as this field's canonical JSON when it is a value of the field's type, bounds aside
    /// (a stored value that today's bounds refuse: a 100-year-old's birth year next year).
    public func canonical(_ json: JSONValue) -> JSONValue? { normalize(json) }

    /// Whether `json` is a canonical value of this field (bounds aside), not words to read.
    public func isCanonical(_ json: JSONValue, in context: ProfileContext) -> Bool { decode(json, context) != nil }

    /// A stored value in the user's units ("5 ft 11 in"); nil when it is not this field's.
    public func text(_ json: JSONValue, in context: ProfileContext) -> String? { display(json, context) }
}
