@testable import Coach
@testable import CoachDomain
import CoachLanguage
import Testing

/// The lint of the profile's part of the lexicon: every value a line gives is one its reader
/// knows (a field's raw value, a field's key, a control word, a number where one is read), so a
/// typo in a lexicon line fails here, not silently in a conversation.
@Suite("Profile lexicon")
struct ProfileLexiconTests {
    var lexicon: Lexicon { Fixtures.resources.language.lexicon }

    @Test("every choice a line names is a raw value of its field")
    func choices() {
        for field in ProfileFields.all where !field.choices.isEmpty {
            for value in lexicon.values(of: field.key) where value != "ignore" {
                #expect(field.choices.contains(value), "\(field.key)=\(value)")
            }
        }
        #expect(lexicon.values(of: ProfileFields.goal.key).count == FitnessGoal.allCases.count)
        #expect(Set(lexicon.values(of: ProfileFields.sex.key)) == Set(Sex.rawValues))
        #expect(Set(lexicon.values(of: ProfileFields.activity.key)) == Set(ActivityLevel.rawValues))
    }

    @Test("every field has a name in the lexicon, and every name is a field's key")
    func fieldNames() {
        let named = Set(lexicon.values(of: "field"))
        #expect(named == Set(ProfileFields.all.map(\.key)))
        #expect(ProfileFields.field(named: "injuries", language: Fixtures.resources.language)?.key == "avoid")
        #expect(ProfileFields.field(named: "goal_weight", language: Fixtures.resources.language)?.key == "target_weight")
        #expect(ProfileFields.field(named: "body-weight", language: Fixtures.resources.language)?.key == "weight")
        #expect(ProfileFields.field(named: "coaching_style", language: Fixtures.resources.language)?.key == "coaching_style")
        #expect(ProfileFields.field(named: "shoe size", language: Fixtures.resources.language) == nil)
    }

    @Test("the words around values give values their readers know")
    func slots() {
        for value in lexicon.values(of: "weight_role") { #expect(BodyPhrases.Role(rawValue: value) != nil, "weight_role=\(value)") }
        for value in lexicon.values(of: "control") { #expect(OnboardingControl(rawValue: value) != nil, "control=\(value)") }
        #expect(Set(lexicon.values(of: "control")) == Set(OnboardingControl.allCases.map(\.rawValue)))
        for slot in ["job", "walking", "schedule_day"] {
            for value in lexicon.values(of: slot) { #expect(Int(value) != nil, "\(slot)=\(value)") }
        }
        for value in lexicon.values(of: "training_time") { #expect(CoachDomain.TimeOfDay(rawValue: value) != nil, "\(value)") }
        for value in lexicon.values(of: "day_group") { #expect(!SchedulePhrases.groupDays(value).isEmpty, "\(value)") }
        #expect(SchedulePhrases.groupDays("weekend") == [.sat, .sun])
        for entry in lexicon.entries(slot: "macro") { #expect(GoalPhrases.kind(Span(range: 0..<1, entry: entry)) != nil, "\(entry.key)") }
        for value in lexicon.values(of: "restrictions") { #expect(!value.contains(" ") && value == value.lowercased(), "\(value)") }
    }

    @Test("a word drawn out is read as the filler it draws out")
    func drawnOut() {
        #expect(FillerWords.contracted("hmmmmm") == "hmm")
        #expect(FillerWords.contracted("lolololol") == "lol")
        #expect(FillerWords.contracted("hahahaha") == "haha")
        #expect(FillerWords.contracted("ummmm") == "umm")
        #expect(FillerWords.contracted("anna") == "anna")
        #expect(FillerWords.contracted("nana") == "nana")
        #expect(FillerWords.contracted("sam") == "sam")
    }

    @Test("onboarding's control words are whole lines")
    func controls() {
        let language = Fixtures.resources.language
        #expect(OnboardingControl.read(language.read("Skip!")) == .skip)
        #expect(OnboardingControl.read(language.read("go back")) == .back)
        #expect(OnboardingControl.read(language.read("maybe later")) == .later)
        #expect(OnboardingControl.read(language.read("start over")) == .restart)
        #expect(OnboardingControl.read(language.read("yes please")) == .yes)
        #expect(OnboardingControl.read(language.read("nope")) == .no)
        #expect(OnboardingControl.read(language.read("same as before")) == .keep)
        #expect(OnboardingControl.read(language.read("skip the gym today")) == nil)
        #expect(OnboardingControl.read(language.read("yes I am vegan")) == nil)
        #expect(OnboardingConductor.declines(language.read("no target")))
        #expect(!OnboardingConductor.declines(language.read("three days")))
    }
}
