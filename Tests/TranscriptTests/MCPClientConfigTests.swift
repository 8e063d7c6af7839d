import Foundation
import LLM
import Testing

/// `airfit mcp --print-config` and `:mcp`: the JSON a client takes, with this binary's real path.
struct MCPClientConfigTests {
    static func server(_ text: String) throws -> JSONValue? {
        try JSONValue(parsing: text)["mcpServers"]?["airfit"]
    }

    @Test func printConfigNamesThisBinaryAndItsHome() async throws {
        let home = try MCPServerTests.home("config")
        defer { try? FileManager.default.removeItem(at: home) }
        let binary = try BinaryRunner.binary().resolvingSymlinksInPath().path
        let printed = try await BinaryRunner.run(arguments: ["mcp", "--print-config", "--home", home.path], input: [],
                                                 environment: ["HOME": home.path])
        #expect(printed.status == 0)
        let server = try Self.server(printed.output)
        #expect(server?["command"]?.stringValue == binary, "\(printed.output)")
        #expect(server?["args"] == ["mcp", "--home", .string(home.standardizedFileURL.path)], "\(printed.output)")
        #expect(server?["env"] == nil)

        // Default folders: no --home; XDG folders set here are passed on, the client has its own environment.
        let plain = try await BinaryRunner.run(arguments: ["mcp", "--print-config"], input: [],
                                               environment: ["HOME": home.path, "XDG_DATA_HOME": "/srv/data"])
        let defaults = try Self.server(plain.output)
        #expect(defaults?["args"] == ["mcp"], "\(plain.output)")
        #expect(defaults?["env"] == ["XDG_DATA_HOME": "/srv/data"], "\(plain.output)")
    }

    @Test func theREPLPrintsTheSameSnippet() async throws {
        let home = try MCPServerTests.home("config-repl")
        defer { try? FileManager.default.removeItem(at: home) }
        let environment = ["HOME": home.path, "LANG": "C.UTF-8"]
        let repl = try await BinaryRunner.run(arguments: ["--home", home.path, "--no-color"], input: [":mcp"], environment: environment)
        let printed = try await BinaryRunner.run(arguments: ["mcp", "--print-config", "--home", home.path], input: [],
                                                 environment: environment)
        #expect(repl.status == 0)
        #expect(repl.output.contains("MCP settings"), "\(repl.output)")
        #expect(repl.output.contains(printed.output.trimmingCharacters(in: .newlines)), "\(repl.output)\n---\n\(printed.output)")
    }

    /// `airfit mcp` runs `airfit-mcp` from its own folder; without it, one line says what is missing.
    @Test func withoutTheServerBinaryOneLineSaysWhy() async throws {
        let folder = try MCPServerTests.home("lonely")
        defer { try? FileManager.default.removeItem(at: folder) }
        let lonely = folder.appendingPathComponent("airfit")
        try FileManager.default.copyItem(at: try BinaryRunner.binary(), to: lonely)
        let outcome = try await Spawn.run([lonely.path, "mcp", "--home", folder.path])
        #expect(outcome.status != 0, "\(outcome.output)")
        #expect(outcome.output.contains("the MCP server \(folder.path)/airfit-mcp is missing"), "\(outcome.output)")
    }

    /// The MCP SDK's networking (FoundationNetworking, libcurl) is in `airfit-mcp` only: the
    /// coach's own starts do not load it.
    @Test func theCoachDoesNotLoadTheSDKsNetworking() async throws {
        let binary = try BinaryRunner.binary().path
        let libraries = try await Spawn.run(["ldd", binary])
        #expect(libraries.status == 0, "\(libraries.output)")
        #expect(!libraries.output.contains("libcurl") && !libraries.output.contains("FoundationNetworking"), "\(libraries.output)")
    }
}
