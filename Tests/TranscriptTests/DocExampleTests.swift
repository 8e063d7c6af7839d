import Foundation
import Testing

/// Issue 11, item 14: the scripted provider's documented example is the fixture that
/// `script-doc-example.transcript` runs through the coach, word for word.
struct DocExampleTests {
    @Test func theScriptedExampleIsTheFixture() throws {
        let root = BinaryRunner.packageRoot
        let source = try String(contentsOf: root.appendingPathComponent("Sources/LLM/Scripted/Script.swift"), encoding: .utf8)
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let start = try #require(lines.firstIndex(of: "/// ```json"))
        let end = try #require(lines[(start + 1)...].firstIndex(of: "/// ```"))
        let documented = lines[(start + 1)..<end].map { String($0.dropFirst(4)) }.joined(separator: "\n") + "\n"
        let fixture = try String(contentsOf: root.appendingPathComponent("Tests/Transcripts/fixtures/script-doc-example.json"), encoding: .utf8)
        #expect(fixture == documented)
    }
}
