/// How the Markdown renderer marks text up: ANSI styling (optionally with OSC 8
/// hyperlinks), or the same layout in plain text (piped, `--no-color`, `NO_COLOR`).
public struct MarkdownStyle: Sendable, Equatable {
    /// Whether bold, italics, code and dim text are drawn with ANSI escape codes.
    public let ansi: Bool
    /// Whether links are OSC 8 hyperlinks (the URL hidden behind the text) instead of the
    /// text followed by the URL.
    public let hyperlinks: Bool

    /// Plain text: the layout without escape codes.
    public static let plain = MarkdownStyle(ansi: false, hyperlinks: false)
    /// ANSI styling; links written as their text, then the URL dimmed.
    public static let ansi = MarkdownStyle(ansi: true, hyperlinks: false)

    public init(ansi: Bool, hyperlinks: Bool) {
        self.ansi = ansi
        self.hyperlinks = ansi && hyperlinks
    }
}

/// Whether the terminal in the environment shows OSC 8 hyperlinks. `FORCE_HYPERLINK=1`
/// or `0` decides; inside tmux or screen they are off (the multiplexer may not pass them
/// on); otherwise only terminals known to support them get them.
public enum HyperlinkSupport {
    public static func detect(in environment: [String: String]) -> Bool {
        if let forced = environment["FORCE_HYPERLINK"], !forced.isEmpty { return forced != "0" }
        if environment["TMUX"] != nil || environment["STY"] != nil { return false }
        if environment["WT_SESSION"] != nil || environment["KITTY_WINDOW_ID"] != nil
            || environment["KONSOLE_VERSION"] != nil || environment["WEZTERM_EXECUTABLE"] != nil {
            return true
        }
        if let vte = environment["VTE_VERSION"].flatMap(Int.init), vte >= 5000 { return true }
        let programs: Set = ["iTerm.app", "WezTerm", "vscode", "ghostty", "Hyper"]
        if let program = environment["TERM_PROGRAM"], programs.contains(program) { return true }
        let term = environment["TERM"] ?? ""
        return ["kitty", "foot", "alacritty", "ghostty", "wezterm"].contains { term.contains($0) }
    }
}
