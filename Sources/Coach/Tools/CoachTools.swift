import LLM

/// The tools the coach offers the model. Names are stable: the executor and the offline coach
/// use the same ones.
public enum CoachTools {
    public static let logFood = "log_food"
    public static let logWorkout = "log_workout"
    public static let setGoal = "set_goal"
    public static let todaySummary = "today_summary"
    public static let updateProfile = "update_profile"
    public static let removeLastEntry = "remove_last_entry"

    /// All four tool specs, in a fixed order.
    public static let all: [ToolSpec] = [logFoodSpec, logWorkoutSpec, setGoalSpec, todaySummarySpec, updateProfileSpec,
                                         removeLastEntrySpec]

    /// `log_food(description)`.
    public static let logFoodSpec = ToolSpec(
        name: logFood,
        description: "Log food the user ate or drank today. Pass the user's own description with amounts, "
            + "e.g. \"2 eggs and a slice of toast\" or \"200g chicken breast, 1 cup rice\". Returns the items "
            + "understood with kcal and macros, anything not recognised, and today's totals against the goals.",
        parameters: [
            "type": "object",
            "properties": [
                "description": ["type": "string", "description": "What was eaten, with quantities and units."],
            ],
            "required": ["description"],
        ]
    )

    /// `log_workout(description)`.
    public static let logWorkoutSpec = ToolSpec(
        name: logWorkout,
        description: "Log a workout the user did today, e.g. \"squat 3x5 100kg, bench 5x5 @ 80 kg\", "
            + "\"3 sets of 10 pull-ups\" or \"ran 5 km in 28 min\". Returns sets, volume and estimated 1RM.",
        parameters: [
            "type": "object",
            "properties": [
                "description": ["type": "string", "description": "Exercises with sets x reps and weight, or distance and time."],
            ],
            "required": ["description"],
        ]
    )

    /// `set_goal(kind, value, unit, focus)`.
    public static let setGoalSpec = ToolSpec(
        name: setGoal,
        description: "Set or change one of the user's goals. Numeric kinds need `value`; kind `focus` needs `focus`.",
        parameters: [
            "type": "object",
            "properties": [
                "kind": [
                    "type": "string",
                    "enum": .array(GoalKind.allCases.map { .string($0.rawValue) }),
                    "description": .string("daily_kcal (kcal), daily_protein/daily_carbs/daily_fat (g), "
                        + "weekly_workouts (count), target_weight (kg or lb), focus (a direction)."),
                ],
                "value": ["type": "number", "description": "The target number."],
                "unit": ["type": "string", "description": "Optional: kcal, g, kg, lb, workouts."],
                "focus": [
                    "type": "string",
                    "enum": .array(GoalFocus.allCases.map { .string($0.rawValue) }),
                    "description": "For kind focus only.",
                ],
            ],
            "required": ["kind"],
        ]
    )

    /// `today_summary()`.
    public static let todaySummarySpec = ToolSpec(
        name: todaySummary,
        description: "Today's meals, workouts and totals against the user's goals.",
        parameters: ["type": "object", "properties": [:]]
    )

    /// `update_profile(name, body_weight, weight_unit, goal, ...)`: only the fields given change.
    public static let updateProfileSpec: ToolSpec = {
        var properties: [String: JSONValue] = [
            "name": ["type": "string", "description": "What the user wants to be called."],
            "body_weight": ["type": "number", "description": "Current body weight (not a goal; use set_goal for that)."],
            "weight_unit": ["type": "string", "enum": ["kg", "lb"], "description": "Unit of body_weight; kg when left out."],
        ]
        let texts: [(String, String)] = [
            ("goal", "In the user's words, e.g. \"lose 5 kg\", \"run a half marathon\"."),
            ("motivation", "Why it matters to them."),
            ("activity_level", "e.g. sedentary, lightly active, very active."),
            ("schedule", "When they can train, e.g. \"3 evenings a week\"."),
            ("experience", "e.g. beginner, 2 years of lifting."),
            ("equipment", "e.g. full gym, dumbbells at home, none."),
            ("diet", "e.g. vegetarian, no restrictions, lactose intolerant."),
            ("coaching_style", "e.g. supportive, tough love, analytical."),
            ("detail_level", "brief, balanced or detailed."),
        ]
        for (key, description) in texts { properties[key] = ["type": "string", "description": .string(description)] }
        return ToolSpec(
            name: updateProfile,
            description: "Remember something the user told you about themselves. Give only the fields that change.",
            parameters: ["type": "object", "properties": .object(properties)]
        )
    }()

    /// `remove_last_entry(kind)`: takes back today's latest meal or workout.
    public static let removeLastEntrySpec = ToolSpec(
        name: removeLastEntry,
        description: "Remove the latest meal or workout logged today, when the user says it was a mistake "
            + "(\"undo that\", \"I didn't eat that\"). To correct an entry, remove it, then log the right one.",
        parameters: [
            "type": "object",
            "properties": [
                "kind": ["type": "string", "enum": ["meal", "workout", "any"],
                         "description": "Which log; any (the default) removes whichever came last."],
            ],
        ]
    )
}
