import Foundation
import Testing

/// The real binary given mistakes a transcript cannot express (its runner picks the home):
/// an unusable `--home`, a bad `config.json`, a NUL byte, a huge message.
struct BadInputTests {
    static func temporaryHome() throws -> URL {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("airfit-bad-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        return home
    }

    static func run(_ arguments: [String], input: [String] = [], home: URL) async throws -> BinaryRunner.Result {
        try await BinaryRunner.run(arguments: arguments, input: input, environment: ["HOME": home.path, "LANG": "C.UTF-8"])
    }

    @Test func anEmptyOrUnusableHomeIsRefusedWithThePathAndTheReason() async throws {
        let home = try Self.temporaryHome()
        defer { try? FileManager.default.removeItem(at: home) }
        let empty = try await Self.run(["--home", "", "--no-color"], home: home)
        #expect(empty.status == 64)
        #expect(empty.output.hasPrefix("Error: --home needs a folder, and '' is empty"), "\(empty.output)")

        let file = home.appendingPathComponent("a-file")
        try Data("x".utf8).write(to: file)
        // Issue 18, item 11: the subcommands say it as plainly as the REPL, with its status 2.
        let below = file.appendingPathComponent("below").path
        for arguments in [["--home", file.path], ["--home", below, "keys", "list"], ["--home", below, "export", home.appendingPathComponent("out").path],
                          ["--home", below, "import", file.path]] {
            let result = try await Self.run(arguments + ["--no-color"], home: home)
            #expect(result.status == 2, "\(arguments): \(result.output)")
            #expect(result.output.hasPrefix("error: cannot use \(arguments[1]) for airfit's files: "), "\(result.output)")
            #expect(result.output.contains("\(file.path) is a file, not a folder") || result.output.contains("it is a file, not a folder"))
            #expect(!result.output.contains("NSCocoaErrorDomain") && !result.output.contains("failed"), "\(result.output)")
            #expect(result.output.split(separator: "\n").count == 1, "one line: \(result.output)")
        }
        // Nothing appears in the default folders either.
        #expect(!FileManager.default.fileExists(atPath: home.appendingPathComponent(".local/share/airfit").path))
        #expect(!FileManager.default.fileExists(atPath: home.appendingPathComponent(".config/airfit").path))
    }

    @Test(arguments: [
        (#"{"routing": {"tasks": {"chat": "openai"}}}"#, #"config.json: routing: tasks.chat must be a list"#),
        (#"{"routing": {"tasks": {"chat": ["openai", "nosuch"]}}}"#, #"config.json: routing.tasks.chat[1]: unknown provider "nosuch""#),
    ])
    func aRoutingMistakeInConfigStillStartsOffline(config: String, warning: String) async throws {
        let home = try Self.temporaryHome()
        defer { try? FileManager.default.removeItem(at: home) }
        try Data(config.utf8).write(to: home.appendingPathComponent("config.json"))
        let result = try await Self.run(["--home", home.path, "--no-color", "--echo"], input: ["I had 2 eggs", ":providers"], home: home)
        #expect(result.status == 0, "\(result.output)")
        let warnings = result.output.components(separatedBy: "\n").filter { $0.hasPrefix("warning:") }
        #expect(warnings.count == 1, "\(result.output)")
        #expect(warnings.first?.contains(home.appendingPathComponent(warning).path) == true, "\(warnings)")
        #expect(warnings.first?.hasSuffix("the offline coach answers") == true, "\(warnings)")
        #expect(result.output.contains("Logged 2 eggs"), "the piped message is answered: \(result.output)")
    }

    /// Issue 18, item 11: a garbage AIRFIT_TODAY is said, not silently ignored.
    @Test(arguments: ["yesterday-ish", "1900-01-01", "-2026-01-01"])
    func aGarbageTodayIsSaid(value: String) async throws {
        let home = try Self.temporaryHome()
        defer { try? FileManager.default.removeItem(at: home) }
        let result = try await BinaryRunner.run(arguments: ["--home", home.path, "--no-color"], input: [":quit"],
                                                environment: ["HOME": home.path, "LANG": "C.UTF-8", "AIRFIT_TODAY": value])
        #expect(result.output.hasPrefix("warning: AIRFIT_TODAY=\(value) is not a date from 1970-01-01 on (YYYY-MM-DD); "
            + "it is ignored and today is the local calendar day"), "\(result.output)")
        #expect(result.status == 0)
    }

    @Test func aWrongTypedProviderEntryIsIgnoredWithAWarning() async throws {
        let home = try Self.temporaryHome()
        defer { try? FileManager.default.removeItem(at: home) }
        try Data(#"{"providers": {"openai": {"model": 42}}}"#.utf8).write(to: home.appendingPathComponent("config.json"))
        let result = try await Self.run(["--home", home.path, "--no-color"], input: [":quit"], home: home)
        #expect(result.output.contains(#"warning: config.json: providers.openai ignored: "model" must be a string, not a number"#),
                "\(result.output)")
    }

    @Test func aNulByteIsKeptAndAHugeMessageRefused() async throws {
        let home = try Self.temporaryHome()
        defer { try? FileManager.default.removeItem(at: home) }
        let huge = String(repeating: "a", count: 100_001)
        let result = try await Self.run(["--home", home.path, "--no-color", "--echo"],
                                        input: ["hel\u{0}lo there", huge, ":history"], home: home)
        // Stored whole (the store's own test reads the byte back); shown as a visible ␀.
        #expect(result.output.contains("you: hel\u{2400}lo there"), "\(result.output.prefix(500))")
        #expect(result.output.contains("error: the message is 100,001 bytes, over the limit of 100 KB; it was not sent"), "\(result.output.suffix(500))")
        #expect(result.status == 1)
        #expect(!result.output.contains("you: aaaa"), "the huge message is not stored")
    }
}
