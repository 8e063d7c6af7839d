import ArgumentParser
import Foundation

/// `airfit mcp`: the coach's tools and records for any assistant that speaks MCP. The server
/// itself is the `airfit-mcp` binary next to this one (it holds the MCP SDK, whose networking
/// would cost every start of the coach 30 more shared libraries); this command runs it in its
/// place, with the same options.
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
        if printConfig {
            print(MCPClientConfig.snippet(options: global.appOptions()))
            return
        }
        let level = logLevel ?? root.logLevel
        try MCPServerBinary.exec(global.arguments + (level.map { ["--log-level", $0] } ?? []))
    }
}

/// The `airfit-mcp` binary, run in this process's place.
enum MCPServerBinary {
    static let name = "airfit-mcp"

    /// The binary next to this one.
    static var path: String {
        URL(fileURLWithPath: RunningExecutable.path).deletingLastPathComponent().appendingPathComponent(name).path
    }

    /// Replaces this process with `airfit-mcp ARGUMENTS` (same environment and descriptors);
    /// when it cannot, says why in one line and exits with status 2.
    static func exec(_ arguments: [String]) throws -> Never {
        let path = self.path
        guard access(path, X_OK) == 0 else {
            throw fail("the MCP server \(path) is missing; it is built with airfit "
                + "(`swift build`, or `swift build --product \(name)`) and installed next to it")
        }
        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        execv(path, argv)
        throw fail("cannot start \(path): \(String(cString: strerror(errno)))")
    }

    private static func fail(_ line: String) -> ExitCode {
        Console(color: false).error(line)
        return ExitCode(2)
    }
}
