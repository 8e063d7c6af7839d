import ArgumentParser
import Foundation
import LLM
import Secrets

/// `airfit`: starts the coach; `airfit keys ...` manages API keys.
public struct AirfitCommand: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "airfit",
        abstract: "AirFit Coach: a fitness coach you chat with in the terminal.",
        discussion: """
            Starts the coach. It works offline with no key; set \(ProviderCatalog.list(ProviderCatalog.allKeyVariables)) \
            (or run `airfit keys set PROVIDER`) and pick a provider with \
            --provider to talk through a model. Type :help in the coach for its commands.

            Files live under --home DIR (or AIRFIT_HOME); otherwise configuration in \
            $XDG_CONFIG_HOME/airfit (~/.config/airfit) and data in $XDG_DATA_HOME/airfit \
            (~/.local/share/airfit).
            """,
        version: AirfitVersion.current,
        subcommands: [KeysCommand.self, ImportCommand.self, ExportCommand.self, MealsCommand.self, PlanCommand.self,
                      MCPCommand.self]
    )

    @OptionGroup var global: GlobalOptions

    @Option(name: .long, help: ArgumentHelp("Talk through NAME: \(ProviderCatalog.ids.map { $0 == "offline" ? "offline (default)" : $0 }.joined(separator: ", ")), or a provider named in config.json.", valueName: "NAME"))
    var provider: String?

    @Option(name: .long, help: ArgumentHelp("The model of the first provider (see data/models.json).", valueName: "MODEL"))
    var model: String?

    @Option(name: .long, help: ArgumentHelp("Providers to fall back to, in order, before a reply starts: openai:gpt-4o-mini,offline", valueName: "LIST"))
    var fallback: String?

    @Option(name: .customLong("base-url"), help: ArgumentHelp("Base URL of an OpenAI-compatible server (llama.cpp, LM Studio, vLLM, OpenRouter), with /v1.", valueName: "URL"))
    var baseURL: String?

    @Option(name: .long, help: ArgumentHelp("Replay replies from a JSON script (the scripted provider; implies --provider scripted).", valueName: "FILE"))
    var script: String?

    @Flag(name: .long, help: "Print each input line after the prompt when input is not a terminal (for scripts and transcripts).")
    var echo = false

    @Option(name: .customLong("log-level"), help: ArgumentHelp("Write requests, retries, fallbacks and cooldowns to airfit.log in the data folder at LEVEL (trace, debug, info, notice, warning, error; or AIRFIT_LOG). Keys are never logged.", valueName: "LEVEL"))
    var logLevel: String?

    public func validate() throws {
        // `--provider sk-...`: a key where the name goes is refused without being echoed.
        if let provider, ProviderName.looksLikeKey(provider) {
            throw ValidationError("--provider takes a provider's name, and that looks like an API key; "
                + "store the key with `airfit keys set PROVIDER` (it is read from standard input)")
        }
        guard let logLevel else { return }
        do { _ = try AppLog.level(logLevel) } catch { throw ValidationError("\(error)") }
    }

    public init() {}

    public func run() async throws {
        let code = await ChatSession.run(options: appOptions())
        if code != 0 { throw ExitCode(code) }
    }

    /// The chat's options: these arguments with the environment applied.
    func appOptions(environment: [String: String] = ProcessEnvironment.current) -> AppOptions {
        var options = global.appOptions(environment: environment)
        options.echo = echo
        options.provider = provider ?? (script != nil ? "scripted" : nil)
        options.model = model
        options.fallback = fallback
        options.baseURL = baseURL
        options.script = script
        if let logLevel { options.logLevel = logLevel }
        return options
    }

    /// The chat's options of `airfit` typed alone: `AirfitCommand.parse([]).appOptions()`
    /// (a test holds the two equal), without the parser.
    static func plainOptions(environment: [String: String] = ProcessEnvironment.current) -> AppOptions {
        GlobalOptions.appOptions(home: nil, noColor: false, environment: environment)
    }
}

/// The program's version.
public enum AirfitVersion {
    public static let current = "0.1.0"
}

extension AirfitCommand {
    /// Parses the process's arguments and runs the chosen command, exiting with its status.
    /// (Parsing by hand picks the async `run()`; top-level `main()` would pick the sync one.)
    ///
    /// `airfit` typed alone, the usual start, has nothing to parse: it goes straight to the
    /// chat. The parser would still reflect every option of the command to find that out
    /// (about 19 M instructions, a fifth of a first offline reply; Benchmarks/README.md).
    public static func start() async -> Never {
        guard CommandLine.arguments.count == 1, GlobalOptions.environmentIsValid() else {
            await start(AirfitCommand.self)
        }
        prepareProcess()
        Foundation.exit(await ChatSession.run(options: plainOptions()))
    }

    /// Parses the process's arguments as `root` (`airfit`, or `airfit-mcp`) and runs the
    /// chosen command, exiting with its status.
    package static func start<Root: ParsableCommand>(_ root: Root.Type) async -> Never {
        prepareProcess()
        let arguments = Array(CommandLine.arguments.dropFirst())
        do {
            var command = try root.parseAsRoot(arguments)
            if var asyncCommand = command as? any AsyncParsableCommand {
                try await asyncCommand.run()
            } else {
                try command.run()
            }
            root.exit(withError: nil)
        } catch {
            exitHidingKeys(error, arguments: arguments, root: root)
        }
    }

    /// What every start does before its command runs.
    private static func prepareProcess() {
        // Every file and folder airfit creates is private: 0600 and 0700.
        umask(0o077)
        // `airfit | head -1`: a closed output is an EPIPE the console notices (then airfit
        // stops reading and shuts down, store closed), not a signal that kills it mid-write.
        signal(SIGPIPE, SIG_IGN)
        SignalSetup.quitEndsTheProgram()
        if let problem = AppClock(environment: ProcessEnvironment.current).problem {
            FileHandle.standardError.write(Data("warning: \(ControlSanitizer.sanitize(problem))\n".utf8))
        }
    }

    /// Exits as `exit(withError:)` does, with every argument that looks like an API key (an
    /// `sk-...` given where a name or nothing goes) hidden from the message: the parser's
    /// "Unexpected argument 'sk-proj-...'" must not print the key.
    static func exitHidingKeys<Root: ParsableCommand>(_ error: any Error, arguments: [String], root: Root.Type = AirfitCommand.self) -> Never {
        let keys = Self.keyShaped(in: arguments)
        guard !keys.isEmpty else { root.exit(withError: error) }
        let code = root.exitCode(for: error)
        let message = Self.hidingKeys(keys, in: root.fullMessage(for: error))
        if !message.isEmpty {
            let stream = code == .success ? FileHandle.standardOutput : FileHandle.standardError
            stream.write(Data((message + "\n").utf8))
        }
        Foundation.exit(code.rawValue)
    }

    /// The arguments (and `--option=VALUE` values) that look like API keys, longest first.
    static func keyShaped(in arguments: [String]) -> [String] {
        let words = arguments.flatMap { argument -> [String] in
            guard argument.hasPrefix("-"), let equals = argument.firstIndex(of: "=") else { return [argument] }
            return [String(argument[argument.index(after: equals)...])]
        }
        return Set(words.filter { !$0.isEmpty && ProviderName.looksLikeKey($0) }).sorted { $0.count > $1.count }
    }

    /// `message` with each of `keys` (as typed or lowercased) replaced by `[key hidden]`.
    static func hidingKeys(_ keys: [String], in message: String) -> String {
        var message = message
        for key in keys {
            for spelling in Set([key, key.lowercased()]) {
                message = message.replacingOccurrences(of: spelling, with: "[key hidden]")
            }
        }
        return message
    }
}
