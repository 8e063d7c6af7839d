import CoachDomain
import CoachMeals
import CoachLanguage

/// Replies that need no tool: summaries, coaching answers, greetings, help, estimates.
extension ReplyComposer {
    func todaySummary() -> String {
        var parts: [String] = []
        let who = voice.name.map { ", \($0)" } ?? ""
        parts.append("Here's your \(context.day.longDescription)\(who):")
        parts.append(summary.progressLines.map { "- \($0)" }.joined(separator: "\n"))
        if summary.meals.isEmpty {
            parts.append("No food logged yet today — tell me what you eat (\"2 eggs and toast\") and I'll keep count.")
        } else if voice.detail != .brief {
            let meals = summary.meals.map { meal in
                "- \(meal.description): \(Format.integer(meal.totals.kcal)) kcal, \(Format.number(meal.totals.protein)) g protein"
            }
            parts.append("Meals:\n" + meals.joined(separator: "\n"))
        }
        if !summary.sessions.isEmpty, voice.detail != .brief {
            var text = "Training: " + summary.sets.map { $0.label(in: unit) }.joined(separator: "; ") + "."
            if summary.volumeKg > 0 { text += " Volume \(unit.volume(summary.volumeKg))." }
            parts.append(text)
        }
        if voice.detail != .brief, !summary.meals.isEmpty || !summary.goals.isEmpty { parts.append(nutritionNudge()) }
        return parts.joined(separator: "\n\n")
    }

    /// A library answer, personalised with the profile and today's numbers.
    func answer(_ entry: CoachingEntry) -> String {
        var parts: [String] = []
        let body = voice.detail == .brief ? entry.brief : FoodExamples.advice(entry, filter: FoodFilter(profile: profile), foods: resources.foods)
        if let opener = voice.questionOpener() { parts.append("\(opener) \(body)") } else { parts.append(body) }
        parts.append(contentsOf: personalNotes(for: entry))
        if voice.detail != .brief { parts.append("Your next step: \(entry.action.lowercasingFirst)") }
        if voice.detail == .detailed, let related = related(to: entry) {
            parts.append("Related — \(related.title.lowercased()): \(related.brief)")
        }
        return parts.joined(separator: "\n\n")
    }

    func personalNotes(for entry: CoachingEntry) -> [String] {
        var notes: [String] = []
        let shown = profile.context(year: context.day.year)
        if entry.id == "protein" {
            if let weight = profile[ProfileFields.weight] {
                notes.append("At \(weight.text(in: shown.units)) that's roughly \(Format.integer(weight.kilograms * 1.6))–"
                    + "\(Format.integer(weight.kilograms * 2.2)) g a day for you.")
            }
            if let target = summary.target(.dailyProtein) {
                notes.append("Your target is \(Format.number(target)) g; today you're at \(Format.number(summary.totals.protein)) g.")
            }
            let filter = FoodFilter(profile: profile)
            if !filter.isEmpty {
                let names = FoodExamples.proteinFoods(filter: filter, foods: resources.foods, count: 6).map(\.name)
                if !names.isEmpty { notes.append("Protein foods that fit how you eat (\(filter.summary)): \(Format.list(names)).") }
            }
        }
        let wanted = Set(entry.notes ?? [])
        if wanted.contains(.beginner), profile[ProfileFields.experience] == .beginner {
            notes.append("As a beginner you can add weight almost every session for months — make the most of it.")
        }
        if wanted.contains(.equipment), let equipment = profile[ProfileFields.equipment], !equipment.contains(.fullGym),
           let home = resources.library.entry(id: "home-workout") {
            notes.append("Training with \(equipment.title): \(home.brief)")
        }
        if wanted.contains(.schedule), let days = profile[ProfileFields.trainingDays] {
            let time = profile[ProfileFields.trainingTime].map { ", \($0.title)" } ?? ""
            notes.append("Fit it to your schedule (\(days.title)\(time)): decide the exact days and times now.")
        }
        if wanted.contains(.goal), let goal = profile[ProfileFields.goal] {
            notes.append("Keep your goal in view: \(goal.title).")
        }
        if wanted.contains(.targets), let sentence = targets.sentence {
            notes.append(sentence)
        }
        if entry.id == "motivation", let why = profile[ProfileFields.motivation] {
            notes.append("You told me why this matters: \(why). That reason hasn't changed.")
        }
        if entry.id == "meal-ideas", let left = leftToday() { notes.append(left) }
        return notes
    }

    /// The topic a detailed answer adds a line about (the entry's `related`).
    func related(to entry: CoachingEntry) -> CoachingEntry? {
        entry.related.flatMap { resources.library.entry(id: $0) }
    }

    func greeting() -> String {
        var parts = [voice.greeting()]
        let t = summary.totals
        if let reason = summary.unreadable {
            parts.append("I can't read today's log right now (\(reason)).")
        } else if summary.meals.isEmpty, summary.sessions.isEmpty {
            parts.append("Nothing logged yet today.")
        } else {
            parts.append("So far today: \(Format.integer(t.kcal)) kcal, \(Format.number(t.protein)) g protein, "
                + "\(summary.sessions.count) workout\(summary.sessions.count == 1 ? "" : "s").")
        }
        parts.append("Tell me what you ate or trained, set a goal, or ask me anything — protein, sleep, plateaus, you name it.")
        return parts.joined(separator: " ")
    }

    /// "You have about 1,400 kcal and 80 g protein left today." when targets are set.
    func leftToday() -> String? {
        var pieces: [String] = []
        if let kcal = summary.target(.dailyKcal), kcal > summary.totals.kcal {
            pieces.append("\(Format.integer(kcal - summary.totals.kcal)) kcal")
        }
        if let protein = summary.target(.dailyProtein), protein > summary.totals.protein {
            pieces.append("\(Format.integer(protein - summary.totals.protein)) g protein")
        }
        guard !pieces.isEmpty else { return nil }
        return "You have about \(pieces.joined(separator: " and ")) left today — plan the next meal around that."
    }

    func farewell() -> String {
        let today = summary.meals.isEmpty && summary.sessions.isEmpty ? "" : " " + progressSentence()
        return "See you\(voice.commaName).\(today) Sleep well — recovery is part of the plan."
    }

    func thanks() -> String {
        "Any time\(voice.commaName). " + (summary.meals.isEmpty ? "Log your next meal when you have it and I'll keep count."
            : progressSentence())
    }

    func help() -> String {
        let topics = resources.library.entries.prefix(12).map { $0.title.lowercased() }
        return """
        Here's what I can do\(voice.commaName):
        - Log food: "2 eggs and a slice of toast", "200g chicken breast, 1 cup rice"
        - Log workouts: "\(unit.liftExample)", "3 sets of 10 pull-ups" or "\(unit.runExample)"
        - Set targets: "my goal is 2200 kcal a day", "protein goal 150 g" or "4 workouts a week"
        - Your goal: "I want to lose weight"
        - Today's summary: "how am I doing today?"
        - Get to know you: ":onboard" (or "set up my profile"), or just "I'm 34, \(unit.heightExample) and weigh \(unit.bodyWeightExample)"
        - Your targets: "how many calories should I eat?" (":targets" shows how they are worked out)
        - Take back a mistake: "undo that", "delete my last meal"
        - Coaching questions on \(Format.list(topics)) and more.
        """
    }

    /// A line the coach cannot answer: what it can do about the line's topic (``TopicFallback``),
    /// from the line as the rules read it and their food parser (nothing read twice).
    func unknown(_ line: OfflineLine) -> String {
        let namesFood = !line.readers.nutrition.parse(line.utterance).items.isEmpty
        let topic = TopicFallback.topic(of: line.utterance, namesFood: namesFood)
        return TopicFallback.reply(to: line.text, topic: topic, unit: unit)
    }

    /// Without tools: what the food comes to, clearly not logged.
    func foodEstimate(_ parse: NutritionParse) -> String {
        guard !parse.items.isEmpty else {
            return "I don't recognise \(Format.list(parse.unrecognized.map { "\"\($0.text)\"" })) — give me a common "
                + "food name and an amount (e.g. \"150 g grilled salmon\")."
        }
        var text = "\(Format.list(parse.items.map(\.label))) comes to about \(parse.totals.summary)."
        if !parse.unrecognized.isEmpty {
            text += " I didn't recognise \(Format.list(parse.unrecognized.map { "\"\($0.text)\"" }))."
        }
        return text + " (Not logged: logging isn't available in this chat.)"
    }

    /// Without tools: what the workout comes to, clearly not logged.
    func workoutEstimate(_ parse: WorkoutParse) -> String {
        guard !parse.sets.isEmpty else {
            return "I couldn't read that workout — write it like \(unit.workoutHint)."
        }
        var text = Format.list(parse.sets.map { $0.label(in: unit) })
        if parse.volumeKg > 0 { text += ": \(unit.volume(parse.volumeKg)) of volume" }
        return text + ". (Not logged: logging isn't available in this chat.)"
    }
}
