/// `:mcp`: how to add this airfit to an MCP client.
enum MCPMetaCommands {
    static let all: [MetaCommand] = [
        MetaCommand("mcp", summary: "the JSON that adds this airfit to an MCP client (Claude Desktop, Cursor...)") {
            (_: CommandArguments, options: AppOptions, console: Console) in
            console.note("Add this to your assistant's MCP settings (Claude Desktop: claude_desktop_config.json):")
            for line in MCPClientConfig.snippet(options: options).split(separator: "\n", omittingEmptySubsequences: false) {
                console.line(String(line))
            }
            return .proceed
        },
    ]
}
