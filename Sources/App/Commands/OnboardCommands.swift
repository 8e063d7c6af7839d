import Coach

/// `:onboard [--restart]`: starts getting to know the user, or resumes where it stopped.
enum OnboardCommands {
    static let all: [MetaCommand] = [
        MetaCommand("onboard", usage: "[--restart]", summary: "set up your profile as a conversation (--restart: from the top)",
                    flags: ["--restart"]) { context, arguments in
            let onboarding = try await context.container.resolve(OnboardingConductor.self)
            let turn = try await onboarding.begin(restart: arguments.flags.contains("--restart"))
            for activity in turn.activities { context.console.note("  \(activity.isError ? "✗" : "✓") \(activity.line)") }
            // The same Markdown as the coach's replies.
            context.console.line(MarkdownRenderer.render(turn.text, style: context.console.markdownStyle,
                                                         width: context.console.width))
            return .proceed
        },
    ]
}
