import Coach
import Foundation
import LLM
import Testing

/// `airfit mcp` against an independent client: the official MCP Python SDK
/// (`Tests/Interop/mcp_python_client.py`). It is skipped, saying why, where the SDK is not
/// installed; `.ci/run` installs it into `.build/mcp-venv`.
struct MCPInteropTests {
    /// A Python that imports `mcp`: `AIRFIT_MCP_PYTHON`, `.build/mcp-venv`, or `python3`.
    static let python: String? = {
        let environment = ProcessInfo.processInfo.environment
        let candidates: [String?] = [environment["AIRFIT_MCP_PYTHON"],
                          BinaryRunner.packageRoot.appendingPathComponent(".build/mcp-venv/bin/python3").path, "python3"]
        for case let candidate? in candidates {
            if let outcome = try? Spawn.runBlocking([candidate, "-c", "import mcp"]), outcome.status == 0 { return candidate }
        }
        let message = "MCPInteropTests skipped: the MCP Python SDK is not installed (looked for `import mcp` in "
            + "\(candidates.compactMap { $0 }.joined(separator: ", "))); run .ci/run, or "
            + "`python3 -m venv .build/mcp-venv && .build/mcp-venv/bin/pip install mcp`"
        FileHandle.standardError.write(Data((message + "\n").utf8))
        return nil
    }()

    @Test(.enabled(if: python != nil, "the MCP Python SDK is not installed; .ci/run installs it into .build/mcp-venv"))
    func theOfficialPythonClientDrivesTheServer() async throws {
        let home = try MCPServerTests.home("interop")
        defer { try? FileManager.default.removeItem(at: home) }
        let python = try #require(Self.python)
        let script = BinaryRunner.packageRoot.appendingPathComponent("Tests/Interop/mcp_python_client.py").path
        let binary = try BinaryRunner.binary().path
        let outcome = try await Spawn.run(["env", "AIRFIT_TODAY=\(MCPServerTests.day)", python, script, binary, home.path])
        #expect(outcome.status == 0, "\(outcome.output)")
        let report = try JSONValue(parsing: outcome.output.split(separator: "\n").last.map(String.init) ?? "")
        #expect(report["initialize"]?["serverInfo"]?["name"]?.stringValue == "airfit")
        #expect(report["initialize"]?["protocolVersion"]?.stringValue?.hasPrefix("20") == true)
        #expect(report["tools"]?["tools"]?.arrayValue?.compactMap { $0["name"]?.stringValue } == CoachTools.all.map(\.name))
        let logged = report["log_food"]
        #expect(logged?["isError"]?.boolValue == false)
        #expect(logged?["content"]?.arrayValue?.first?["text"]?.stringValue == "Logged 2 items: 248 kcal, 13.9 g protein")
        #expect(report["log_food_bad"]?["isError"]?.boolValue == true)
        #expect(report["unknown_tool"]?["content"]?.arrayValue?.first?["text"]?.stringValue?.contains("unknown tool \"juggle\"") == true)
        #expect(report["resources"]?["resources"]?.arrayValue?.contains { $0["uri"]?.stringValue == "airfit://today" } == true)
        let today = report["today"]?["contents"]?.arrayValue?.first?["text"]?.stringValue ?? ""
        #expect(today.contains("1. 2 eggs and a banana: 248 kcal"), "\(today)")
        #expect(report["prompts"]?["prompts"]?.arrayValue?.count == 2)
        let prompt = report["prompt"]?["messages"]?.arrayValue?.first?["content"]?["text"]?.stringValue ?? ""
        #expect(prompt.contains("vegetarian") && prompt.contains("248 kcal"), "\(prompt)")
    }
}
