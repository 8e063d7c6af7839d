import CoachDomain
import CoachLanguage

/// Bare answers to the question just asked: "80" to "What do you weigh?", "6" to "How old are
/// you?" (refused as out of bounds), "three" to "Which days can you train?", "kiwi" to "Any
/// allergies?". Only the field asked takes them (or, in a correction, the field given last); the
/// phrase readers have run first.
enum BareAnswers {
    static func read(_ scan: inout ProfileScan) {
        guard let asked = scan.asked, scan.candidates[asked] == nil, !logsSets(scan) else { return }
        read(&scan, as: asked)
    }

    /// Whether the line logs sets ("bench 60 x 8,8,7", "3 sets of 10"): sets and reps between
    /// numbers are a workout, never a bare answer.
    static func logsSets(_ scan: ProfileScan) -> Bool {
        scan.contains("load", "scheme") && scan.line.tokens.filter { $0.kind == .number }.count >= 2
    }

    /// `key`'s value from the line's first unused number (or, for the foods avoided, its words).
    static func read(_ scan: inout ProfileScan, as key: String) {
        switch key {
        case ProfileFields.weight.key: readMass(&scan, ProfileFields.weight)
        case ProfileFields.targetWeight.key: readMass(&scan, ProfileFields.targetWeight)
        case ProfileFields.height.key: readHeight(&scan)
        case ProfileFields.age.key: readAge(&scan)
        case ProfileFields.weeklyRate.key:
            guard let (number, index, length) = firstNumber(scan) else { return }
            let kilograms = scan.context.units == .imperial ? number / Mass.poundsPerKilogram : number
            scan.propose(ProfileFields.weeklyRate, WeeklyRate(kilogramsPerWeek: kilograms))
            scan.use(index..<(index + length))
        case ProfileFields.trainingDays.key:
            guard let (number, index, length) = firstNumber(scan), number == number.rounded(), number < 100 else { return }
            scan.propose(ProfileFields.trainingDays, TrainingDays(perWeek: Int(number)))
            scan.use(index..<(index + length))
        case ProfileFields.restrictions.key: readFoods(&scan)
        default: break
        }
    }

    /// The first unused number, where it is and how many tokens it takes.
    static func firstNumber(_ scan: ProfileScan) -> (Double, Int, Int)? {
        for index in 0..<scan.count where !scan.isUsed(index) {
            if let (number, length) = scan.number(at: index) { return (number, index, length) }
        }
        return nil
    }

    /// A number in the user's units (kg unless they use imperial).
    static func readMass(_ scan: inout ProfileScan, _ field: ProfileField<Mass>) {
        guard let (number, index, length) = firstNumber(scan) else { return }
        let mass = scan.context.units == .imperial ? Mass.pounds(number) : Mass(kilograms: number)
        scan.propose(field, mass)
        scan.use(index..<(index + length))
    }

    /// 100–250: cm; 1–2.6: metres; 4–7: feet (with inches after: "5 10").
    static func readHeight(_ scan: inout ProfileScan) {
        guard let (number, index, length) = firstNumber(scan) else { return }
        var end = index + length
        let height: Length
        switch number {
        case 1...2.6: height = Length(centimetres: number * 100)
        case 4...7.99:
            var inches = 0.0
            if let (more, moreLength) = scan.number(at: end), more < 12 {
                inches = more
                end += moreLength
            }
            height = Length.feet(number.rounded(.down), inches: inches + (number - number.rounded(.down)) * 12)
        default:
            height = scan.context.units == .imperial && number < 100 ? Length(centimetres: number * Length.centimetresPerInch)
                : Length(centimetres: number)
        }
        scan.propose(ProfileFields.height, height)
        scan.use(index..<end)
    }

    /// An age, or a year of birth.
    static func readAge(_ scan: inout ProfileScan) {
        guard let (number, index, length) = firstNumber(scan), number == number.rounded(), number < 10_000 else { return }
        let value = Int(number)
        let year = value > 1_000 ? BirthYear(year: value) : BirthYear(age: value, in: scan.context.year)
        scan.propose(ProfileFields.age, year)
        scan.use(index..<(index + length))
    }

    /// Foods the list does not know, named on their own: "kiwi", "kiwi and mango". Filler
    /// ("maybe", "dunno") is no food.
    static func readFoods(_ scan: inout ProfileScan) {
        let unused = (0..<scan.count).filter { !scan.isUsed($0) }
        guard !unused.isEmpty, unused.count <= 6 else { return }
        // Items are cut at commas, "and", "or" and negations; words of no content are left out.
        var items: [[Int]] = [[]]
        for index in unused {
            if scan.line.isClauseBoundary(index) || scan.starts("conjunction", at: index) || scan.starts("range", at: index)
                || scan.starts("negation", at: index) {
                items.append([])
            } else if !scan.starts("stop", at: index), !scan.starts("minor", at: index), !NamePhrases.isFiller(scan, at: index) {
                items[items.count - 1].append(index)
            }
        }
        let foods = items.filter { item in
            !item.isEmpty && item.count <= 3 && item.allSatisfy { scan.line.tokens[$0].kind == .word }
        }.map { item in item.map { scan.word($0) }.joined(separator: " ") }
        guard !foods.isEmpty else { return }
        scan.propose(ProfileFields.restrictions, FoodRestrictions(foods))
        scan.use(0..<scan.count)
    }
}
