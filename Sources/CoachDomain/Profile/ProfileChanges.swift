import JSONCore

/// Changes to the profile, read from what the user said (the offline parser, the extraction
/// task, `update_profile`, `:profile set`): values each checked by its field's row, fields to
/// clear, and values refused with the reason (never stored).
public struct ProfileChanges: Sendable, Hashable {
    /// Checked canonical values, by key.
    public var values: [String: JSONValue]
    /// Keys whose value is taken back ("not vegan any more").
    public var cleared: Set<String>
    /// Values refused, with the reason.
    public var refused: [ProfileProblem]

    public init(values: [String: JSONValue] = [:], cleared: Set<String> = [], refused: [ProfileProblem] = []) {
        self.values = values
        self.cleared = cleared
        self.refused = refused
    }

    /// Whether nothing changes (refusals aside).
    public var isEmpty: Bool { values.isEmpty && cleared.isEmpty }

    /// The fields that change, in table order.
    public var fields: [AnyProfileField] {
        ProfileFields.all.filter { values[$0.key] != nil || cleared.contains($0.key) }
    }

    /// Whether the field with `key` gets a value.
    public func sets(_ key: String) -> Bool { values[key] != nil }

    /// `profile` with these changes.
    public func applied(to profile: Profile) -> Profile {
        var profile = profile
        for key in cleared where values[key] == nil { profile.set(key, nil) }
        for (key, value) in values { profile.set(key, value) }
        return profile
    }

    /// These changes, then `other`'s (which win where both set a field).
    public func merging(_ other: ProfileChanges) -> ProfileChanges {
        var merged = self
        for (key, value) in other.values {
            merged.values[key] = value
            merged.cleared.remove(key)
        }
        for key in other.cleared {
            merged.values[key] = nil
            merged.cleared.insert(key)
        }
        merged.refused += other.refused.filter { problem in !merged.refused.contains(problem) }
        return merged
    }

    /// "weight 82 kg, height 180 cm, diet cleared", in the user's units.
    public func label(in context: ProfileContext) -> String {
        fields.map { field in
            guard let json = values[field.key] else { return "\(field.label.lowercased()) cleared" }
            let text = field.text(json, in: context) ?? json.jsonString
            return field.key == ProfileFields.name.key ? "name \(text)" : "\(field.label.lowercased()) \(text)"
        }.joined(separator: ", ")
    }
}
