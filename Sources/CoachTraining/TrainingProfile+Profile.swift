import CoachDomain

extension TrainingProfile {
    /// What the planner needs of `profile`, and what it had to assume where the profile is
    /// silent (one line each: "no experience in your profile → beginner").
    public static func from(_ profile: Profile?) -> (profile: TrainingProfile, assumed: [String]) {
        var assumed: [String] = []
        func value<T: ProfileValue>(_ field: ProfileField<T>, _ fallback: T, _ said: String) -> T {
            if let value = profile?[field] { return value }
            assumed.append("no \(field.label.lowercased()) in your profile → \(said)")
            return fallback
        }
        let goal = value(ProfileFields.goal, FitnessGoal.generalHealth, "general health")
        let level = value(ProfileFields.experience, Experience.beginner, "beginner")
        let gear = value(ProfileFields.equipment, ChoiceSet([Equipment.none]), "body weight only")
        let days = value(ProfileFields.trainingDays, TrainingDays(perWeek: 3), "3 days a week")
        let minutes = profile?[ProfileFields.sessionLength]?.minutes ?? 60
        let avoid = profile?[ProfileFields.avoid]?.items ?? []
        let units = profile?[ProfileFields.units] ?? .metric
        return (TrainingProfile(goal: goal, level: level, gear: Set(gear.members), days: days.weekdays, perWeek: days.perWeek,
                                sessionMinutes: minutes, avoid: avoid, unit: units == .imperial ? .lb : .kg), assumed)
    }
}
