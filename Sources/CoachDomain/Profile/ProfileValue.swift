import JSONCore

/// A value one profile field holds. Its canonical JSON form is what the tools, the extraction
/// task and the storage mapping exchange; everything inside the coach uses the typed value.
public protocol ProfileValue: Sendable, Hashable {
    /// The canonical JSON form.
    var json: JSONValue { get }
    /// The value of a canonical JSON form; nil when `json` is not one.
    init?(json: JSONValue)
    /// The title of each choice, by raw value, for a value chosen from a list (a choice, a set
    /// of choices): what names them in a sentence. Empty for other values. A requirement rather
    /// than a protocol to cast to: the field table asks it of every field's type at start, and
    /// a cast costs the runtime a scan of every conformance in the program.
    static var choiceTitles: [String: String] { get }
}

extension ProfileValue {
    public static var choiceTitles: [String: String] { [:] }
}

/// What reading, checking and showing a value depends on: the user's units and the year
/// (an age is kept as a birth year).
public struct ProfileContext: Sendable, Hashable {
    public var units: UnitSystem
    public var year: Int

    /// Metric units unless told otherwise.
    public init(units: UnitSystem = .metric, year: Int) {
        self.units = units
        self.year = year
    }
}

/// A field's value refused, with the reason: "weight 900 kg is outside 30–300 kg".
public struct ProfileProblem: Error, Sendable, Hashable, CustomStringConvertible {
    /// The field's key.
    public var key: String
    /// One line, naming the value and the allowed values or bounds.
    public var message: String
    /// The value refused, as it came.
    public var value: JSONValue?

    public init(key: String, message: String, value: JSONValue? = nil) {
        self.key = key
        self.message = message
        self.value = value
    }

    public var description: String { message }
}

/// Free text (a name, a motivation).
extension String: ProfileValue {
    public var json: JSONValue { .string(self) }
    public init?(json: JSONValue) {
        guard let text = json.stringValue else { return nil }
        self = text
    }
}

/// A value chosen from a fixed list: its raw value is the word tools, storage and
/// `:profile set` use ("tough_love"), its title how it reads in a sentence ("tough love").
public protocol ProfileChoice: ProfileValue, CaseIterable, RawRepresentable where RawValue == String {
    /// How it reads in a sentence.
    var title: String { get }
}

extension ProfileChoice {
    public var json: JSONValue { .string(rawValue) }

    public init?(json: JSONValue) {
        guard let raw = json.stringValue, let value = Self(rawValue: raw) else { return nil }
        self = value
    }

    public var title: String { String(rawValue.map { $0 == "_" ? " " : $0 }) }

    /// Every raw value, in declaration order.
    public static var rawValues: [String] { allCases.map(\.rawValue) }

    public static var choiceTitles: [String: String] {
        Dictionary(allCases.map { ($0.rawValue, $0.title) }, uniquingKeysWith: { first, _ in first })
    }
}

/// A set of choices (equipment, times of day), kept in declaration order without repeats.
public struct ChoiceSet<Element: ProfileChoice>: ProfileValue {
    /// The members, in declaration order.
    public let members: [Element]

    public init<S: Sequence>(_ members: S) where S.Element == Element {
        let chosen = Set(members)
        self.members = Element.allCases.filter { chosen.contains($0) }
    }

    public var json: JSONValue { .array(members.map(\.json)) }

    public init?(json: JSONValue) {
        guard let list = json.arrayValue else { return nil }
        let members = list.compactMap(Element.init(json:))
        guard members.count == list.count else { return nil }
        self.init(members)
    }

    public func contains(_ member: Element) -> Bool { members.contains(member) }

    /// "dumbbells, bench and pull up bar".
    public var title: String { Format.list(members.map(\.title)) }
}

extension ChoiceSet {
    public static var choiceTitles: [String: String] { Element.choiceTitles }
}
