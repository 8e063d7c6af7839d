import CoachDomain

/// Reads targets set by hand from plain words: "my goal is 2200 kcal a day", "set protein goal
/// to 150g", "4 workouts a week". Goals of direction and weight ("I want to lose 5 kg") are
/// profile facts (``ProfileParser``).
enum GoalPhrases {
    static let triggers = ["goal", "target", "aim", "set", "want", "like to", "trying", "should be", "from now on",
                           "per day", "a day", "daily", "each day", "every day", "per week", "a week", "weekly",
                           "each week", "every week", "reach", "get to"]

    static func request(in bare: String, isQuestion: Bool) -> GoalRequest? {
        let words = TextTools.tokens(bare).flatMap { FoodUnits.splitAttached($0) }
        let phrases = PhraseText(bare)
        let hasTrigger = triggers.contains { phrases.contains($0) }
        guard hasTrigger, !isQuestion || bare.hasPrefix("can you set") || bare.hasPrefix("could you set") else { return nil }
        return numericGoal(words, bare)
    }

    private static func numericGoal(_ words: [String], _ bare: String) -> GoalRequest? {
        for (index, word) in words.enumerated() {
            guard NumberWords.isNumeric(word), let value = NumberWords.value(word) else { continue }
            let next = index + 1 < words.count ? words[index + 1] : ""
            let window = words[max(0, index - 4)..<min(words.count, index + 4)].joined(separator: " ")
            if ["kcal", "calories", "cals", "calorie", "kcals", "cal"].contains(next) {
                return GoalRequest(kind: .dailyKcal, value: value, unit: "kcal")
            }
            if ["workouts", "sessions", "times", "days", "workout", "session"].contains(next),
               window.contains("week") || bare.contains("week") {
                return GoalRequest(kind: .weeklyWorkouts, value: value, unit: "workouts")
            }
            for (macro, kind) in [("protein", GoalKind.dailyProtein), ("carb", .dailyCarbs), ("fat", .dailyFat),
                                  ("fibre", .dailyFibre), ("fiber", .dailyFibre)] where window.contains(macro) {
                return GoalRequest(kind: kind, value: value, unit: "g")
            }
            if bare.contains("calorie") || bare.contains("kcal") {
                return GoalRequest(kind: .dailyKcal, value: value, unit: "kcal")
            }
        }
        return nil
    }
}
