import CoachDomain
import CoachLanguage

/// Allergies, intolerances and foods avoided: "allergic to peanuts" or "lactose intolerant", "no
/// nuts" or "I don't eat pork", "gluten-free" or "coeliac"; "no allergies" and, as an answer,
/// "none" mean none. "not allergic to nuts any more" takes nuts off the list. The foods and
/// the words around them are profile-restrictions.lexicon's.
enum RestrictionPhrases {
    /// The word the profile keeps for a food a span names ("tree_nuts" is "tree nuts").
    static func food(_ span: Span) -> String? {
        span.value(of: ProfileFields.restrictions.key).map { $0.replacingOccurrences(of: "_", with: " ") }
    }

    /// The word the profile keeps for the food `phrase` names exactly ("soya" is "soy"), when
    /// the lexicon knows it (for a meal request's foods to leave out, too).
    static func food(named phrase: String, in lexicon: Lexicon) -> String? {
        lexicon.values(of: ProfileFields.restrictions.key, for: phrase).first.map { $0.replacingOccurrences(of: "_", with: " ") }
    }

    static func read(_ scan: inout ProfileScan) {
        let asked = scan.isAsked(ProfileFields.restrictions)
        var found: [String] = []
        var lifted: [String] = []
        for match in scan.matches(ProfileFields.restrictions.key) {
            guard let food = food(match) else { continue }
            let start = match.range.lowerBound
            let trail = scan.span(at: match.range.upperBound, "restriction_trail")
            let lead = scan.line.span(endingAt: start, "restriction_lead")
            let listed = !found.isEmpty && (scan.line.span(endingAt: start, "conjunction") != nil
                || scan.line.span(endingAt: start, "range") != nil || scan.line.span(endingAt: start, "clause", "stop") != nil
                || scan.line.span(endingAt: start, "negation") != nil)
            guard match.strength > 2 || trail != nil || lead != nil || listed || asked else { continue }
            if scan.preceded(by: "restriction_lift", at: start, window: 4) {
                lifted.append(food)
            } else {
                found.append(food)
            }
            scan.use((lead?.range.lowerBound ?? start)..<(trail?.range.upperBound ?? match.range.upperBound))
        }
        // "allergic to kiwi": any word after an allergy lead.
        for lead in scan.line.spans where lead.gives("allergy_lead") {
            let index = lead.range.upperBound
            guard index < scan.count, !scan.isUsed(index), scan.line.tokens[index].kind == .word, scan.word(index).count > 1,
                  !scan.starts("stop", at: index) else { continue }
            found.append(scan.word(index))
            scan.use(lead.range.lowerBound..<(index + 1))
        }
        if found.isEmpty, lifted.isEmpty {
            let none = scan.matches("no_restrictions")
            if !none.isEmpty {
                scan.propose(ProfileFields.restrictions, FoodRestrictions([]))
                for match in none { scan.use(match.range) }
                if asked { scan.use(0..<scan.count) }
            }
            return
        }
        let current = scan.isCorrection || asked ? [] : scan.profile[ProfileFields.restrictions]?.items ?? []
        let lasting = (current + found).filter { !lifted.contains($0) }
        scan.propose(ProfileFields.restrictions, FoodRestrictions(lasting))
    }
}
