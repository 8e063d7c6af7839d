import CoachDomain

/// Bare answers to the question just asked: "80" to "What do you weigh?", "6" to "How old are
/// you?" (refused as out of bounds), "three" to "Which days can you train?", "kiwi" to
/// "Any allergies?". Only the asked field takes them; the phrase readers have run first.
enum BareAnswers {
    static func read(_ scan: inout ProfileScan) {
        guard let asked = scan.asked, scan.candidates[asked] == nil else { return }
        switch asked {
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

    /// The first unused number, where it is and how many words it takes.
    static func firstNumber(_ scan: ProfileScan) -> (Double, Int, Int)? {
        for index in 0..<scan.count where !scan.isUsed(index) {
            if let (number, length) = SpokenNumbers.value(in: scan.words, at: index) { return (number, index, length) }
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
            if let (more, moreLength) = SpokenNumbers.value(in: scan.words, at: end), more < 12 {
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

    /// Foods the list does not know, named on their own: "kiwi", "kiwi and mango".
    static func readFoods(_ scan: inout ProfileScan) {
        let words = (0..<scan.count).filter { !scan.isUsed($0) }.map { scan.word($0) }
        guard !words.isEmpty, words.count <= 6 else { return }
        let items = words.split { [",", "and", "or", "no", "."].contains($0) }
            .map { $0.filter { !ScanStopWords.words.contains($0) && !ProfileScan.filler.contains($0) } }
            .filter { !$0.isEmpty && $0.count <= 3 && $0.allSatisfy { $0.allSatisfy(\.isLetter) } }
            .map { $0.joined(separator: " ") }
        guard !items.isEmpty else { return }
        scan.propose(ProfileFields.restrictions, FoodRestrictions(items))
        scan.use(0..<scan.count)
    }
}
