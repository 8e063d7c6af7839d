/// Reads goals from plain words: "my goal is 2200 kcal a day", "set protein goal to 150g",
/// "4 workouts a week", "target weight 75 kg", "I want to lose weight".
enum GoalPhrases {
    static let desire = ["i want to", "i wanna", "i would like to", "id like to", "my goal is to", "im trying to",
                         "i am trying to", "trying to", "i need to", "help me", "goal is to", "i plan to", "goal:"]
    static let triggers = ["goal", "target", "aim", "set", "want", "like to", "trying", "should be", "from now on",
                           "per day", "a day", "daily", "each day", "every day", "per week", "a week", "weekly",
                           "each week", "every week", "reach", "get to", "weigh"]
    static let focusPhrases: [(String, GoalFocus)] = [
        ("lose weight", .loseFat), ("lose fat", .loseFat), ("lose some weight", .loseFat), ("get lean", .loseFat),
        ("lose belly fat", .loseFat), ("slim down", .loseFat), ("cut", .loseFat), ("drop weight", .loseFat),
        ("build muscle", .buildMuscle), ("gain muscle", .buildMuscle), ("put on muscle", .buildMuscle),
        ("bulk", .buildMuscle), ("get bigger", .buildMuscle), ("gain weight", .buildMuscle),
        ("get stronger", .getStronger), ("be stronger", .getStronger), ("get strong", .getStronger),
        ("get fit", .getFitter), ("get fitter", .getFitter), ("improve my endurance", .getFitter),
        ("improve my fitness", .getFitter), ("be healthier", .getFitter), ("get in shape", .getFitter),
        ("maintain", .maintain), ("stay the same weight", .maintain), ("maintain my weight", .maintain),
    ]

    static func request(in bare: String, isQuestion: Bool) -> GoalRequest? {
        let words = TextTools.tokens(bare).flatMap { FoodUnits.splitAttached($0) }
        let hasTrigger = triggers.contains { TextTools.containsPhrase(bare, $0) }
        if hasTrigger, !isQuestion || bare.hasPrefix("can you set") || bare.hasPrefix("could you set"),
           let numeric = numericGoal(words, bare) {
            return numeric
        }
        guard !isQuestion else { return nil }
        // "lose 5 kg", "I want to lose 5 kg", "I'd like to gain 3 kg"
        let wanted = desire.compactMap { lead in bare.hasPrefix(lead + " ") ? String(bare.dropFirst(lead.count + 1)) : nil }.first ?? bare
        let massWords = ["kg", "kilo", "lb", "pound", "weight", "fat", "stone"]
        if wanted.hasPrefix("lose "), massWords.contains(where: wanted.contains) {
            return GoalRequest(kind: .focus, focus: .loseFat)
        }
        if wanted.hasPrefix("gain ") || wanted.hasPrefix("put on "), massWords.contains(where: wanted.contains) {
            return GoalRequest(kind: .focus, focus: .buildMuscle)
        }
        for lead in desire where bare.hasPrefix(lead + " ") || bare.contains(" " + lead + " ") {
            for (phrase, focus) in focusPhrases where TextTools.containsPhrase(bare, phrase) {
                return GoalRequest(kind: .focus, focus: focus)
            }
        }
        return nil
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
            // "target weight 75 kg", "I want to weigh 165 lbs"; "I weigh 80 kg" is a fact (ProfilePhrases).
            if ["kg", "kgs", "kilos", "lb", "lbs", "pounds"].contains(next),
               bare.contains("weigh") || bare.contains("weight") || bare.contains("get to") || bare.contains("reach"),
               ProfilePhrases.wishes.contains(where: { TextTools.containsPhrase(bare, $0) }) {
                let unit = ["lb", "lbs", "pounds"].contains(next) ? "lb" : "kg"
                return GoalRequest(kind: .targetWeight, value: value, unit: unit)
            }
            for (macro, kind) in [("protein", GoalKind.dailyProtein), ("carb", .dailyCarbs), ("fat", .dailyFat)]
                where window.contains(macro) {
                return GoalRequest(kind: kind, value: value, unit: "g")
            }
            if bare.contains("calorie") || bare.contains("kcal") {
                return GoalRequest(kind: .dailyKcal, value: value, unit: "kcal")
            }
        }
        return nil
    }
}
