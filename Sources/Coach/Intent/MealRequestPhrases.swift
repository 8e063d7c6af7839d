import CoachDomain
import CoachLanguage

/// Questions about what to eat, in the current phrase-list style, kept here on their own until
/// the lexicon (issue 19) takes them as lines and the meal tools' offline rules read them:
///
/// - "what should I eat (for dinner)?", "I have 40 g protein and 600 kcal left", "a snack without
///   dairy", "suggest a dinner without gluten" -> suggestions (`suggest_foods`); the words after
///   "without" / "no" / "-free" leave foods out for that question only, never in the profile;
/// - "plan my meals (for tomorrow)", "meal plan", "what should I eat today" -> a day's plan (`plan_meals`);
/// - "log my breakfast from the plan" -> that meal of the plan, logged (`log_planned_meal`).
///
/// A line with any other word ("what should I eat before a workout", "... to lose weight") is
/// left to the coaching library.
enum MealRequestPhrases {
    static let suggestLeads = ["what should i eat", "what should i have", "what can i eat", "what can i have", "what could i eat",
                               "what do i eat", "what to eat", "what shall i eat", "what should i make", "what should i cook",
                               "suggest", "recommend", "give me", "any ideas for", "ideas for", "what about", "how about"]
    static let planPhrases = ["meal plan", "plan my meals", "plan my day", "plan my food", "plan meals", "plan my eating",
                              "a day of meals", "day of eating", "plan for today", "plan for tomorrow", "my plan",
                              "what should i eat today", "what should i eat tomorrow", "what to eat today", "what to eat tomorrow"]
    static let fromPlan = ["from the plan", "from my plan", "from the meal plan", "from my meal plan", "from todays plan",
                           "as planned", "off the plan"]
    static let logLeads = ["log", "i had", "i ate", "had", "ate", "just had", "i just had", "i just ate", "add"]
    /// Words a suggestion request may hold besides its lead, numbers and foods to leave out.
    static let allowed: Set<String> = [
        "for", "a", "an", "the", "my", "me", "some", "something", "today", "tonight", "now", "next", "later", "meal", "meals",
        "with", "without", "no", "free", "left", "i", "ive", "have", "got", "still", "and", "of", "protein", "kcal", "calories",
        "calorie", "cals", "cal", "g", "grams", "gram", "that", "fits", "fit", "idea", "ideas", "option", "options", "suggestion",
        "suggestions", "please", "can", "what", "eat", "quick", "good", "healthy", "remaining", "to", "go", "is", "it", "im", "or", "any",
    ]

    /// The meal a word names (supper is dinner).
    static func slot(_ word: String) -> MealSlot? {
        if word == "supper" { return .dinner }
        if word == "snacks" { return .snack }
        return MealSlot(rawValue: word)
    }

    /// The request `bare` (normalised words) makes, if it is one of these.
    static func intent(_ bare: String, words: [String], lexicon: Lexicon) -> CoachIntent? {
        let phrases = PhraseText(words: words)
        let meal = words.lazy.compactMap(Self.slot).first
        if fromPlan.contains(where: phrases.contains), let meal, logLeads.contains(where: { bare.hasPrefix($0 + " ") }) {
            return .logPlannedMeal(meal, day: DayPhrases.split(bare)?.day)
        }
        if planPhrases.contains(where: phrases.contains), words.count <= 10 {
            return .planMeals(day: words.contains("tomorrow") ? "tomorrow" : DayPhrases.split(bare)?.day)
        }
        let lead = suggestLeads.first(where: phrases.contains)
        let (kcal, protein) = amounts(words)
        let without = leftOut(words, lexicon: lexicon)
        // Without a lead: a meal with foods to leave out or a number left ("a snack without dairy", "600 kcal left").
        let bareRequest = lead == nil && (meal != nil && !without.isEmpty || words.contains("left") && (kcal ?? protein) != nil)
        guard lead != nil || bareRequest else { return nil }
        var rest = words
        if let lead { rest = remove(lead, from: words) }
        let avoidWords = Set(without.flatMap { $0.split(separator: " ").map(String.init) })
        let unexpected = rest.filter { word in
            !allowed.contains(word) && Self.slot(word) == nil && !NumberWords.isNumeric(word) && !avoidWords.contains(word)
                && !word.hasSuffix("-free") && !Self.isAmount(word)
        }
        guard unexpected.isEmpty else { return nil }
        return .suggestFood(SuggestionRequest(slot: meal, kcal: kcal, protein: protein, without: without))
    }

    /// The words of `words` with the phrase `lead` taken out once.
    static func remove(_ lead: String, from words: [String]) -> [String] {
        let parts = lead.split(separator: " ").map(String.init)
        guard let start = words.indices.first(where: { Array(words.dropFirst($0).prefix(parts.count)) == parts }) else { return words }
        return Array(words[..<start] + words[(start + parts.count)...])
    }

    /// "600kcal", "40g": a number glued to its unit.
    static func isAmount(_ word: String) -> Bool {
        ["kcal", "cal", "cals", "g"].contains { word.hasSuffix($0) && Double(word.dropLast($0.count)) != nil }
    }

    /// "600 kcal", "600 calories", "40 g protein", "40g of protein": the energy and protein given.
    static func amounts(_ words: [String]) -> (kcal: Double?, protein: Double?) {
        var kcal: Double?, protein: Double?
        for (index, word) in words.enumerated() {
            var number = NumberWords.isNumeric(word) ? NumberWords.value(word) : nil
            var unit = index + 1 < words.count ? words[index + 1] : ""
            var next = index + 2
            for suffix in ["kcal", "cals", "cal", "g"] where number == nil && word.hasSuffix(suffix) {
                guard let value = Double(word.dropLast(suffix.count)) else { continue }
                number = value
                unit = suffix
                next = index + 1
            }
            guard let number else { continue }
            if ["kcal", "calories", "calorie", "cals", "cal"].contains(unit) { kcal = number }
            if ["g", "grams", "gram"].contains(unit) {
                let after = words.dropFirst(next).prefix(2)
                if after.contains("protein") { protein = number }
            }
        }
        return (kcal, protein)
    }

    /// The foods to leave out for this question: "without dairy", "no nuts or soy", "gluten-free", "gluten free".
    static func leftOut(_ words: [String], lexicon: Lexicon) -> [String] {
        let foods = { (phrase: String) in RestrictionPhrases.food(named: phrase, in: lexicon) }
        var found: [String] = []
        var index = 0
        while index < words.count {
            let word = words[index]
            if word.hasSuffix("-free"), let food = foods(String(word.dropLast(5))) { found.append(food) }
            if word == "free", index > 0, let food = foods(words[index - 1]) { found.append(food) }
            if ["without", "no"].contains(word) {
                var next = index + 1
                while next < words.count {
                    let pair = next + 1 < words.count ? words[next] + " " + words[next + 1] : ""
                    if !pair.isEmpty, let food = foods(pair) {
                        found.append(food)
                        next += 2
                    } else if let food = foods(words[next]) {
                        found.append(food)
                        next += 1
                    } else if ["or", "and", "any"].contains(words[next]) {
                        next += 1
                    } else {
                        break
                    }
                }
                index = next
                continue
            }
            index += 1
        }
        var seen = Set<String>()
        return found.filter { seen.insert($0).inserted }
    }
}
