import CoachDomain
import CoachLanguage

/// Weights, heights, ages and weekly rates in the user's words: "82 kg" or "12 st 13"; "5'10\"" or
/// "five foot ten"; "34 years old" or "born in 1991"; "0.5 kg a week". The
/// amounts are the grammar's; the words around them (profile-body.lexicon) say what a weight is:
/// the current one, a wish ("I want to weigh 75 kg"), an amount to lose or gain ("drop 20
/// pounds": the goal, and a target weight from the current one) or a rate ("0.5 kg a week"). A
/// current weight is never taken for a goal, nor an amount to lose for a body weight.
enum BodyPhrases {
    /// What a weight means, from the nearest `weight_role` words before it.
    enum Role: String { case current, target, loss, gain }

    /// Reads heights and ages first: a bare weight counts as current when other body facts are there.
    static func read(_ scan: inout ProfileScan) {
        readHeights(&scan)
        readAges(&scan)
        readMasses(&scan)
    }

    // MARK: weights

    struct Found {
        let kilograms: Double
        let end: Int
        let system: UnitSystem
        let hasUnit: Bool
        /// "a stone", "half a kilo": an amount only with a rate or a change.
        let article: Bool
    }

    static func readMasses(_ scan: inout ProfileScan) {
        let loads = loadsInClause(scan)
        var weightSystem: UnitSystem?
        var index = 0
        while index < scan.count {
            guard !scan.isUsed(index), let mass = mass(in: scan, at: index) else {
                index += 1
                continue
            }
            defer { index = mass.end }
            if loads[index] || scan.starts("load", at: mass.end) { continue }
            let rate = scan.span(at: mass.end, "rate", "week")
            let cue = cue(in: scan, before: index)
            let role = cue?.role
            if mass.article, rate == nil, role != .loss, role != .gain { continue }
            var end = mass.end
            if let rate {
                end = rate.range.upperBound
                scan.propose(ProfileFields.weeklyRate, WeeklyRate(kilogramsPerWeek: mass.kilograms))
                if role == .loss { scan.propose(ProfileFields.goal, .loseFat) }
                if role == .gain { scan.propose(ProfileFields.goal, .gainMuscle) }
            } else {
                switch role ?? impliedRole(scan, of: mass, at: index) {
                case .target?: scan.propose(ProfileFields.targetWeight, Mass(kilograms: mass.kilograms))
                case .loss?: change(&scan, by: -mass.kilograms)
                case .gain?: change(&scan, by: mass.kilograms)
                case .current?: scan.propose(ProfileFields.weight, Mass(kilograms: mass.kilograms))
                case nil:
                    if scan.isAsked(ProfileFields.weeklyRate) {
                        // "0.5 lb" for the weekly rate (`:profile set weekly_rate 0.5 lb`): a rate, not a body weight.
                        scan.propose(ProfileFields.weeklyRate, WeeklyRate(kilogramsPerWeek: mass.kilograms))
                    } else {
                        continue
                    }
                }
            }
            if mass.hasUnit { scan.saw(mass.system) }
            if scan.candidates[ProfileFields.weight.key] == Mass(kilograms: mass.kilograms).json { weightSystem = mass.system }
            scan.use((cue?.start ?? index)..<end)
        }
        readBareTarget(&scan, weightSystem: weightSystem)
    }

    /// What a weight with no words of its own before it is: the target when that was asked; an
    /// amount to lose or gain after such a wish earlier in the line when it cannot be a body
    /// weight ("drop the baby weight, maybe 20 pounds"); else, in answer to any question, in a
    /// correction, or beside other body facts, the current weight.
    static func impliedRole(_ scan: ProfileScan, of mass: Found, at index: Int) -> Role? {
        if scan.isAsked(ProfileFields.targetWeight) { return .target }
        if scan.isAsked(ProfileFields.weeklyRate) { return nil }
        if let wish = (0..<index).reversed().lazy.compactMap({ scan.span(at: $0, "weight_role") })
            .first(where: { $0.gives("weight_role", Role.loss.rawValue) || $0.gives("weight_role", Role.gain.rawValue) }),
            isAmount(scan, mass, at: index) {
            return wish.value(of: "weight_role").flatMap(Role.init(rawValue:))
        }
        if scan.asked != nil || scan.isCorrection || scan.has(ProfileFields.height) || scan.has(ProfileFields.age) { return .current }
        return nil
    }

    /// Whether `mass` reads as an amount rather than a body: hedged ("maybe 20 pounds"), below any
    /// body weight the table allows, or under half the weight the user has.
    static func isAmount(_ scan: ProfileScan, _ mass: Found, at index: Int) -> Bool {
        if scan.preceded(by: "hedge", at: index, window: 3) { return true }
        if ProfileFields.weight.problem(with: Mass(kilograms: mass.kilograms), in: scan.context) != nil { return true }
        let current = scan.candidates[ProfileFields.weight.key].flatMap(Mass.init(json:)) ?? scan.profile[ProfileFields.weight]
        return current.map { mass.kilograms < $0.kilograms / 2 } ?? false
    }

    /// "lose 5 kg": the goal, and (resolved at the end) a target from the current weight.
    static func change(_ scan: inout ProfileScan, by kilograms: Double) {
        scan.weightChange = kilograms
        scan.propose(ProfileFields.goal, kilograms < 0 ? .loseFat : .gainMuscle)
    }

    /// A bare number after a `target_lead` ("reach", "get down to" ...) in a line that gives the
    /// current weight (or from a user whose weight is known): the target weight, in the unit the
    /// weight was given in (else the user's units). Only when nothing but the line's end, a
    /// clause's or a `target_end` word ("by", "eventually") follows it.
    static func readBareTarget(_ scan: inout ProfileScan, weightSystem: UnitSystem?) {
        guard !scan.has(ProfileFields.targetWeight), scan.has(ProfileFields.weight) || scan.profile.has(ProfileFields.weight.key)
        else { return }
        for index in 0..<scan.count where !scan.isUsed(index) {
            guard let lead = scan.line.span(endingAt: index, "target_lead"), let (number, length) = scan.number(at: index),
                  number >= 20, scan.isBreak(index + length) || scan.starts("target_end", at: index + length) else { continue }
            let system = weightSystem ?? scan.context.units
            scan.propose(ProfileFields.targetWeight, system == .imperial ? Mass.pounds(number) : Mass(kilograms: number))
            scan.use(lead.range.lowerBound..<(index + length))
            return
        }
    }

    /// A mass starting at `index`: an amount of kg, lb or st (the grammar's: "12 st 13" is 181
    /// lb); or a bare number in the user's units right after "weigh"/"weight" (`weight_bare`),
    /// or after a wish to lose or gain ("shed the last 15") when nothing but a break follows it.
    static func mass(in scan: ProfileScan, at index: Int) -> Found? {
        guard let entity = scan.entity(at: index), !entity.isNegative else { return nil }
        // "drop a few pounds" is a goal in words, no amount.
        if scan.line.spans(endingAt: entity.range.upperBound).contains(where: { $0.gives(ProfileFields.goal.key)
            && $0.range.lowerBound < index }) {
            return nil
        }
        if let (mass, system) = entity.bodyMass {
            let article = scan.starts("article", at: index) || scan.starts("fraction", at: index)
            return Found(kilograms: mass.kilograms, end: entity.range.upperBound, system: system, hasUnit: true, article: article)
        }
        guard let number = entity.number, !entity.isArticle, !scan.starts("fraction", at: index) else { return nil }
        let end = entity.range.upperBound
        guard !scan.starts("age", at: end) else { return nil }
        let kilograms = scan.context.units == .imperial ? Mass.pounds(number).kilograms : number
        let found = Found(kilograms: kilograms, end: end, system: scan.context.units, hasUnit: false, article: false)
        if scan.preceded(by: "weight_bare", at: index, window: 2) { return found }
        if let cue = cue(in: scan, before: index), cue.role == .loss || cue.role == .gain,
           scan.isBreak(end) || scan.starts("target_end", at: end) {
            return found
        }
        return nil
    }

    /// The nearest `weight_role` words before `index` in its clause (the longest where several end at one token).
    static func cue(in scan: ProfileScan, before index: Int) -> (role: Role, start: Int)? {
        guard let span = scan.preceding("weight_role", at: index, window: 6),
              let role = span.value(of: "weight_role").flatMap(Role.init(rawValue:)) else { return nil }
        return (role, span.range.lowerBound)
    }

    /// For each token, whether a `load` word stands before it in its clause ("squat 3x5 100 kg":
    /// a load, not a body weight; so is "20 kg dumbbells", by the word after it). One pass.
    static func loadsInClause(_ scan: ProfileScan) -> [Bool] {
        var loads = Array(repeating: false, count: scan.count + 1)
        var seen = false
        for index in 0..<scan.count {
            if scan.clauseStart(index) == index { seen = false }
            loads[index] = seen
            if scan.line.covers(index, "load") { seen = true }
        }
        return loads
    }

    /// "Sam, 34, 5'10\", 176 lb": a bare number among other facts is the age.
    static func readListedAge(_ scan: inout ProfileScan) {
        guard !scan.has(ProfileFields.age), !scan.candidates.isEmpty else { return }
        for index in 0..<scan.count where !scan.isUsed(index) {
            guard scan.line.tokens[index].isInteger, let value = scan.digits(at: index), (13...100).contains(value),
                  scan.isBreak(index + 1) || scan.language.lexicon.word(scan.word(index + 1), means: "sex"),
                  index == 0 || scan.isBreak(index - 1) || scan.isUsed(index - 1) || scan.line.span(endingAt: index, "self") != nil
            else { continue }
            scan.propose(ProfileFields.age, BirthYear(age: Int(value), in: scan.context.year))
            scan.use(index..<(index + 1))
            return
        }
    }

    // MARK: heights

    /// Heights: "180 cm" or "1.80 m"; "5'10\"" or "five foot ten"; "70 inches": each within what a
    /// height can be ("ran 2 m" is none).
    static func readHeights(_ scan: inout ProfileScan) {
        for index in 0..<scan.count where !scan.isUsed(index) {
            guard let entity = scan.entity(at: index), !entity.isNegative, let (height, unit) = entity.bodyLength,
                  let amount = entity.amount()?.value, let first = scan.number(at: index) else { continue }
            let feet = scan.span(at: index + first.length, "unit").flatMap { $0.value(of: "unit") }.flatMap(BodyUnit.init) == .ft
            let plausible = switch unit {
            case .cm: (50...300).contains(amount)
            case .m: (1...2.6).contains(amount) && !scan.preceded(by: "distance_verb", at: index, window: 1)
            case .ft: (3...8).contains(amount)
            case .inches: feet ? (3...8).contains(first.value) : (48...96).contains(amount)
            default: false
            }
            guard plausible, scan.isUnused(entity.range) else { continue }
            var end = entity.range.upperBound
            if let tall = scan.span(at: end, "height", "tall") { end = tall.range.upperBound }
            scan.propose(ProfileFields.height, height)
            scan.saw(unit.system)
            scan.use(index..<end)
        }
    }

    // MARK: ages

    static func readAges(_ scan: inout ProfileScan) {
        for index in 0..<scan.count where !scan.isUsed(index) {
            if let born = scan.span(at: index, "age", "born") {
                for offset in 1...4 {
                    let position = born.range.upperBound + offset - 1
                    guard scan.line.tokens.indices.contains(position), scan.line.tokens[position].isInteger,
                          scan.word(position).count == 4, let year = scan.digits(at: position) else { continue }
                    scan.propose(ProfileFields.age, BirthYear(year: Int(year)))
                    scan.use(index..<(position + 1))
                    break
                }
                continue
            }
            guard let (number, length) = scan.number(at: index), number == number.rounded(), number < 1_000 else { continue }
            let end = index + length
            let age = Int(number)
            if let after = scan.span(at: end, "age", "after") {
                scan.propose(ProfileFields.age, BirthYear(age: age, in: scan.context.year))
                scan.use(index..<after.range.upperBound)
            } else if let lead = scan.preceding("age", "before", at: index, window: 2) {
                scan.propose(ProfileFields.age, BirthYear(age: age, in: scan.context.year))
                scan.use(lead.range.lowerBound..<end)
            } else if scan.preceded(by: "self", at: index, window: 2), (13...100).contains(age), !isMeasure(scan, at: end),
                      !scan.starts("conjunction", at: end) || !isMeasure(scan, at: end + 1),
                      ![ProfileFields.weight.key, ProfileFields.height.key, ProfileFields.targetWeight.key,
                        ProfileFields.trainingDays.key].contains(scan.asked ?? "") {
                scan.propose(ProfileFields.age, BirthYear(age: age, in: scan.context.year))
                scan.use(index..<end)
            }
        }
    }

    /// Whether a unit, a count of sessions, "am"/"pm" or a multiplier starts at `index` (the
    /// number before it measures something: "I'm 90 kg", "I'm 5 times a week").
    static func isMeasure(_ scan: ProfileScan, at index: Int) -> Bool {
        scan.starts("unit", at: index) || scan.starts("sessions", at: index) || scan.starts("meridiem", at: index)
            || scan.starts("multiplier", at: index)
    }
}
