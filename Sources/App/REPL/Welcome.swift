import Foundation

/// What a terminal shows when the REPL starts: the banner, and on the first run in a home
/// a few lines on what the coach does and how to begin. Both are wrapped to the terminal's
/// width. The first run is marked by `welcomed` in the data folder (0600).
enum Welcome {
    static let markerName = "welcomed"

    static func banner(provider: String) -> String {
        "**AirFit Coach**, talking through \(provider). Type :help for commands, Ctrl-D to leave."
    }

    static let firstRun = """
        Welcome! Tell your coach what you eat and how you train, in your own words:
        - "I had 2 eggs and toast" logs a meal; "squat 3x5 100kg" logs a workout
        - "how am I doing today?", "how much protein do I need?" for coaching
        - :onboard sets up your profile, so your targets fit you

        It works offline as it is. To talk through a model: `airfit keys set openai` (or anthropic, \
        gemini), then start it with `--provider openai`.
        """

    /// Writes the banner, and the welcome when this home has not seen it yet.
    static func show(console: Console, provider: String, dataDirectory: URL?) {
        write(banner(provider: provider), to: console)
        guard let dataDirectory, markFirstRun(in: dataDirectory) else { return }
        write(firstRun, to: console)
    }

    /// Creates the marker; true when this call created it (the first run).
    static func markFirstRun(in directory: URL) -> Bool {
        let path = directory.appendingPathComponent(markerName).path
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, 0o600)
        guard descriptor >= 0 else { return false }
        close(descriptor)
        return true
    }

    private static func write(_ markdown: String, to console: Console) {
        var renderer = MarkdownRenderer(style: console.markdownStyle, width: console.width)
        console.write(renderer.feed(markdown) + renderer.finish() + "\n")
    }
}
