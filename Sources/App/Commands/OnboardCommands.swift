import Coach
import DI

/// `:onboard [--restart]`: starts getting to know the user, or resumes where it stopped.
/// The conductor lives in a turn scope (its answers may go to a model that reports to the
/// turn's monitor), so the command opens one of its own for the question it asks.
enum OnboardCommands {
    static let all: [MetaCommand] = [
        MetaCommand("onboard", usage: "[--restart]", summary: "set up your profile as a conversation (--restart: from the top)",
                    flags: ["--restart"]) {
            (arguments: CommandArguments, onboarding: Owned<OnboardingConductor>, renderer: any ReplyRenderer,
             console: Console) in
            let conductor = try await onboarding.open()
            let turn: OnboardingTurn
            do {
                turn = try await conductor.value.begin(restart: arguments.flags.contains("--restart"))
            } catch {
                await conductor.end()
                throw error
            }
            await conductor.end()
            for activity in turn.activities { console.note("  \(activity.isError ? "✗" : "✓") \(activity.line)") }
            // Drawn like the coach's replies.
            console.line(renderer.render(turn.text))
            return .proceed
        },
    ]
}
