import App
import ArgumentParser
import Foundation

/// `airfit-mcp`: the MCP server that `airfit mcp` runs in its place. The MCP SDK lives in this
/// binary only, so the coach's own starts never load its networking (FoundationNetworking
/// and libcurl with its 30 libraries).
public struct MCPServeCommand: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "airfit-mcp",
        abstract: "AirFit Coach's MCP server, over standard input and output (what `airfit mcp` runs).",
        discussion: "Add it to an assistant with the JSON that `airfit mcp --print-config` prints.",
        version: AirfitVersion.current)

    @OptionGroup var global: GlobalOptions

    @Option(name: .customLong("log-level"), help: ArgumentHelp("Write the requests served and any problem to airfit.log in the data folder at LEVEL (or AIRFIT_LOG).", valueName: "LEVEL"))
    var logLevel: String?

    public init() {}

    public func validate() throws {
        guard let logLevel else { return }
        do { _ = try AppLog.level(logLevel) } catch { throw ValidationError("\(error)") }
    }

    public func run() async throws {
        var options = global.appOptions()
        if let logLevel { options.logLevel = logLevel }
        let code = await MCPRoot.run(options: options) { backend, logger in
            try await MCPServer.serve(backend, over: StdioLineTransport(logger: logger), logger: logger)
        }
        if code != 0 { throw ExitCode(code) }
    }
}
