import Foundation
import Testing

/// Runs every transcript under Tests/Transcripts against the built binary, each run in a
/// fresh temporary home. Set AIRFIT_UPDATE_TRANSCRIPTS=1 to rewrite the expected output
/// after a deliberate change (placeholders on matching lines are kept).
struct TranscriptTests {
    static let directory = BinaryRunner.packageRoot.appendingPathComponent("Tests/Transcripts")

    static var files: [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter { $0.hasSuffix(".transcript") }.sorted()
    }

    @Test func transcriptsExist() {
        #expect(Self.files.count >= 1, "no transcripts found in \(Self.directory.path)")
    }

    @Test(arguments: files)
    func transcript(_ name: String) async throws {
        let url = Self.directory.appendingPathComponent(name)
        let transcript = try Transcript(text: String(contentsOf: url, encoding: .utf8))
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("airfit-transcript-\(UUID().uuidString)")
        // A private folder, as airfit itself would create it.
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        defer { try? FileManager.default.removeItem(at: home) }
        let fixtures = Self.directory.appendingPathComponent("fixtures").path

        var failures: [String] = []
        var rewritten = transcript.header
        for run in transcript.runs {
            var arguments = run.arguments.map {
                $0.replacingOccurrences(of: "$FIXTURES", with: fixtures).replacingOccurrences(of: "{{HOME}}", with: home.path)
            }
            arguments += ["--home", home.path, "--no-color"]
            if run.isREPL { arguments.append("--echo") }
            var environment = ["HOME": home.path, "LANG": "C.UTF-8"]
            for (name, value) in run.environment {
                environment[name] = value.replacingOccurrences(of: "$FIXTURES", with: fixtures)
            }
            let input = run.input.map {
                $0.replacingOccurrences(of: "{{HOME}}", with: home.path).replacingOccurrences(of: "$FIXTURES", with: fixtures)
            }
            let result = try await BinaryRunner.run(arguments: arguments, input: input, environment: environment)
            var actual = result.output
                .replacingOccurrences(of: home.path, with: "{{HOME}}")
                .replacingOccurrences(of: fixtures, with: "$FIXTURES")
                .components(separatedBy: "\n")
            if actual.last == "" { actual.removeLast() }
            if result.status != 0 { actual.append("[exit \(result.status)]") }
            let expected = run.isREPL ? run.expected : run.expected.filter { !$0.hasPrefix("> ") && $0 != ">" }
            rewritten.append(run.commandLine)
            if let mismatch = LineMatcher.compare(expected: expected, actual: actual) {
                failures.append("\(run.commandLine)\n\(mismatch.diff)")
                rewritten += run.isREPL ? run.withSecretInput(mismatch.merged) : run.input.map { "> " + $0 } + mismatch.merged
            } else {
                // A matching REPL run keeps its secret (`>>`) input lines, which `expected` leaves out.
                rewritten += run.isREPL ? run.withSecretInput(run.expected) : run.expected
            }
        }
        if !failures.isEmpty, ProcessInfo.processInfo.environment["AIRFIT_UPDATE_TRANSCRIPTS"] == "1" {
            try (rewritten.joined(separator: "\n") + "\n").write(to: url, atomically: true, encoding: .utf8)
            return
        }
        #expect(failures.isEmpty, "transcript \(name) differs (- expected, + actual):\n\(failures.joined(separator: "\n\n"))")
    }
}
