@testable import Coach
@testable import CoachDomain
import LLM
import Testing

/// The offline profile parser on answers as people write them: vague, several facts at once,
/// out of order, corrections, imperial units, negations. Expected values are worked out by
/// hand (1 lb = 0.45359 kg, 1 in = 2.54 cm, kept to 0.1; ages as birth years in 2026).
@Suite("Profile parser")
struct ProfileParserTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let text: String
        let asked: String?
        let values: [String: JSONValue]
        var cleared: Set<String> = []
        var refused: Set<String> = []
        var profile: Profile = Profile()
        /// The field the user gave last (a bare correction is that field's).
        var lastGiven: String?
        var testDescription: String { "\"\(text)\"" + (asked.map { " (asked \($0))" } ?? "") }
    }

    static func c(_ text: String, _ asked: String? = nil, _ values: [String: JSONValue], cleared: Set<String> = [],
                  refused: Set<String> = [], profile: Profile = Profile(), lastGiven: String? = nil) -> Case {
        Case(text: text, asked: asked, values: values, cleared: cleared, refused: refused, profile: profile, lastGiven: lastGiven)
    }

    static let imperial: JSONValue = "imperial"
    static func days(_ names: [String]) -> JSONValue { ["per_week": .number(Double(names.count)), "days": .array(names.map { .string($0) })] }
    static func perWeek(_ count: Int) -> JSONValue { ["per_week": .number(Double(count))] }
    static let weighs82 = Profile.with { $0[ProfileFields.weight] = Mass(kilograms: 82) }
    static let vegan = Profile.with { $0[ProfileFields.diet] = .vegan }

    static let body: [Case] = [
        c("I weigh 82 kg, I'm 180 cm, 30 years old, male, moderately active, want to lose fat", nil,
          ["weight": 82, "height": 180, "age": 1996, "sex": "male", "activity": "moderate", "goal": "lose_fat"]),
        c("82kg 180cm 30 male", "weight", ["weight": 82, "height": 180, "age": 1996, "sex": "male"]),
        c("Sam, 34, 5'10\", 176 lb, female", "name",
          ["name": "Sam", "age": 1992, "height": 177.8, "weight": 79.8, "sex": "female", "units": imperial]),
        c("5'10\"", "height", ["height": 177.8, "units": imperial]),
        c("5 ft 10", "height", ["height": 177.8, "units": imperial]),
        c("five foot ten", "height", ["height": 177.8, "units": imperial]),
        c("6 foot", "height", ["height": 182.9, "units": imperial]),
        c("1.80 m", "height", ["height": 180]),
        c("180", "height", ["height": 180]),
        c("1,80m", "height", ["height": 180]),
        c("I'm 6'2", nil, ["height": 188, "units": imperial]),
        c("12 st 13", "weight", ["weight": 82.1, "units": imperial]),
        c("12 stone", "weight", ["weight": 76.2, "units": imperial]),
        c("181 lbs", "weight", ["weight": 82.1, "units": imperial]),
        c("82.5", "weight", ["weight": 82.5]),
        c("about 80 kilos", "weight", ["weight": 80]),
        c("I want to weigh 75 kg", nil, ["target_weight": 75]),
        c("my goal weight is 165 lb", nil, ["target_weight": 74.8, "units": imperial]),
        c("I'm 90 kg and want to get down to 80 kg", nil, ["weight": 90, "target_weight": 80]),
        c("lose 5 kg", nil, ["goal": "lose_fat", "target_weight": 77], profile: weighs82),
        c("I want to lose 0.5 kg a week", nil, ["weekly_rate": 0.5, "goal": "lose_fat"]),
        c("gain 0.25 kg per week", nil, ["weekly_rate": 0.25, "goal": "gain_muscle"]),
        c("half a kilo a week", "weekly_rate", ["weekly_rate": 0.5]),
        c("34", "age", ["age": 1992]),
        c("born in 1991", nil, ["age": 1991]),
        c("I'm 34", nil, ["age": 1992]),
        c("thirty-two", "age", ["age": 1994]),
        c("aged 45", nil, ["age": 1981]),
        c("I'm 28 years old", nil, ["age": 1998]),
        c("75", "target_weight", ["target_weight": 75]),
        c("actually 86 kg", "height", ["weight": 86]),
        c("86 kg", "goal", ["weight": 86]),
        c("I'm 5 ft 4 and 130 lbs", nil, ["height": 162.6, "weight": 59, "units": imperial]),
        c("I'm 34, 5'11, 190 lbs, moderately active", nil,
          ["age": 1992, "height": 180.3, "weight": 86.2, "activity": "moderate", "units": imperial]),
        c("I weigh 900 kg", nil, [:], refused: ["weight"]),
        c("6", "age", [:], refused: ["age"]),
        c("I'm 50 cm tall", nil, [:], refused: ["height"]),
    ]

    static let lifestyle: [Case] = [
        c("male", "sex", ["sex": "male"]),
        c("I'm a woman", nil, ["sex": "female"]),
        c("f", "sex", ["sex": "female"]),
        c("rather not say", "sex", ["sex": "unspecified"]),
        c("my wife says I should train more", nil, [:]),
        c("sedentary", "activity", ["activity": "sedentary"]),
        c("desk job, I walk a bit", "activity", ["activity": "light"]),
        c("desk job, I walk a bit", nil, ["activity": "light"]),
        c("I'm on my feet all day", nil, ["activity": "moderate"]),
        c("very active, construction job", nil, ["activity": "very"]),
        c("not very active", "activity", ["activity": "sedentary"]),
        c("I work in an office and sit all day", nil, ["activity": "sedentary"]),
        c("lose fat", "goal", ["goal": "lose_fat"]),
        c("build muscle", "goal", ["goal": "gain_muscle"]),
        c("get stronger", "goal", ["goal": "get_stronger"]),
        c("run a half marathon", "goal", ["goal": "endurance"]),
        c("just be healthier", "goal", ["goal": "general_health"]),
        c("maintain", "goal", ["goal": "maintain"]),
        c("I'm not trying to lose weight, I want to build muscle", nil, ["goal": "gain_muscle"]),
        c("bulk", "goal", ["goal": "gain_muscle"]),
        c("beginner", "experience", ["experience": "beginner"]),
        c("2 years of lifting", nil, ["experience": "intermediate"]),
        c("lifting for 6 months", nil, ["experience": "beginner"]),
        c("I've been training for 10 years", nil, ["experience": "advanced"]),
        c("never lifted", "experience", ["experience": "beginner"]),
        c("none", "experience", ["experience": "beginner"]),
        c("2 years", "experience", ["experience": "intermediate"]),
        c("full gym", "equipment", ["equipment": ["full_gym"]]),
        c("dumbbells and a bench", "equipment", ["equipment": ["dumbbells", "bench"]]),
        c("I have a kettlebell and a pull-up bar at home", nil, ["equipment": ["kettlebells", "pull_up_bar"]]),
        c("nothing", "equipment", ["equipment": ["none"]]),
        c("no equipment, just bodyweight", nil, ["equipment": ["none"]]),
        c("resistance bands and a treadmill", "equipment", ["equipment": ["bands", "cardio"]]),
        c("no gym", "equipment", ["equipment": ["none"]]),
        c("a gym membership but no barbell", nil, ["equipment": ["full_gym"]]),
    ]

    static let schedule: [Case] = [
        c("I train Mon, Wed and Fri mornings before work", nil, ["training_days": days(["mon", "wed", "fri"]),
                                                                "training_time": ["morning"]]),
        c("three times a week, usually evenings", "training_days", ["training_days": perWeek(3), "training_time": ["evening"]]),
        c("weekends", "training_days", ["training_days": days(["sat", "sun"])]),
        c("every day except Sunday", "training_days", ["training_days": days(["mon", "tue", "wed", "thu", "fri", "sat"])]),
        c("mon-fri", "training_days", ["training_days": days(["mon", "tue", "wed", "thu", "fri"])]),
        c("Monday to Thursday", "training_days", ["training_days": days(["mon", "tue", "wed", "thu"])]),
        c("twice a week", "training_days", ["training_days": perWeek(2)]),
        c("no, three days not four", "training_days", ["training_days": perWeek(3)]),
        c("3", "training_days", ["training_days": perWeek(3)]),
        c("Mon Wed Fri", "training_days", ["training_days": days(["mon", "wed", "fri"])]),
        c("3 evenings a week", "training_days", ["training_days": perWeek(3), "training_time": ["evening"]]),
        c("6am", "training_time", ["training_time": ["early_morning"]]),
        c("after work", "training_time", ["training_time": ["evening"]]),
        c("whenever I can", "training_time", ["training_time": ["flexible"]]),
        c("lunchtimes and weekends", "training_days", ["training_days": days(["sat", "sun"]), "training_time": ["midday"]]),
        c("mornings before work", "training_time", ["training_time": ["morning"]]),
        c("I can train 4 days a week in the evenings", nil, ["training_days": perWeek(4), "training_time": ["evening"]]),
    ]

    static let food: [Case] = [
        c("vegetarian", "diet", ["diet": "vegetarian"]),
        c("vegan", nil, ["diet": "vegan"]),
        c("I eat everything", nil, ["diet": "omnivore"]),
        c("everything", "diet", ["diet": "omnivore"]),
        c("not vegan any more", nil, [:], cleared: ["diet"], profile: vegan),
        c("pescatarian, allergic to shellfish", "diet", ["diet": "pescatarian", "restrictions": ["shellfish"]]),
        c("no nuts", "restrictions", ["restrictions": ["nuts"]]),
        c("lactose intolerant", nil, ["restrictions": ["lactose"]]),
        c("I'm allergic to peanuts and shellfish", nil, ["restrictions": ["peanuts", "shellfish"]]),
        c("gluten-free", "restrictions", ["restrictions": ["gluten"]]),
        c("coeliac", "restrictions", ["restrictions": ["gluten"]]),
        c("none", "restrictions", ["restrictions": []]),
        c("no allergies", nil, ["restrictions": []]),
        c("kiwi", "restrictions", ["restrictions": ["kiwi"]]),
        c("I don't eat pork", nil, ["restrictions": ["pork"]]),
        c("vegetarian, allergic to peanuts, 82 kg, 180 cm", "diet",
          ["diet": "vegetarian", "restrictions": ["peanuts"], "weight": 82, "height": 180]),
        c("used to be vegan, now pescatarian", nil, ["diet": "pescatarian"], profile: vegan),
    ]

    static let voice: [Case] = [
        c("tough love", "coaching_style", ["coaching_style": "tough_love"]),
        c("be supportive", nil, ["coaching_style": "supportive"]),
        c("numbers first", "coaching_style", ["coaching_style": "analytical"]),
        c("like a buddy", nil, ["coaching_style": "buddy"]),
        c("give it to me straight, tough love please", nil, ["coaching_style": "tough_love"]),
        c("friendly", "coaching_style", ["coaching_style": "buddy"]),
        c("brief", "detail_level", ["detail_level": "brief"]),
        c("keep it short", nil, ["detail_level": "brief"]),
        c("the full detail", "detail_level", ["detail_level": "detailed"]),
        c("somewhere in between", "detail_level", ["detail_level": "balanced"]),
        c("imperial", "units", ["units": "imperial"]),
        c("use pounds", nil, ["units": "imperial"]),
        c("Sam", "name", ["name": "Sam"]),
        c("it's Sam Jones", "name", ["name": "Sam Jones"]),
        c("my name is Ana", nil, ["name": "Ana"]),
        c("call me Jo", nil, ["name": "Jo"]),
        c("I'm Priya, 29, vegetarian", nil, ["name": "Priya", "age": 1997, "diet": "vegetarian"]),
        c("for my wedding in June", "motivation", ["motivation": "for my wedding in June"]),
        c("I want to feel strong for my kids", "motivation", ["motivation": "I want to feel strong for my kids"]),
        c("I want to lose fat because my doctor told me to", nil, ["goal": "lose_fat", "motivation": "my doctor told me to"]),
        c("change my height to 180", nil, ["height": 180]),
        c("my weight is 80", nil, ["weight": 80]),
        c("actually my age is 35", nil, ["age": 1991]),
        c("set my diet to vegan", nil, ["diet": "vegan"]),
    ]

    /// Answers the first version dropped or misread: corrections of training days whatever was
    /// asked, filler as a name, goals in plain words, a target after "reach", an occasional day.
    static let plainWords: [Case] = [
        c("no, three days not four", "training_time", ["training_days": perWeek(3)]),
        c("no, three days not four", nil, ["training_days": perWeek(3)]),
        c("three not four days", "equipment", ["training_days": perWeek(3)]),
        c("not four but three days", nil, ["training_days": perWeek(3)]),
        c("sorry, 5 days rather than 4", "diet", ["training_days": perWeek(5)]),
        c("two times instead of three", "training_time", ["training_days": perWeek(2)]),
        c("four days a week, not three", nil, ["training_days": perWeek(4)]),
        c("sorry, I'm 35 not 34", "sex", ["age": 1991]),
        c("actually five foot eleven", "sex", ["height": 180.3, "units": imperial]),
        c("hmm", "name", [:]),
        c("lol", "name", [:]),
        c("dunno", "name", [:]),
        c("whatever", "name", [:]),
        c("idk", "name", [:]),
        c("not sure", "name", [:]),
        c("hmmm", "name", [:]),
        c("hmm, Sam", "name", ["name": "Sam"]),
        c("I'd like to drop a few pounds", nil, ["goal": "lose_fat"]),
        c("I'd like to drop a few pounds", "goal", ["goal": "lose_fat"]),
        c("get my weight down", "goal", ["goal": "lose_fat"]),
        c("slim down", "goal", ["goal": "lose_fat"]),
        c("tone up", "goal", ["goal": "lose_fat"]),
        c("drop a dress size", "goal", ["goal": "lose_fat"]),
        c("I want to get my weight down", nil, ["goal": "lose_fat"]),
        c("just get rid of my belly", "goal", ["goal": "lose_fat"]),
        c("I weigh 82 and want to reach 75", nil, ["weight": 82, "target_weight": 75]),
        c("I weigh 180 lb and want to get down to 165", nil, ["weight": 81.6, "target_weight": 74.8, "units": imperial]),
        c("I'd love to get to 70 by summer", nil, ["target_weight": 70], profile: weighs82),
        c("I want to reach 100 push-ups", nil, [:], profile: weighs82),
        c("evening, sometimes Saturday morning", "training_time", ["training_time": ["morning", "evening"]]),
        c("I train Tuesday and Thursday evening, sometimes Saturday morning", nil,
          ["training_days": days(["tue", "thu"]), "training_time": ["morning", "evening"]]),
        c("I did legs on Saturday morning", nil, [:]),
    ]

    /// Lines that state nothing about the user.
    static let nothing: [Case] = [
        c("squat 3x5 100kg", nil, [:]), c("I had 2 eggs", nil, [:]), c("ran 5 km in 28 min", nil, [:]),
        c("protein shake after gym", nil, [:]), c("my bench has plateaued", nil, [:]),
        c("how much protein should I eat?", nil, [:]), c("I walked to the shop", nil, [:]), c("ran 5k", nil, [:]),
        c("I had a bad night's sleep", nil, [:]), c("bench press 5x5 @ 80 kg", nil, [:]), c("good morning", nil, [:]),
    ]

    @Test("every table case reads as worked out by hand",
          arguments: body + lifestyle + schedule + food + voice + plainWords + nothing)
    func reads(_ testCase: Case) {
        let context = testCase.profile.context(year: 2026)
        let changes = ProfileParser.read(testCase.text, asked: testCase.asked, lastGiven: testCase.lastGiven, profile: testCase.profile,
                                         context: context,
                                         language: Fixtures.resources.language)
        #expect(changes.values == testCase.values)
        #expect(changes.cleared == testCase.cleared)
        #expect(Set(changes.refused.map(\.key)) == testCase.refused)
    }

    @Test("the table holds at least 100 answers")
    func count() {
        #expect((Self.body + Self.lifestyle + Self.schedule + Self.food + Self.voice + Self.plainWords + Self.nothing).count >= 100)
    }

    @Test("a refused value says why, in the user's units")
    func refusals() {
        let metric = ProfileParser.read("I weigh 900 kg", context: ProfileContext(year: 2026), language: Fixtures.resources.language)
        #expect(metric.refused.map(\.message) == ["weight 900 kg is outside 30–300 kg"])
        let pounds = ProfileParser.read("I weigh 900 lb", context: ProfileContext(year: 2026), language: Fixtures.resources.language)
        #expect(pounds.refused.map(\.message) == ["weight 900 lb is outside 66–661 lb"])
        let young = ProfileParser.read("6", asked: "age", context: ProfileContext(year: 2026), language: Fixtures.resources.language)
        #expect(young.refused.map(\.message) == ["age 6 is outside 13–100"])
    }

    @Test("a line that puts a value right is a correction, never a \"no\" to the question",
          arguments: [("no, three days not four", true), ("no, 80 not 82", true), ("not four but three days", true),
                      ("five times rather than four", true), ("no, 9 days not 8", true), ("no target", false),
                      ("no, not really", false), ("not yet", false), ("no nuts", false), ("nope", false)])
    func correction(_ line: String, _ corrects: Bool) {
        #expect(ProfileParser.holdsCorrection(line, language: Fixtures.resources.language) == corrects)
    }

    @Test("a value refused is said in the unit it was typed in, whatever the user's units")
    func refusalsInTheTypedUnit() {
        let metric = ProfileContext(units: .metric, year: 2026)
        let pounds = ProfileParser.value(for: AnyProfileField(ProfileFields.targetWeight), in: "20 lb", context: metric,
                                           language: Fixtures.resources.language)
        #expect(pounds.refused.map(\.message) == ["target weight 20 lb is outside 66–661 lb"])
        let imperial = ProfileContext(units: .imperial, year: 2026)
        let kilos = ProfileParser.value(for: AnyProfileField(ProfileFields.targetWeight), in: "20 kg", context: imperial,
                                          language: Fixtures.resources.language)
        #expect(kilos.refused.map(\.message) == ["target weight 20 kg is outside 30–300 kg"])
        // A bare number is in the user's units: 3 lb a week is 1.36 kg, over the 1 kg bound.
        let rate = ProfileParser.value(for: AnyProfileField(ProfileFields.weeklyRate), in: "3", context: imperial,
                                         language: Fixtures.resources.language)
        #expect(rate.refused.map(\.message) == ["weekly rate 3 lb a week is outside 0.2–2.2 lb a week"])
    }
}
