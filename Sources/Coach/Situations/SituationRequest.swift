import CoachDomain
import CoachLanguage
import Foundation

/// What a line asks of a situation, read from its lexicon spans (`situations.lexicon`): which
/// situation, how strongly the line says it, and what the answer needs of the line (the food
/// named, the change the scale showed, how the user feels, which day).
public struct SituationRequest: Sendable, Hashable {
    public var situation: Situation
    /// The strongest `situation` span's strength (a rule's score).
    public var strength: Int
    /// `food_out`: the words that may name the food, best first: those after the question to the
    /// end of its sentence ("pizza tonight" of "can I have pizza tonight?"), then those before it
    /// in its clause ("pizza tonight" of "pizza tonight, is that ok?").
    public var food: [String]
    /// `scale_change`: the change said ("lost 3 pounds": -3), and its unit when one was written.
    public var statedChange: Double?
    public var statedUnit: WeightUnit?
    /// `readiness`: what the line says of sleep, soreness and illness.
    public var conditions: [Condition]
    /// Days ago the line speaks of (0 today, 1 yesterday); nil when it names no day.
    public var daysAgo: Int?

    public init(situation: Situation, strength: Int = 2, food: [String] = [], statedChange: Double? = nil,
                statedUnit: WeightUnit? = nil, conditions: [Condition] = [], daysAgo: Int? = nil) {
        self.situation = situation
        self.strength = strength
        self.food = food
        self.statedChange = statedChange
        self.statedUnit = statedUnit
        self.conditions = conditions
        self.daysAgo = daysAgo
    }

    /// The request a line makes; nil when no `situation` span (nor a condition, which asks
    /// whether to train) is in it.
    public init?(_ utterance: Utterance) {
        let conditions = Self.conditions(in: utterance)
        if let span = utterance.strongest("situation"), let situation = span.value(of: "situation").flatMap(Situation.init) {
            self.init(situation: situation, strength: span.strength, conditions: conditions)
            if situation == .foodOut { food = Self.food(around: span, in: utterance) }
        } else if !conditions.isEmpty {
            self.init(situation: .readiness, strength: 1, conditions: conditions)
        } else {
            return nil
        }
        if situation == .scaleChange, let amount = utterance.amounts(of: "mass").first {
            let down = utterance.value("scale") != "up"
            statedChange = down ? -amount.value : amount.value
            statedUnit = WeightUnit(suffix: amount.unit)
        }
        if case .relative(let offset)? = utterance.days.first?.day, offset <= 0 { daysAgo = -offset }
    }

    /// The change said, kg (a bare number in `unit`, the user's).
    public func statedKg(unit: WeightUnit) -> Double? {
        statedChange.map { (statedUnit ?? unit).kilograms($0) }
    }

    /// What the lexicon's `sleep`, `soreness` and `illness` spans say (the longest span at a
    /// place decides: "sore throat" is a cold, not soreness).
    static func conditions(in utterance: Utterance) -> [Condition] {
        var found: [Condition] = []
        if utterance.value("sleep") == "poor" { found.append(.poorSleep) }
        switch utterance.value("soreness") {
        case "severe": found.append(.verySore)
        case "mild": found.append(.sore)
        default: break
        }
        switch utterance.value("illness") {
        case "severe": found.append(.illness)
        case "mild": found.append(.mildIllness)
        default: break
        }
        return found
    }

    /// The words after `span` to the end of their sentence, and those before it in its sentence
    /// (each left out when empty).
    static func food(around span: Span, in utterance: Utterance) -> [String] {
        let joins = utterance.spans("clause", "join").map(\.range.lowerBound)
        func stops(_ marks: String) -> [Int] {
            utterance.tokens.indices.filter { utterance.tokens[$0].kind == .symbol && marks.contains(utterance.tokens[$0].text) } + joins
        }
        // A list of foods may hold commas ("a burger, fries and a coke"); a sentence ends at its mark.
        let end = stops("?!.;").filter { $0 >= span.range.upperBound }.min() ?? utterance.tokens.count
        let start = stops("?!.;").filter { $0 < span.range.lowerBound }.max().map { $0 + 1 } ?? 0
        let edges = CharacterSet.whitespaces.union(CharacterSet(charactersIn: ","))
        return [utterance.original(span.range.upperBound..<end), utterance.original(start..<span.range.lowerBound)]
            .map { $0.trimmingCharacters(in: edges) }.filter { !$0.isEmpty }
    }
}
