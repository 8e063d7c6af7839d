import CoachDomain
import CoachLanguage

/// What the offline rules read a line with: the coach's language (the lexicon and the grammar),
/// the food and workout parsers and the coaching library. The app makes one (the parsers'
/// indexes are built once) and the offline coach and onboarding share it.
public struct OfflineReaders: Sendable {
    public let language: Language
    public let nutrition: NutritionParser
    public let workouts: WorkoutParser
    public let library: CoachingLibrary

    public init(language: Language, nutrition: NutritionParser, workouts: WorkoutParser, library: CoachingLibrary) {
        self.language = language
        self.nutrition = nutrition
        self.workouts = workouts
        self.library = library
    }

    /// Readers of their own over `resources` (tests and tools without a container).
    public init(resources: CoachResources) {
        self.init(language: resources.language, nutrition: NutritionParser(foods: resources.foods, language: resources.language),
                  workouts: WorkoutParser(exercises: resources.exercises, language: resources.language), library: resources.library)
    }

    /// `text` read for the offline rules, for a user with `profile` on `today`; `asked`: the
    /// profile field onboarding asked about last (its bare answers mean that field).
    package func line(_ text: String, profile: Profile = Profile(), today: CalendarDay, asked: String? = nil) -> OfflineLine {
        OfflineLine(text: text, profile: profile, today: today, asked: asked, readers: self)
    }

    /// Every rule's reading of `line`, the best first: each tool's rule (a tool that writes only
    /// when the line's act may write), each answer's, and last the fallback.
    package func readings(of line: OfflineLine) -> [OfflineChoice] {
        let tools = CoachTools.list.enumerated().compactMap { rank, tool in tool.read(line, rank) }
        let answers = OfflineAnswers.list.enumerated().compactMap { rank, answer in answer.read(line, CoachTools.list.count + rank) }
        return (tools + answers).sorted { $0.precedes($1) }
    }

    /// The best reading of `text` (the fallback when no rule reads it).
    package func choose(_ text: String, profile: Profile = Profile(), today: CalendarDay, asked: String? = nil) -> OfflineChoice {
        choose(line(text, profile: profile, today: today, asked: asked))
    }

    /// The best reading of `line`.
    package func choose(_ line: OfflineLine) -> OfflineChoice {
        readings(of: line).first ?? FallbackAnswer.choice(line)
    }
}
