import CoachDomain
import CoachLanguage
import CoachProgress
import LLM

/// A target the user set by hand, as the goal reader (``GoalPhrases``) read it.
public struct GoalRequest: Sendable, Hashable {
    public var kind: GoalKind
    public var value: Double
    public var unit: String?

    public init(kind: GoalKind, value: Double, unit: String? = nil) {
        self.kind = kind
        self.value = value
        self.unit = unit
    }
}

/// `set_goal(kind, value, unit)`: a target the user sets by hand ("my goal is 2,200 kcal a
/// day"). It wins over the computed target until `:targets reset`.
package struct SetGoalTool: CoachTool {
    /// Where goals are stored.
    let goals: any GoalStore
    /// Today after the call.
    let days: CoachContextReader

    /// The tool over what it runs on.
    package init(goals: any GoalStore, days: CoachContextReader) {
        self.goals = goals
        self.days = days
    }

    package struct Arguments: Codable, Sendable {
        let goal: Goal
        /// The unit as given; checked against the kind when read.
        let unit: String?

        private enum Keys: String, CodingKey { case kind, value, unit }

        /// A goal as the user asked for it (checked when the call is read).
        init(_ request: GoalRequest) {
            goal = Goal(kind: request.kind, target: request.value)
            unit = request.unit
        }

        package func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: Keys.self)
            try container.encode(goal.kind.rawValue, forKey: .kind)
            try container.encode(goal.target, forKey: .value)
            try container.encodeIfPresent(unit, forKey: .unit)
        }

        package init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: Keys.self)
            func fail(_ message: String) -> DecodingError { .dataCorrupted(.init(codingPath: [], debugDescription: message)) }
            let kinds = GoalKind.allCases.map(\.rawValue).joined(separator: ", ")
            guard let rawKind = try? container.decode(String.self, forKey: .kind) else { throw fail("missing \"kind\" (one of \(kinds))") }
            let key = TextTools.normalize(rawKind).replacingOccurrences(of: " ", with: "_")
            // A kind by its name, or in words (`goal_kind` in data/lexicon/tools.lexicon).
            let said = decoder.toolWords?.values(of: "goal_kind", for: key.replacingOccurrences(of: "_", with: " ")).first
            guard let kind = GoalKind(rawValue: key) ?? said.flatMap(GoalKind.init(rawValue:)) else {
                if ProfileFields.field(named: key) != nil {
                    throw fail("\(key) is part of the profile: use update_profile (goal, target_weight)")
                }
                throw fail("unknown goal kind \"\(rawKind)\" (use one of \(kinds))")
            }
            let number = (try? container.decode(Double.self, forKey: .value))
                ?? (try? container.decode(String.self, forKey: .value)).flatMap(SetGoalTool.leadingNumber)
            guard let value = number, value.isFinite else { throw fail("\(kind.rawValue) needs a numeric \"value\"") }
            let rawUnit = try? container.decode(String.self, forKey: .unit)
            if let rawUnit, !rawUnit.isEmpty, !SetGoalTool.unit(rawUnit, fits: kind, words: decoder.toolWords) {
                throw fail("unit \"\(rawUnit)\" does not fit \(kind.rawValue) (use \(kind.unit))")
            }
            unit = rawUnit
            let range = kind.validRange
            guard range.contains(value) else {
                throw fail("\(kind.rawValue) must be between \(Format.number(range.lowerBound)) and "
                    + "\(Format.number(range.upperBound)) \(kind.unit)")
            }
            goal = Goal(kind: kind, target: (value * 10).rounded() / 10)
        }
    }

    package struct Output: Codable, Sendable {
        var goal: Goal
        var today: TodayReport?
    }

    /// Whether `unit` names the unit targets of `kind` are kept in: its code ("kcal", "g",
    /// "workouts"), or a word the lexicon gives that code (`unit` in data/lexicon/units.lexicon:
    /// "calories", "grams"; `goal_unit` in tools.lexicon: "sessions", "times").
    static func unit(_ unit: String, fits kind: GoalKind, words: Lexicon?) -> Bool {
        let said = TextTools.normalize(unit)
        if said == kind.unit { return true }
        guard let words else { return false }
        return (words.values(of: "unit", for: said) + words.values(of: "goal_unit", for: said)).contains(kind.unit)
    }

    /// The number a text starts with: "2200 kcal" -> 2200, "1,800" -> 1800.
    static func leadingNumber(_ text: String) -> Double? {
        Double(TextTools.collapse(text).replacingOccurrences(of: ",", with: "").prefix { $0.isNumber || $0 == "." })
    }

    package static let name = "set_goal"

    package static let spec = ToolSpec(
        name: name,
        description: "Set a daily target by hand, or a number of workouts a week. It replaces the computed target "
            + "until the user resets it. (The goal's direction and target weight belong to update_profile.)",
        parameters: [
            "type": "object",
            "properties": [
                "kind": ["type": "string", "enum": .array(GoalKind.allCases.map { .string($0.rawValue) }),
                         "description": "daily_kcal (kcal), daily_protein, daily_carbs, daily_fat, daily_fibre (g), weekly_workouts."],
                "value": ["type": "number", "description": "The target number."],
                "unit": ["type": "string", "description": "Optional: kcal, g, workouts."],
            ],
            "required": ["kind", "value"],
        ])

    package func run(_ arguments: Arguments, on today: CalendarDay) async throws(ToolFailure) -> Output {
        do { try await goals.setGoal(arguments.goal) } catch { throw ToolFailure("could not save the goal (\(error))") }
        return Output(goal: arguments.goal, today: await days.todayReport(on: today))
    }

    package static func summary(of output: Output, on today: CalendarDay) -> String { "Goal set: \(output.goal.label)" }

    package static func offlineReply(to output: Output, composer: ReplyComposer) -> String {
        let goal = output.goal
        var parts = ["\(composer.voice.goalOpener()) Your goal is now \(goal.label), set by hand (:targets reset returns to the formula)."]
        let totals = composer.summary.totals
        switch goal.kind {
        case .dailyKcal: parts.append(composer.remainingSentence("kcal", totals.kcal, goal.target, integer: true))
        case .dailyProtein: parts.append(composer.remainingSentence("g of protein", totals.protein, goal.target, leftUnit: "g"))
        case .dailyCarbs: parts.append(composer.remainingSentence("g of carbs", totals.carbs, goal.target, leftUnit: "g"))
        case .dailyFat: parts.append(composer.remainingSentence("g of fat", totals.fat, goal.target, leftUnit: "g"))
        case .dailyFibre: break
        case .weeklyWorkouts:
            let days = composer.summary.workoutDaysThisWeek
            parts.append("You have \(days) training day\(days == 1 ? "" : "s") so far this week. Put the sessions in your "
                + "calendar now so the week decides for you.")
        }
        return parts.joined(separator: "\n\n")
    }

    package static func offlineFailure(_ message: String) -> String { "I couldn't set that goal: \(message)." }
}

// MARK: the offline rule

extension SetGoalTool {
    package static let writes = true

    /// A target set by hand ("my goal is 2200 kcal a day", "4 workouts a week"), as the goal
    /// reader reads the line (``GoalPhrases``): one thing read, taken to explain two tokens (a
    /// number and what it counts; the reader does not say which).
    package static func read(_ line: OfflineLine) -> OfflineReading<Arguments>? {
        guard let goal = GoalPhrases.request(in: line.utterance, isQuestion: !line.act.mayWrite) else { return nil }
        return OfflineReading(Arguments(goal), score: line.score([], found: 1, estimated: 2, acts: [.statement]))
    }

    package static func unoffered(_ arguments: Arguments, line: OfflineLine, composer: ReplyComposer) -> String {
        "I can't save goals in this chat, but noted: \(arguments.goal.label)."
    }
}
