import Foundation

/// What the coach knows about the user. Every field is optional: onboarding fills them in
/// over time, and the coach works with whatever is there.
public struct Profile: Sendable, Hashable, Codable {
    public var name: String?
    /// The user's own words, e.g. "lose 5 kg", "build muscle".
    public var goal: String?
    public var motivation: String?
    /// e.g. "sedentary", "moderately active".
    public var activityLevel: String?
    /// e.g. "3 evenings a week".
    public var schedule: String?
    /// e.g. "beginner", "2 years of lifting".
    public var experience: String?
    /// e.g. "full gym", "dumbbells at home", "none".
    public var equipment: String?
    /// e.g. "vegetarian", "no restrictions".
    public var diet: String?
    /// e.g. "supportive", "tough love", "analytical".
    public var coachingStyle: String?
    /// e.g. "brief", "detailed".
    public var detailLevel: String?
    /// Body weight, when known (used for per-kg advice).
    public var bodyWeightKg: Double?

    public init(name: String? = nil, goal: String? = nil, motivation: String? = nil, activityLevel: String? = nil,
                schedule: String? = nil, experience: String? = nil, equipment: String? = nil, diet: String? = nil,
                coachingStyle: String? = nil, detailLevel: String? = nil, bodyWeightKg: Double? = nil) {
        self.name = name
        self.goal = goal
        self.motivation = motivation
        self.activityLevel = activityLevel
        self.schedule = schedule
        self.experience = experience
        self.equipment = equipment
        self.diet = diet
        self.coachingStyle = coachingStyle
        self.detailLevel = detailLevel
        self.bodyWeightKg = bodyWeightKg
    }

    /// The profile's fields that are set, as (label, value) pairs in a fixed order.
    public var filledFields: [(label: String, value: String)] {
        var fields: [(String, String)] = []
        func add(_ label: String, _ value: String?) {
            if let value, !value.trimmingCharacters(in: .whitespaces).isEmpty { fields.append((label, value)) }
        }
        add("Name", name)
        add("Goal", goal)
        add("Motivation", motivation)
        add("Activity level", activityLevel)
        add("Schedule", schedule)
        add("Experience", experience)
        add("Equipment", equipment)
        add("Diet", diet)
        add("Coaching style", coachingStyle)
        add("Detail level", detailLevel)
        if let bodyWeightKg { add("Body weight", "\(Format.number(bodyWeightKg)) kg") }
        return fields
    }
}
