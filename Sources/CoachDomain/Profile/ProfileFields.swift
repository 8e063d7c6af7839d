import JSONCore

/// The profile's fields, declared once. Each row gives the key, the value's type, unit and
/// bounds, the question onboarding asks, the label `:profile` shows, the storage column and the
/// JSON Schema fragment; ``all`` lists them in order of importance (onboarding asks the first
/// open one; `:profile` shows them in this order). Adding a field is one row here, its entry in
/// ``all`` and a migration adding its column: the parser reads an answer to its question with the
/// row's words (``ProfileFieldInfo/choiceWords``, or a bare number in its unit) until phrases of
/// its own are written, and the flags `isList` and `feedsTargets` say how a value reads and what
/// it changes.
public enum ProfileFields {
    public static let name = ProfileField<String>(
        key: "name", label: "Name", column: "name", question: "What should I call you?", example: "Sam",
        schema: FieldSchema.text("What the user wants to be called."),
        check: { value, _ in FieldBounds.text("name", value, limit: 60) }, show: { value, _ in value })

    public static let goal = ProfileField<FitnessGoal>(
        key: "goal", label: "Goal", column: "goal",
        question: "What's your main goal right now — lose fat, maintain, gain muscle, get stronger, endurance, or general health?",
        example: "lose fat", schema: FieldSchema.choice(FitnessGoal.self, "The main training goal."),
        choices: FitnessGoal.rawValues, feedsTargets: true, show: { value, _ in value.title })

    public static let weight = ProfileField<Mass>(
        key: "weight", label: "Weight", unit: "kg", column: "weightKg",
        question: "What do you weigh at the moment?", example: "82 kg, 181 lb or 12 st 13",
        schema: FieldSchema.number("Current body weight in kg (not a goal: that is target_weight). 1 lb = 0.4536 kg."),
        feedsTargets: true, check: { value, context in FieldBounds.mass("weight", value, 30...300, context) },
        show: { value, context in value.text(in: context.units) })

    public static let height = ProfileField<Length>(
        key: "height", label: "Height", unit: "cm", column: "heightCm", question: "How tall are you?",
        example: "180 cm or 5'11\"", schema: FieldSchema.number("Height in cm. 1 in = 2.54 cm."),
        feedsTargets: true, check: { value, context in FieldBounds.length("height", value, 100...250, context) },
        show: { value, context in value.text(in: context.units) })

    public static let age = ProfileField<BirthYear>(
        key: "age", label: "Age", unit: "year of birth", column: "birthYear",
        legacyColumns: ["age"], question: "How old are you?", example: "34, or born 1991",
        schema: FieldSchema.integer("Year of birth (from an age: this year minus the age)."),
        feedsTargets: true,
        check: { value, context in FieldBounds.within("age", Double(value.age(in: context.year)), 13...100, unit: "") },
        show: { value, context in "\(value.age(in: context.year)) (born \(value.year))" })

    public static let sex = ProfileField<Sex>(
        key: "sex", label: "Sex", column: "sex",
        question: "For the calorie formula: female, male, or would you rather not say?", example: "female",
        schema: FieldSchema.choice(Sex.self, "For the BMR formula; unspecified when they would rather not say."),
        choices: Sex.rawValues, feedsTargets: true, show: { value, _ in value.title })

    public static let activity = ProfileField<ActivityLevel>(
        key: "activity", label: "Activity", column: "activityLevel",
        question: "Outside training, how active are your days — a desk job, on your feet, or physical work?",
        example: "desk job, I walk a bit",
        schema: FieldSchema.choice(ActivityLevel.self, "Daily activity outside training: sedentary (desk, little walking), "
            + "light (desk, some walking), moderate (on their feet), very (physical job), extra (athlete, two sessions a day)."),
        choices: ActivityLevel.rawValues, feedsTargets: true, show: { value, _ in value.title })

    public static let targetWeight = ProfileField<Mass>(
        key: "target_weight", label: "Target weight", unit: "kg", column: "targetWeightKg",
        question: "Do you have a target weight in mind?", example: "75 kg, or 165 lb",
        schema: FieldSchema.number("The weight they want to reach, in kg (only a wish, never the current weight)."),
        asking: .when { [.loseFat, .gainMuscle].contains($0[ProfileFields.goal]) },
        check: { value, context in FieldBounds.mass("target weight", value, 30...300, context) },
        show: { value, context in value.text(in: context.units) })

    public static let weeklyRate = ProfileField<WeeklyRate>(
        key: "weekly_rate", label: "Weekly rate", unit: "kg a week", column: "weeklyRateKg",
        question: "How fast do you want to go — how much a week?", example: "0.5 kg a week",
        schema: FieldSchema.number("How much weight to lose or gain a week, in kg (a positive number)."),
        asking: .never,
        feedsTargets: true, check: { value, context in FieldBounds.rate("weekly rate", value, 0.1...1, context) },
        show: { value, context in value.text(in: context.units) })

    public static let trainingDays = ProfileField<TrainingDays>(
        key: "training_days", label: "Training days", column: "trainingDays",
        legacyColumns: ["schedule"], question: "Which days can you train — or how many days a week?",
        example: "Mon, Wed and Fri, or three times a week",
        schema: ["type": "object", "description": "When they can train.",
                 "properties": ["per_week": FieldSchema.integer("Days a week, 1 to 7."),
                                "days": FieldSchema.choices(Weekday.self, "The days, when they named them.")]],
        choices: Weekday.rawValues,
        isList: true, feedsTargets: true,
        check: { value, _ in FieldBounds.within("training days", Double(value.perWeek), 1...7, unit: "a week") },
        show: { value, _ in value.title })

    public static let trainingTime = ProfileField<ChoiceSet<TimeOfDay>>(
        key: "training_time", label: "Training time", column: "trainingTime", legacyColumns: ["schedule"],
        question: "What time of day suits you best for training?", example: "mornings before work",
        schema: FieldSchema.choices(TimeOfDay.self, "When in the day they train."), choices: TimeOfDay.rawValues,
        isList: true, check: { value, _ in value.members.isEmpty ? "training time needs at least one time of day" : nil },
        show: { value, _ in value.title })

    public static let experience = ProfileField<Experience>(
        key: "experience", label: "Experience", column: "experience",
        question: "How much training experience do you have?", example: "beginner, or 2 years of lifting",
        schema: FieldSchema.choice(Experience.self, "beginner (under a year), intermediate (1 to 4 years), advanced."),
        choices: Experience.rawValues, show: { value, _ in value.title })

    public static let equipment = ProfileField<ChoiceSet<Equipment>>(
        key: "equipment", label: "Equipment", column: "equipment",
        question: "What equipment do you have — a full gym, some dumbbells at home, or nothing?",
        example: "dumbbells and a bench, or nothing",
        schema: FieldSchema.choices(Equipment.self, "What they can train with; [\"none\"] for bodyweight only."),
        choices: Equipment.rawValues,
        isList: true, check: { value, _ in value.members.isEmpty ? "equipment needs at least one item (or none)" : nil },
        show: { value, _ in value.title })

    public static let sessionLength = ProfileField<SessionLength>(
        key: "session_length", label: "Session length", unit: "minutes",
        column: "sessionMinutes", question: "How long can a training session be?", example: "45 minutes, or an hour",
        schema: FieldSchema.integer("Minutes a training session can take, 15 to 240 (the plan uses 60 when unsaid)."),
        asking: .never,
        check: { value, _ in FieldBounds.within("session length", Double(value.minutes), 15...240, unit: "minutes") },
        show: { value, _ in value.title })

    public static let avoid = ProfileField<AvoidList>(
        key: "avoid", label: "Exercises to avoid",
        column: "avoidExercises", question: "Any injuries, or exercises you would rather not do?",
        example: "bad knees, no overhead pressing — or none",
        schema: ["type": "array", "items": ["type": "string"],
                 "description": "Injuries and exercises to leave out of training, in their words (bad knees, no overhead pressing, lunges); [] for none."],
        asking: .never, isList: true,
        check: { value, _ in value.items.first { $0.count > 60 }.map { "\"\($0)\" is too long for one item" } },
        show: { value, _ in value.title })

    public static let diet = ProfileField<DietPattern>(
        key: "diet", label: "Diet", column: "dietPattern", legacyColumns: ["diet"],
        question: "How do you eat — everything, or vegetarian, vegan, pescatarian...?", example: "vegetarian",
        schema: FieldSchema.choice(DietPattern.self, "Their way of eating (omnivore when they eat everything)."),
        choices: DietPattern.rawValues, show: { value, _ in value.title })

    public static let restrictions = ProfileField<FoodRestrictions>(
        key: "restrictions", label: "Avoids", column: "restrictions", legacyColumns: ["diet"],
        question: "Any allergies, intolerances or foods you avoid?", example: "no nuts, lactose intolerant — or none",
        schema: ["type": "array", "items": ["type": "string"],
                 "description": "Foods they avoid or are allergic to, one word each (nuts, lactose); [] for none."],
        isList: true, check: { value, _ in value.items.first { $0.count > 40 }.map { "\"\($0)\" is not one food" } },
        show: { value, _ in value.title })

    public static let coachingStyle = ProfileField<CoachingStyle>(
        key: "coaching_style", label: "Coaching style", column: "coachingStyle",
        question: "How should I coach you — supportive, tough love, analytical, or like a buddy?", example: "tough love",
        schema: FieldSchema.choice(CoachingStyle.self, "How they want to be coached."),
        choices: CoachingStyle.rawValues, show: { value, _ in value.title })

    public static let detailLevel = ProfileField<DetailLevel>(
        key: "detail_level", label: "Detail", column: "detailLevel",
        question: "Do you want brief answers, balanced, or the full detail?", example: "brief",
        schema: FieldSchema.choice(DetailLevel.self, "How long the coach's answers should be."),
        choices: DetailLevel.rawValues, show: { value, _ in value.title })

    public static let units = ProfileField<UnitSystem>(
        key: "units", label: "Units", column: "units",
        question: "Metric (kg, cm) or imperial (lb, feet and inches)?", example: "metric",
        schema: FieldSchema.choice(UnitSystem.self, "The units they use."), asking: .never, choices: UnitSystem.rawValues,
        show: { value, _ in value.title })

    public static let motivation = ProfileField<String>(
        key: "motivation", label: "Motivation", column: "motivation",
        question: "Why does this matter to you right now?", example: "my wedding in June",
        schema: FieldSchema.text("Why it matters to them, in their words."),
        isList: true, check: { value, _ in FieldBounds.text("motivation", value, limit: 200) }, show: { value, _ in value })

    /// The table, in order of importance.
    public static let all: [AnyProfileField] = [
        AnyProfileField(name), AnyProfileField(goal), AnyProfileField(weight), AnyProfileField(height), AnyProfileField(age),
        AnyProfileField(sex), AnyProfileField(activity), AnyProfileField(targetWeight), AnyProfileField(weeklyRate),
        AnyProfileField(trainingDays), AnyProfileField(trainingTime), AnyProfileField(experience),
        AnyProfileField(equipment), AnyProfileField(sessionLength), AnyProfileField(avoid), AnyProfileField(diet),
        AnyProfileField(restrictions), AnyProfileField(coachingStyle), AnyProfileField(detailLevel), AnyProfileField(units),
        AnyProfileField(motivation),
    ]

    /// The field whose key is `name` (`-` and spaces read as `_`). Other names for a field
    /// ("injuries", "goal weight") are the lexicon's: the coach's `field(named:language:)`.
    public static func field(named name: String) -> AnyProfileField? {
        let wanted = name.lowercased().replacingOccurrences(of: "-", with: "_").replacingOccurrences(of: " ", with: "_")
        return all.first { $0.key == wanted }
    }

    /// The field with `key`.
    public static func field(key: String) -> AnyProfileField? { all.first { $0.key == key } }
}
