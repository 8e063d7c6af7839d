@testable import Coach
@testable import CoachDomain
import LLM
import Testing

/// Onboarding as a conversation, through ``CoachSession`` (as the REPL drives it) with the
/// offline coach: state kept in the store, slot filling, control words, confirmation.
@Suite("Onboarding")
struct OnboardingTests {
    let store = TestPorts()

    func session(_ interpreter: any ProfileInterpreter = OfflineProfileInterpreter(language: Fixtures.resources.language)) -> CoachSession {
        let conductor = OnboardingConductor(ports: store.ports, resources: Fixtures.resources, interpreter: interpreter,
                                            today: { Fixtures.day })
        let engine = CoachEngine(provider: OfflineCoachProvider(resources: Fixtures.resources, ports: store.ports, today: { Fixtures.day }),
                                 executor: ToolExecutor(ports: store.ports, resources: Fixtures.resources, today: { Fixtures.day }), ports: store.ports,
                                 prompts: PromptLibrary(directory: Fixtures.resources.promptsDirectory), today: { Fixtures.day },
                                 personas: Fixtures.resources.personas, onboarding: conductor)
        return CoachSession(engine: engine, conversation: ConversationManager(tokenBudget: 20_000))
    }

    /// The reply's text and the activity lines.
    func say(_ line: String, to session: CoachSession) async throws -> (text: String, activity: [String]) {
        var text = ""
        var activity: [String] = []
        for try await event in session.send(line) {
            if case .text(let piece) = event { text += piece }
            if case .toolActivity(let item) = event { activity.append((item.isError ? "✗ " : "✓ ") + item.line) }
        }
        return (text, activity)
    }

    func profile() async throws -> Profile { try await store.profiles.loadProfile() ?? Profile() }

    func question(_ field: AnyProfileField) -> String { field.question }

    @Test("a first message without a profile gets the offer; yes starts")
    func offer() async throws {
        let coach = session()
        let hello = try await say("hi", to: coach)
        #expect(hello.text.hasSuffix("Say \"yes\" (or :onboard) to start."))
        #expect(await store.onboarding.state == OnboardingState(phase: .offered))
        let yes = try await say("yes", to: coach)
        #expect(yes.text.hasSuffix(ProfileFields.name.question))
        #expect(await store.onboarding.state?.lastAsked == "name")
        let again = try await say("how much water should I drink?", to: session())
        #expect(again.text.hasSuffix("(Back to your profile: \(ProfileFields.name.question) Or say \"later\".)"))
    }

    @Test("answers in any order fill any fields; the most important open one is asked next; then a summary and a confirmation")
    func wholeOnboarding() async throws {
        let coach = session()
        #expect(try await say("set up my profile", to: coach).text.hasSuffix(ProfileFields.name.question))
        // Several facts, out of order, while the name is asked: kept, and the name asked again.
        let facts = try await say("I weigh 82 kg, 180 cm, 30 years old, male", to: coach)
        #expect(facts.activity == ["✓ Profile updated: weight 82 kg, height 180 cm, age 30 (born 1996), sex male"])
        #expect(facts.text == "Noted. " + ProfileFields.name.question)
        #expect(try await say("Sam", to: coach).text.hasSuffix(ProfileFields.goal.question))
        #expect(try await say("lose fat, desk job, I walk a bit", to: coach).text.hasSuffix(ProfileFields.targetWeight.question))
        // Not an answer to anything: asked again with an example.
        #expect(try await say("purple", to: coach).text == "I didn't catch that. \(ProfileFields.targetWeight.question) (For example: 75 kg, or 165 lb.)")
        #expect(try await say("75", to: coach).text.hasSuffix(ProfileFields.trainingDays.question))
        #expect(try await say("Mon, Wed and Fri mornings before work", to: coach).text.hasSuffix(ProfileFields.experience.question))
        #expect(try await say("2 years of lifting", to: coach).text.hasSuffix(ProfileFields.equipment.question))
        #expect(try await say("dumbbells and a bench", to: coach).text.hasSuffix(ProfileFields.diet.question))
        #expect(try await say("vegetarian, no nuts", to: coach).text.hasSuffix(ProfileFields.coachingStyle.question))
        #expect(try await say("tough love", to: coach).text.hasSuffix(ProfileFields.detailLevel.question))
        #expect(try await say("brief", to: coach).text.hasSuffix(ProfileFields.motivation.question))
        let summary = try await say("my daughter's wedding", to: coach).text
        #expect(summary.contains("- Name: Sam\n- Goal: lose fat\n- Weight: 82 kg\n- Height: 180 cm\n- Age: 30 (born 1996)"))
        #expect(summary.contains("- Training days: 3 days a week (Mon, Wed and Fri)"))
        // 820 + 1125 - 150 + 5 = 1,800; a desk job with some walking (light) and 3 training days: moderately
        // active, x 1.55 = 2,790; 0.5% of 82 = 0.41 kg a week, exact: 451; 2,790 - 451 = 2,339. Protein from
        // the goal weight, 75 kg: 2.2 x 75 = 165 g.
        #expect(summary.contains("Your daily targets: 2,339 kcal, 165 g protein"))
        #expect(summary.contains("How: BMR 1,800 kcal x 1.55 moderately active = 2,790 kcal, - 451 for 0.41 kg a week"))
        #expect(summary.hasSuffix("Is this right? Say \"yes\" to confirm, or tell me what to change (e.g. \"change my height to 180\")."))
        // An edit before confirming: the summary again, with the change.
        let edited = try await say("change my height to 182", to: coach)
        #expect(edited.activity == ["✓ Profile updated: height 182 cm"])
        #expect(edited.text.contains("- Height: 182 cm"))
        let done = try await say("yes", to: coach).text
        #expect(done.hasPrefix("All set, Sam — profile saved. I'm Rex, your coach. No excuses from here"))
        #expect(await store.onboarding.state?.phase == .done)
        let stored = try await profile()
        #expect(stored[ProfileFields.activity] == .light && stored[ProfileFields.restrictions] == FoodRestrictions(["nuts"]))
        #expect(stored[ProfileFields.trainingTime] == ChoiceSet([.morning]))
        #expect(stored[ProfileFields.motivation] == "my daughter's wedding")
    }

    @Test("skip, back, corrections and later; it resumes where it stopped in a new session")
    func steering() async throws {
        let coach = session()
        _ = try await say("set up my profile", to: coach)
        _ = try await say("Ana", to: coach)
        #expect(try await say("skip", to: coach).text == "Skipped. " + ProfileFields.weight.question)
        #expect(try await say("back", to: coach).text == ProfileFields.goal.question)
        #expect(try await say("get stronger", to: coach).text.hasSuffix(ProfileFields.weight.question))
        _ = try await say("65 kg", to: coach)
        let corrected = try await say("actually 63 kg", to: coach)
        #expect(corrected.activity == ["✓ Profile updated: weight 63 kg"])
        #expect(corrected.text == "Noted. " + ProfileFields.height.question)
        let refused = try await say("I'm 50 cm", to: coach)
        #expect(refused.activity == ["✗ not saved: height 50 cm is outside 100–250 cm"])
        #expect(refused.text == "Height 50 cm is outside 100–250 cm. \(ProfileFields.height.question) (For example: 180 cm or 5'11\".)")
        #expect(try await say("later", to: coach).text.hasPrefix("No problem — say :onboard"))
        #expect(await store.onboarding.state?.phase == .paused)

        // A new session (the program started again): "set up my profile" resumes at the height.
        let resumed = try await say("set up my profile", to: session())
        #expect(resumed.text.hasPrefix("Welcome back — let's carry on."))
        #expect(resumed.text.hasSuffix(ProfileFields.height.question))
        let stored = try await profile()
        #expect(stored.name == "Ana" && stored[ProfileFields.goal] == .getStronger && stored[ProfileFields.weight] == Mass(kilograms: 63))
        #expect(stored[ProfileFields.height] == nil)
    }

    @Test("corrections of earlier answers are neither a decline nor a miss: the open question stays open")
    func corrections() async throws {
        let coach = session()
        _ = try await say("set up my profile", to: coach)
        for answer in ["Sam", "lose fat", "82 kg", "180 cm", "34", "male", "desk job, I walk a bit", "75"] {
            _ = try await say(answer, to: coach)
        }
        #expect(try await say("four days a week", to: coach).text.hasSuffix(ProfileFields.trainingTime.question))
        // Asked the time: a "no" that corrects the days is not a "no" to the time.
        let days = try await say("no, three days not four", to: coach)
        #expect(days.activity == ["✓ Profile updated: training days 3 days a week"])
        #expect(days.text == "Noted. " + ProfileFields.trainingTime.question)
        let age = try await say("sorry, I'm 35 not 34", to: coach)
        #expect(age.activity == ["✓ Profile updated: age 35 (born 1991)"])
        #expect(age.text == "Noted. " + ProfileFields.trainingTime.question)
        let height = try await say("actually five foot eleven", to: coach)
        #expect(height.activity == ["✓ Profile updated: height 5 ft 11 in, units imperial"])
        #expect(height.text == "Noted. " + ProfileFields.trainingTime.question, "three corrections, and still the same question")
        let state = try #require(await store.onboarding.state)
        #expect(state.lastAsked == "training_time" && state.misses == 0 && state.skipped.isEmpty)
        #expect(try await say("evenings", to: coach).text.hasSuffix(ProfileFields.experience.question))
        let stored = try await profile()
        #expect(stored[ProfileFields.trainingDays] == TrainingDays(perWeek: 3))
        #expect(stored[ProfileFields.trainingTime] == ChoiceSet([.evening]))
    }

    @Test("filler is never a name: the name is asked again")
    func fillerIsNoName() async throws {
        let coach = session()
        _ = try await say("set up my profile", to: coach)
        for filler in ["hmm", "lol", "dunno", "whatever"] {
            #expect(try await say(filler, to: coach).text == "I didn't catch that. What should I call you? (For example: Sam.)")
        }
        #expect(try await profile().name == nil)
        #expect(try await say("Sam", to: coach).text.hasSuffix(ProfileFields.goal.question))
    }

    @Test("a bare correction after the question moved on is the field given last; the open question stays")
    func correctionOfTheLastAnswer() async throws {
        let coach = session()
        _ = try await say("set up my profile", to: coach)
        for answer in ["Sam", "lose fat", "150 lb"] { _ = try await say(answer, to: coach) }
        #expect(await store.onboarding.state?.lastAsked == "height")
        let corrected = try await say("actually make that 145", to: coach)
        #expect(corrected.activity == ["✓ Profile updated: weight 145 lb"])
        #expect(corrected.text == "Noted. " + ProfileFields.height.question)
        #expect(try await profile()[ProfileFields.height] == nil, "145 is no height here")
        #expect(try await say("5 ft 10", to: coach).text.hasSuffix(ProfileFields.age.question))
        let again = try await say("sorry, I meant 5'9\"", to: coach)
        #expect(again.activity == ["✓ Profile updated: height 5 ft 9 in"])
        #expect(again.text == "Noted. " + ProfileFields.age.question)
    }

    @Test("filler is never stored as free text: \"yes\" to why it matters asks again")
    func fillerIsNoMotivation() async throws {
        let coach = session()
        _ = try await say("set up my profile", to: coach)
        for answer in ["Sam", "maintain", "82 kg", "180 cm", "34", "male", "desk job", "3", "evenings", "beginner", "nothing",
                       "vegan", "none", "tough love", "brief"] {
            _ = try await say(answer, to: coach)
        }
        #expect(await store.onboarding.state?.lastAsked == "motivation")
        let yes = try await say("yes", to: coach)
        #expect(yes.activity.isEmpty)
        #expect(yes.text == "Great — " + ProfileFields.motivation.question.prefix(1).lowercased()
            + ProfileFields.motivation.question.dropFirst() + " (For example: my wedding in June.)")
        #expect(try await say("maybe", to: coach).text == "I didn't catch that. \(ProfileFields.motivation.question) (For example: my wedding in June.)")
        #expect(try await profile()[ProfileFields.motivation] == nil)
        #expect(try await say("to keep up with my kids", to: coach).text.contains("Here's your profile:"))
        #expect(try await profile()[ProfileFields.motivation] == "to keep up with my kids")
    }

    @Test("a request in between is answered as usual and stores nothing, even asked the very field it names")
    func requestIsNoAnswer() async throws {
        let coach = session()
        _ = try await say("set up my profile", to: coach)
        for answer in ["Sam", "maintain", "82 kg", "180 cm", "34", "male", "desk job", "3", "evenings", "beginner", "nothing",
                       "vegan"] {
            _ = try await say(answer, to: coach)
        }
        #expect(await store.onboarding.state?.lastAsked == "restrictions")
        let request = try await say("suggest a dinner without gluten please", to: coach)
        #expect(!request.activity.contains { $0.contains("Profile updated") })
        #expect(request.text.hasSuffix("(Back to your profile: \(ProfileFields.restrictions.question) Or say \"later\".)"))
        #expect(try await profile()[ProfileFields.restrictions] == nil)
        #expect(await store.onboarding.state?.lastAsked == "restrictions")
    }

    @Test("a question or a log in between is answered as usual, with a reminder of the question")
    func detour() async throws {
        let coach = session()
        _ = try await say("set up my profile", to: coach)
        let log = try await say("I had 2 eggs", to: coach)
        #expect(log.activity.first?.hasPrefix("✓ Logged 2 eggs") == true)
        #expect(log.text.hasSuffix("(Back to your profile: \(ProfileFields.name.question) Or say \"later\".)"))
        #expect(await store.nutrition.all.count == 1)
        #expect(await store.onboarding.state?.lastAsked == "name")
    }

    @Test(":onboard --restart goes over every field again, showing what is there")
    func restart() async throws {
        try await store.profiles.saveProfile(Profile.with { $0[ProfileFields.name] = "Sam" })
        let conductor = OnboardingConductor(ports: store.ports, resources: Fixtures.resources, today: { Fixtures.day })
        let turn = try await conductor.begin(restart: true)
        #expect(turn.text.hasSuffix("What should I call you? (Now: Sam — say \"same\" to keep it.)"))
        #expect(try await say("same", to: session()).text == "Kept. " + ProfileFields.goal.question)
    }

    /// Extraction answers scripted as a model would give them.
    func extraction(_ answers: [String]) -> (ExtractionProfileInterpreter, ScriptedTestProvider) {
        let provider = ScriptedTestProvider(answers.map { .init(events: [.text($0), .done(.stop)]) })
        return (ExtractionProfileInterpreter(provider: provider, prompts: PromptLibrary(directory: Fixtures.resources.promptsDirectory),
                                             language: Fixtures.resources.language),
                provider)
    }

    @Test("online: the extraction task reads the answers; its values are checked and a bad one refused")
    func online() async throws {
        let (interpreter, provider) = extraction([
            #"{"name": "Sam"}"#,
            #"{"goal": "lose_fat", "weight": 820}"#,
            #"```json\n{"weight": 82}\n```"#,
        ])
        let coach = session(interpreter)
        _ = try await say("set up my profile", to: coach)
        #expect(try await say("I'm Sam", to: coach).text.hasSuffix(ProfileFields.goal.question))
        let refused = try await say("lose fat, 82.0", to: coach)
        #expect(refused.activity == ["✓ Profile updated: goal lose fat", "✗ not saved: weight 820 kg is outside 30–300 kg"])
        #expect(refused.text.hasSuffix(ProfileFields.weight.question))
        #expect(try await profile()[ProfileFields.weight] == nil, "a refused value is never stored")
        #expect(try await say("82", to: coach).text.hasSuffix(ProfileFields.height.question))
        #expect(try await profile()[ProfileFields.weight] == Mass(kilograms: 82))
        let request = try #require(provider.requests.last)
        #expect(request.responseSchema == ExtractionProfileInterpreter.schema)
        #expect(request.system?.contains("The coach had just asked: weight: What do you weigh at the moment?") == true)
        #expect(request.messages == [.user("82")])
    }

    @Test("online: when the model fails, the offline parser reads the answer")
    func onlineFallback() async throws {
        let provider = ScriptedTestProvider([.init(events: [], failure: .timeout(provider: "openai", phase: .firstByte))])
        let interpreter = ExtractionProfileInterpreter(provider: provider,
                                                       prompts: PromptLibrary(directory: Fixtures.resources.promptsDirectory),
                                                       language: Fixtures.resources.language)
        let changes = await interpreter.interpret("I weigh 80 kg", asked: nil, profile: Profile(), context: ProfileContext(year: 2026))
        #expect(changes.values == ["weight": 80])
    }
}
