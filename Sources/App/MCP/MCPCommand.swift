import ArgumentParser
import Foundation

/// `airfit mcp`: the coach's tools and records for any assistant that speaks MCP.
struct MCPCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "mcp",
        abstract: "Serve the coach's tools, records and prompts to an MCP client over standard input and output.",
        discussion: """
            An assistant that speaks the Model Context Protocol (Claude Desktop, Claude Code, Cursor, \
            Zed, LM Studio...) starts this itself: add the JSON that --print-config prints to its MCP \
            settings. It logs food, workouts and weigh-ins into the same store the REPL uses, at the \
            same time. Standard output carries the protocol only; problems go to standard error, and \
            with --log-level to airfit.log in the data folder. It stops at the end of its input.
            """)

    @OptionGroup var global: GlobalOptions

    /// `airfit`'s own `--log-level` takes the value when both commands declare it.
    @ParentCommand var root: AirfitCommand

    @Option(name: .customLong("log-level"), help: ArgumentHelp("Write the requests served and any problem to airfit.log in the data folder at LEVEL (trace, debug, info, notice, warning, error; or AIRFIT_LOG).", valueName: "LEVEL"))
    var logLevel: String?

    @Flag(name: .customLong("print-config"), help: "Print the JSON an MCP client takes to start this airfit, with this binary's path, and exit.")
    var printConfig = false

    func validate() throws {
        guard let logLevel else { return }
        do { _ = try AppLog.level(logLevel) } catch { throw ValidationError("\(error)") }
    }

    func run() async throws {
        var options = global.appOptions()
        if let level = logLevel ?? root.logLevel { options.logLevel = level }
        if printConfig {
            print(MCPClientConfig.snippet(options: options))
            return
        }
        let code = await MCPRoot.run(options: options)
        if code != 0 { throw ExitCode(code) }
    }
}
