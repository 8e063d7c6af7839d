@testable import Coach
@testable import CoachDomain
import LLM
import Testing

/// The profile parser over the language (issue 19): introductions holding several facts,
/// amounts to lose or gain, filler, corrections of the field given last, reports and questions
/// that state no fact, and every field in more wordings, units and negations. Expected values
/// are worked out by hand (1 lb = 0.45359237 kg, 1 in = 2.54 cm, kept to 0.1; ages as birth
/// years in 2026).
@Suite("Profile parser over the language")
struct ProfileLanguageTests {
    typealias Case = ProfileParserTests.Case
    static func c(_ text: String, _ asked: String? = nil, _ values: [String: JSONValue], cleared: Set<String> = [],
                  refused: Set<String> = [], profile: Profile = Profile(), lastGiven: String? = nil) -> Case {
        ProfileParserTests.c(text, asked, values, cleared: cleared, refused: refused, profile: profile, lastGiven: lastGiven)
    }

    static let imperial: JSONValue = "imperial"
    static func days(_ names: [String]) -> JSONValue { ProfileParserTests.days(names) }
    static func perWeek(_ count: Int) -> JSONValue { ProfileParserTests.perWeek(count) }
    static func weighs(_ kilograms: Double) -> Profile { Profile.with { $0[ProfileFields.weight] = Mass(kilograms: kilograms) } }
    /// 200 lb, in imperial units.
    static let imperial200 = Profile.with {
        $0[ProfileFields.weight] = Mass.pounds(200)
        $0[ProfileFields.units] = .imperial
    }
    static let usesPounds = Profile.with { $0[ProfileFields.units] = .imperial }
    static let vegetarian = Profile.with { $0[ProfileFields.diet] = .vegetarian }

    /// Introductions: a name and other facts in one line.
    static let introductions: [Case] = [
        c("Marco here, 27 yo guy", nil, ["name": "Marco", "age": 1999, "sex": "male"]),
        c("I'm Ana, 33, woman", nil, ["name": "Ana", "age": 1993, "sex": "female"]),
        c("Sam, 34, 178 cm, 88 kg, male, desk job but I walk a bit", nil,
          ["name": "Sam", "age": 1992, "height": 178, "weight": 88, "sex": "male", "activity": "light"]),
        c("Sam, 34, 178 cm, 88 kg, male, desk job but I walk a bit", "name",
          ["name": "Sam", "age": 1992, "height": 178, "weight": 88, "sex": "male", "activity": "light"]),
        c("hi, I'm Priya. 29 years old, vegetarian", nil, ["name": "Priya", "age": 1997, "diet": "vegetarian"]),
        c("Jo here, 41, 5'6\", 150 lbs, female", nil,
          ["name": "Jo", "age": 1985, "height": 167.6, "weight": 68, "sex": "female", "units": imperial]),
        c("this is Tom, 52 years old", nil, ["name": "Tom", "age": 1974]),
        c("my name's Lena and I'm 30", nil, ["name": "Lena", "age": 1996]),
        c("call me Dee, I'm 45 and male", nil, ["name": "Dee", "age": 1981, "sex": "male"]),
        c("Chris speaking, 38, guy", nil, ["name": "Chris", "age": 1988, "sex": "male"]),
        c("marco here", "name", ["name": "Marco"]),
        c("you can call me Alex", nil, ["name": "Alex"]),
    ]

    /// Amounts to lose or gain: the goal and a target weight from the current one, never a body weight.
    static let amounts: [Case] = [
        c("drop 20 pounds", nil, ["goal": "lose_fat", "target_weight": 80.9, "units": imperial], profile: weighs(90)),
        c("I want to drop 20 pounds", nil, ["goal": "lose_fat", "target_weight": 80.9, "units": imperial], profile: weighs(90)),
        c("drop 20 pounds", nil, ["goal": "lose_fat", "units": imperial]),
        c("shed the last 15", nil, ["goal": "lose_fat", "target_weight": 65], profile: weighs(80)),
        c("shed the last 15", nil, ["goal": "lose_fat", "target_weight": 83.9], profile: imperial200),
        c("drop the baby weight, maybe 20 pounds", nil, ["goal": "lose_fat", "target_weight": 70.9, "units": imperial],
          profile: weighs(80)),
        c("drop the baby weight, maybe 20 pounds", "goal", ["goal": "lose_fat", "target_weight": 70.9, "units": imperial],
          profile: weighs(80)),
        c("drop the baby weight, maybe 20 pounds", "goal", ["goal": "lose_fat", "units": imperial]),
        c("gain 5 kg of muscle", nil, ["goal": "gain_muscle", "target_weight": 75], profile: weighs(70)),
        c("lose a stone", nil, ["goal": "lose_fat", "target_weight": 83.6, "units": imperial], profile: weighs(90)),
        c("lose 10 kg", "goal", ["goal": "lose_fat", "target_weight": 72], profile: weighs(82)),
        c("I'd like to lose 8 kilos", nil, ["goal": "lose_fat", "target_weight": 82], profile: weighs(90)),
        c("put on 3 kg", nil, ["goal": "gain_muscle", "target_weight": 73], profile: weighs(70)),
        c("I weigh 90 kg and want to lose 10", nil, ["weight": 90, "goal": "lose_fat", "target_weight": 80]),
        c("lose 5 kg by summer", nil, ["goal": "lose_fat", "target_weight": 77], profile: weighs(82)),
        c("drop 2 sizes", nil, [:]),
        c("lose half a kilo a week", nil, ["weekly_rate": 0.5, "goal": "lose_fat"]),
        c("gain 2 lb", "goal", ["goal": "gain_muscle", "target_weight": 72.9, "units": imperial], profile: weighs(72)),
    ]

    /// Filler is never a name, a motivation or a food.
    static let filler: [Case] = [
        c("yes", "motivation", [:]), c("ok", "motivation", [:]), c("sure", "name", [:]), c("maybe", "motivation", [:]),
        c("dunno", "motivation", [:]), c("not sure", "motivation", [:]), c("idk", "motivation", [:]), c("yes", "name", [:]),
        c("ok sure", "name", [:]), c("hmmmm", "name", [:]), c("lolol", "name", [:]), c("maybe", "restrictions", [:]),
        c("yeah", "motivation", [:]), c("hahaha", "name", [:]), c("yes, Sam", "name", ["name": "Sam"]),
        c("to see my kids grow up", "motivation", ["motivation": "to see my kids grow up"]),
        c("ummm, Anna", "name", ["name": "Anna"]),
    ]

    /// Corrections, of the field asked, of the field given last, or by the unit they carry.
    static let corrections: [Case] = [
        c("actually make that 145", "training_days", ["weight": 65.8], profile: usesPounds, lastGiven: "weight"),
        c("actually make that 145", "height", ["weight": 65.8], profile: usesPounds, lastGiven: "weight"),
        c("actually make that 175", "weight", ["height": 175], lastGiven: "height"),
        c("actually make that 80", "height", ["weight": 80], lastGiven: "weight"),
        c("sorry, I meant 5'9\"", "sex", ["height": 175.3, "units": imperial]),
        c("sorry, make it 3", "training_time", ["training_days": perWeek(3)], lastGiven: "training_days"),
        c("actually 35", "sex", ["age": 1991], lastGiven: "age"),
        c("no wait, 178", "activity", ["height": 178], lastGiven: "height"),
        c("oops, I meant 72", "goal", ["target_weight": 72], lastGiven: "target_weight"),
        c("actually make that 145", nil, [:]),
        c("actually 86 kg", "training_days", ["weight": 86], lastGiven: "height"),
        c("no, four days not five", nil, ["training_days": perWeek(4)]),
        c("scratch that, I'm 29", nil, ["age": 1997]),
        c("actually 3", "training_days", ["training_days": perWeek(3)], lastGiven: "weight"),
    ]

    /// Reports of what one did and questions or requests: no fact about the user.
    static let notFacts: [Case] = [
        c("walked 10k steps", nil, [:]), c("walked 10k steps", "activity", [:]), c("hiked for two hours this morning", nil, [:]),
        c("played tennis for an hour", nil, [:]), c("bench 60 x 8,8,7, last set only 6", nil, [:]),
        c("bench 60 x 8,8,7, last set only 6", "equipment", [:]),
        c("deadlift 5x5 135lbs, then romanian deadlifts 3x8 95", nil, [:]), c("ran 5 km this morning", nil, [:]),
        c("did legs on Saturday morning", nil, [:]), c("I walked the dog for 30 minutes", nil, [:]), c("swam 1500 m", nil, [:]),
        c("suggest a dinner without gluten please", nil, [:]), c("give me a lunch idea with no dairy", nil, [:]),
        c("suggest a dinner without gluten please", "restrictions", [:]), c("can I have pizza?", nil, [:]),
        c("is 2200 kcal ok?", nil, [:]), c("what should I eat if I'm vegan?", nil, [:]),
        c("should I lose 5 kg?", nil, [:], profile: weighs(82)), c("how do I get to 75 kg?", nil, [:]),
        c("can you keep it short?", nil, ["detail_level": "brief"]),
        c("could you be tough on me?", nil, ["coaching_style": "tough_love"]),
    ]

    /// Units: stones and pounds, decimal commas, feet and inches in words, bare numbers in the user's units.
    static let units: [Case] = [
        c("I weigh 12 stone 4", nil, ["weight": 78, "units": imperial]),
        c("82,5 kg", "weight", ["weight": 82.5]),
        c("I'm 1,75 m", nil, ["height": 175]),
        c("six foot one", "height", ["height": 185.4, "units": imperial]),
        c("70 inches", "height", ["height": 177.8, "units": imperial]),
        c("I'm 176lbs", nil, ["weight": 79.8, "units": imperial]),
        c("165", "target_weight", ["target_weight": 74.8], profile: usesPounds),
        c("5 10", "height", ["height": 177.8]),
        c("72", "height", ["height": 182.9], profile: usesPounds),
        c("I'm 6 foot 2 tall", nil, ["height": 188, "units": imperial]),
        c("I weigh 75.5 kilos", nil, ["weight": 75.5]),
        c("currently 92 kg", nil, ["weight": 92]),
        c("190", "weight", ["weight": 86.2], profile: usesPounds),
        c("I weigh 200 lbs and want to get to 180", nil, ["weight": 90.7, "target_weight": 81.6, "units": imperial]),
    ]

    /// Every field, in more wordings and with negations.
    static let fields: [Case] = [
        c("I want to get fit", nil, ["goal": "general_health"]),
        c("strong", "goal", ["goal": "get_stronger"]),
        c("I'm training for a marathon", nil, ["goal": "endurance"]),
        c("not trying to bulk, just maintain", "goal", ["goal": "maintain"]),
        c("I'm thirty five", nil, ["age": 1991]),
        c("turning 40", nil, ["age": 1986]),
        c("born 1988", nil, ["age": 1988]),
        c("I'm a guy", nil, ["sex": "male"]),
        c("I'm not male, I'm female", nil, ["sex": "female"]),
        c("gal", "sex", ["sex": "female"]),
        c("I'm a nurse and I walk a lot", nil, ["activity": "moderate"]),
        c("on my feet all day at work", nil, ["activity": "moderate"]),
        c("couch potato", "activity", ["activity": "sedentary"]),
        c("I work in a warehouse", nil, ["activity": "very"]),
        c("I'm not sedentary, I'm fairly active", nil, ["activity": "moderate"]),
        c("my goal weight is 70 kg", nil, ["target_weight": 70]),
        c("I'd like to be 80 kg", nil, ["target_weight": 80]),
        c("0.5", "weekly_rate", ["weekly_rate": 0.5]),
        c("Tuesdays and Thursdays", "training_days", ["training_days": days(["tue", "thu"])]),
        c("I train on weekdays", nil, ["training_days": days(["mon", "tue", "wed", "thu", "fri"])]),
        c("four times a week", "training_days", ["training_days": perWeek(4)]),
        c("I lift 3x a week", nil, ["training_days": perWeek(3)]),
        c("sat and sun", "training_days", ["training_days": days(["sat", "sun"])]),
        c("Mon through Thu", "training_days", ["training_days": days(["mon", "tue", "wed", "thu"])]),
        c("I sat in the sun on Monday", nil, [:]),
        c("early mornings", "training_time", ["training_time": ["early_morning"]]),
        c("I train at lunch", nil, ["training_time": ["midday"]]),
        c("at 7pm", "training_time", ["training_time": ["evening"]]),
        c("18:00", "training_time", ["training_time": ["evening"]]),
        c("I've been lifting for 3 years", nil, ["experience": "intermediate"]),
        c("a couple of years", "experience", ["experience": "intermediate"]),
        c("complete beginner", nil, ["experience": "beginner"]),
        c("not a beginner, intermediate", "experience", ["experience": "intermediate"]),
        c("I have a squat rack and a barbell", nil, ["equipment": ["barbell", "rack"]]),
        c("just bodyweight", "equipment", ["equipment": ["none"]]),
        c("I train at a commercial gym", nil, ["equipment": ["full_gym"]]),
        c("dumbbells but no bench", "equipment", ["equipment": ["dumbbells"]]),
        c("I don't have a gym membership", nil, ["equipment": ["none"]]),
        c("I go to the gym 4 days a week", nil, ["training_days": perWeek(4), "equipment": ["full_gym"]]),
        c("I'm keto", nil, ["diet": "keto"]),
        c("mostly vegetarian", "diet", ["diet": "flexitarian"]),
        c("halal", "diet", ["diet": "halal"]),
        c("not vegan", "diet", [:]),
        c("no longer vegetarian", nil, [:], cleared: ["diet"], profile: vegetarian),
        c("no dairy or eggs", "restrictions", ["restrictions": ["dairy", "eggs"]]),
        c("I'm allergic to sesame", nil, ["restrictions": ["sesame"]]),
        c("lactose-intolerant", nil, ["restrictions": ["lactose"]]),
        c("I can't eat shellfish", nil, ["restrictions": ["shellfish"]]),
        c("coeliac and no nuts", nil, ["restrictions": ["gluten", "nuts"]]),
        c("allergic to mango", nil, ["restrictions": ["mango"]]),
        c("no nuts, no soy", "restrictions", ["restrictions": ["nuts", "soy"]]),
        c("coach me like a friend", nil, ["coaching_style": "buddy"]),
        c("I prefer numbers", nil, ["coaching_style": "analytical"]),
        c("gentle", "coaching_style", ["coaching_style": "supportive"]),
        c("don't go easy on me", nil, ["coaching_style": "tough_love"]),
        c("concise please", nil, ["detail_level": "brief"]),
        c("in-depth", "detail_level", ["detail_level": "detailed"]),
        c("medium", "detail_level", ["detail_level": "balanced"]),
        c("metric", "units", ["units": "metric"]),
        c("I want to lose fat because I want to run with my kids", nil,
          ["goal": "lose_fat", "motivation": "I want to run with my kids"]),
        c("45", "session_length", ["session_length": 45]),
        c("set my detail level to brief", nil, ["detail_level": "brief"]),
        c("my gender is female", nil, ["sex": "female"]),
        c("change my goal weight to 72", nil, ["target_weight": 72]),
    ]

    static var all: [Case] { introductions + amounts + filler + corrections + notFacts + units + fields }

    @Test("every new table case reads as worked out by hand", arguments: all)
    func reads(_ testCase: Case) {
        ProfileParserTests().reads(testCase)
    }

    @Test("the new table holds at least 120 answers")
    func count() {
        #expect(Self.all.count >= 120)
    }
}
