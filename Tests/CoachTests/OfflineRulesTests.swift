@testable import Coach
@testable import CoachDomain
import LLM
import Testing
import TestThreads

/// The offline rules (each tool's and each answer's), scored: what a line is read as.
@Suite("Offline rules")
struct OfflineRulesTests {
    func parse(_ line: String) -> Routed { Rules.route(line) }

    @Test("log food (the description drops the lead words)", arguments: [
        ("I had 2 eggs and toast", "2 eggs and toast"), ("ate a banana", "a banana"), ("breakfast: oatmeal", "oatmeal"),
        ("Just had a protein shake", "a protein shake"), ("2 eggs and a slice of toast", "2 eggs and a slice of toast"),
        ("200g chicken breast, 1 cup rice", "200g chicken breast, 1 cup rice"),
        ("for lunch I had a turkey sandwich", "a turkey sandwich"), ("drank a glass of orange juice", "a glass of orange juice"),
        ("had a zorblax pie", "a zorblax pie"), ("I've had Greek yogurt", "Greek yogurt"),
    ])
    func food(line: String, description: String) {
        #expect(parse(line) == .logFood(description))
    }

    @Test("log workout", arguments: [
        ("did squats 3x5 100kg", "squats 3x5 100kg"), ("ran 5k", "ran 5k"), ("squat 3x5 100kg", "squat 3x5 100kg"),
        ("bench press 5x5 @ 80 kg", "bench press 5x5 @ 80 kg"), ("3 sets of 10 pull-ups", "3 sets of 10 pull-ups"),
        ("deadlift 140kg x 5", "deadlift 140kg x 5"), ("ran 5 km in 28 min", "ran 5 km in 28 min"),
        ("I did 3x10 push-ups", "3x10 push-ups"), ("cycled 20 km", "cycled 20 km"),
    ])
    func workout(line: String, description: String) {
        #expect(parse(line) == .logWorkout(description))
    }

    @Test("set a target by hand", arguments: [
        ("my goal is 2200 kcal a day", GoalRequest(kind: .dailyKcal, value: 2200, unit: "kcal")),
        ("set protein goal to 150g", GoalRequest(kind: .dailyProtein, value: 150, unit: "g")),
        ("4 workouts a week", GoalRequest(kind: .weeklyWorkouts, value: 4, unit: "workouts")),
        ("aim for 250 g carbs per day", GoalRequest(kind: .dailyCarbs, value: 250, unit: "g")),
        ("fibre goal 35 g", GoalRequest(kind: .dailyFibre, value: 35, unit: "g")),
    ])
    func goal(line: String, request: GoalRequest) {
        #expect(parse(line) == .setGoal(request))
    }

    @Test("today's summary", arguments: [
        "how am I doing today?", "what did I eat today", "summary", "Today's totals please",
        "what did I do today?", "show me today", "today's log", "where am I at?", "how much have I got left?",
    ])
    func summary(line: String) {
        #expect(parse(line) == .todaySummary)
    }

    @Test("coaching questions", arguments: [
        ("how much protein should I eat?", "protein"),
        ("I can't sleep well, any tips?", "sleep"),
        ("how long should recovery take between sessions", "recovery"),
        ("I have no motivation lately", "motivation"),
        ("my bench has plateaued", "plateau"),
        ("how should I warm up before squats?", "warm-up"),
        ("I'm a beginner, what program should I follow?", "beginner-program"),
        ("how do I lose fat?", "fat-loss"),
        ("how can I build muscle", "muscle-gain"),
        ("how much water should I drink?", "hydration"),
        ("is cardio bad for gains?", "cardio"),
        ("should I take creatine?", "creatine"),
        ("how many reps should I do?", "rep-ranges"),
        ("healthy dinner ideas", "meal-ideas"),
    ])
    func question(line: String, topic: String) {
        #expect(parse(line) == .question(topic))
    }

    @Test("facts about the user update the profile: every fact of the line, a wished-for weight as the target", arguments: [
        ("my name is sam", ["name": "Sam"]),
        ("what's my name?", nil),
        ("call me Sam Jones", ["name": "Sam Jones"]),
        ("I weigh 80 kg", ["weight": 80]),
        ("i'm 176lbs", ["weight": 79.8, "units": "imperial"]),
        ("my weight is about 82.5", ["weight": 82.5]),
        ("My name is Sam, I weigh 80 kg", ["name": "Sam", "weight": 80]),
        ("can you keep it short?", ["detail_level": "brief"]),
        ("actually, my name is Samira", ["name": "Samira"]),
        ("sorry, I weigh 81 kg", ["weight": 81]),
        ("more detail please", ["detail_level": "detailed"]),
        ("don't go easy on me", ["coaching_style": "tough_love"]),
        ("go easy on me, I'm new", ["coaching_style": "supportive"]),
        ("just the numbers", ["coaching_style": "analytical"]),
        ("I want to lose weight", ["goal": "lose_fat"]),
        ("I want to build muscle", ["goal": "gain_muscle"]),
        ("I want to weigh 75 kg", ["target_weight": 75]),
        ("target weight 75 kg", ["target_weight": 75]),
        ("I want to lose 5 kg", ["goal": "lose_fat"]),
        ("I weigh 82 kg, I'm 180 cm, 30 years old, male, moderately active, want to lose fat",
         ["weight": 82, "height": 180, "age": 1996, "sex": "male", "activity": "moderate", "goal": "lose_fat"]),
    ] as [(String, [String: JSONValue]?)])
    func profileFacts(line: String, values: [String: JSONValue]?) {
        guard let changes = Rules.profileChanges(line) else {
            if values != nil { Issue.record("\(line) is a profile fact") }
            return
        }
        #expect(changes == values, "\(line)")
    }

    @Test("asking what the coach knows about you", arguments: ["What's my name?", "what do you know about me", "how much do I weigh?"])
    func aboutMe(line: String) {
        #expect(parse(line) == .aboutMe)
    }

    @Test("taking back an entry", arguments: [
        ("undo", nil), ("undo that", nil), ("scratch that", nil), ("delete my last meal", .meal),
        ("I didn't eat that", .meal), ("I did not eat that", .meal), ("remove the last workout", .workout),
        ("that was a mistake", nil),
    ] as [(String, LogKind?)])
    func removal(line: String, kind: LogKind?) {
        #expect(parse(line) == .removeLast(kind))
    }

    @Test("a day named at the start or the end goes with the entry, without its words", arguments: [
        ("yesterday I had a pizza for dinner", Routed.logFood("a pizza for dinner", day: "yesterday")),
        ("I had 2 eggs and toast yesterday", .logFood("2 eggs and toast", day: "yesterday")),
        ("pizza for dinner last night", .logFood("pizza for dinner", day: "yesterday")),
        ("Yesterday morning: oatmeal", .logFood("oatmeal", day: "yesterday")),
        ("on Monday I did squats 3x5 100kg", .logWorkout("squats 3x5 100kg", day: "monday")),
        ("ran 5 km in 28 min on friday", .logWorkout("ran 5 km in 28 min", day: "friday")),
        ("squat 3x5 100kg on 2026-11-20", .logWorkout("squat 3x5 100kg", day: "2026-11-20")),
        ("I had 2 eggs this morning", .logFood("2 eggs")),
        ("had a banana today", .logFood("a banana")),
    ])
    func dayOfTheEntry(line: String, intent: Routed) {
        #expect(parse(line) == intent)
    }

    @Test("no food's name is read as a day: every name and alias, eaten, is today's", .ownThread)
    func foodNamesAreNotDays() {
        let names = Fixtures.foods.records.flatMap { [$0.name] + $0.aliases }
        #expect(names.count > 700)
        let dated = names.filter { name in
            (Rules.choose("I had 1 \(name)").value as? EntryDescription)?.day != nil
        }
        #expect(dated.isEmpty, "read as a day: \(dated)")
    }

    @Test("an undo names its day when the line does")
    func undoOnADay() {
        #expect(parse("delete yesterday's last meal") == .removeLast(.meal, day: "yesterday"))
        #expect(parse("I didn't eat that yesterday") == .removeLast(.meal, day: "yesterday"))
        #expect(parse("undo my last workout on sunday") == .removeLast(.workout, day: "sunday"))
        #expect(parse("undo that") == .removeLast(nil))
    }

    @Test("an undo that names a food or an exercise takes back the latest entry with it; other denials are not undos")
    func namedUndo() {
        #expect(parse("I didn't eat the pizza yesterday") == .removeLast(.meal, day: "yesterday", matching: "the pizza"))
        #expect(parse("I did not have the banana") == .removeLast(.meal, matching: "the banana"))
        #expect(parse("I didn't do the squats") == .removeLast(.workout, matching: "the squats"))
        #expect(parse("I didn't eat that") == .removeLast(.meal))
        if parse("I didn't eat much today").name == RemoveLastEntryTool.name { Issue.record("not an undo") }
        if parse("I didn't eat enough protein").name == RemoveLastEntryTool.name { Issue.record("not an undo") }
    }

    @Test("a weekday said once is not a training schedule: a food, or a day's log")
    func weekdayIsNotASchedule() {
        if parse("sunday roast with potatoes").name == UpdateProfileTool.name { Issue.record("a food, not training days") }
        if parse("on monday I ran 5 km in 28 min").name == UpdateProfileTool.name { Issue.record("a day's run, not training days") }
        guard let changes = Rules.profileChanges("I train on Mondays") else {
            Issue.record("a schedule")
            return
        }
        #expect(changes[ProfileFields.trainingDays.key] != nil)
    }

    @Test("a meal named for its time of day is logged, not read as a request for meal ideas")
    func mealWithItsTime() {
        #expect(parse("oatmeal for breakfast") == .logFood("oatmeal for breakfast"))
        #expect(parse("chicken and rice for dinner") == .logFood("chicken and rice for dinner"))
    }

    @Test("removing something from a diet is a question, not an undo")
    func notRemoval() {
        if parse("remove sugar from my diet?").name == RemoveLastEntryTool.name { Issue.record("not an undo") }
        if parse("should I drop carbs").name == RemoveLastEntryTool.name { Issue.record("not an undo") }
    }

    @Test("wishes and other numbers are not body weight")
    func notBodyWeight() {
        for line in ["I'm 30 years old", "I want to weigh 75 kg", "what is my weight?", "I'm 5 km into my run", "I am doing 3 sets of 10",
                     "I've been stuck at the same weight for too long and my sessions feel like they go on and on"] {
            if Rules.profileChanges(line)?["weight"] != nil { Issue.record("\(line) is not a body weight") }
        }
    }

    @Test("greeting, thanks, help, unknown")
    func social() {
        #expect(parse("hi") == .greeting)
        #expect(parse("Good morning coach") == .greeting)
        #expect(parse("thanks!") == .thanks)
        #expect(parse("good night!") == .farewell)
        #expect(parse("bye coach") == .farewell)
        #expect(parse("help") == .help)
        #expect(parse("what can you do?") == .help)
        #expect(parse("the quick brown fox") == .unknown)
        #expect(parse("   ") == .unknown)
        #expect(Rules.choose("hi").call(id: "") == nil, "a greeting is no tool call")
        #expect(Rules.choose("how am I doing today?").call(id: "") != nil, "today's summary is one")
    }
}

@Suite("Offline rules, more phrasings")
struct OfflineRulesMoreTests {
    func parse(_ line: String) -> Routed { Rules.route(line) }

    @Test("everyday lines", arguments: [
        ("protein shake after gym", Routed.logFood("protein shake after gym")),
        ("what should I eat before a workout", .question("pre-workout-meal")),
        ("how many calories should I eat?", .targets),
        ("what are my macros", .targets),
        ("goal 180g protein", .setGoal(GoalRequest(kind: .dailyProtein, value: 180, unit: "g"))),
        ("I'd like to eat 1800 calories per day", .setGoal(GoalRequest(kind: .dailyKcal, value: 1800, unit: "kcal"))),
        ("what should my protein goal be?", .question("protein")),
        ("I had a bad night's sleep", .question("sleep")),
        ("benched 100kg for 3 reps", .logWorkout("benched 100kg for 3 reps")),
        ("swam 1500m", .logWorkout("swam 1500m")),
        ("leg day: squats 4x8 80kg, leg press 3x12 160kg", .logWorkout("leg day: squats 4x8 80kg, leg press 3x12 160kg")),
    ])
    func lines(line: String, intent: Routed) {
        #expect(parse(line) == intent)
    }
}
