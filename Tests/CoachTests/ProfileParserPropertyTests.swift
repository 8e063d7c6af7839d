@testable import Coach
@testable import CoachDomain
import Foundation
import LLM
import Testing
import TestThreads

/// SplitMix64: a seeded generator, so every run draws the same "random" inputs.
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// Properties of the profile parser over random inputs: facts written in random order, units
/// and wordings read back as the values they state; any line at all reads without a crash,
/// the same way twice, and never yields a value outside its field's bounds.
@Suite("Profile parser properties", .ownThread)
struct ProfileParserPropertyTests {
    static let activities: [(String, String)] = [("sedentary", "sedentary"), ("lightly active", "light"),
                                                 ("moderately active", "moderate"), ("very active", "very"),
                                                 ("on my feet all day", "moderate"), ("desk job, I walk a bit", "light")]
    static let goals: [(String, String)] = [("want to lose fat", "lose_fat"), ("want to build muscle", "gain_muscle"),
                                            ("want to get stronger", "get_stronger"), ("want to maintain", "maintain"),
                                            ("training for a marathon", "endurance"), ("want to get fit", "general_health")]
    static let styles: [(String, String)] = [("coach me with tough love", "tough_love"), ("be supportive", "supportive"),
                                             ("numbers first please", "analytical"), ("talk to me like a buddy", "buddy")]
    static let diets: [(String, String)] = [("vegetarian", "vegetarian"), ("vegan", "vegan"), ("pescatarian", "pescatarian"),
                                            ("I eat everything", "omnivore")]
    static let weekdays = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"]
    static let dayNames = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]

    @Test("facts in any order, in any units, read back as stated")
    func roundTrip() {
        var random = SeededGenerator(state: 20_260_707)
        for _ in 0..<400 {
            var clauses: [String] = []
            var expected: [String: JSONValue] = [:]
            var imperial = false
            // Weight: kilograms to 0.1, or whole pounds.
            if Bool.random(using: &random) {
                let kg = Double(Int.random(in: 450...1_400, using: &random)) / 10
                clauses.append("I weigh \(kg) kg")
                expected["weight"] = .number(kg)
            } else {
                let pounds = Int.random(in: 100...300, using: &random)
                clauses.append("I weigh \(pounds) lbs")
                expected["weight"] = .number((Double(pounds) * 0.45359237 * 10).rounded() / 10)
                imperial = true
            }
            // Height: whole centimetres, or feet and inches in one of three spellings.
            if Bool.random(using: &random) {
                let cm = Int.random(in: 150...205, using: &random)
                clauses.append("I'm \(cm) cm")
                expected["height"] = .number(Double(cm))
            } else {
                let feet = Int.random(in: 5...6, using: &random)
                let inches = Int.random(in: 0...11, using: &random)
                clauses.append(["I'm \(feet)'\(inches)\"", "I'm \(feet) ft \(inches)", "I'm \(feet) foot \(inches) tall"]
                    .randomElement(using: &random) ?? "")
                expected["height"] = .number((Double(feet * 12 + inches) * 2.54 * 10).rounded() / 10)
                imperial = true
            }
            // Age, or year of birth.
            let age = Int.random(in: 18...80, using: &random)
            clauses.append(Bool.random(using: &random) ? "\(age) years old" : "born in \(2026 - age)")
            expected["age"] = .number(Double(2026 - age))
            let sex = Bool.random(using: &random) ? "male" : "female"
            clauses.append(sex)
            expected["sex"] = .string(sex)
            for (table, key) in [(Self.activities, "activity"), (Self.goals, "goal"), (Self.styles, "coaching_style"),
                                 (Self.diets, "diet")] where Bool.random(using: &random) {
                let (words, value) = table.randomElement(using: &random) ?? table[0]
                clauses.append(words)
                expected[key] = .string(value)
            }
            if Bool.random(using: &random) {
                let picked = Self.weekdays.indices.filter { _ in Bool.random(using: &random) }
                if !picked.isEmpty {
                    let names = picked.map { Self.dayNames[$0] }
                    clauses.append("I train " + (names.count == 1 ? names[0] : names.dropLast().joined(separator: ", ") + " and " + (names.last ?? "")))
                    expected["training_days"] = ["per_week": .number(Double(picked.count)), "days": .array(picked.map { .string(Self.weekdays[$0]) })]
                }
            }
            if imperial { expected["units"] = "imperial" }
            clauses.shuffle(using: &random)
            let line = clauses.joined(separator: ", ")
            let changes = ProfileParser.read(line, context: ProfileContext(year: 2026), language: Fixtures.resources.language)
            #expect(changes.values == expected, "\(line)")
            #expect(changes.refused.isEmpty, "\(line)")
        }
    }

    @Test("an amount to lose or gain is the goal and a target from the current weight, never a body weight")
    func amounts() {
        var random = SeededGenerator(state: 19)
        let losses = ["lose", "drop", "shed", "I want to lose", "I'd like to drop", "trying to lose"]
        let gains = ["gain", "put on", "I want to gain"]
        for _ in 0..<300 {
            let current = Double(Int.random(in: 600...1_200, using: &random)) / 10
            let losing = Bool.random(using: &random)
            let amount = Int.random(in: 1...20, using: &random)
            let pounds = Bool.random(using: &random)
            let lead = (losing ? losses : gains).randomElement(using: &random) ?? "lose"
            let line = "\(lead) \(amount) \(pounds ? "lb" : "kg")"
            let profile = Profile.with {
                $0[ProfileFields.weight] = Mass(kilograms: current)
                $0[ProfileFields.units] = .metric
            }
            let changes = ProfileParser.read(line, profile: profile, context: profile.context(year: 2026),
                                             language: Fixtures.resources.language)
            let change = (pounds ? Double(amount) * 0.45359237 : Double(amount)) * (losing ? -1 : 1)
            #expect(changes.values["weight"] == nil, "\(line)")
            #expect(changes.values["goal"] == .string(losing ? "lose_fat" : "gain_muscle"), "\(line)")
            #expect(changes.values["target_weight"] == .number(((current + change) * 10).rounded() / 10), "\(line)")
        }
    }

    @Test("filler alone is never a name, a motivation or a food")
    func filler() {
        var random = SeededGenerator(state: 7)
        let words = ["yes", "ok", "sure", "dunno", "maybe", "idk", "not sure", "hmm", "hmmmm", "lol", "yeah", "okay", "um",
                     "no idea", "whatever", "nope"]
        for _ in 0..<300 {
            let count = Int.random(in: 1...3, using: &random)
            let line = (0..<count).map { _ in words.randomElement(using: &random) ?? "ok" }
                .joined(separator: Bool.random(using: &random) ? " " : ", ")
            for asked in ["name", "motivation", "restrictions"] {
                let changes = ProfileParser.read(line, asked: asked, context: ProfileContext(year: 2026),
                                                 language: Fixtures.resources.language)
                #expect(changes.values[asked] == nil || changes.values[asked] == .array([]), "\(line) (asked \(asked))")
            }
        }
    }

    static let vocabulary = ["I", "I'm", "weigh", "kg", "lb", "st", "cm", "ft", "'", "\"", "years", "old", "born", "male",
                             "not", "no", "vegan", "any", "more", "lose", "gain", "a", "week", "want", "to", "mon", "-",
                             "fri", "every", "day", "except", "actually", ",", "and", "3x5", "@", "twice", "desk", "job",
                             "tough", "love", "my", "name", "is", "Sam", "allergic", "nuts", "gym", "0", "-5", "1e308",
                             "999999999999", "½", "×", "🏋️", "\u{0}", "...", "?", "five", "foot", "ten", "thirty-two"]

    @Test("any line reads without a crash, the same way twice, and never past a field's bounds")
    func anyLine() {
        var random = SeededGenerator(state: 42)
        let context = ProfileContext(year: 2026)
        for _ in 0..<1_500 {
            let count = Int.random(in: 0...14, using: &random)
            var words: [String] = []
            for _ in 0..<count {
                if Int.random(in: 0..<4, using: &random) == 0 {
                    words.append(String(Int.random(in: -10...3_000, using: &random)))
                } else {
                    words.append(Self.vocabulary.randomElement(using: &random) ?? "")
                }
            }
            let line = words.joined(separator: Bool.random(using: &random) ? " " : "")
            let asked = Bool.random(using: &random) ? ProfileFields.all.randomElement(using: &random)?.key : nil
            let first = ProfileParser.read(line, asked: asked, context: context, language: Fixtures.resources.language)
            #expect(ProfileParser.read(line, asked: asked, context: context, language: Fixtures.resources.language) == first, "\(line)")
            for (key, value) in first.values {
                guard let field = ProfileFields.field(key: key) else { Issue.record("unknown key \(key)"); continue }
                if case .failure(let problem) = field.validate(value, in: context, language: Fixtures.resources.language) {
                    Issue.record("\(line): \(key) \(value.jsonString) passed although \(problem.message)")
                }
            }
        }
    }
}
