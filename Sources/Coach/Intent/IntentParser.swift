import CoachDomain
import CoachLanguage

/// Maps a user line to a ``CoachIntent`` with rules over the food list, the exercise list and the
/// coaching library. Deterministic: the same line always gives the same intent.
public struct IntentParser: Sendable {
    public let nutrition: NutritionParser
    public let workouts: WorkoutParser
    public let library: CoachingLibrary
    /// Training requests ("what should I train today?", "done").
    public let training: TrainingPhrases
    /// The lexicon and grammar: how facts about the user and targets set by hand are read.
    public let language: Language

    /// Rules over these parsers and this library.
    public init(nutrition: NutritionParser, workouts: WorkoutParser, library: CoachingLibrary,
                training: TrainingPhrases = TrainingPhrases(), language: Language) {
        self.nutrition = nutrition
        self.workouts = workouts
        self.library = library
        self.training = training
        self.language = language
    }

    /// The parsers and library built from `resources`.
    public init(resources: CoachResources) {
        self.init(nutrition: NutritionParser(foods: resources.foods, language: resources.language),
                  workouts: WorkoutParser(exercises: resources.exercises, language: resources.language), library: resources.library,
                  training: resources.trainingPhrases, language: resources.language)
    }

    static let foodLead: [String] = [
        "i just had", "i have had", "ive had", "i had", "just had", "i just ate", "i ate", "just ate", "ive eaten",
        "i have eaten", "i drank", "i just drank", "just drank", "had", "ate", "drank", "eaten", "log food",
        "for breakfast i had", "for lunch i had", "for dinner i had", "for breakfast", "for lunch", "for dinner",
        "breakfast was", "lunch was", "dinner was", "snack was", "breakfast", "lunch", "dinner", "snack", "supper",
        "brunch", "im eating", "i am eating", "eating", "log",
    ]
    static let workoutLead: [String] = [
        "i just did", "i did", "just did", "did", "i trained", "trained", "i lifted", "lifted", "workout", "log workout",
        "today i did", "finished", "i finished", "completed", "i completed", "i went", "went",
    ]
    static let summaryPhrases: [String] = [
        "how am i doing", "hows my day", "how is my day", "how is today", "summary", "today so far", "what did i eat",
        "what have i eaten", "what did i log", "what have i logged", "my totals", "totals", "how much have i eaten",
        "how many calories have i", "how much protein have i", "how many calories do i have left", "progress today",
        "am i on track", "how much do i have left", "whats left", "what is left", "daily report", "recap",
        "how did i do today", "status", "what did i do today", "what have i done today", "what did i train today",
        "show me today", "show today", "todays log", "my log", "my day so far", "where am i at", "where am i today",
        "how much have i got left", "how much is left", "what have i got left", "how many calories left", "calories left",
        "how much can i still eat", "what do i have left",
    ]

    static let removalLeads = ["undo", "delete", "remove", "scratch", "cancel", "take back", "erase", "drop"]
    static let removalPhrases = ["that was wrong", "that was a mistake", "i didnt eat that", "i didnt have that",
                                 "i didnt do that", "i did not eat that", "i did not have that", "i did not do that",
                                 "wrong entry", "logged that by mistake", "my mistake"]

    /// "undo that", "delete my last meal", "remove the last workout", "I didn't eat that".
    static func removal(_ bare: String) -> CoachIntent? {
        let words = bare.split(separator: " ").map(String.init)
        guard words.count <= 8 else { return nil }
        let led = removalLeads.contains { bare == $0 || bare.hasPrefix($0 + " ") }
        let phrases = PhraseText(words: words)
        let said = removalPhrases.contains { phrases.contains($0) }
        guard led || said else { return nil }
        // "delete" must point at an entry, so "remove sugar from my diet" stays a question.
        let pointers = ["that", "it", "this", "last", "latest", "previous", "entry", "meal", "workout", "log", "logged"]
        guard said || bare == "undo" || words.contains(where: pointers.contains) else { return nil }
        let day = DayPhrases.split(bare)?.day ?? (words.contains("yesterdays") ? "yesterday" : nil)
        let denied = bare.replacingOccurrences(of: "did not", with: "didnt")
        if denied.contains("didnt eat") || denied.contains("didnt have") { return .removeLast(.meal, day: day) }
        if denied.contains("didnt do") { return .removeLast(.workout, day: day) }
        if words.contains(where: { ["meal", "food", "breakfast", "lunch", "dinner", "snack"].contains($0) }) {
            return .removeLast(.meal, day: day)
        }
        if words.contains(where: { ["workout", "session", "run", "training", "exercise", "sets"].contains($0) }) {
            return .removeLast(.workout, day: day)
        }
        return .removeLast(nil, day: day)
    }

    /// "I didn't eat the pizza (yesterday)", "I didn't do the squats": the latest entry those
    /// words name, of that day, when they name a food or an exercise ("I didn't eat much" is
    /// not an undo).
    func namedRemoval(_ bare: String) -> CoachIntent? {
        guard bare.split(separator: " ").count <= 8 else { return nil }
        let denied = bare.replacingOccurrences(of: "did not", with: "didnt")
        let leads: [(String, LogKind)] = [("i didnt eat", .meal), ("i didnt have", .meal), ("i didnt drink", .meal),
                                          ("i didnt do", .workout)]
        guard let (lead, kind) = leads.first(where: { denied.hasPrefix($0.0 + " ") }) else { return nil }
        var rest = String(denied.dropFirst(lead.count + 1))
        let found = DayPhrases.split(rest)
        if let found { rest = DayPhrases.strip(rest, leading: found.leading, trailing: found.trailing) }
        // "that", "those": no entry named; the generic undo reads those.
        let tokens = EntryNames.words(rest)
        guard !tokens.isEmpty else { return nil }
        let known = kind == .meal ? nutrition.foods.match(in: tokens) != nil : workouts.exercises.match(in: tokens) != nil
        guard known else { return nil }
        return .removeLast(kind, day: found?.day, matching: rest)
    }

    static let onboardingPhrases: [String] = [
        "set up my profile", "setup my profile", "set my profile up", "get to know me", "onboard me", "start onboarding",
        "continue onboarding", "ask me some questions", "ask me questions", "interview me", "fill in my profile",
        "lets get started", "continue setting up", "finish my profile", "complete my profile",
    ]

    static let aboutMePhrases: [String] = [
        "whats my name", "what is my name", "do you know my name", "who am i", "what do you know about me",
        "what do you remember about me", "what do you know of me", "how much do i weigh",
        "what is my weight", "whats my weight", "what did i tell you about me", "show my profile",
    ]

    static let targetPhrases: [String] = [
        "how many calories should i eat", "how many calories should i have", "how many calories do i need",
        "how much should i eat", "what should my calories be", "what are my targets", "whats my target", "what is my target",
        "my targets", "what are my macros", "my macros", "my calorie target", "whats my calorie target",
        "what is my calorie target", "how many calories a day", "what should i be eating", "how much can i eat",
        "what should my macros be", "what are my daily targets", "daily targets",
    ]

    /// The intent of `line`, for a user with `profile` in `year` (facts are read against them:
    /// "lose 5 kg" sets a target weight from the current one).
    public func parse(_ line: String, profile: Profile = Profile(), year: Int) -> CoachIntent {
        let text = TextTools.normalize(line)
        let words = TextTools.tokens(text)
        let bare = words.joined(separator: " ")
        guard !words.isEmpty else { return .unknown }
        if isHelp(bare) { return .help }
        if let social = social(words, bare) { return social }
        if let training = training.intent(words, text: text) { return training }
        if let progress = WeighInPhrases.intent(line, bare: bare) { return progress }
        // Before the facts: "a snack without dairy" asks for once, it does not tell the profile.
        if let meals = MealRequestPhrases.intent(bare, words: words, lexicon: language.lexicon) { return meals }
        let phrases = PhraseText(words: words)
        if Self.targetPhrases.contains(where: { phrases.contains($0) }) { return .targets }
        if Self.summaryPhrases.contains(where: { phrases.contains($0) }) { return .todaySummary }
        if Self.onboardingPhrases.contains(where: { phrases.contains($0) }) { return .onboarding }
        if Self.aboutMePhrases.contains(where: { phrases.contains($0) }) { return .aboutMe }
        if let removal = namedRemoval(bare) ?? Self.removal(bare) { return removal }
        let question = TextTools.isQuestion(text)
        if let facts = facts(line, question: question, words: words.count, profile: profile, year: year) { return .updateProfile(facts) }
        if let goal = GoalPhrases.request(in: language.read(line), isQuestion: question) { return .setGoal(goal) }
        if !question, let intent = logIntent(line: line, bare: bare) { return intent }
        if let match = library.bestMatch(for: bare) { return .question(topicID: match.entry.id) }
        return .unknown
    }

    /// Facts about the user in `line`; in a question only a short request about how to coach
    /// ("can you keep it short?").
    private func facts(_ line: String, question: Bool, words: Int, profile: Profile, year: Int) -> ProfileChanges? {
        var facts = ProfileParser.read(line, profile: profile, context: profile.context(year: year), language: language)
        if question {
            guard words <= 8 else { return nil }
            let voice: Set<String> = [ProfileFields.coachingStyle.key, ProfileFields.detailLevel.key]
            facts = ProfileChanges(values: facts.values.filter { voice.contains($0.key) })
        }
        return facts.isEmpty && facts.refused.isEmpty ? nil : facts
    }

    private func isHelp(_ bare: String) -> Bool {
        ["help", "what can you do", "what can i do", "how does this work", "how do i use this", "commands", "menu",
         "what do you do"].contains { bare == $0 || bare.hasPrefix($0 + " ") && bare.count < $0.count + 12 }
    }

    private func social(_ words: [String], _ bare: String) -> CoachIntent? {
        let greetings = ["hi", "hello", "hey", "yo", "hiya", "howdy", "morning", "evening", "sup", "greetings"]
        if words.count <= 4, let first = words.first, greetings.contains(first) || bare.hasPrefix("good morning")
            || bare.hasPrefix("good afternoon") || bare.hasPrefix("good evening") {
            return .greeting
        }
        let thanks = ["thanks", "thank you", "thx", "cheers", "ty", "great thanks", "ok thanks", "awesome thanks"]
        if words.count <= 5, thanks.contains(where: { bare == $0 || bare.hasPrefix($0 + " ") }) { return .thanks }
        let farewells = ["good night", "goodnight", "night", "bye", "goodbye", "bye bye", "see you", "see ya", "cya",
                         "later", "talk later", "talk tomorrow", "im off", "gotta go", "night night"]
        if words.count <= 5, farewells.contains(where: { bare == $0 || bare.hasPrefix($0 + " ") }) { return .farewell }
        return nil
    }

    /// Food or workout, on the day the line names at its start or end ("yesterday I had pizza",
    /// "ran 5 km on Monday"; none: today), read without those words.
    private func logIntent(line: String, bare: String) -> CoachIntent? {
        guard let day = DayPhrases.split(bare) else { return logIntent(line: line, bare: bare, day: nil) }
        return logIntent(line: DayPhrases.strip(TextTools.collapse(line), leading: day.leading, trailing: day.trailing),
                         bare: DayPhrases.strip(bare, leading: day.leading, trailing: day.trailing), day: day.day)
            ?? logIntent(line: line, bare: bare, day: nil)
    }

    /// Food or workout: an explicit lead ("I had", "did") or a line that parses cleanly on its own.
    /// The description keeps the user's words without the lead ("I had 2 eggs" -> "2 eggs").
    private func logIntent(line: String, bare: String, day: String?) -> CoachIntent? {
        let original = TextTools.collapse(line)
        if let rest = Self.strip(Self.workoutLead, from: bare) {
            if !workouts.parse(rest).sets.isEmpty { return .logWorkout(Self.dropWords(of: bare, rest: rest, from: original), day: day) }
        }
        let cardioVerbs = ["ran", "jogged", "cycled", "biked", "swam", "walked", "rowed", "hiked", "rode"]
        if let first = bare.split(separator: " ").first, cardioVerbs.contains(String(first)) || bare.hasPrefix("i ")
            && cardioVerbs.contains(where: { bare.hasPrefix("i \($0) ") }) {
            if !workouts.parse(bare).sets.isEmpty { return .logWorkout(original, day: day) }
        }
        if let rest = Self.strip(Self.foodLead, from: bare) {
            let described = Self.dropWords(of: bare, rest: rest, from: original)
            let parse = nutrition.parse(rest)
            if !parse.items.isEmpty { return .logFood(described, day: day) }
            if !workouts.parse(rest).sets.isEmpty { return .logWorkout(described, day: day) }
            if library.bestMatch(for: rest) == nil, !rest.isEmpty { return .logFood(described, day: day) }
            return nil
        }
        let workout = workouts.parse(bare)
        if !workout.sets.isEmpty, workout.unrecognized.isEmpty { return .logWorkout(original, day: day) }
        let food = nutrition.parse(bare)
        if !food.items.isEmpty, food.unrecognized.isEmpty, (library.bestMatch(for: bare)?.score ?? 0) < 4 || startsWithAmount(bare) {
            return .logFood(original, day: day)
        }
        return nil
    }

    private func startsWithAmount(_ bare: String) -> Bool {
        guard let first = bare.split(separator: " ").first.map(String.init) else { return false }
        return NumberWords.value(first) != nil || FoodUnits.splitAttached(first).count == 2
    }

    /// `original` without as many leading words as the lead took from `bare` (keeps the user's casing).
    static func dropWords(of bare: String, rest: String, from original: String) -> String {
        let leadWords = bare.split(separator: " ").count - rest.split(separator: " ").count
        let words = original.split(separator: " ")
        guard leadWords > 0, leadWords < words.count else { return original }
        let rest = words.dropFirst(leadWords).joined(separator: " ")
        let trimmed = rest.drop { ":-,;".contains($0) || $0 == " " }
        return trimmed.isEmpty ? original : String(trimmed)
    }

    /// `text` without the longest leading phrase from `leads`, or nil when none leads it.
    static func strip(_ leads: [String], from text: String) -> String? {
        let sorted = leads.sorted { $0.count > $1.count }
        for lead in sorted where text == lead || text.hasPrefix(lead + " ") {
            return String(text.dropFirst(lead.count)).trimmingCharacters(in: .whitespaces)
        }
        return nil
    }
}
