import CoachDomain
import CoachLanguage

/// Reads targets set by hand from plain words: "my goal is 2200 kcal a day", "set protein goal
/// to 150g", "4 workouts a week". Goals of direction and weight ("I want to lose 5 kg") are
/// profile facts (``ProfileParser``). The words are goals.lexicon's (`target_trigger`, `macro`,
/// `target_count`, `target_week`); the numbers and energy units are the grammar's.
enum GoalPhrases {
    /// The target `line` sets, if it sets one. A question sets none, unless it asks the coach to
    /// set one ("can you set my protein to 150 g?").
    static func request(in line: Utterance, isQuestion: Bool) -> GoalRequest? {
        guard line.has("target_trigger") else { return nil }
        guard !isQuestion || line.act == .request && line.has("mention", "verb") else { return nil }
        return numericGoal(line)
    }

    private static func numericGoal(_ line: Utterance) -> GoalRequest? {
        let hasKcal = line.spans.contains { $0.gives("unit", "kcal") }
        let weekly = line.has("target_week")
        for index in line.tokens.indices where line.tokens[index].kind == .number {
            guard let reading = line.number(at: index), !reading.isArticle, !reading.isNegative else { continue }
            let value = reading.value
            let next = reading.range.upperBound
            if line.span(at: next, "unit", "kcal") != nil {
                return GoalRequest(kind: .dailyKcal, value: value, unit: "kcal")
            }
            if line.span(at: next, "target_count") != nil, weekly {
                return GoalRequest(kind: .weeklyWorkouts, value: value, unit: "workouts")
            }
            // A nutrient named within four words either side.
            let window = max(0, index - 4)..<min(line.tokens.count, index + 4)
            if let kind = window.lazy.compactMap({ line.span(at: $0, "macro") }).first.flatMap(Self.kind) {
                return GoalRequest(kind: kind, value: value, unit: "g")
            }
            if hasKcal { return GoalRequest(kind: .dailyKcal, value: value, unit: "kcal") }
        }
        return nil
    }

    /// The daily target a `macro` span names.
    static func kind(_ span: Span) -> GoalKind? {
        switch span.value(of: "macro") {
        case "protein": .dailyProtein
        case "carbs": .dailyCarbs
        case "fat": .dailyFat
        case "fibre": .dailyFibre
        default: nil
        }
    }
}
