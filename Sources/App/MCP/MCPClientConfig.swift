import Foundation

/// The JSON most MCP clients take to start a server (Claude Desktop's
/// `claude_desktop_config.json`, Cursor's `mcp.json`, ...), for this installation: the
/// binary's real path, `mcp`, and the folders this run uses when they are not the defaults.
enum MCPClientConfig {
    /// What `:mcp` and `airfit mcp --print-config` print.
    static func snippet(options: AppOptions, executable: String = RunningExecutable.path) -> String {
        let server = Server(command: executable, args: ["mcp"] + homeArguments(options), env: environment(options))
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(["mcpServers": ["airfit": server]]) else { return "{}" }
        return String(decoding: data, as: UTF8.self)
    }

    /// `--home DIR` (absolute) when this run keeps its files under one folder.
    private static func homeArguments(_ options: AppOptions) -> [String] {
        guard let home = options.home ?? options.environment["AIRFIT_HOME"], !home.isEmpty else { return [] }
        return ["--home", options.paths.dataDirectory.path]
    }

    /// The XDG folders this run sees, when set: the client starts airfit with its own environment.
    private static func environment(_ options: AppOptions) -> [String: String]? {
        guard homeArguments(options).isEmpty else { return nil }
        let set = ["XDG_CONFIG_HOME", "XDG_DATA_HOME"].compactMap { name in
            options.environment[name].flatMap { $0.isEmpty ? nil : (name, $0) }
        }
        return set.isEmpty ? nil : Dictionary(uniqueKeysWithValues: set)
    }

    private struct Server: Encodable {
        let command: String
        let args: [String]
        let env: [String: String]?
    }
}
