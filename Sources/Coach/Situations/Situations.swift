import CoachDomain
import CoachLanguage

/// The situations the coach answers from the user's record: the one entry a rule calls once a
/// line reads as one (``SituationRequest``), with the turn's ``SituationFacts``.
public struct Situations: Sendable {
    /// Reads the food a `food_out` line names (its usual portion).
    public let nutrition: NutritionParser

    public init(nutrition: NutritionParser) { self.nutrition = nutrition }

    /// The request `utterance` makes, if it reads as a situation (the rule).
    public static func request(in utterance: Utterance) -> SituationRequest? { SituationRequest(utterance) }

    /// The answer to `request` from `facts`, in the profile's voice.
    public func answer(_ request: SituationRequest, facts: SituationFacts) -> SituationReply {
        let voice = CoachVoice(facts: facts)
        let situation = request.situation
        switch situation {
        case .notLosing, .tooFast, .onTrack:
            return ProgressAnswer(facts: facts, asked: situation).reply(situation, voice: voice)
        case .foodOut:
            // The first words that name a food of the list (else the first words, to say they name none).
            let parses = request.food.map { ($0, nutrition.parse($0)) }
            let (food, parse) = parses.first { !$0.1.items.isEmpty } ?? parses.first ?? ("", NutritionParse(items: [], unrecognized: []))
            return FoodOutAnswer(facts: facts, food: food, parse: parse).reply(situation, voice: voice)
        case .badDay:
            return BadDayAnswer(facts: facts, daysAgo: request.daysAgo ?? 1).reply(situation, voice: voice)
        case .scaleChange:
            return ScaleChangeAnswer(facts: facts, statedKg: request.statedKg(unit: facts.unit)).reply(situation, voice: voice)
        case .missedSession:
            return MissedSessionAnswer(facts: facts, daysAgo: request.daysAgo ?? 0).reply(situation, voice: voice)
        case .readiness:
            return ReadinessAnswer(facts: facts, conditions: request.conditions).reply(situation, voice: voice)
        case .weekReview:
            return WeekReviewAnswer(facts: facts).reply(situation, voice: voice)
        }
    }

    /// The parts of the facts the answer to `situation` reads (what a snapshot must hold for it).
    public static func reads(_ situation: Situation) -> [FactPart] {
        switch situation {
        case .notLosing, .tooFast, .onTrack: ProgressAnswer.reads
        case .foodOut: FoodOutAnswer.reads
        case .badDay: BadDayAnswer.reads
        case .scaleChange: ScaleChangeAnswer.reads
        case .missedSession: MissedSessionAnswer.reads
        case .readiness: ReadinessAnswer.reads
        case .weekReview: WeekReviewAnswer.reads
        }
    }
}
