import CoachDomain

/// An everyday situation the coach answers from the user's own record. The raw values are the
/// lexicon's `situation` values (`data/lexicon/situations.lexicon`).
public enum Situation: String, Sendable, Hashable, CaseIterable {
    /// "I'm not losing weight, why?"
    case notLosing = "not_losing"
    /// "Am I gaining too fast?", "am I losing too fast?"
    case tooFast = "too_fast"
    /// "Am I on track?"
    case onTrack = "on_track"
    /// "Can I have pizza tonight?", "is a beer ok?"
    case foodOut = "food_out"
    /// "I overate yesterday, what now?"
    case badDay = "bad_day"
    /// "I lost 3 pounds this week!"
    case scaleChange = "scale_change"
    /// "I skipped the gym today."
    case missedSession = "missed_session"
    /// "I slept badly, should I still train?" (or sore, or a cold).
    case readiness
    /// "How am I doing this week?"
    case weekReview = "week_review"
}

/// A part of ``SituationFacts`` an answer reads (what a snapshot must hold for it).
public enum FactPart: String, Sendable, Hashable, CaseIterable {
    /// The profile's goal and the weekly rate it plans.
    case plan
    /// The trend weight, its weekly rate, the span of weigh-ins it rests on and the week's change.
    case trend
    /// The weigh-ins of the last two weeks.
    case weighIns
    /// The seven days' intake against each day's target in force.
    case days
    /// Today's intake against today's target: what is left.
    case today
    /// Yesterday's intake against its target.
    case yesterday
    /// The training plan's week: sessions, done, today's and the next.
    case training
    /// Workouts per day (days trained in a row).
    case workouts
    /// What the user said of sleep, soreness or illness.
    case reported
}

/// Where the user sees a stated number: a command, or the food list for a portion not logged yet.
public struct FactSource: Sendable, Hashable, CustomStringConvertible {
    public let description: String

    init(_ text: String) { description = text }

    /// The trend and the weigh-ins.
    public static let weight = FactSource(":weight")
    /// The seven days, their averages and the trend's change.
    public static let week = FactSource(":week")
    /// Today: eaten, target, left.
    public static let today = FactSource(":day")
    /// The planned rate and the targets.
    public static let targets = FactSource(":targets")
    /// The plan's week.
    public static let plan = FactSource(":plan")
    /// Today's session with its loads.
    public static let planToday = FactSource(":plan today")
    /// A food's usual portion, before it is logged.
    public static let foodList = FactSource("the food list")
    /// A past day (`yesterday`, a weekday).
    public static func day(_ word: String) -> FactSource { FactSource(":day \(word)") }
}

/// A number an answer states, as the user reads it, and where they can see it.
public struct StatedFact: Sendable, Hashable {
    /// What it is: "trend rate", "kcal left today".
    public var name: String
    /// The number in the user's units, rounded as the command shows it: "0.7 kg a week", "505 kcal".
    public var text: String
    public var source: FactSource

    public init(_ name: String, _ text: String, _ source: FactSource) {
        self.name = name
        self.text = text
        self.source = source
    }
}

/// How an answer sounds: good news, a plain fact, or something to change.
enum SituationTone: Sendable, Hashable { case good, neutral, concern }

/// One situation's answer: the facts it read, its judgement and one next step, worded for the
/// profile's coaching style and detail level by ``SituationText``.
protocol SituationAnswer: Sendable {
    associatedtype Verdict: RawRepresentable<String> & Sendable & Hashable
    /// The parts of the facts it reads.
    static var reads: [FactPart] { get }
    var verdict: Verdict { get }
    /// The numbers it states, each with the command that shows it.
    var facts: [StatedFact] { get }
    var tone: SituationTone { get }
    /// The judgement in one sentence, with its key number: all a brief answer says besides the step.
    var headline: String { get }
    /// The facts behind it, in sentences (standard and detailed answers).
    var body: [String] { get }
    /// How it was judged: the threshold and the data (detailed answers).
    var why: String? { get }
    /// The one next step.
    var step: String { get }
}

/// A situation's answer as the coach gives it: what it read, what it judged, the step and the text.
public struct SituationReply: Sendable, Hashable {
    public var situation: Situation
    /// The answer's verdict (its enum's raw value).
    public var verdict: String
    public var facts: [StatedFact]
    public var step: String
    /// The answer in the profile's style and detail.
    public var text: String
}

extension SituationAnswer {
    /// This answer as a reply to `situation`, worded for `voice`.
    func reply(_ situation: Situation, voice: CoachVoice) -> SituationReply {
        SituationReply(situation: situation, verdict: verdict.rawValue, facts: facts, step: step,
                       text: SituationText.render(self, voice: voice))
    }
}
