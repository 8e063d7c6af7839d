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
        NamePhrases.readMotivation(&scan)
        resolve(&scan)
        var checking = context
        if let units = scan.candidates[ProfileFields.units.key].flatMap(UnitSystem.init(json:)) { checking.units = units }
        return ProfileChanges.checked(scan.candidates, cleared: scan.cleared, in: checking)
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
        NamePhrases.readMotivation(&scan)
        resolve(&scan)
        let own = scan.candidates.filter { $0.key == field.key }
        return ProfileChanges.checked(own, cleared: scan.cleared.filter { $0 == field.key }, in: context)
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
