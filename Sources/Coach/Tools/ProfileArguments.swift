import LLM

/// Changes to the user's profile, as `update_profile` receives them: only the fields given
/// change; the rest of the profile stays as it is.
public struct ProfileChanges: Sendable, Hashable {
    public var name: String?
    public var bodyWeightKg: Double?
    /// The free-text fields, by profile key (`goal`, `diet`, `coaching_style`, ...).
    public var texts: [String: String]

    public init(name: String? = nil, bodyWeightKg: Double? = nil, texts: [String: String] = [:]) {
        self.name = name
        self.bodyWeightKg = bodyWeightKg
        self.texts = texts
    }

    public var isEmpty: Bool { name == nil && bodyWeightKg == nil && texts.isEmpty }

    /// `profile` with these changes applied.
    public func applied(to profile: Profile) -> Profile {
        var profile = profile
        if let name { profile.name = name }
        if let bodyWeightKg { profile.bodyWeightKg = bodyWeightKg }
        for (key, value) in texts {
            switch key {
            case "goal": profile.goal = value
            case "motivation": profile.motivation = value
            case "activity_level": profile.activityLevel = value
            case "schedule": profile.schedule = value
            case "experience": profile.experience = value
            case "equipment": profile.equipment = value
            case "diet": profile.diet = value
            case "coaching_style": profile.coachingStyle = value
            case "detail_level": profile.detailLevel = value
            default: break
            }
        }
        return profile
    }

    /// What changed, for the one-line summary: "name Sam, body weight 80 kg".
    public var label: String {
        var parts: [String] = []
        if let name { parts.append("name \(name)") }
        if let bodyWeightKg { parts.append("body weight \(Format.number(bodyWeightKg)) kg") }
        for key in ProfileArguments.textFields where texts[key] != nil {
            parts.append("\(key.replacingOccurrences(of: "_", with: " ")) \"\(texts[key] ?? "")\"")
        }
        return parts.joined(separator: ", ")
    }
}

/// Reads `update_profile` arguments, with strict ranges and lengths.
enum ProfileArguments {
    struct Problem: Error { let message: String }

    /// The free-text profile fields the tool accepts.
    static let textFields = ["goal", "motivation", "activity_level", "schedule", "experience", "equipment", "diet",
                             "coaching_style", "detail_level"]
    /// A plausible adult body weight, in kg.
    static let weightRange = 25.0...400.0
    static let poundsPerKg = 2.20462

    static func changes(from arguments: [String: JSONValue]) -> Result<ProfileChanges, Problem> {
        var changes = ProfileChanges()
        if let value = arguments["name"] {
            guard let text = value.stringValue.map(TextTools.collapse), !text.isEmpty, text.count <= 60 else {
                return .failure(Problem(message: "\"name\" must be text of 1 to 60 characters"))
            }
            changes.name = text
        }
        if let value = arguments["body_weight"] {
            guard let number = value.numberValue else { return .failure(Problem(message: "\"body_weight\" must be a number")) }
            let unit = TextTools.normalize(arguments["weight_unit"]?.stringValue ?? "kg")
            let kg: Double
            switch unit {
            case "kg", "kgs", "kilo", "kilos", "kilograms": kg = number
            case "lb", "lbs", "pound", "pounds": kg = number / poundsPerKg
            default: return .failure(Problem(message: "\"weight_unit\" must be kg or lb"))
            }
            guard weightRange.contains(kg) else {
                return .failure(Problem(message: "\(Format.number(number)) \(unit) is not a plausible body weight"))
            }
            changes.bodyWeightKg = (kg * 10).rounded() / 10
        }
        for key in textFields {
            guard let value = arguments[key] else { continue }
            guard let text = value.stringValue.map(TextTools.collapse), !text.isEmpty, text.count <= 200 else {
                return .failure(Problem(message: "\"\(key)\" must be text of 1 to 200 characters"))
            }
            changes.texts[key] = text
        }
        let known = Set(["name", "body_weight", "weight_unit"] + textFields)
        if let stray = arguments.keys.sorted().first(where: { !known.contains($0) }) {
            return .failure(Problem(message: "unknown field \"\(stray)\""))
        }
        guard !changes.isEmpty else {
            return .failure(Problem(message: "nothing to change: give name, body_weight or one of \(textFields.joined(separator: ", "))"))
        }
        return .success(changes)
    }
}
