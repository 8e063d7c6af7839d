import Glibc

/// How the program meets the signals it does not handle itself.
enum SignalSetup {
    /// SIGQUIT (Ctrl-\) ends the program as SIGTERM does, with the status a shell shows as 131:
    /// the Swift runtime installs its crash reporter for it (a backtrace, "Press space to
    /// interact", then a process going on with the terminal's echo off, or spinning in a pipe),
    /// so its action is put back to the default. The terminal restorers (hidden prompt, the
    /// REPL's prompt, a reply streaming) take it over from the default action like SIGTERM.
    /// No core file is written for it (nor for a crash): the process may hold decrypted API keys.
    static func quitEndsTheProgram() {
        signal(SIGQUIT, SIG_DFL)
        let core = __rlimit_resource_t(RLIMIT_CORE.rawValue)
        var limit = rlimit()
        if getrlimit(core, &limit) == 0 {
            limit.rlim_cur = 0
            _ = setrlimit(core, &limit)
        }
    }
}
