import Testing
@testable import Coach

@Suite("Intent parser")
struct IntentParserTests {
    let parser = IntentParser(resources: Fixtures.resources)

    @Test("log food (the description drops the lead words)", arguments: [
        ("I had 2 eggs and toast", "2 eggs and toast"), ("ate a banana", "a banana"), ("breakfast: oatmeal", "oatmeal"),
        ("Just had a protein shake", "a protein shake"), ("2 eggs and a slice of toast", "2 eggs and a slice of toast"),
        ("200g chicken breast, 1 cup rice", "200g chicken breast, 1 cup rice"),
        ("for lunch I had a turkey sandwich", "a turkey sandwich"), ("drank a glass of orange juice", "a glass of orange juice"),
        ("had a zorblax pie", "a zorblax pie"), ("I've had Greek yogurt", "Greek yogurt"),
    ])
    func food(line: String, description: String) {
        #expect(parser.parse(line) == .logFood(description))
    }

    @Test("log workout", arguments: [
        ("did squats 3x5 100kg", "squats 3x5 100kg"), ("ran 5k", "ran 5k"), ("squat 3x5 100kg", "squat 3x5 100kg"),
        ("bench press 5x5 @ 80 kg", "bench press 5x5 @ 80 kg"), ("3 sets of 10 pull-ups", "3 sets of 10 pull-ups"),
        ("deadlift 140kg x 5", "deadlift 140kg x 5"), ("ran 5 km in 28 min", "ran 5 km in 28 min"),
        ("I did 3x10 push-ups", "3x10 push-ups"), ("cycled 20 km", "cycled 20 km"),
    ])
    func workout(line: String, description: String) {
        #expect(parser.parse(line) == .logWorkout(description))
    }

    @Test("set goal", arguments: [
        ("my goal is 2200 kcal a day", GoalRequest(kind: .dailyKcal, value: 2200, unit: "kcal")),
        ("set protein goal to 150g", GoalRequest(kind: .dailyProtein, value: 150, unit: "g")),
        ("I want to lose weight", GoalRequest(kind: .focus, focus: .loseFat)),
        ("I want to build muscle", GoalRequest(kind: .focus, focus: .buildMuscle)),
        ("I want to train 4 times a week", GoalRequest(kind: .weeklyWorkouts, value: 4, unit: "workouts")),
        ("target weight 75 kg", GoalRequest(kind: .targetWeight, value: 75, unit: "kg")),
        ("I want to weigh 165 lbs", GoalRequest(kind: .targetWeight, value: 165, unit: "lb")),
        ("aim for 250 g carbs per day", GoalRequest(kind: .dailyCarbs, value: 250, unit: "g")),
        ("I want to lose 5 kg", GoalRequest(kind: .focus, focus: .loseFat)),
        ("I'd like to gain 3 kg", GoalRequest(kind: .focus, focus: .buildMuscle)),
    ])
    func goal(line: String, request: GoalRequest) {
        #expect(parser.parse(line) == .setGoal(request))
    }

    @Test("today's summary", arguments: [
        "how am I doing today?", "what did I eat today", "summary", "Today's totals please", "am I on track?",
        "what did I do today?", "show me today", "today's log", "where am I at?", "how much have I got left?",
    ])
    func summary(line: String) {
        #expect(parser.parse(line) == .todaySummary)
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
        ("my legs are so sore", "soreness"),
        ("how many reps should I do?", "rep-ranges"),
        ("what should I eat for dinner?", "meal-ideas"),
    ])
    func question(line: String, topic: String) {
        #expect(parser.parse(line) == .question(topicID: topic))
    }

    @Test("facts about the user update the profile; a wished-for weight is still a goal", arguments: [
        ("my name is sam", ProfileUpdate(name: "Sam")),
        ("what's my name?", nil),
        ("call me Sam Jones", ProfileUpdate(name: "Sam Jones")),
        ("I weigh 80 kg", ProfileUpdate(bodyWeight: 80, weightUnit: "kg")),
        ("i'm 176lbs", ProfileUpdate(bodyWeight: 176, weightUnit: "lb")),
        ("my weight is about 82.5", ProfileUpdate(bodyWeight: 82.5, weightUnit: "kg")),
        ("I weighed in at 81 kg this morning", ProfileUpdate(bodyWeight: 81, weightUnit: "kg")),
        ("My name is Sam, I weigh 80 kg", ProfileUpdate(name: "Sam", bodyWeight: 80, weightUnit: "kg")),
        ("can you keep it short?", ProfileUpdate(detailLevel: "brief")),
        ("actually, my name is Samira", ProfileUpdate(name: "Samira")),
        ("sorry, I weigh 81 kg", ProfileUpdate(bodyWeight: 81, weightUnit: "kg")),
        ("more detail please", ProfileUpdate(detailLevel: "detailed")),
        ("don't go easy on me", ProfileUpdate(coachingStyle: "tough love")),
        ("go easy on me, I'm new", ProfileUpdate(coachingStyle: "supportive")),
        ("just the numbers", ProfileUpdate(coachingStyle: "analytical")),
    ] as [(String, ProfileUpdate?)])
    func profileFacts(line: String, update: ProfileUpdate?) {
        if let update {
            #expect(parser.parse(line) == .updateProfile(update))
        } else {
            if case .updateProfile = parser.parse(line) { Issue.record("\(line) is not a profile fact") }
        }
    }

    @Test("asking what the coach knows about you", arguments: ["What's my name?", "what do you know about me", "how much do I weigh?"])
    func aboutMe(line: String) {
        #expect(parser.parse(line) == .aboutMe)
    }

    @Test("taking back an entry", arguments: [
        ("undo", nil), ("undo that", nil), ("scratch that", nil), ("delete my last meal", .meal),
        ("I didn't eat that", .meal), ("I did not eat that", .meal), ("remove the last workout", .workout),
        ("that was a mistake", nil),
    ] as [(String, LogKind?)])
    func removal(line: String, kind: LogKind?) {
        #expect(parser.parse(line) == .removeLast(kind))
    }

    @Test("a meal named for its time of day is logged, not read as a request for meal ideas")
    func mealWithItsTime() {
        #expect(parser.parse("oatmeal for breakfast") == .logFood("oatmeal for breakfast"))
        #expect(parser.parse("chicken and rice for dinner") == .logFood("chicken and rice for dinner"))
    }

    @Test("removing something from a diet is a question, not an undo")
    func notRemoval() {
        if case .removeLast = parser.parse("remove sugar from my diet?") { Issue.record("not an undo") }
        if case .removeLast = parser.parse("should I drop carbs") { Issue.record("not an undo") }
    }

    @Test("wishes and other numbers are not body weight")
    func notBodyWeight() {
        #expect(parser.parse("I want to weigh 75 kg") == .setGoal(GoalRequest(kind: .targetWeight, value: 75, unit: "kg")))
        #expect(parser.parse("target weight 75 kg") == .setGoal(GoalRequest(kind: .targetWeight, value: 75, unit: "kg")))
        for line in ["I'm 30 years old", "what is my weight?", "I'm 5 km into my run", "I am doing 3 sets of 10",
                     "I've been stuck at the same weight for too long and my sessions feel like they go on and on"] {
            if case .updateProfile = parser.parse(line) { Issue.record("\(line) is not a body weight") }
        }
    }

    @Test("greeting, thanks, help, unknown")
    func social() {
        #expect(parser.parse("hi") == .greeting)
        #expect(parser.parse("Good morning coach") == .greeting)
        #expect(parser.parse("thanks!") == .thanks)
        #expect(parser.parse("good night!") == .farewell)
        #expect(parser.parse("bye coach") == .farewell)
        #expect(parser.parse("help") == .help)
        #expect(parser.parse("what can you do?") == .help)
        #expect(parser.parse("the quick brown fox") == .unknown)
        #expect(parser.parse("   ") == .unknown)
        #expect(!CoachIntent.greeting.isActionable)
        #expect(CoachIntent.todaySummary.isActionable)
    }
}

@Suite("Intent parser, more phrasings")
struct IntentParserMoreTests {
    let parser = IntentParser(resources: Fixtures.resources)

    @Test("everyday lines", arguments: [
        ("protein shake after gym", CoachIntent.logFood("protein shake after gym")),
        ("what should I eat before a workout", .question(topicID: "pre-workout-meal")),
        ("lose 5kg", .setGoal(GoalRequest(kind: .focus, focus: .loseFat))),
        ("I want to get stronger", .setGoal(GoalRequest(kind: .focus, focus: .getStronger))),
        ("goal 180g protein", .setGoal(GoalRequest(kind: .dailyProtein, value: 180, unit: "g"))),
        ("I'd like to eat 1800 calories per day", .setGoal(GoalRequest(kind: .dailyKcal, value: 1800, unit: "kcal"))),
        ("what should my protein goal be?", .question(topicID: "protein")),
        ("I had a bad night's sleep", .question(topicID: "sleep")),
        ("benched 100kg for 3 reps", .logWorkout("benched 100kg for 3 reps")),
        ("swam 1500m", .logWorkout("swam 1500m")),
        ("leg day: squats 4x8 80kg, leg press 3x12 160kg", .logWorkout("leg day: squats 4x8 80kg, leg press 3x12 160kg")),
    ])
    func lines(line: String, intent: CoachIntent) {
        #expect(parser.parse(line) == intent)
    }
}
