import JSONCore

/// JSON Schema fragments for the field table.
enum FieldSchema {
    static func number(_ description: String) -> JSONValue {
        ["type": "number", "description": .string(description)]
    }

    static func integer(_ description: String) -> JSONValue {
        ["type": "integer", "description": .string(description)]
    }

    static func text(_ description: String) -> JSONValue {
        ["type": "string", "description": .string(description)]
    }

    static func choice<C: ProfileChoice>(_ type: C.Type, _ description: String) -> JSONValue {
        ["type": "string", "enum": .array(C.rawValues.map { .string($0) }), "description": .string(description)]
    }

    static func choices<C: ProfileChoice>(_ type: C.Type, _ description: String) -> JSONValue {
        ["type": "array", "items": ["type": "string", "enum": .array(C.rawValues.map { .string($0) })],
         "description": .string(description)]
    }
}

/// Bounds checks with one-line reasons.
enum FieldBounds {
    /// "weight 900 kg is outside 30–300 kg", or nil inside the range. `number` shows a value in
    /// the user's units, `unit` names them.
    static func within(_ label: String, _ value: Double, _ range: ClosedRange<Double>, unit: String,
                       number: (Double) -> String = Format.number) -> String? {
        guard value.isFinite else { return "\(label) must be a number" }
        guard !range.contains(value) else { return nil }
        let unitText = unit.isEmpty ? "" : " " + unit
        return "\(label) \(number(value))\(unitText) is outside \(number(range.lowerBound))–\(number(range.upperBound))\(unitText)"
    }

    /// A mass within `range` (kg), said in the user's units.
    static func mass(_ label: String, _ value: Mass, _ range: ClosedRange<Double>, _ context: ProfileContext) -> String? {
        guard context.units == .imperial else { return within(label, value.kilograms, range, unit: "kg") }
        let pounds = (range.lowerBound * Mass.poundsPerKilogram).rounded()...(range.upperBound * Mass.poundsPerKilogram).rounded()
        return range.contains(value.kilograms) ? nil : within(label, value.pounds.rounded(), pounds, unit: "lb", number: Format.integer)
    }

    /// A weekly rate within `range` (kg a week), said in the user's units: the bounds are the same
    /// whatever the units, so a value kept in one system stays valid in the other.
    static func rate(_ label: String, _ value: WeeklyRate, _ range: ClosedRange<Double>, _ context: ProfileContext) -> String? {
        guard context.units == .imperial else { return within(label, value.kilogramsPerWeek, range, unit: "kg a week") }
        guard value.kilogramsPerWeek.isFinite else { return "\(label) must be a number" }
        guard !range.contains(value.kilogramsPerWeek) else { return nil }
        let pounds = { (kilograms: Double) in Format.number(kilograms * Mass.poundsPerKilogram) }
        return "\(label) \(pounds(value.kilogramsPerWeek)) lb a week is outside \(pounds(range.lowerBound))–"
            + "\(pounds(range.upperBound)) lb a week"
    }

    /// A height within `range` (cm), said in the user's units.
    static func length(_ label: String, _ value: Length, _ range: ClosedRange<Double>, _ context: ProfileContext) -> String? {
        guard !range.contains(value.centimetres) else { return nil }
        guard context.units == .imperial else { return within(label, value.centimetres, range, unit: "cm") }
        return "\(label) \(value.text(in: .imperial)) is outside \(Length(centimetres: range.lowerBound).text(in: .imperial))–"
            + Length(centimetres: range.upperBound).text(in: .imperial)
    }

    /// A name or a short text: 1 to `limit` characters, not blank.
    static func text(_ label: String, _ text: String, limit: Int) -> String? {
        let trimmed = TextTools.collapse(text)
        if trimmed.isEmpty { return "\(label) is empty" }
        if trimmed.count > limit { return "\(label) is longer than \(limit) characters" }
        // An escape sequence would style the terminal wherever the text is shown; a NUL would cut it where it is stored.
        if text.unicodeScalars.contains(where: { EntryText.isControl($0) && !$0.properties.isWhitespace }) { return "\(label) holds a control character (an escape or a NUL)" }
        return nil
    }
}
