import CoachDomain
import LLM

/// Reads facts about the user from their own words, offline and deterministically: any line may
/// hold any number of facts, in any order ("I weigh 82 kg, I'm 180 cm, 30 years old, male,
/// moderately active, want to lose fat"). The field a question asked for also takes bare
/// answers ("80", "three", "none"). Corrections ("actually 86 kg", "no, three days not four")
/// read as the fact they correct. Every value is checked by its row of ``ProfileFields``: one
/// out of bounds is refused with the reason, never kept.
public enum ProfileParser {
    /// The changes `text` states. `asked`: the field the coach last asked about.
    public static func read(_ text: String, asked: String? = nil, profile: Profile = Profile(),
                            context: ProfileContext) -> ProfileChanges {
        var scan = ProfileScan(text, asked: asked, profile: profile, context: context)
        readCorrections(&scan)
        FieldMentions.read(&scan)
        BodyPhrases.read(&scan)
        ChoicePhrases.read(&scan)
        SchedulePhrases.read(&scan)
        RestrictionPhrases.read(&scan)
        NamePhrases.readName(&scan)
        BodyPhrases.readListedAge(&scan)
        BareAnswers.read(&scan)
        FieldAnswers.read(&scan, field: asked.flatMap(ProfileFields.field(key:)))
        NamePhrases.readMotivation(&scan)
        resolve(&scan)
        return ProfileChanges.checked(scan.candidates, cleared: scan.cleared, in: checking(scan))
    }

    /// `field`'s value in `text` on its own (`:profile set height 5'11"`, a bare answer).
    public static func value(for field: AnyProfileField, in text: String, context: ProfileContext,
                             profile: Profile = Profile()) -> ProfileChanges {
        var scan = ProfileScan(text, asked: field.key, profile: profile, context: context)
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
            switch field.validate(json, in: checking(scan)) {
            case .success(let value): changes.values[field.key] = value
            case .failure(var problem):
                problem.value = json
                changes.refused.append(problem)
            }
        }
        return changes
    }

    /// The context to check `scan`'s values in: a value refused is said in the units the user
    /// typed it in ("target weight 20 lb is outside 66–661 lb"), else in the units they chose.
    static func checking(_ scan: ProfileScan) -> ProfileContext {
        var context = scan.context
        if let units = scan.candidates[ProfileFields.units.key].flatMap(UnitSystem.init(json:)) { context.units = units }
        if let typed = scan.unitsSeen { context.units = typed }
        return context
    }

    static let correctionLeads: [[String]] = [["actually"], ["sorry"], ["oops"], ["wait"], ["correction"], ["i", "mean"],
                                              ["i", "meant"], ["no"], ["nope"], ["oh"], ["ah"], ["scratch", "that"]]

    /// "actually, ..." and "no, ..." open a correction; "three days not four" keeps the first.
    static func readCorrections(_ scan: inout ProfileScan) {
        var start = 0
        while let lead = correctionLeads.first(where: { scan.matches($0, at: start) }),
              start + lead.count < scan.count || lead == ["no"] {
            // "no nuts" is a fact, not a correction: "no" leads only before a comma or a second lead.
            if lead == ["no"], scan.word(start + 1) != ",", !correctionLeads.contains(where: { scan.matches($0, at: start + 1) }) {
                break
            }
            scan.isCorrection = true
            scan.use(start..<(start + lead.count))
            start += lead.count
            if scan.word(start) == "," { scan.use(start..<(start + 1)); start += 1 }
        }
        readCorrectedDays(&scan)
        let valueWords: Set<String> = BodyPhrases.units.union(["days", "times", "a", "week", "kg", "lb", "cm"])
        for index in 0..<scan.count where scan.word(index) == "not" || scan.word(index) == "rather" && scan.word(index + 1) == "than" {
            let before = scan.word(index - 1)
            let skip = scan.word(index) == "rather" ? 2 : 1
            let after = scan.word(index + skip)
            let isValue: (String) -> Bool = { word in
                SpokenNumbers.value(in: [word], at: 0) != nil || SchedulePhrases.dayNames[word] != nil
            }
            guard isValue(before) || valueWords.contains(before), isValue(after) else { continue }
            var end = index + skip
            while end < scan.count, ![",", ";", ".", "and", "but"].contains(scan.word(end)) { end += 1 }
            scan.use(index..<end)
        }
    }

    /// Words that count training days.
    static let dayCounts: Set<String> = ["days", "day", "times", "sessions", "workouts"]
    /// Words that put the wrong value against the right one: "three days not four".
    static let against: [[String]] = [["not"], ["rather", "than"], ["instead", "of"]]

    /// A number of training days put right, whatever was asked: "three days not four", "three not
    /// four days", "three days rather than four", "not four but three days", "not four days, three".
    static func readCorrectedDays(_ scan: inout ProfileScan) {
        for index in 0..<scan.count {
            guard let link = against.first(where: { scan.matches($0, at: index) }) else { continue }
            let after = index + link.count
            // "three days not four (days)", "three not four days".
            if let wrong = dayCount(scan, at: after) {
                var end = after + wrong.length
                let trailing = isDayCount(scan, at: end)
                if trailing { end += 1 }
                for start in [index - 2, index - 1] where start >= 0 {
                    guard let right = dayCount(scan, at: start) else { continue }
                    let unit = start + right.length
                    let counted = unit < index && isDayCount(scan, at: unit)
                    guard unit == index || counted, counted || trailing else { continue }
                    scan.replace(ProfileFields.trainingDays, TrainingDays(perWeek: right.value))
                    scan.use(start..<end)
                    return
                }
            }
            // "not four but three days", "not four days, three".
            guard link == ["not"], let wrong = dayCount(scan, at: after) else { continue }
            let counted = isDayCount(scan, at: after + wrong.length)
            let wrongEnd = after + wrong.length + (counted ? 1 : 0)
            var position = wrongEnd
            while [",", "but", "its", "it", "is", "just"].contains(scan.word(position)) { position += 1 }
            guard position > wrongEnd, let right = dayCount(scan, at: position) else { continue }
            var end = position + right.length
            let trailing = isDayCount(scan, at: end)
            if trailing { end += 1 }
            guard counted || trailing else { continue }
            scan.replace(ProfileFields.trainingDays, TrainingDays(perWeek: right.value))
            scan.use(index..<end)
            return
        }
    }

    /// A count of days a week (1 to 7) at `index`, and how many words it takes.
    static func dayCount(_ scan: ProfileScan, at index: Int) -> (value: Int, length: Int)? {
        guard !scan.isUsed(index), let (number, length) = SpokenNumbers.value(in: scan.words, at: index),
              number == number.rounded(), (1...7).contains(number) else { return nil }
        return (Int(number), length)
    }

    static func isDayCount(_ scan: ProfileScan, at index: Int) -> Bool {
        dayCounts.contains(scan.word(index)) && !scan.isUsed(index)
    }

    /// Whether `text` puts a value right ("three days not four", "80 not 82"): a correction,
    /// never a "no" to the question asked.
    public static func holdsCorrection(_ text: String) -> Bool {
        let scan = ProfileScan(text, asked: nil, profile: Profile(), context: ProfileContext(year: 2000))
        let isValue: (String) -> Bool = { SpokenNumbers.value(in: [$0], at: 0) != nil || SchedulePhrases.dayNames[$0] != nil }
        for index in 0..<scan.count {
            guard let link = against.first(where: { scan.matches($0, at: index) }), isValue(scan.word(index + link.count)) else {
                continue
            }
            let before = scan.word(index - 1)
            if isValue(before) || dayCounts.contains(before) || BodyPhrases.units.contains(before) { return true }
            if link == ["not"], scan.contains([["but"]]) || scan.word(index + link.count + 1) == "," { return true }
        }
        return false
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
