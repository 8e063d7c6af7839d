import JSONCore

/// What the coach knows about the user: a value per field of ``ProfileFields``, each checked
/// by its row before it gets here. Read and write typed values with the field:
/// `profile[ProfileFields.height]` is a ``Length``.
public struct Profile: Sendable, Hashable, Codable {
    /// The canonical JSON of each field that is set, by key.
    public package(set) var values: [String: JSONValue]
    /// The user's own words for a field, kept from an older version that stored words where a
    /// typed value is kept now (stored in the `extra` column, so nothing said is lost); shown
    /// while the field has no value.
    public var said: [String: String]

    /// An empty profile.
    public init() {
        values = [:]
        said = [:]
    }

    /// The typed value of `field`; setting nil clears it.
    public subscript<Value: ProfileValue>(field: ProfileField<Value>) -> Value? {
        get { values[field.key].flatMap(Value.init(json:)) }
        set { set(field.key, newValue?.json) }
    }

    /// The canonical JSON of the field with `key`.
    public func value(for key: String) -> JSONValue? { values[key] }

    /// Sets (or with nil clears) a field's canonical JSON; the caller has validated it. The old
    /// words for the field are dropped: the new value replaces them.
    public mutating func set(_ key: String, _ json: JSONValue?) {
        values[key] = json
        said[key] = nil
    }

    /// Whether the field with `key` has a value.
    public func has(_ key: String) -> Bool { values[key] != nil }

    /// Whether nothing is known.
    public var isEmpty: Bool { values.isEmpty && said.isEmpty }

    /// The name, when known.
    public var name: String? { self[ProfileFields.name] }

    /// The units the user reads (metric unless they said otherwise).
    public var units: UnitSystem { self[ProfileFields.units] ?? .metric }

    /// The context to read, check and show values in `year`.
    public func context(year: Int) -> ProfileContext { ProfileContext(units: units, year: year) }

    /// Every field that is set, as (label, value in the user's units), in table order; words
    /// kept from an older version are shown as said.
    public func lines(in context: ProfileContext) -> [(label: String, value: String)] {
        ProfileFields.all.compactMap { field in
            if let json = values[field.key], let text = field.text(json, in: context) { return (field.label, text) }
            if let words = said[field.key] { return (field.label, "\"\(words)\" (as you said it)") }
            return nil
        }
    }
}
