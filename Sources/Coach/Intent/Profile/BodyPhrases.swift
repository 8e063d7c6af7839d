import CoachDomain

/// Weights, heights, ages and weekly rates in the user's words: "82 kg", "181 lb", "12 st 13",
/// "5'10\"", "five foot ten", "1.80 m", "34 years old", "born in 1991", "0.5 kg a week". A weight
/// is the current one unless the words around it make it a wish ("I want to weigh 75 kg"), a
/// change ("lose 5 kg") or a rate ("0.5 kg a week"): a current weight is never taken for a goal.
enum BodyPhrases {
    static let kilograms: Set<String> = ["kg", "kgs", "kilo", "kilos", "kilogram", "kilograms", "kilogramme", "kilogrammes"]
    static let pounds: Set<String> = ["lb", "lbs", "pound", "pounds"]
    static let stones: Set<String> = ["st", "stone", "stones"]
    static let feet: Set<String> = ["ft", "feet", "foot"]
    static let inches: Set<String> = ["in", "inch", "inches"]
    static let centimetres: Set<String> = ["cm", "cms", "centimetre", "centimetres", "centimeter", "centimeters"]
    static let metres: Set<String> = ["m", "metre", "metres", "meter", "meters"]
    static let perWeek: [[String]] = [["a", "week"], ["per", "week"], ["each", "week"], ["every", "week"], ["weekly"],
                                      ["a", "wk"], ["per", "wk"], ["/", "week"], ["/", "wk"], ["week"]]

    /// What a weight means, from the nearest words before it.
    enum Role { case current, target, loss, gain }

    static let cues: [(words: [String], role: Role)] = {
        let current = ["i weigh", "i currently weigh", "weigh", "weighed", "weighing", "weighed in at", "weight is", "weight",
                       "my weight", "currently", "now", "im", "i am", "bodyweight", "body weight", "right now"]
        let target = ["to weigh", "want to weigh", "goal weight", "goal weight is", "target weight", "target weight is",
                      "ideal weight", "ideal weight is", "goal", "goal is", "target", "target is", "get to", "get down to",
                      "down to", "reach", "aim for", "aiming for", "back to", "hit", "be at", "like to be", "want to be",
                      "to be", "under", "below", "get under", "weight goal is", "dream weight"]
        let loss = ["lose", "losing", "drop", "shed", "cut", "take off"]
        let gain = ["gain", "gaining", "put on", "add", "bulk up"]
        return current.map { ($0, Role.current) } + target.map { ($0, .target) } + loss.map { ($0, .loss) }
            + gain.map { ($0, .gain) }
    }().map { (words: $0.0.split(separator: " ").map(String.init), role: $0.1) }

    static let workoutWords: Set<String> = ["sets", "set", "reps", "rep", "x", "@", "squat", "squats", "bench", "deadlift",
                                            "deadlifts", "press", "curl", "curls", "row", "rows", "lunges", "lifted", "lift",
                                            "pr", "pb", "max", "1rm", "dumbbell", "dumbbells", "kettlebell", "kettlebells",
                                            "plate", "plates", "barbell", "bar", "db", "kb", "bag", "backpack", "vest"]

    /// Reads heights and ages first: a bare weight counts as current when other body facts are there.
    static func read(_ scan: inout ProfileScan) {
        readHeights(&scan)
        readAges(&scan)
        readMasses(&scan)
    }

    // MARK: weights

    static func readMasses(_ scan: inout ProfileScan) {
        var weightSystem: UnitSystem?
        var index = 0
        while index < scan.count {
            guard !scan.isUsed(index), let mass = mass(in: scan, at: index) else {
                index += 1
                continue
            }
            defer { index = mass.end }
            if isWorkout(scan, from: index, to: mass.end) { continue }
            let rate = perWeek.first { scan.matches($0, at: mass.end) }
            let cue = cue(in: scan, before: index)
            let role = cue?.role
            if mass.article, rate == nil, role != .loss, role != .gain { continue }
            var end = mass.end
            if let rate {
                end += rate.count
                scan.propose(ProfileFields.weeklyRate, WeeklyRate(kilogramsPerWeek: mass.kilograms))
                if role == .loss { scan.propose(ProfileFields.goal, .loseFat) }
                if role == .gain { scan.propose(ProfileFields.goal, .gainMuscle) }
            } else {
                switch role {
                case .target: scan.propose(ProfileFields.targetWeight, Mass(kilograms: mass.kilograms))
                case .loss:
                    scan.weightChange = -mass.kilograms
                    scan.propose(ProfileFields.goal, .loseFat)
                case .gain:
                    scan.weightChange = mass.kilograms
                    scan.propose(ProfileFields.goal, .gainMuscle)
                case .current: scan.propose(ProfileFields.weight, Mass(kilograms: mass.kilograms))
                case nil:
                    // In answer to any question, a correction, or beside other body facts, a weight is the current one.
                    if scan.isAsked(ProfileFields.targetWeight) {
                        scan.propose(ProfileFields.targetWeight, Mass(kilograms: mass.kilograms))
                    } else if scan.isAsked(ProfileFields.weeklyRate) {
                        // "0.5 lb" for the weekly rate (`:profile set weekly_rate 0.5 lb`): a rate, not a body weight.
                        scan.propose(ProfileFields.weeklyRate, WeeklyRate(kilogramsPerWeek: mass.kilograms))
                    } else if scan.asked != nil || scan.isCorrection || scan.has(ProfileFields.height) || scan.has(ProfileFields.age) {
                        scan.propose(ProfileFields.weight, Mass(kilograms: mass.kilograms))
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

    /// Phrases after which a bare number is the weight to reach: "I weigh 82 and want to reach 75".
    static let bareTargetLeads: [[String]] = [["reach"], ["get", "to"], ["get", "down", "to"], ["get", "back", "to"],
                                              ["go", "down", "to"], ["come", "down", "to"], ["drop", "to"], ["down", "to"],
                                              ["back", "down", "to"], ["aim", "for"], ["aiming", "for"], ["to", "weigh"],
                                              ["be", "at"], ["end", "up", "at"], ["hit"], ["goal", "is"], ["target", "is"]]
    /// Words that may follow the number of a weight to reach (others make it steps, minutes, a pace...).
    static let bareTargetEnds: Set<String> = ["", ",", ".", ";", "!", "and", "by", "before", "in", "this", "next", "or", "ish",
                                              "eventually", "someday", "soon", "if", "but", "then"]

    /// A bare number after "reach", "get down to" ... in a line that gives the current weight (or
    /// from a user whose weight is known): the target weight, in the unit the weight was given in
    /// (else the user's units).
    static func readBareTarget(_ scan: inout ProfileScan, weightSystem: UnitSystem?) {
        guard !scan.has(ProfileFields.targetWeight), scan.has(ProfileFields.weight) || scan.profile.has(ProfileFields.weight.key)
        else { return }
        for index in 0..<scan.count where !scan.isUsed(index) {
            guard let lead = bareTargetLeads.first(where: { index >= $0.count && scan.matches($0, at: index - $0.count) }),
                  let (number, length) = SpokenNumbers.value(in: scan.words, at: index), number >= 20,
                  bareTargetEnds.contains(scan.word(index + length)) else { continue }
            let system = weightSystem ?? scan.context.units
            scan.propose(ProfileFields.targetWeight, system == .imperial ? Mass.pounds(number) : Mass(kilograms: number))
            scan.use((index - lead.count)..<(index + length))
            return
        }
    }

    struct Found {
        let kilograms: Double
        let end: Int
        let system: UnitSystem
        let hasUnit: Bool
        let article: Bool
    }

    /// A mass starting at `index`: a number and kg, lb or st (st may take pounds after it); or
    /// a bare number right after "weigh"/"weight".
    static func mass(in scan: ProfileScan, at index: Int) -> Found? {
        guard let (number, length) = SpokenNumbers.value(in: scan.words, at: index, articles: true) else { return nil }
        let article = SpokenNumbers.digitValue(scan.word(index)) == nil && ["a", "an", "half"].contains(scan.word(index))
        var end = index + length
        let unit = scan.word(end)
        if kilograms.contains(unit) { return Found(kilograms: number, end: end + 1, system: .metric, hasUnit: true, article: article) }
        if pounds.contains(unit) {
            return Found(kilograms: number / Mass.poundsPerKilogram, end: end + 1, system: .imperial, hasUnit: true, article: article)
        }
        if stones.contains(unit) {
            end += 1
            var extra = 0.0
            if let (more, moreLength) = SpokenNumbers.value(in: scan.words, at: end), more < Mass.poundsPerStone {
                extra = more
                end += moreLength
                if pounds.contains(scan.word(end)) { end += 1 }
            }
            return Found(kilograms: (number * Mass.poundsPerStone + extra) / Mass.poundsPerKilogram, end: end,
                         system: .imperial, hasUnit: true, article: article)
        }
        // "I weigh 82", "my weight is 82": the user's units.
        guard !article, scan.preceded(by: [["weigh"], ["weight", "is"], ["weight"], ["weighed"], ["weigh", "about"]],
                                      at: index, window: 2),
              !["cm", "ft", "m", "years", "yo", "%", "percent"].contains(unit) else { return nil }
        let kilograms = scan.context.units == .imperial ? number / Mass.poundsPerKilogram : number
        return Found(kilograms: kilograms, end: end, system: scan.context.units, hasUnit: false, article: false)
    }

    /// The nearest cue before `index` in its clause (the longest phrase where several end at one word).
    static func cue(in scan: ProfileScan, before index: Int) -> (role: Role, start: Int)? {
        let start = max(scan.clauseStart(index), index - 6)
        for end in stride(from: index, to: start, by: -1) {
            let found = cues.filter { end - $0.words.count >= start && scan.matches($0.words, at: end - $0.words.count) }
                .max { $0.words.count < $1.words.count }
            if let found { return (found.role, end - found.words.count) }
        }
        return nil
    }

    /// "squat 3x5 100 kg", "20 kg dumbbells": a load, not a body weight.
    static func isWorkout(_ scan: ProfileScan, from start: Int, to end: Int) -> Bool {
        if workoutWords.contains(scan.word(end)) { return true }
        let clause = scan.clauseStart(start)
        for index in clause..<start {
            let word = scan.word(index)
            if workoutWords.contains(word) { return true }
            if word.contains("x"), word.split(separator: "x").count == 2, word.split(separator: "x").allSatisfy({ Int($0) != nil }) {
                return true
            }
        }
        return false
    }

    /// "Sam, 34, 5'10\", 176 lb": a bare number among other facts is the age.
    static func readListedAge(_ scan: inout ProfileScan) {
        guard !scan.has(ProfileFields.age), !scan.candidates.isEmpty else { return }
        let separators: Set<String> = [",", ";", ".", "and", ""]
        for index in 0..<scan.count where !scan.isUsed(index) {
            guard let value = Int(scan.word(index)), (13...100).contains(value),
                  separators.contains(scan.word(index + 1)) || ChoiceTables.sex.value(exactly: [scan.word(index + 1)]) != nil,
                  separators.contains(scan.word(index - 1)) || scan.isUsed(index - 1) || ["im", "am"].contains(scan.word(index - 1))
            else { continue }
            scan.propose(ProfileFields.age, BirthYear(age: value, in: scan.context.year))
            scan.use(index..<(index + 1))
            return
        }
    }

    // MARK: heights

    static func readHeights(_ scan: inout ProfileScan) {
        var index = 0
        while index < scan.count {
            guard !scan.isUsed(index), let (number, length) = SpokenNumbers.value(in: scan.words, at: index) else {
                index += 1
                continue
            }
            var end = index + length
            let unit = scan.word(end)
            var height: Length?
            var system = UnitSystem.metric
            if feet.contains(unit), (3...8).contains(number) {
                end += 1
                var extra = 0.0
                if let (more, moreLength) = SpokenNumbers.value(in: scan.words, at: end), more < 12 {
                    extra = more
                    end += moreLength
                    if inches.contains(scan.word(end)) { end += 1 }
                }
                height = Length.feet(number, inches: extra)
                system = .imperial
            } else if centimetres.contains(unit), (50...300).contains(number) {
                end += 1
                height = Length(centimetres: number)
            } else if metres.contains(unit), (1...2.6).contains(number), !["ran", "run", "swam", "walked"].contains(scan.word(index - 1)) {
                end += 1
                height = Length(centimetres: number * 100)
            } else if inches.contains(unit), (48...96).contains(number) {
                end += 1
                height = Length(centimetres: number * Length.centimetresPerInch)
                system = .imperial
            }
            guard let height else {
                index = end
                continue
            }
            if scan.word(end) == "tall" { end += 1 }
            scan.propose(ProfileFields.height, height)
            scan.saw(system)
            scan.use(index..<end)
            index = end
        }
    }

    // MARK: ages

    static let ageAfter: [[String]] = [["years", "old"], ["year", "old"], ["yrs", "old"], ["yr", "old"], ["yo"], ["y/o"],
                                       ["years", "of", "age"], ["years", "young"]]
    static let units: Set<String> = kilograms.union(pounds).union(stones).union(feet).union(inches).union(centimetres)
        .union(metres).union(["times", "days", "x", "sessions", "workouts", "%", "percent", "k", "minutes", "hours", "am", "pm"])

    static func readAges(_ scan: inout ProfileScan) {
        for index in 0..<scan.count where !scan.isUsed(index) {
            if scan.word(index) == "born" {
                for offset in 1...4 {
                    let word = scan.word(index + offset)
                    guard let year = Int(word), word.count == 4 else { continue }
                    scan.propose(ProfileFields.age, BirthYear(year: year))
                    scan.use(index..<(index + offset + 1))
                    break
                }
                continue
            }
            guard let (number, length) = SpokenNumbers.value(in: scan.words, at: index), number == number.rounded(),
                  number < 1_000 else { continue }
            let end = index + length
            let age = Int(number)
            if let after = ageAfter.first(where: { scan.matches($0, at: end) }) {
                scan.propose(ProfileFields.age, BirthYear(age: age, in: scan.context.year))
                scan.use(index..<(end + after.count))
            } else if scan.preceded(by: [["age"], ["aged"], ["age", ":"], ["turning"], ["turned"], ["age", "is"]], at: index, window: 2) {
                scan.propose(ProfileFields.age, BirthYear(age: age, in: scan.context.year))
                scan.use(max(0, index - 1)..<end)
            } else if scan.preceded(by: [["im"], ["i", "am"]], at: index, window: 2), (13...100).contains(age),
                      !units.contains(scan.word(end)), scan.word(end) != "and" || !units.contains(scan.word(end + 1)),
                      ![ProfileFields.weight.key, ProfileFields.height.key, ProfileFields.targetWeight.key,
                        ProfileFields.trainingDays.key].contains(scan.asked ?? "") {
                scan.propose(ProfileFields.age, BirthYear(age: age, in: scan.context.year))
                scan.use(index..<end)
            }
        }
    }
}
