@testable import Coach
@testable import CoachDomain
import CoachLanguage
import CoachMeals
import LLM
import Testing

/// Lines and what the offline rules read them as: the tool chosen with its arguments, or the
/// answer. Every tool with an offline rule and every answer, in every act.
@Suite("Offline routing: lines to tools and answers")
struct OfflineRoutingTableTests {
    @Test("reports of food are logged, the lead and the day left out of the description", arguments: [
        ("I just had a bowl of oatmeal", Routed.logFood("a bowl of oatmeal")),
        ("ate 2 bananas", .logFood("2 bananas")),
        ("for dinner I had salmon and rice", .logFood("salmon and rice")),
        ("lunch was a chicken salad", .logFood("a chicken salad")),
        ("log 2 eggs", .logFood("2 eggs")),
        ("I drank a glass of milk", .logFood("a glass of milk")),
        ("yesterday I ate 2 apples", .logFood("2 apples", day: "yesterday")),
        ("on Saturday I had a pizza", .logFood("a pizza", day: "saturday")),
        ("last night I had 3 slices of pizza", .logFood("3 slices of pizza", day: "yesterday")),
        ("this morning I had 2 eggs", .logFood("2 eggs")),
        ("3 eggs and a slice of toast", .logFood("3 eggs and a slice of toast")),
        ("100g greek yogurt with honey", .logFood("100g greek yogurt with honey")),
        ("I've eaten a banana", .logFood("a banana")),
        ("I had pizza, was that ok?", .logFood("pizza")),
        ("I had a burger and fries, is that bad?", .logFood("a burger and fries")),
    ])
    func food(line: String, expected: Routed) {
        #expect(Rules.route(line) == expected, "\(line)")
    }

    @Test("reports of workouts and activities are logged, never read as the profile", arguments: [
        ("I did 5x5 squats at 100 kg", Routed.logWorkout("5x5 squats at 100 kg")),
        ("trained legs: squats 4x8 80kg", .logWorkout("legs: squats 4x8 80kg")),
        ("I ran 10 km in 50 minutes", .logWorkout("I ran 10 km in 50 minutes")),
        ("jogged 3 miles", .logWorkout("jogged 3 miles")),
        ("cycled 30 km yesterday", .logWorkout("cycled 30 km", day: "yesterday")),
        ("I swam for 45 minutes", .logWorkout("I swam for 45 minutes")),
        ("hiked 8 km", .logWorkout("hiked 8 km")),
        ("rowed 2000m", .logWorkout("rowed 2000m")),
        ("deadlift 3x5 140kg", .logWorkout("deadlift 3x5 140kg")),
        ("push-ups 3x20", .logWorkout("push-ups 3x20")),
        ("yesterday I did 3 sets of 10 pull-ups", .logWorkout("3 sets of 10 pull-ups", day: "yesterday")),
        ("walked for an hour", .logWorkout("walked for an hour")),
        ("walked 10k steps", .logWorkout("walked 10k steps")),
        ("hiked for two hours this morning", .logWorkout("hiked for two hours")),
        ("played tennis for an hour", .logWorkout("played tennis for an hour")),
        ("12,000 steps today", .logWorkout("12,000 steps")),
        ("bench 60 x 8,8,7, last set only 6", .logWorkout("bench 60 x 8,8,7, last set only 6")),
        ("deadlift 5x5 135lbs, then romanian deadlifts 3x8 95", .logWorkout("deadlift 5x5 135lbs, then romanian deadlifts 3x8 95")),
        ("did yoga for 45 minutes", .logWorkout("yoga for 45 minutes")),
    ])
    func workout(line: String, expected: Routed) {
        #expect(Rules.route(line) == expected, "\(line)")
    }

    @Test("weigh-ins said in words", arguments: [
        ("scale said 79.4 this morning", Routed.logWeight(79.4)),
        ("weighed in at 176 lbs", .logWeight(176, unit: "lb")),
        ("my weight this morning 81.2 kg", .logWeight(81.2, unit: "kg")),
        ("I weighed 80 kg yesterday", .logWeight(80, unit: "kg", date: "yesterday")),
        ("the scale says 80.5", .logWeight(80.5)),
    ])
    func weighIn(line: String, expected: Routed) {
        #expect(Rules.route(line) == expected, "\(line)")
    }

    @Test("statements about oneself update the profile", arguments: [
        ("my name is Ana", ["name": "Ana"]),
        ("I'm vegetarian", ["diet": "vegetarian"]),
        ("I'm allergic to shellfish", ["restrictions": ["shellfish"]]),
        ("I'm 175 cm", ["height": 175]),
        ("I work a desk job", ["activity": "sedentary"]),
        ("I'm a beginner", ["experience": "beginner"]),
        ("keep it short", ["detail_level": "brief"]),
        ("call me Sam", ["name": "Sam"]),
        ("I'm Ana, 33, woman", ["name": "Ana", "age": 1993, "sex": "female"]),
    ] as [(String, [String: JSONValue])])
    func profile(line: String, values: [String: JSONValue]) {
        #expect(Rules.profileChanges(line) == values, "\(line)")
    }

    @Test("targets set by hand", arguments: [
        ("my goal is 1800 calories a day", Routed.setGoal(GoalRequest(kind: .dailyKcal, value: 1800, unit: "kcal"))),
        ("set my protein to 160 g", .setGoal(GoalRequest(kind: .dailyProtein, value: 160, unit: "g"))),
        ("I want 3 workouts a week", .setGoal(GoalRequest(kind: .weeklyWorkouts, value: 3, unit: "workouts"))),
        ("carbs goal 200 g", .setGoal(GoalRequest(kind: .dailyCarbs, value: 200, unit: "g"))),
        ("fat target 70g a day", .setGoal(GoalRequest(kind: .dailyFat, value: 70, unit: "g"))),
    ])
    func goal(line: String, expected: Routed) {
        #expect(Rules.route(line) == expected, "\(line)")
    }

    @Test("taking back an entry", arguments: [
        ("undo my last meal", Routed.removeLast(.meal)),
        ("delete that workout", .removeLast(.workout)),
        ("remove the last entry", .removeLast(nil)),
        ("I didn't eat the banana", .removeLast(.meal, matching: "the banana")),
        ("scratch my last workout", .removeLast(.workout)),
        ("that was wrong", .removeLast(nil)),
    ])
    func removal(line: String, expected: Routed) {
        #expect(Rules.route(line) == expected, "\(line)")
    }

    @Test("the plan's meals and sessions", arguments: [
        ("log my lunch from the plan", Routed.logPlannedMeal(.lunch)),
        ("I had dinner from my plan", .logPlannedMeal(.dinner)),
        ("I ate my breakfast as planned", .logPlannedMeal(.breakfast)),
        ("did it", .logPlannedSession),
        ("all done", .logPlannedSession),
        ("finished the workout", .logPlannedSession),
        ("session done", .logPlannedSession),
        ("plan my meals", .planMeals()),
        ("meal plan for tomorrow", .planMeals(day: "tomorrow")),
        ("plan my day of eating", .planMeals()),
        ("what to eat tomorrow", .planMeals(day: "tomorrow")),
        ("what's my workout today?", .trainingDay(day: nil)),
        ("what do I train on friday?", .trainingDay(day: "friday")),
        ("todays session", .trainingDay(day: nil)),
        ("what should I lift today?", .trainingDay(day: nil)),
        ("next workout", .trainingDay(day: nil)),
        ("show my plan", .trainingPlan),
        ("my training plan", .trainingPlan),
        ("make me a training plan", .trainingPlan),
        ("workout program", .trainingPlan),
    ])
    func plans(line: String, expected: Routed) {
        #expect(Rules.route(line) == expected, "\(line)")
    }

    @Test("today and the week", arguments: [
        ("how's my day?", Routed.todaySummary),
        ("what have I eaten today", .todaySummary),
        ("how much protein have I had", .todaySummary),
        ("calories left", .todaySummary),
        ("what's left for today", .todaySummary),
        ("how was my week?", .situation),
        ("weekly summary", .weekSummary),
        ("how did I do this week?", .situation),
        ("past 7 days overview", .weekSummary),
        ("am I on track this week?", .weekSummary),
    ])
    func summaries(line: String, expected: Routed) {
        #expect(Rules.route(line) == expected, "\(line)")
    }

    /// Issue 22: everyday situations are answered from the record, not logged, summarised or
    /// looked up in the library: the week's review and "am I on track?" give a verdict (they were
    /// the week's and today's numbers), soreness before training the readiness answer.
    /// Asked about an exercise, the coach says what the exercise list knows of it (they were "I
    /// didn't follow"); a report of one is still logged.
    @Test("questions about an exercise are answered from the exercise list", arguments: [
        "tell me about squats", "what about deadlifts?", "how do I do a romanian deadlift", "what is a goblet squat?",
    ])
    func exerciseQuestions(line: String) {
        #expect(Rules.route(line) == .answer(ExerciseAnswer.name), "\(line)")
        #expect(Rules.route("how should I warm up before squats?") == .question("warm-up"), "a topic named is the question")
    }

    @Test("situations: answered from the record, never written", arguments: [
        "I'm not losing weight, why?", "am I on track?", "can I have pizza tonight?", "can I have 2 slices of pizza?",
        "is it ok to eat a burger and fries?", "can I have a beer tonight?", "I ate way too much yesterday",
        "I lost 3 pounds this week!", "I skipped the gym today", "I missed my workout yesterday",
        "I slept badly, should I still train?", "my legs are so sore", "I have a fever", "how am I doing this week?",
        "how was my week?", "am I losing too fast?",
    ])
    func situations(line: String) {
        #expect(Rules.route(line) == .situation, "\(line)")
    }

    @Test("requests for something to eat are suggestions; the foods left out are for that request only", arguments: [
        ("what can I eat for lunch?", Routed.suggestFood(SuggestionRequest(slot: .lunch))),
        ("any snack ideas without nuts?", .suggestFood(SuggestionRequest(slot: .snack, without: ["nuts"]))),
        ("what should I have for breakfast?", .suggestFood(SuggestionRequest(slot: .breakfast))),
        ("recommend a dinner", .suggestFood(SuggestionRequest(slot: .dinner))),
        ("I have 500 kcal left", .suggestFood(SuggestionRequest(kcal: 500))),
        ("suggest a snack with no dairy please", .suggestFood(SuggestionRequest(slot: .snack, without: ["dairy"]))),
        ("suggest a dinner without gluten please", .suggestFood(SuggestionRequest(slot: .dinner, without: ["gluten"]))),
        ("give me a lunch idea with no dairy", .suggestFood(SuggestionRequest(slot: .lunch, without: ["dairy"]))),
        ("how about a dinner without pork?", .suggestFood(SuggestionRequest(slot: .dinner, without: ["pork"]))),
    ])
    func suggestions(line: String, expected: Routed) {
        #expect(Rules.route(line) == expected, "\(line)")
    }

    @Test("answers without a tool", arguments: [
        ("hello", Routed.greeting), ("hey there", .greeting), ("good evening", .greeting),
        ("thanks a lot", .thanks), ("thank you!", .thanks), ("cheers", .thanks),
        ("bye", .farewell), ("see you tomorrow", .farewell), ("good night", .farewell), ("talk later", .farewell),
        ("what can you do", .help), ("how does this work?", .help), ("commands", .help),
        ("who am I?", .aboutMe), ("what do you know of me?", .aboutMe), ("show my profile", .aboutMe),
        ("what are my targets?", .targets), ("how many calories do I need?", .targets), ("my macros", .targets),
        ("how much can I eat?", .targets),
        ("get to know me", .onboarding), ("let's get started", .onboarding), ("onboard me", .onboarding),
        ("how do I get stronger?", .question("progressive-overload")), ("should I do cardio?", .question("cardio")),
        ("is creatine safe?", .question("creatine")), ("how much water should I drink?", .question("hydration")),
        ("how do I deal with cravings?", .question("cravings")), ("what about intermittent fasting?", .question("fasting")),
        ("xyzzy", .unknown), ("the weather is nice", .unknown), ("purple monkey dishwasher", .unknown),
        ("yes", .unknown), ("sure", .unknown), ("dunno", .unknown), ("maybe", .unknown),
    ])
    func answers(line: String, expected: Routed) {
        #expect(Rules.route(line) == expected, "\(line)")
    }

    /// Questions and requests that name a food, a workout, a weight, a goal or a fact: answered,
    /// never written to the log or the profile.
    @Test("a question or a request never writes", arguments: [
        "is it ok to eat pizza?", "can I have a beer tonight?", "should I log my pizza?", "can I eat 2 eggs before bed?",
        "did I eat enough protein today?", "can I weigh myself at night?", "should I set my goal to 2000 kcal?",
        "should I delete my last meal?", "what if I walked 10k steps?", "am I vegan?", "any tips if I'm allergic to peanuts?",
        "is it bad that I had pizza?", "can I run 5k today?", "should I eat 200g of chicken?", "is 80 kg a good weight for me?",
        "is it ok to skip breakfast?", "was 3x5 squats enough?", "do I need 150 g of protein?", "was I 82 yesterday?",
        "suggest a dinner without gluten please", "give me a lunch idea with no dairy", "what should I eat if I'm vegan?",
    ])
    func questionsNeverWrite(line: String) {
        let line = Rules.readers.line(line, today: Fixtures.day)
        #expect(!line.act.mayWrite, "\(line.text): \(line.act)")
        for reading in Rules.readers.readings(of: line) {
            let tool = CoachTools.list.first { $0.name == reading.name }
            #expect(tool.map { !$0.writes } ?? true, "\(line.text) read as \(reading.name)")
        }
    }

    @Test("what a line does, as its words say", arguments: [
        ("I had 2 eggs", DialogueAct.report), ("walked 10k steps", .report), ("did it all", .report),
        ("I had pizza, was that ok?", .report), ("hi", .social), ("thanks!", .social), ("bye coach", .social),
        ("suggest a dinner without gluten please", .request), ("give me a lunch idea with no dairy", .request),
        ("can I have a beer tonight?", .question), ("was that too much?", .question), ("I'm vegan", .statement),
        ("squat 3x5 100kg", .statement),
    ])
    func acts(line: String, act: DialogueAct) {
        #expect(Rules.readers.line(line, today: Fixtures.day).act == act, "\(line)")
    }
}
