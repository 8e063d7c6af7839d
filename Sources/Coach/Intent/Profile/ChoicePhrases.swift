import CoachDomain
import CoachLanguage

/// Reads the choice fields (sex, activity, goal, experience, equipment, diet, coaching style,
/// detail, units): the lexicon gives each phrase as `FIELD=value` (profile-choices.lexicon,
/// goals.lexicon), with `weak` answers that count only when the field was asked; this reads which
/// phrase counts in the line, and what a negation or the words around it change.
enum ChoicePhrases {
    static func read(_ scan: inout ProfileScan) {
        readExperience(&scan)
        readActivity(&scan)
        readGoal(&scan)
        readEquipment(&scan)
        readDiet(&scan)
        readStyle(&scan)
        pick(ProfileFields.detailLevel, &scan)
        pick(ProfileFields.units, &scan)
        readSex(&scan)
    }

    /// The value a span gives `field` (its slot is the field's key).
    static func value<V: ProfileChoice>(of span: Span, for field: ProfileField<V>) -> V? {
        span.value(of: field.key).flatMap(V.init(rawValue:))
    }

    /// The first phrase of `field` that is not negated becomes its value.
    static func pick<V: ProfileChoice>(_ field: ProfileField<V>, _ scan: inout ProfileScan) {
        guard !scan.has(field), let match = scan.first(field.key), let value = value(of: match, for: field) else { return }
        scan.propose(field, value)
        scan.use(match.range)
    }

    /// A sex named, not of someone else ("my wife" is not the user's).
    static func readSex(_ scan: inout ProfileScan) {
        for match in scan.matches(ProfileFields.sex.key) where !match.negated {
            guard scan.line.span(endingAt: match.range.lowerBound, "possessive") == nil,
                  let sex = value(of: match, for: ProfileFields.sex) else { continue }
            scan.propose(ProfileFields.sex, sex)
            scan.use(match.range)
            return
        }
    }

    /// An activity level named ("moderately active"), or a job and how much the user walks
    /// ("desk job, I walk a bit" is light). A report of a walk ("walked 10k steps") is no level.
    static func readActivity(_ scan: inout ProfileScan) {
        let key = ProfileFields.activity.key
        if let match = scan.matches(key).first(where: { !$0.negated && !scan.isReport(at: $0.range.lowerBound) }),
           let level = value(of: match, for: ProfileFields.activity) {
            scan.propose(ProfileFields.activity, level)
            scan.use(match.range)
            for extra in scan.matches("walking") + scan.matches("job") { scan.use(extra.range) }
            return
        }
        // A job or walking describes the day only in a line about it ("desk job", "I work ...").
        guard scan.isAsked(ProfileFields.activity) || scan.contains("day_talk") else { return }
        let job = scan.matches("job").first { !$0.negated && !scan.isReport(at: $0.range.lowerBound) }
        let walks = scan.matches("walking").first { !$0.negated && !scan.isReport(at: $0.range.lowerBound) }
        guard job != nil || walks != nil else { return }
        let base: Int = job?.value(of: "job").flatMap { Int($0) } ?? 0
        let more: Int = walks?.value(of: "walking").flatMap { Int($0) } ?? 0
        scan.propose(ProfileFields.activity, ActivityLevel.allCases[min(4, base + more)])
        if let job { scan.use(job.range) }
        if let walks { scan.use(walks.range) }
    }

    /// The main goal, where the line says it is one: as the answer, beside body facts, or after
    /// a `goal_cue` ("I want to get fit").
    static func readGoal(_ scan: inout ProfileScan) {
        let body = scan.has(ProfileFields.weight) || scan.has(ProfileFields.height) || scan.has(ProfileFields.age)
        guard scan.isAsked(ProfileFields.goal) || body || scan.contains("goal_cue") || scan.has(ProfileFields.goal) else { return }
        let matches = scan.matches(ProfileFields.goal.key)
        // "10k steps" is a walk, not a race.
        guard let match = matches.first(where: { !$0.negated && !scan.starts("unit", at: $0.range.upperBound) }),
              let goal = value(of: match, for: ProfileFields.goal) else { return }
        scan.propose(ProfileFields.goal, goal)
        for other in matches where other.value(of: ProfileFields.goal.key) == goal.rawValue { scan.use(other.range) }
    }

    /// Named levels, or how long they have trained: "2 years of lifting", "lifting for 6 months".
    static func readExperience(_ scan: inout ProfileScan) {
        let asked = scan.isAsked(ProfileFields.experience)
        if let match = scan.first(ProfileFields.experience.key), let level = value(of: match, for: ProfileFields.experience) {
            scan.propose(ProfileFields.experience, level)
            scan.use(match.range)
            return
        }
        for index in 0..<scan.count where !scan.isUsed(index) {
            guard let (number, length) = scan.number(at: index, articles: true),
                  let unit = scan.span(at: index + length, "unit"), let days = unit.value(of: "days").flatMap(Double.init),
                  days >= 30 else { continue }
            let months = number * days / 30
            let end = unit.range.upperBound
            let after = scan.span(at: end, "training_time_spent", "after")
            guard asked || after != nil || scan.preceded(by: "training_time_spent", "before", at: index, window: 3) else { continue }
            scan.propose(ProfileFields.experience, months < 12 ? .beginner : months < 48 ? .intermediate : .advanced)
            scan.use(index..<(after?.range.upperBound ?? end))
            return
        }
    }

    /// Everything named, less what is negated ("no barbell"); "no gym" alone is no equipment. Only
    /// in a line that says the user has it (`equipment_cue`) or as the answer; never in a line
    /// logging sets ("bench 60 x 8,8,7": an exercise, not equipment).
    static func readEquipment(_ scan: inout ProfileScan) {
        let asked = scan.isAsked(ProfileFields.equipment)
        guard asked || scan.contains("equipment_cue"), !scan.contains("load", "scheme"), !scan.contains("past") else { return }
        // "bench 60": a lift named with its load is an exercise (the gym "4 days a week" is not).
        let matches = scan.matches(ProfileFields.equipment.key).filter { match in
            !scan.line.covers(match.range.lowerBound, "load")
                || scan.number(at: match.range.upperBound) == nil && !scan.starts("load", at: match.range.upperBound)
        }
        guard !matches.isEmpty else { return }
        let kept = matches.filter { !$0.negated }.compactMap { value(of: $0, for: Equipment.self) }
        let refused = matches.filter(\.negated).compactMap { value(of: $0, for: Equipment.self) }
        for match in matches { scan.use(match.range) }
        let named = ChoiceSet(kept).members
        if !named.isEmpty {
            scan.propose(ProfileFields.equipment, ChoiceSet(named.count > 1 ? named.filter { $0 != .none } : named))
        } else if refused.contains(.fullGym) {
            scan.propose(ProfileFields.equipment, ChoiceSet([Equipment.none]))
        }
    }

    /// One piece of equipment a span names (`equipment=ignore`: words that only look like it).
    static func value(of span: Span, for _: Equipment.Type) -> Equipment? {
        span.value(of: ProfileFields.equipment.key).flatMap(Equipment.init(rawValue:))
    }

    /// A way of eating; "not vegan any more" takes one back.
    static func readDiet(_ scan: inout ProfileScan) {
        let lapsed = scan.contains("lapsed")
        var dropped: [DietPattern] = []
        for match in scan.matches(ProfileFields.diet.key) {
            scan.use(match.range)
            guard let diet = value(of: match, for: ProfileFields.diet) else { continue }
            if match.negated || scan.preceded(by: "diet_past", at: match.range.lowerBound, window: 3) {
                dropped.append(diet)
            } else if !scan.has(ProfileFields.diet) {
                scan.propose(ProfileFields.diet, diet)
            }
        }
        if !scan.has(ProfileFields.diet), let current = scan.profile[ProfileFields.diet],
           dropped.contains(current) || (lapsed && !dropped.isEmpty) {
            scan.cleared.insert(ProfileFields.diet.key)
        }
    }

    /// A way to be coached; a weak word ("tough", "numbers") only as the answer or after a word
    /// about coaching ("coach me like a friend", "I prefer numbers").
    static func readStyle(_ scan: inout ProfileScan) {
        let asked = scan.isAsked(ProfileFields.coachingStyle)
        for match in scan.matches(ProfileFields.coachingStyle.key) where !match.negated {
            guard match.strength > 1 || asked || scan.preceded(by: "style_cue", at: match.range.lowerBound, window: 4),
                  let style = value(of: match, for: ProfileFields.coachingStyle) else { continue }
            scan.propose(ProfileFields.coachingStyle, style)
            scan.use(match.range)
            return
        }
    }
}
