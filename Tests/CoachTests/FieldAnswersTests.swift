@testable import Coach
@testable import CoachDomain
import LLM
import Testing

/// A field the table does not have, declared here as a row would be: the parser reads answers to
/// it with the row's words alone, with no reader written for it; and the table's flags say which
/// fields are lists and which feed the targets.
@Suite("Field rows read without readers of their own")
struct FieldAnswersTests {
    enum Chronotype: String, ProfileChoice {
        case lark, owl, neither

        var title: String { self == .lark ? "morning person" : rawValue }
    }

    enum Sport: String, ProfileChoice {
        case running, cycling, swimming
        case weightLifting = "weight_lifting"
    }

    static let chronotype = AnyProfileField(ProfileField<Chronotype>(
        key: "chronotype", label: "Chronotype", column: "chronotype", question: "Are you a morning person or a night owl?",
        example: "night owl", schema: FieldSchema.choice(Chronotype.self, "When they have the most energy."),
        choices: Chronotype.rawValues, synonyms: ["lark": ["early bird"], "owl": ["night owl", "night person"]],
        show: { value, _ in value.title }))

    static let sports = AnyProfileField(ProfileField<ChoiceSet<Sport>>(
        key: "sports", label: "Sports", column: "sports", question: "Which sports do you do?", example: "running and swimming",
        schema: FieldSchema.choices(Sport.self, "The sports they do."), choices: Sport.rawValues,
        synonyms: ["running": ["jogging"], "weight_lifting": ["lifting", "weights"]], isList: true,
        check: { value, _ in value.members.isEmpty ? "sports needs at least one sport" : nil }, show: { value, _ in value.title }))

    static let leanMass = AnyProfileField(ProfileField<Mass>(
        key: "lean_mass", label: "Lean mass", unit: "kg", column: "leanMassKg", question: "What is your lean mass?",
        example: "62 kg", schema: FieldSchema.number("Lean body mass in kg."),
        check: { value, context in FieldBounds.mass("lean mass", value, 20...200, context) },
        show: { value, context in value.text(in: context.units) }))

    static let context = ProfileContext(year: 2026)

    func read(_ field: AnyProfileField, _ text: String) -> Result<JSONValue, ProfileProblem> {
        field.validate(.string(text), in: Self.context, language: Fixtures.resources.language)
    }

    @Test("a choice is read by its raw value, its title or a synonym the row declares")
    func choice() {
        #expect(read(Self.chronotype, "definitely a night owl") == .success("owl"))
        #expect(read(Self.chronotype, "I'm an early bird") == .success("lark"))
        #expect(read(Self.chronotype, "morning person, always") == .success("lark"))
        #expect(read(Self.chronotype, "Owl") == .success("owl"))
        #expect(read(Self.chronotype, "neither really") == .success("neither"))
    }

    @Test("a negated choice, or none named, is refused naming the allowed values")
    func refused() {
        #expect(read(Self.chronotype, "not a night owl") == .failure(ProfileProblem(
            key: "chronotype", message: "chronotype must be one of lark, owl, neither — not \"not a night owl\"")))
        #expect(read(Self.chronotype, "purple") == .failure(ProfileProblem(
            key: "chronotype", message: "chronotype must be one of lark, owl, neither — not \"purple\"")))
    }

    @Test("a list row takes every choice named, in declaration order, less the negated ones")
    func list() {
        #expect(read(Self.sports, "jogging, swimming and some lifting") == .success(["running", "swimming", "weight_lifting"]))
        #expect(read(Self.sports, "cycling but no running") == .success(["cycling"]))
    }

    @Test("a row with a unit takes a bare number in that unit, checked by the row's bounds")
    func number() {
        #expect(read(Self.leanMass, "about 62") == .success(62))
        #expect(read(Self.leanMass, "sixty-five") == .success(65))
        guard case .failure(let problem) = read(Self.leanMass, "900") else {
            Issue.record("900 kg of lean mass was kept")
            return
        }
        #expect(problem.message == "lean mass 900 kg is outside 20–200 kg")
    }

    @Test("the row's words: the raw value, the title, then the synonyms")
    func words() {
        let words = Dictionary(uniqueKeysWithValues: Self.chronotype.choiceWords.map { ($0.raw, $0.words) })
        #expect(words == ["lark": ["lark", "morning person", "early bird"], "owl": ["owl", "night owl", "night person"],
                          "neither": ["neither"]])
        #expect(ProfileFields.coachingStyle.choiceWords.map(\.words) == [["supportive"], ["tough love"], ["analytical"], ["buddy"]])
    }

    @Test("the table's flags: which values span commas, which fields the targets are worked out from")
    func flags() {
        #expect(ProfileFields.all.filter(\.isList).map(\.key) == ["training_days", "training_time", "equipment", "avoid",
                                                                   "restrictions", "motivation"])
        #expect(ProfileFields.all.filter(\.feedsTargets).map(\.key) == ["goal", "weight", "height", "age", "sex", "activity",
                                                                        "weekly_rate", "training_days"])
    }
}
