import CoachDomain
import CoachLanguage
import LLM

/// The storage mapping, from the field table: each field has a column; lists and objects are
/// kept as JSON text, numbers and words as they are.
extension Profile {
    /// The column keeping ``said``, as a JSON object.
    public static let saidColumn = "extra"

    /// Column -> value for every field (`.null` for a field without a value), and ``said`` as JSON
    /// text in ``saidColumn``.
    public var columns: [String: JSONValue] {
        var columns: [String: JSONValue] = [:]
        for field in ProfileFields.all {
            switch values[field.key] {
            case let value? where value.arrayValue != nil || value.objectValue != nil: columns[field.column] = .string(value.jsonString)
            case let value?: columns[field.column] = value
            case nil: columns[field.column] = .null
            }
        }
        columns[Self.saidColumn] = .string(JSONValue.object(said.mapValues { .string($0) }).jsonString)
        return columns
    }

    /// A profile from stored columns. A field's column is read as its canonical value (kept even
    /// when today's bounds would refuse it), else as the user's words (an older version's "mostly
    /// sitting at a desk" is `sedentary`; the words are kept in ``said``); an empty column falls
    /// back to the words of the field's legacy columns. Words are read by `language`.
    public init(columns: [String: JSONValue], year: Int, language: Language) {
        self.init()
        if let extra = columns[Self.saidColumn].map(Self.structured)?.objectValue {
            said = extra.compactMapValues(\.stringValue)
        }
        let units = columns[ProfileFields.units.column]?.stringValue.flatMap(UnitSystem.init(rawValue:)) ?? .metric
        let context = ProfileContext(units: units, year: year)
        for field in ProfileFields.all {
            let kept = said[field.key]
            if let stored = columns[field.column], stored != .null {
                let json = Self.structured(stored)
                if field.isCanonical(json, in: context) {
                    switch field.validate(json, in: context, language: language) {
                    case .success(let value): values[field.key] = value
                    case .failure:
                        // Bounds may depend on the units or the year: a stored value of the right type is kept
                        // as it is (the next save writes it back unchanged); only an empty one is dropped.
                        if !Self.words(json).isEmpty, let value = field.canonical(json) { values[field.key] = value }
                    }
                    continue
                }
                if json.arrayValue?.isEmpty == true { continue }
                let words = Self.words(json)
                guard !words.isEmpty else { continue }
                if case .success(let value) = field.validate(.string(words), in: context, language: language) { values[field.key] = value }
                said[field.key] = kept ?? words
                continue
            }
            for legacy in field.legacyColumns {
                guard let stored = columns[legacy], stored != .null else { continue }
                let words = Self.words(Self.structured(stored))
                if !words.isEmpty, case .success(let value) = field.validate(.string(words), in: context, language: language) {
                    values[field.key] = value
                    break
                }
            }
        }
    }

    /// Whether any field's column (or, for an empty one, a legacy column) holds words to read
    /// rather than a canonical value: only then does ``init(columns:year:language:)`` need a
    /// language that knows words.
    public static func holdsWords(_ columns: [String: JSONValue], year: Int) -> Bool {
        let units = columns[ProfileFields.units.column]?.stringValue.flatMap(UnitSystem.init(rawValue:)) ?? .metric
        let context = ProfileContext(units: units, year: year)
        return ProfileFields.all.contains { field in
            if let stored = columns[field.column], stored != .null {
                let json = structured(stored)
                return !field.isCanonical(json, in: context) && json.arrayValue?.isEmpty != true && !words(json).isEmpty
            }
            // A legacy column left at its default (`diet` is `[]` in every row) holds no words.
            return field.legacyColumns.contains { legacy in
                columns[legacy].map { $0 != .null && !words(structured($0)).isEmpty } ?? false
            }
        }
    }

    /// JSON text ("[\"a\"]") as the JSON it holds; anything else as it is.
    static func structured(_ stored: JSONValue) -> JSONValue {
        guard let text = stored.stringValue, text.hasPrefix("[") || text.hasPrefix("{"),
              let json = try? JSONValue(parsing: text) else { return stored }
        return json
    }

    /// A stored value as the words it says: a list joined with ", ", a number as digits.
    static func words(_ json: JSONValue) -> String {
        switch json {
        case .string(let text): return text.trimmingCharacters(in: .whitespacesAndNewlines)
        case .number(let number): return number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) : String(number)
        case .array(let items):
            return items.map(words).filter { !$0.isEmpty }.joined(separator: ", ")
        default: return ""
        }
    }
}
