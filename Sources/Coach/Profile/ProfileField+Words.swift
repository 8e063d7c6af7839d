import CoachDomain
import CoachLanguage
import LLM

/// A field's value checked by its row, where the value may be the user's own words: the field
/// table (CoachDomain) checks canonical values; words are read by the profile parser, which
/// lives here, above the table.
extension AnyProfileField {
    /// Checks a value arriving as JSON (tool arguments, the extraction answer, `:profile set`, a
    /// stored column): its canonical form, or text read as the user's own words (by `language`);
    /// then the bounds. Returns the canonical JSON, or why the value is refused.
    public func validate(_ json: JSONValue, in context: ProfileContext, language: Language) -> Result<JSONValue, ProfileProblem> {
        if let decoded = decoded(json, in: context) { return decoded }
        let key = info.key
        let choices = info.choices.joined(separator: ", ")
        if let text = json.stringValue {
            let reading = ProfileParser.value(for: self, in: text, context: context, language: language)
            if let value = reading.values[key] { return .success(value) }
            if let refusal = reading.refused.first(where: { $0.key == key }) { return .failure(refusal) }
            if !choices.isEmpty {
                return .failure(ProfileProblem(key: key, message: "\(key) must be one of \(choices) — not \"\(text)\""))
            }
            return .failure(ProfileProblem(key: key, message: "\(info.label.lowercased()): I can't read \"\(text)\" "
                + "(e.g. \(info.example))"))
        }
        let allowed = choices.isEmpty ? "e.g. \(info.example)" : "one of \(choices)"
        return .failure(ProfileProblem(key: key, message: "\(info.label.lowercased()) must be \(allowed), not \(json.jsonString)"))
    }
}

extension ProfileChanges {
    /// Candidate values checked by their rows: those that pass are kept, the others refused.
    /// Unknown keys are refused too. Words are read by `language`.
    public static func checked(_ candidates: [String: JSONValue], cleared: Set<String> = [],
                               in context: ProfileContext, language: Language) -> ProfileChanges {
        var changes = ProfileChanges(cleared: cleared)
        for key in candidates.keys.sorted() {
            guard let json = candidates[key] else { continue }
            guard let field = ProfileFields.field(key: key) else {
                changes.refused.append(ProfileProblem(key: key, message: "unknown field \"\(key)\"", value: json))
                continue
            }
            switch field.validate(json, in: context, language: language) {
            case .success(let value): changes.values[key] = value
            case .failure(var problem):
                problem.value = json
                changes.refused.append(problem)
            }
        }
        return changes
    }
}

extension ProfileFields {
    /// The field `name` names: its key (`-` and spaces read as `_`), or one of the field's names
    /// in the lexicon (profile-fields.lexicon: "injuries" or "goal weight").
    public static func field(named name: String, language: Language) -> AnyProfileField? {
        if let field = field(named: name) { return field }
        let words = name.replacingOccurrences(of: "_", with: " ")
        return language.lexicon.values(of: "field", for: words).first.flatMap(field(key:))
    }
}
