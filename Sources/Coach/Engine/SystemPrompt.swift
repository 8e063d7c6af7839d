import CoachDomain
import CoachMeals

/// Builds the coach's system prompt from `Prompts/coach-system.md`, the persona, the profile,
/// today's totals, the goals, where the user stands and the training plan.
public struct SystemPromptBuilder: Sendable {
    /// The template's name in the prompts folder.
    public static let templateName = "coach-system"

    public let prompts: PromptLibrary
    /// Used for `{{persona}}` when no persona text is given (the archetype matching the profile's style).
    public let personas: OfflinePersonaBuilder

    /// Reads `coach-system` from `prompts` each time it renders.
    public init(prompts: PromptLibrary, personas: [PersonaArchetype] = []) {
        self.prompts = prompts
        self.personas = OfflinePersonaBuilder(archetypes: personas)
    }

    /// The placeholder values for `context`: persona, name, date, style, detail, profile, food (the
    /// diet and restrictions and what they leave out), targets, totals, goals, and the training plan's
    /// summary (`plan`; nil when none has been made), and where the user stands (`state`: ``CompactState``'s
    /// lines; nil when they could not be read).
    public static func values(for context: CoachContext, persona: String?, plan: String? = nil,
                              state: String? = nil) -> [String: String] {
        let profile = context.profile
        let lines = profile.lines(in: profile.context(year: context.day.year))
        let profileText = lines.isEmpty
            ? "No profile yet: offer to get to know them (they can also type :onboard)."
            : lines.map { "- \($0.label): \($0.value)" }.joined(separator: "\n")
        var totals = context.summary.progressLines.map { "- \($0)" }
        for meal in context.summary.meals {
            totals.append("- Meal: \(meal.description) (\(Format.integer(meal.totals.kcal)) kcal)")
        }
        for session in context.summary.sessions {
            totals.append("- Workout: " + session.sets.map { $0.label(in: WeightUnit.preferred(by: profile)) }.joined(separator: "; "))
        }
        if let reason = context.summary.unreadable {
            totals = ["- Today's log could not be read (\(reason)); do not say that nothing was logged."]
        }
        let targetLines = context.summary.targets.lines
        let targets = targetLines.isEmpty
            ? "Not worked out yet: the profile lacks \(Format.list(context.summary.targets.missing))."
            : targetLines.joined(separator: "\n")
        let goals = context.summary.goals.isEmpty
            ? "None set by hand."
            : context.summary.goals.map { "- \($0.label)" }.joined(separator: "\n")
        let food = FoodFilter(profile: profile).explanation.map {
            "They eat: \($0). Suggest only foods that fit; logging a food outside this is their choice (log it, say so once)."
        } ?? "No diet or restrictions given: any food of the list fits."
        let defaultPersona = "You are AirFit Coach: warm, direct and evidence-based. You care about consistency over perfection."
        return [
            "persona": persona.flatMap { $0.isEmpty ? nil : $0 } ?? defaultPersona,
            "name": profile.name.flatMap { $0.isEmpty ? nil : $0 } ?? "the user",
            "date": "\(context.day.longDescription) (\(context.day.iso))",
            "style": profile[ProfileFields.coachingStyle]?.title ?? "balanced",
            "detail": profile[ProfileFields.detailLevel]?.title ?? "balanced",
            "profile": profileText,
            "targets": targets,
            "totals": totals.joined(separator: "\n"),
            "goals": goals,
            "food": food,
            "state": state ?? "Not available this turn: the tools (today_summary, week_summary) give the numbers.",
            "plan": plan ?? "None made yet. The training_plan tool makes one from the profile; today_session gives a day's "
                + "session with loads from what they logged.",
        ]
    }

    /// Renders the system prompt (reading the template now). Throws ``PromptError``.
    public func render(context: CoachContext, persona: String?, plan: String? = nil, state: String? = nil) throws -> String {
        let text = persona ?? personas.persona(for: context.profile)?.text
        return try prompts.template(named: Self.templateName).render(Self.values(for: context, persona: text, plan: plan, state: state))
    }
}
