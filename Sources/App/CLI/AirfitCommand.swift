import ArgumentParser
import Foundation

/// `airfit`: starts the coach; `airfit keys ...` manages API keys.
public struct AirfitCommand: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "airfit",
        abstract: "AirFit Coach: a fitness coach you chat with in the terminal.",
        discussion: """
            Starts the coach. It works offline with no key; set OPENAI_API_KEY, ANTHROPIC_API_KEY \
            or GEMINI_API_KEY (or run `airfit keys set PROVIDER`) and pick a provider with \
            --provider to talk through a model. Type :help in the coach for its commands.

            Files live under --home DIR (or AIRFIT_HOME); otherwise configuration in \
            $XDG_CONFIG_HOME/airfit (~/.config/airfit) and data in $XDG_DATA_HOME/airfit \
            (~/.local/share/airfit).
            """,
        version: AirfitVersion.current,
        subcommands: [KeysCommand.self]
    )

    @OptionGroup var global: GlobalOptions

    @Flag(name: .long, help: "Print each input line after the prompt when input is not a terminal (for scripts and transcripts).")
    var echo = false

    public init() {}

    public func run() async throws {
        var options = global.appOptions()
        options.echo = echo
        let code = await ChatSession.run(options: options)
        if code != 0 { throw ExitCode(code) }
    }
}

/// The program's version.
public enum AirfitVersion {
    public static let current = "0.1.0"
}

extension AirfitCommand {
    /// Parses the process's arguments and runs the chosen command, exiting with its status.
    /// (Parsing by hand picks the async `run()`; top-level `main()` would pick the sync one.)
    public static func start() async -> Never {
        do {
            var command = try parseAsRoot()
            if var asyncCommand = command as? any AsyncParsableCommand {
                try await asyncCommand.run()
            } else {
                try command.run()
            }
            exit(withError: nil)
        } catch {
            exit(withError: error)
        }
    }
}
