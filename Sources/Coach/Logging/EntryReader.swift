import CoachDomain

/// What reads an entry's lines from the user's words, for one logbook: the nutrition parser for
/// meals, the workout parser for workouts. The logger serves both through it.
protocol EntryReader: Sendable {
    associatedtype Line: EntryLine
    /// The lines `text` names, and the parts not understood, with why.
    func lines(in text: String) -> (lines: [Line], unrecognized: [UnrecognizedPart])
    /// Why nothing was logged from `parts` (the parts not understood, quoted), with an example.
    func nothingLogged(in parts: String) -> String
}

extension NutritionParser: EntryReader {
    func lines(in text: String) -> (lines: [FoodItem], unrecognized: [UnrecognizedPart]) {
        let parse = parse(text)
        return (parse.items, parse.unrecognized)
    }

    func nothingLogged(in parts: String) -> String {
        "no food I know in \(parts); give a common food and an amount, e.g. \"150 g grilled salmon\""
    }
}

extension WorkoutParser: EntryReader {
    func lines(in text: String) -> (lines: [WorkoutSet], unrecognized: [UnrecognizedPart]) {
        let parse = parse(text)
        return (parse.sets, parse.unrecognized)
    }

    func nothingLogged(in parts: String) -> String {
        "nothing I could log in \(parts); write it like \(bareLoadUnit.workoutHint)"
    }
}
