import Foundation
import LLM
import Testing

/// `airfit mcp`'s diagnostics: with `--log-level`, what it served goes to `airfit.log` in the
/// data folder, never to standard output (the protocol's); a level it does not know is one
/// line and a usage status, before any protocol.
@Suite(.timeLimit(.minutes(3)))
struct MCPLogTests {
    @Test func theLogLevelWritesWhatWasServedToTheLogFile() async throws {
        let home = try MCPServerTests.home("log")
        defer { try? FileManager.default.removeItem(at: home) }
        let client = try MCPServerTests.client(home, ["--log-level", "info"])
        try await client.initialize()
        _ = try await client.call("log_food", ["description": "1 banana"])
        _ = try await client.call("juggle")
        try await MCPServerTests.finish(client)

        let file = home.appendingPathComponent("airfit.log")
        let log = try String(contentsOf: file, encoding: .utf8)
        let lines = log.split(separator: "\n")
        #expect(lines.contains { $0.contains("client connected") }, "\(log)")
        #expect(lines.contains { $0.contains("tool call") && $0.contains("tool=log_food") && $0.contains("ok=true") }, "\(log)")
        #expect(lines.contains { $0.contains("tool call") && $0.contains("tool=juggle") && $0.contains("ok=false") }, "\(log)")
        let mode = try FileManager.default.attributesOfItem(atPath: file.path)[.posixPermissions] as? Int
        #expect(mode == 0o600, "the log is the user's alone")
    }

    @Test func anUnknownLevelIsOneLineBeforeAnyProtocol() async throws {
        let home = try MCPServerTests.home("badlevel")
        defer { try? FileManager.default.removeItem(at: home) }
        let outcome = try await Spawn.run([try BinaryRunner.binary().path, "mcp", "--home", home.path, "--log-level", "loud"])
        #expect(outcome.status == 64, "a usage error: \(outcome.output)")
        #expect(outcome.output.contains("loud") && !outcome.output.contains("jsonrpc"), "\(outcome.output)")
        #expect(!FileManager.default.fileExists(atPath: home.appendingPathComponent("airfit.log").path))
    }
}
