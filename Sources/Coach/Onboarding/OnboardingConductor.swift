import CoachDomain
import CoachLanguage
import CoachProgress
import LLM

/// Onboarding as a conversation. Its state (``OnboardingState``: the field asked last, those
/// skipped, confirmed or not) is stored, so it resumes after the program exits. Any answer may
/// fill any fields; the coach then asks for the most important field still open (table order).
/// An answer that fits another field goes there and the question is asked again; one that fits
/// none is asked again with an example; one out of bounds is refused with the reason. "skip",
/// "back", "later" and corrections work at every step. It ends with the profile and the
/// targets, and asks for a confirmation.
public struct OnboardingConductor: Sendable {
    public let ports: CoachPorts
    public let interpreter: any ProfileInterpreter
    /// Reads a line as the offline coach would (a question or a log passes it on).
    let intents: OfflineReaders
    /// Reads the control words, declines and questions (onboarding.lexicon).
    let language: Language
    let personas: OfflinePersonaBuilder
    let today: @Sendable () -> CalendarDay

    /// `interpreter`: reads answers (by default the offline parser over the resources' language).
    public init(ports: CoachPorts, resources: CoachResources, interpreter: (any ProfileInterpreter)? = nil,
                today: @escaping @Sendable () -> CalendarDay) {
        self.init(ports: ports, intents: OfflineReaders(resources: resources), language: resources.language,
                  personas: resources.personas, interpreter: interpreter, today: today)
    }

    /// Over readers made once (a conductor may be made for each turn, the parsers'
    /// food and exercise tables need not).
    public init(ports: CoachPorts, intents: OfflineReaders, language: Language, personas: [PersonaArchetype],
                interpreter: (any ProfileInterpreter)? = nil, today: @escaping @Sendable () -> CalendarDay) {
        self.ports = ports
        self.interpreter = interpreter ?? OfflineProfileInterpreter(language: language)
        self.intents = intents
        self.language = language
        self.personas = OfflinePersonaBuilder(archetypes: personas)
        self.today = today
    }

    /// `:onboard`, "set up my profile": starts, or resumes where it stopped; `restart` goes over
    /// every field again. Throws a port's error.
    public func begin(restart: Bool) async throws -> OnboardingTurn {
        guard let store = ports.onboarding else { return OnboardingTurn(text: "Onboarding can't keep its place here.") }
        let stored = try await store.loadOnboarding()
        let profile = try await ports.profiles.loadProfile() ?? Profile()
        var state: OnboardingState
        let intro: String
        if restart {
            state = OnboardingState(phase: .asking, revisiting: true)
            intro = "Starting over: I'll go through everything again (say \"same\" to keep an answer). " + OnboardingWording.steer
        } else if let stored, stored.isActive {
            state = stored
            intro = "Picking up where we were."
        } else if let stored, stored.phase == .paused {
            state = stored
            state.phase = .asking
            intro = "Welcome back — let's carry on. " + OnboardingWording.steer
        } else {
            state = OnboardingState(phase: .asking)
            intro = profile.isEmpty
                ? "Let's get to know each other: a few quick questions, then I'll work out your daily targets. " + OnboardingWording.steer
                : "Let's fill in the rest of your profile. " + OnboardingWording.steer
        }
        let wording = try await wording(profile)
        let text: String
        if state.phase == .confirming {
            text = wording.summary(skipped: state.skipped)
        } else if let current = state.lastAsked.flatMap(ProfileFields.field(key:)), state.phase == .asking,
                  stored?.isActive == true || (stored?.phase == .paused && !profile.has(current.key)) {
            text = wording.question(current)
        } else {
            text = try await next(&state, profile: profile, wording: wording)
        }
        try await store.saveOnboarding(state)
        return OnboardingTurn(text: intro + "\n\n" + text)
    }

    /// Reads `line` for onboarding; `.pass` when it is not onboarding's (onboarding never fails
    /// a message: when its state cannot be read, the coach answers as usual).
    public func handle(_ line: String) async -> OnboardingOutcome {
        guard let store = ports.onboarding else { return .pass(reminder: nil) }
        let loaded: OnboardingState?
        let profile: Profile
        do {
            loaded = try await store.loadOnboarding()
            profile = try await ports.profiles.loadProfile() ?? Profile()
        } catch {
            return .pass(reminder: nil)
        }
        let utterance = language.read(line)
        let control = OnboardingControl.read(utterance)
        let asked = loaded.flatMap { $0.isActive ? $0.lastAsked : nil }
        let intent = intents.choose(line, profile: profile, today: today(), asked: asked).name
        guard var state = loaded, state.isActive else {
            if intent == OnboardingAnswer.name || (loaded?.phase == .offered && control == .yes) {
                return await reply { try await begin(restart: false) }
            }
            // First run: a greeting (not a request, which is answered without interruption) gets the offer.
            if loaded == nil, profile.isEmpty, [GreetingAnswer.name, HelpAnswer.name, FallbackAnswer.name, ThanksAnswer.name].contains(intent) {
                try? await store.saveOnboarding(OnboardingState(phase: .offered))
                return .pass(reminder: OnboardingWording.offer)
            }
            return .pass(reminder: nil)
        }
        if intent == OnboardingAnswer.name { return await reply { try await begin(restart: false) } }
        if control == .restart { return await reply { try await begin(restart: true) } }
        return await reply {
            try await step(utterance, control: control, intent: intent, state: &state, profile: profile, store: store)
        }
    }

    /// One answer, or one control word, while onboarding is active.
    private func step(_ line: Utterance, control: OnboardingControl?, intent: String, state: inout OnboardingState,
                      profile: Profile, store: any OnboardingStore) async throws -> OnboardingTurn {
        let asked = state.lastAsked.flatMap(ProfileFields.field(key:))
        var wording = try await wording(profile)
        let turn: OnboardingTurn
        switch (control, state.phase) {
        case (.later, _):
            state.phase = .paused
            turn = OnboardingTurn(text: OnboardingWording.paused)
        case (.yes, .confirming):
            state = OnboardingState(phase: .done)
            turn = OnboardingTurn(text: wording.confirmation)
        case (.no, .confirming):
            turn = OnboardingTurn(text: "What should I change? Tell me, e.g. \"change my height to 180\".")
        case (.back, _):
            turn = OnboardingTurn(text: back(&state, wording: wording))
        case (.skip, .asking), (.keep, .asking):
            if let asked, control == .skip { state.skipped.append(asked.key) }
            let lead = control == .skip ? "Skipped." : "Kept."
            turn = OnboardingTurn(text: lead + " " + (try await next(&state, profile: profile, wording: wording)))
        default:
            // A question is answered by the coach; a request too, unless it says how to coach.
            if line.act == .question { throw Detour() }
            let context = profile.context(year: today().year)
            let changes = await interpreter.interpret(line.text, asked: asked?.key, lastGiven: Self.lastGiven(state, profile: profile),
                                                      profile: profile, context: context)
            if changes.isEmpty, changes.refused.isEmpty {
                if Self.detours(intent) || line.act == .request { throw Detour() }
                if state.phase == .confirming {
                    turn = OnboardingTurn(text: "Say \"yes\" to confirm, or tell me what to change (e.g. \"change my height to 180\").")
                } else if let asked, control == .no || Self.declines(line) && !ProfileParser.holdsCorrection(line.text, language: language) {
                    state.skipped.append(asked.key)
                    turn = OnboardingTurn(text: "No problem. " + (try await next(&state, profile: profile, wording: wording)))
                } else if let asked {
                    turn = OnboardingTurn(text: control == .yes ? "Great — " + wording.askAgain(asked).lowercasingFirst
                        : "I didn't catch that. " + wording.askAgain(asked))
                } else {
                    turn = OnboardingTurn(text: try await next(&state, profile: profile, wording: wording))
                }
                break
            }
            let updated = changes.applied(to: profile)
            if !changes.isEmpty { try await ports.profiles.saveProfile(updated) }
            var activities: [ToolActivity] = []
            let shown = updated.context(year: today().year)
            if !changes.isEmpty {
                activities.append(ToolActivity(toolName: UpdateProfileTool.name, line: "Profile updated: " + changes.label(in: shown),
                                               isError: false))
            }
            for problem in changes.refused {
                activities.append(ToolActivity(toolName: UpdateProfileTool.name, line: "not saved: \(problem.message)", isError: true))
            }
            wording = try await self.wording(updated)
            turn = OnboardingTurn(activities: activities, text: try await after(changes, asked: asked, state: &state,
                                                                                   answered: profile, profile: updated,
                                                                                   wording: wording))
        }
        try await store.saveOnboarding(state)
        return turn
    }

    /// What follows an answer: the next question, the same one again, or the summary.
    /// `answered`: the profile before the answer (a change to a field it had is a correction).
    private func after(_ changes: ProfileChanges, asked: AnyProfileField?, state: inout OnboardingState, answered: Profile,
                       profile: Profile, wording: OnboardingWording) async throws -> String {
        if state.phase == .confirming {
            let refused = changes.refused.map(\.message)
            return (refused.isEmpty ? "" : "I didn't keep that: \(refused.joined(separator: "; ")).\n\n") + wording.summary(skipped: state.skipped)
        }
        guard let asked, !changes.sets(asked.key), !changes.cleared.contains(asked.key) else {
            return wording.acknowledgement(state.asked.count) + " " + (try await next(&state, profile: profile, wording: wording))
        }
        if let refusal = changes.refused.first(where: { $0.key == asked.key }) {
            return "\(refusal.message.prefix(1).uppercased() + refusal.message.dropFirst()). " + wording.askAgain(asked)
        }
        // Asked again ("back", a restart) and answered with something else: its value stands.
        if profile.has(asked.key), !changes.isEmpty {
            return wording.acknowledgement(state.asked.count) + " " + (try await next(&state, profile: profile, wording: wording))
        }
        // It fitted other fields: kept there (or refused, with the reason), and the question again,
        // once; after a second miss the question waits for the end.
        let refused = changes.refused.map(\.message)
        let lead = changes.isEmpty ? "I didn't keep that: \(refused.joined(separator: "; "))." : "Noted."
        // A correction of fields answered before ("sorry, I'm 35 not 34", "actually five foot eleven",
        // with the units it brings) is not a miss: the question stays where it is, however many come.
        let touched = Set(changes.fields.map(\.key)).union(changes.refused.map(\.key))
        let opened = touched.compactMap(ProfileFields.field(key:))
            .filter { !answered.has($0.key) && $0.asking.applies(to: profile) }
        if opened.isEmpty { return lead + " " + wording.question(asked) }
        state.misses += 1
        guard state.misses > 1 else { return lead + " " + wording.question(asked) }
        return lead + " " + (try await next(&state, profile: profile, wording: wording))
    }

    /// Asks the most important open field, or shows the summary when none is left.
    private func next(_ state: inout OnboardingState, profile: Profile, wording: OnboardingWording) async throws -> String {
        let open = ProfileFields.all.first { field in
            field.asking.applies(to: profile) && !state.skipped.contains(field.key) && !state.asked.contains(field.key)
                && (state.revisiting || !profile.has(field.key))
        } ?? ProfileFields.all.first { field in
            // A field asked before but still open (its answer went elsewhere).
            field.asking.applies(to: profile) && !state.skipped.contains(field.key) && !profile.has(field.key)
                && field.key != state.lastAsked
        }
        guard let field = open else {
            state.phase = .confirming
            state.lastAsked = nil
            return wording.summary(skipped: state.skipped)
        }
        state.phase = .asking
        state.lastAsked = field.key
        state.misses = 0
        state.asked.removeAll { $0 == field.key }
        state.asked.append(field.key)
        return wording.question(field)
    }

    /// "back": the question before the last one, with its current value.
    private func back(_ state: inout OnboardingState, wording: OnboardingWording) -> String {
        if state.phase == .confirming, let last = state.asked.last.flatMap(ProfileFields.field(key:)) {
            state.phase = .asking
            state.lastAsked = last.key
            return wording.question(last)
        }
        guard state.asked.count >= 2, let previous = ProfileFields.field(key: state.asked[state.asked.count - 2]) else {
            let current = state.lastAsked.flatMap(ProfileFields.field(key:)).map(wording.question) ?? ""
            return "That was the first question. " + current
        }
        state.asked.removeLast()
        state.skipped.removeAll { $0 == previous.key }
        state.lastAsked = previous.key
        return wording.question(previous)
    }

    /// Whether the offline coach's reading `intent` (a tool's or an answer's name) is a request of
    /// its own, passed on to the coach: a log, a goal, a summary, a question about the user, help,
    /// a social line, a training request.
    static func detours(_ intent: String) -> Bool {
        detouring.contains(intent)
    }

    static let detouring: Set<String> = [
        LogFoodTool.name, LogWorkoutTool.name, SetGoalTool.name, TodaySummaryTool.name, RemoveLastEntryTool.name,
        AboutMeAnswer.name, TargetsAnswer.name, HelpAnswer.name, GreetingAnswer.name, ThanksAnswer.name, FarewellAnswer.name,
        TodaySessionTool.name, TrainingPlanTool.name,
    ]

    private struct Detour: Error {}

    private func wording(_ profile: Profile) async throws -> OnboardingWording {
        let day = today()
        let goals = try await ports.goals.goals()
        let targets = TargetCalculator().targets(for: profile, year: day.year, goals: goals)
        return OnboardingWording(profile: profile, targets: targets, context: profile.context(year: day.year), personas: personas)
    }

    /// Runs `body` as onboarding's reply: a detour passes the message on, a port's error is one line.
    private func reply(_ body: () async throws -> OnboardingTurn) async -> OnboardingOutcome {
        do {
            return .reply(try await body())
        } catch is Detour {
            return .pass(reminder: await reminder())
        } catch {
            return .reply(OnboardingTurn(activities: [ToolActivity(toolName: UpdateProfileTool.name,
                                                                   line: "could not save your profile (\(error))", isError: true)],
                                         text: "I couldn't save that, so nothing changed. Try again, or say \"later\"."))
        }
    }
}
