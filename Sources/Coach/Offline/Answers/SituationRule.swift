import CoachDomain
import CoachLanguage

/// An everyday situation answered from the user's own record ("I'm not losing weight, why?",
/// "can I have pizza tonight?", "I slept badly, should I still train?"): the rule is
/// ``SituationRequest`` over the line's `situation` spans (their strength is the evidence), the
/// answer ``Situations/answer(_:facts:)`` over the turn's ``SituationFacts``, which the provider
/// reads only when a line chose this answer.
enum SituationRule: OfflineAnswer {
    static let name = "situation"

    static func read(_ line: OfflineLine) -> OfflineReading<SituationRequest>? {
        guard let request = Situations.request(in: line.utterance) else { return nil }
        // The spans it rests on: the situation said, how the user is, which way the scale went.
        let slots = ["situation"] + Set(request.conditions.map(\.slot)).sorted() + (request.statedChange == nil ? [] : ["scale"])
        // A span giving several of these slots (`so sore`: situation and soreness) counts once.
        var seen = Set<Range<Int>>()
        let spans = slots.flatMap { line.spans($0) }.filter { seen.insert($0.range).inserted }
        // The food a `food_out` question names is read by the food parser: one thing found, its words explained.
        let food = request.situation == .foodOut
            ? request.food.lazy.map { line.readers.nutrition.parse($0) }.first { !$0.items.isEmpty } : nil
        let foodWords = request.food.first.map { $0.split(whereSeparator: \.isWhitespace).count } ?? 0
        let mass = request.statedChange == nil ? [] : line.utterance.entities.filter { $0.amount(of: "mass") != nil }.map(\.range)
        return OfflineReading(request, score: line.score(spans, found: food == nil ? 0 : 1, explaining: mass,
                                                         estimated: food == nil ? 0 : foodWords,
                                                         acts: [.question, .request, .report, .statement]))
    }

    static func reply(_ value: SituationRequest, line: OfflineLine, composer: ReplyComposer) -> String {
        guard let facts = composer.situationFacts else { return composer.unknown(line) }
        return Situations(nutrition: line.readers.nutrition).answer(value, facts: facts).text
    }
}
