import CoachDomain
import Foundation

/// What the offline coach reads as a training request, in the current parser's style until the
/// language mechanism (issue 19) takes it over: the phrases are data (`data/training.json`,
/// `phrases`), matched against the normalised line.
public struct TrainingPhrases: Sendable, Decodable {
    /// "what should I train today?", "what's my workout?": today's session (or the day named).
    public let today: [String]
    /// "make me a workout plan": the plan.
    public let plan: [String]
    /// "done", "did it all": today's session logged as prescribed.
    public let done: [String]

    public init(today: [String] = [], plan: [String] = [], done: [String] = []) {
        self.today = today
        self.plan = plan
        self.done = done
    }

    /// The phrases of `data/training.json` under `root`; none when the file has none (the offline
    /// coach then leaves training to `:plan`).
    public static func load(root: URL) throws -> TrainingPhrases {
        struct File: Decodable { let phrases: TrainingPhrases? }
        let url = root.appendingPathComponent("data/training.json")
        guard FileManager.default.fileExists(atPath: url.path) else { return TrainingPhrases() }
        let file: File = try CoachResources.decode(url)
        return file.phrases ?? TrainingPhrases()
    }

    /// The training request in `text` (normalised) with its `words`, if any.
    func intent(_ words: [String], text: String) -> CoachIntent? {
        let bare = words.joined(separator: " ")
        // "done" and "did it all" stand alone, or before a remark after a comma ("done, felt good").
        let clause = String(text.prefix { $0 != "," && $0 != "." && $0 != "!" && $0 != ";" })
        let opening = TextTools.tokens(clause).joined(separator: " ")
        if done.contains(where: { bare == $0 || opening == $0 }) { return .logPlannedSession }
        let phrases = PhraseText(words: words)
        if today.contains(where: { phrases.contains($0) }) {
            let day = words.first { $0 != "today" && PlanDayWord.day($0, today: CalendarDay(daysSinceEpoch: 0)) != nil }
            return .trainingDay(day: day)
        }
        if plan.contains(where: { phrases.contains($0) }) { return .trainingPlan }
        return nil
    }
}
