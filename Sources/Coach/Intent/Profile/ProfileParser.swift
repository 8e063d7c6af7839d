import CoachDomain
import CoachLanguage
import LLM

/// Reads facts about the user from their own words, offline and deterministically: any line may
/// hold any number of facts, in any order ("I weigh 82 kg, I'm 180 cm, 30 years old, male,
/// moderately active, want to lose fat"). The field a question asked for also takes bare
/// answers ("80" or "three" or "none"). Corrections ("actually 86 kg", "no, three days not four")
/// read as the fact they correct; a bare number in one ("actually make that 145") is the field
/// given last. Every value is checked by its row of ``ProfileFields``: one out of bounds is
/// refused with the reason, never kept.
///
/// The line is read once by the ``Language`` (tokens, the lexicon's spans, the grammar's
/// amounts); the readers ask it for slots and values (`data/lexicon/profile-*.lexicon`). A
/// question or a request states no fact (only how to be coached: "can you keep it short?"); a
/// report of what one did ("walked 10k steps") is logged, not a fact about the user.
public enum ProfileParser {
    /// The changes `text` states. `asked`: the field the coach last asked about; `lastGiven`: the
    /// field the user gave a value for last (onboarding keeps it), for a bare correction.
    public static func read(_ text: String, asked: String? = nil, lastGiven: String? = nil, profile: Profile = Profile(),
                            context: ProfileContext, language: Language) -> ProfileChanges {
        let line = language.read(text, context: ProfileScan.readingContext(asked: asked))
        return read(line, asked: asked, lastGiven: lastGiven, profile: profile, context: context, language: language)
    }

    /// The changes a line already read states (read again when it was read without the field
    /// asked: the lexicon's weak answers count only then).
    public static func read(_ line: Utterance, asked: String? = nil, lastGiven: String? = nil, profile: Profile = Profile(),
                            context: ProfileContext, language: Language) -> ProfileChanges {
        let wanted = ProfileScan.readingContext(asked: asked)
        let line = line.context == wanted ? line : language.read(line.text, context: wanted)
        var scan = ProfileScan(line, asked: asked, lastGiven: lastGiven, profile: profile, context: context, language: language)
        readCorrections(&scan)
        FieldMentions.read(&scan)
        BodyPhrases.read(&scan)
        ChoicePhrases.read(&scan)
        SchedulePhrases.read(&scan)
        RestrictionPhrases.read(&scan)
        NamePhrases.readName(&scan)
        BodyPhrases.readListedAge(&scan)
        readCorrectedValue(&scan)
        BareAnswers.read(&scan)
        FieldAnswers.read(&scan, field: asked.flatMap(ProfileFields.field(key:)))
        NamePhrases.readMotivation(&scan)
        resolve(&scan)
        let changes = ProfileChanges.checked(scan.candidates, cleared: scan.cleared, in: checking(scan), language: language)
        return line.act == .question || line.act == .request ? voiceOnly(changes) : changes
    }

    /// `field`'s value in `text` on its own (`:profile set height 5'11"`, a bare answer).
    public static func value(for field: AnyProfileField, in text: String, context: ProfileContext, profile: Profile = Profile(),
                             language: Language) -> ProfileChanges {
        var scan = ProfileScan(text, asked: field.key, profile: profile, context: context, language: language)
        readCorrections(&scan)
        BodyPhrases.read(&scan)
        ChoicePhrases.read(&scan)
        SchedulePhrases.read(&scan)
        RestrictionPhrases.read(&scan)
        NamePhrases.readName(&scan)
        BareAnswers.read(&scan)
        FieldAnswers.read(&scan, field: field)
        NamePhrases.readMotivation(&scan)
        resolve(&scan)
        // Checked by `field` itself (it may be a row outside ``ProfileFields/all``).
        var changes = ProfileChanges(cleared: scan.cleared.filter { $0 == field.key })
        if let json = scan.candidates[field.key] {
            switch field.validate(json, in: checking(scan), language: language) {
            case .success(let value): changes.values[field.key] = value
            case .failure(var problem):
                problem.value = json
                changes.refused.append(problem)
            }
        }
        return changes
    }

    /// What a question or a request may still set: how the coach speaks ("can you keep it
    /// short?", "could you be tougher on me?"). Nothing else it names is a fact about the user.
    static func voiceOnly(_ changes: ProfileChanges) -> ProfileChanges {
        let voice: Set<String> = [ProfileFields.coachingStyle.key, ProfileFields.detailLevel.key]
        return ProfileChanges(values: changes.values.filter { voice.contains($0.key) },
                              refused: changes.refused.filter { voice.contains($0.key) })
    }

    /// The context to check `scan`'s values in: a value refused is said in the units the user
    /// typed it in ("target weight 20 lb is outside 66–661 lb"), else in the units they chose.
    static func checking(_ scan: ProfileScan) -> ProfileContext {
        var context = scan.context
        if let units = scan.candidates[ProfileFields.units.key].flatMap(UnitSystem.init(json:)) { context.units = units }
        if let typed = scan.unitsSeen { context.units = typed }
        return context
    }

    /// "actually, ..." and "no, ..." open a correction; "three days not four" keeps the first.
    static func readCorrections(_ scan: inout ProfileScan) {
        var start = 0
        while let lead = scan.span(at: start, "correction"), !lead.gives("correction", "that"),
              lead.range.upperBound < scan.count || lead.gives("correction", "no") {
            let next = lead.range.upperBound
            // "no nuts" is a fact, not a correction: "no" leads only before a clause mark that
            // does not end the line ("no, three days"), or a second lead ("no sorry, ...").
            if lead.gives("correction", "no"), !(scan.line.isClauseBoundary(next) && next + 1 < scan.count),
               !scan.starts("correction", at: next) {
                break
            }
            scan.isCorrection = true
            scan.use(lead.range)
            start = next
            if scan.line.isClauseBoundary(start) {
                scan.use(start..<(start + 1))
                start += 1
            }
        }
        if scan.contains("correction", "that") { scan.isCorrection = true }
        CorrectedValues.readDays(&scan)
        CorrectedValues.useWrongValues(&scan)
    }

    /// A bare number in a correction, when nothing else in the line took it: the value of the
    /// field the user gave last. "Make that 145" points at it (unless it cannot take the number,
    /// and the field asked can); "actually 3" is the field asked's when it can take it (3
    /// training days), else the last one's ("sorry, I meant 140" after a weight).
    static func readCorrectedValue(_ scan: inout ProfileScan) {
        guard scan.isCorrection, scan.candidates.isEmpty, let last = scan.lastGiven, last != scan.asked else { return }
        let pointsBack = scan.contains("correction", "that")
        for match in scan.matches("correction") { scan.use(match.range) }
        let order = pointsBack ? [last] + [scan.asked].compactMap { $0 } : [scan.asked].compactMap { $0 } + [last]
        for key in order {
            var trial = scan
            BareAnswers.read(&trial, as: key)
            guard let json = trial.candidates[key], let row = ProfileFields.field(key: key),
                  case .success = row.decoded(json, in: scan.context) else { continue }
            // The field asked keeps its own reading (BareAnswers reads it next).
            if key != scan.asked { scan = trial }
            return
        }
        BareAnswers.read(&scan, as: last)
    }

    /// Whether `text` puts a value right ("three days not four", "80 not 82"): a correction,
    /// never a "no" to the question asked.
    public static func holdsCorrection(_ text: String, language: Language) -> Bool {
        CorrectedValues.holdsCorrection(language.read(text))
    }

    /// Derived facts: "lose 5 kg" as a target weight, the units the user wrote in.
    static func resolve(_ scan: inout ProfileScan) {
        if let change = scan.weightChange, !scan.has(ProfileFields.targetWeight) {
            let current = scan.candidates[ProfileFields.weight.key].flatMap(Mass.init(json:)) ?? scan.profile[ProfileFields.weight]
            if let current { scan.propose(ProfileFields.targetWeight, Mass(kilograms: current.kilograms + change)) }
        }
        // Metric is the default: only imperial is worth remembering.
        if scan.unitsSeen == .imperial, !scan.profile.has(ProfileFields.units.key) { scan.propose(ProfileFields.units, UnitSystem.imperial) }
    }
}
