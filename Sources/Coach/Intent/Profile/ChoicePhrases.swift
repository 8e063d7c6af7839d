import CoachDomain

/// Reads the choice fields (sex, activity, goal, experience, equipment, diet, coaching style,
/// detail, units) from their words in ``ChoiceTables``.
enum ChoicePhrases {
    static func read(_ scan: inout ProfileScan) {
        readExperience(&scan)
        readActivity(&scan)
        readGoal(&scan)
        readEquipment(&scan)
        readDiet(&scan)
        readStyle(&scan)
        pick(ChoiceTables.detail, ProfileFields.detailLevel, &scan)
        pick(ChoiceTables.units, ProfileFields.units, &scan)
        readSex(&scan)
    }

    /// The first unnegated match of `table` (weak phrases when `field` was asked) becomes `field`'s value.
    static func pick<V: ProfileValue>(_ table: PhraseTable<V>, _ field: ProfileField<V>, _ scan: inout ProfileScan) {
        guard !scan.has(field), let match = table.first(in: scan, weak: scan.isAsked(field)) else { return }
        scan.propose(field, match.value)
        scan.use(match.range)
    }

    static func readSex(_ scan: inout ProfileScan) {
        let possessive: Set<String> = ["my", "his", "her", "your", "the", "our", "oh", "that", "this", "other", "every", "their"]
        for match in ChoiceTables.sex.matches(in: scan, weak: scan.isAsked(ProfileFields.sex)) where !match.negated {
            guard !possessive.contains(scan.word(match.range.lowerBound - 1)) else { continue }
            scan.propose(ProfileFields.sex, match.value)
            scan.use(match.range)
            return
        }
    }

    /// An activity level named ("moderately active"), or a job and how much the user walks
    /// ("desk job, I walk a bit" is light).
    static func readActivity(_ scan: inout ProfileScan) {
        if let match = ChoiceTables.activity.first(in: scan, weak: scan.isAsked(ProfileFields.activity)) {
            scan.propose(ProfileFields.activity, match.value)
            scan.use(match.range)
            for extra in ChoiceTables.walking.matches(in: scan, weak: false) + ChoiceTables.desk.matches(in: scan, weak: false) {
                scan.use(extra.range)
            }
            return
        }
        // A job or walking describes the day only in a line about it ("desk job", "I work ...").
        guard scan.isAsked(ProfileFields.activity) || scan.contains([["job"], ["work"], ["i", "work"], ["all", "day"], ["day"]])
        else { return }
        let job = ChoiceTables.desk.first(in: scan, weak: false)
        let walks = ChoiceTables.walking.first(in: scan, weak: false)
        guard job != nil || walks != nil else { return }
        let level = min(4, (job?.value ?? 0) + (walks?.value ?? 0))
        scan.propose(ProfileFields.activity, ActivityLevel.allCases[level])
        if let job { scan.use(job.range) }
        if let walks { scan.use(walks.range) }
    }

    /// Words that make a goal phrase the user's goal ("I want to get fit"), not a passing mention.
    static let goalCues: [[String]] = [["want"], ["wanna"], ["goal"], ["trying"], ["aim"], ["aiming"], ["looking", "to"],
                                       ["hoping"], ["hope"], ["need", "to"], ["like", "to"], ["plan"], ["focus"], ["priority"],
                                       ["training", "for"], ["here", "to"], ["main", "thing"], ["working", "on"], ["id", "love", "to"],
                                       ["id", "like"], ["would", "like"], ["wish"], ["trying", "to"], ["time", "to"], ["gotta"],
                                       ["have", "to"]]

    static func readGoal(_ scan: inout ProfileScan) {
        let body = scan.has(ProfileFields.weight) || scan.has(ProfileFields.height) || scan.has(ProfileFields.age)
        guard scan.isAsked(ProfileFields.goal) || body || scan.contains(goalCues) || scan.has(ProfileFields.goal) else { return }
        let matches = ChoiceTables.goal.matches(in: scan, weak: scan.isAsked(ProfileFields.goal))
        guard let match = matches.first(where: { !$0.negated && scan.word($0.range.upperBound) != "steps" }) else { return }
        scan.propose(ProfileFields.goal, match.value)
        for other in matches where other.value == match.value { scan.use(other.range) }
    }

    /// Named levels, or how long they have trained: "2 years of lifting", "lifting for 6 months".
    static func readExperience(_ scan: inout ProfileScan) {
        let asked = scan.isAsked(ProfileFields.experience)
        if let match = ChoiceTables.experience.first(in: scan, weak: asked) {
            scan.propose(ProfileFields.experience, match.value)
            scan.use(match.range)
            return
        }
        let after: [[String]] = [["of", "lifting"], ["of", "training"], ["of", "experience"], ["in", "the", "gym"],
                                 ["at", "the", "gym"], ["lifting"], ["training"], ["of", "working", "out"], ["experience"]]
        let before: [[String]] = [["lifting", "for"], ["training", "for"], ["working", "out", "for"], ["gym", "for"],
                                  ["lifted", "for"], ["trained", "for"], ["been", "lifting"], ["been", "training"]]
        for index in 0..<scan.count where !scan.isUsed(index) {
            guard let (number, length) = SpokenNumbers.value(in: scan.words, at: index, articles: true) else { continue }
            let unit = scan.word(index + length)
            let months: Double
            switch unit {
            case "year", "years", "yrs", "yr": months = number * 12
            case "month", "months": months = number
            default: continue
            }
            let end = index + length + 1
            let context = after.first { scan.matches($0, at: end) }
            guard asked || context != nil || scan.preceded(by: before, at: index, window: 3) else { continue }
            scan.propose(ProfileFields.experience, months < 12 ? .beginner : months < 48 ? .intermediate : .advanced)
            scan.use(index..<(end + (context?.count ?? 0)))
            return
        }
    }

    /// Words that make equipment the user's ("I have dumbbells"), not a passing mention ("my bench has plateaued").
    static let equipmentCues: [[String]] = [["have"], ["ive", "got"], ["got"], ["own"], ["access"], ["membership"], ["home"],
                                            ["equipment"], ["train", "at"], ["train", "in"], ["go", "to"], ["use"], ["only"],
                                            ["no", "gym"], ["member"]]

    /// Everything named, less what is negated ("no barbell"); "no gym" alone is no equipment.
    static func readEquipment(_ scan: inout ProfileScan) {
        let asked = scan.isAsked(ProfileFields.equipment)
        guard asked || scan.contains(equipmentCues) else { return }
        let matches = ChoiceTables.equipment.matches(in: scan, weak: asked)
        guard !matches.isEmpty else { return }
        let kept = matches.filter { !$0.negated }.compactMap(\.value)
        let refused = matches.filter(\.negated).compactMap(\.value)
        for match in matches { scan.use(match.range) }
        let named = ChoiceSet(kept).members
        if !named.isEmpty {
            scan.propose(ProfileFields.equipment, ChoiceSet(named.count > 1 ? named.filter { $0 != .none } : named))
        } else if refused.contains(.fullGym) {
            scan.propose(ProfileFields.equipment, ChoiceSet([Equipment.none]))
        }
    }

    /// A way of eating; "not vegan any more" takes one back.
    static func readDiet(_ scan: inout ProfileScan) {
        let matches = ChoiceTables.diet.matches(in: scan, weak: scan.isAsked(ProfileFields.diet))
        let formerly: [[String]] = [["used", "to", "be"], ["was"], ["stopped", "being"], ["quit", "being"]]
        let lapsed = scan.contains([["any", "more"], ["anymore"], ["no", "longer"]])
        var dropped: [DietPattern] = []
        for match in matches {
            scan.use(match.range)
            let past = scan.preceded(by: formerly, at: match.range.lowerBound, window: 3)
            if match.negated || past {
                dropped.append(match.value)
            } else if !scan.has(ProfileFields.diet) {
                scan.propose(ProfileFields.diet, match.value)
            }
        }
        if !scan.has(ProfileFields.diet), let current = scan.profile[ProfileFields.diet],
           dropped.contains(current) || (lapsed && !dropped.isEmpty) {
            scan.cleared.insert(ProfileFields.diet.key)
        }
    }

    static func readStyle(_ scan: inout ProfileScan) {
        let asked = scan.isAsked(ProfileFields.coachingStyle)
        for match in ChoiceTables.style.matches(in: scan, weak: true) where !match.negated {
            let strong = ChoiceTables.style.matches(in: scan, weak: false).contains { $0.range == match.range }
            guard strong || asked || scan.preceded(by: ChoiceTables.styleCues, at: match.range.lowerBound, window: 4) else { continue }
            scan.propose(ProfileFields.coachingStyle, match.value)
            scan.use(match.range)
            return
        }
    }
}
