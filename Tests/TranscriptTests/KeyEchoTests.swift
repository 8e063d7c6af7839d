import Foundation
import Testing

/// Issue 12, item 7: an API key given as an argument, where a name or nothing goes, is never
/// printed back: ArgumentParser's "Unexpected argument 'sk-proj-...'" hides it, and
/// `--provider sk-...` is refused as a key instead of echoed (lowercased) as an unknown provider.
struct KeyEchoTests {
    static let key = "sk-proj-abcdefSECRET123"

    @Test(arguments: [
        ["keys", "set", "openai", key],
        [key],
        ["keys", "list", key],
        ["keys", "rm", "openai", key],
        ["--provider", key],
        ["--provider=\(key)"],
        ["--model", "gpt-4o", "--nosuchflag", "AIzaSyA1b2C3d4E5f6G7h8I9j0KlMnOpQrStUv"],
    ])
    func aKeyGivenAsAnArgumentIsNeverPrinted(_ arguments: [String]) async throws {
        let home = try BadInputTests.temporaryHome()
        defer { try? FileManager.default.removeItem(at: home) }
        let result = try await BadInputTests.run(["--home", home.path, "--no-color"] + arguments, input: [":quit"], home: home)
        #expect(result.status != 0, "\(result.output)")
        for secret in [Self.key, "AIzaSyA1b2C3d4E5f6G7h8I9j0KlMnOpQrStUv"] {
            #expect(!result.output.contains(secret) && !result.output.contains(secret.lowercased()), "\(result.output)")
            #expect(!result.output.contains("SECRET") && !result.output.lowercased().contains("secret123"), "\(result.output)")
        }
        if arguments.contains(where: { $0.hasSuffix(Self.key) }) {
            #expect(result.output.contains("[key hidden]") || result.output.contains("looks like an API key"), "\(result.output)")
        }
    }
}

/// Issue 12, items 8 and 10: `AIRFIT_HOME=''` is refused as `--home ''` is, and with `--home`
/// nothing appears under the user's home (`~/.cache`, `~/.local/share/debug` ...).
struct HomeFolderTests {
    @Test func anEmptyAirfitHomeIsRefused() async throws {
        let home = try BadInputTests.temporaryHome()
        defer { try? FileManager.default.removeItem(at: home) }
        let result = try await BinaryRunner.run(arguments: ["--no-color"], input: [":quit"],
                                                environment: ["HOME": home.path, "LANG": "C.UTF-8", "AIRFIT_HOME": ""])
        #expect(result.status == 64, "\(result.output)")
        #expect(result.output.hasPrefix("Error: AIRFIT_HOME needs a folder, and '' is empty"), "\(result.output)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: home.path).isEmpty, "nothing was created")
    }

    /// `airfit` alone (the start that skips the parser) is refused the same way.
    @Test func anEmptyAirfitHomeIsRefusedWithNoArguments() async throws {
        let home = try BadInputTests.temporaryHome()
        defer { try? FileManager.default.removeItem(at: home) }
        let result = try await BinaryRunner.run(arguments: [], input: [":quit"],
                                                environment: ["HOME": home.path, "LANG": "C.UTF-8", "AIRFIT_HOME": " "])
        #expect(result.status == 64, "\(result.output)")
        #expect(result.output.hasPrefix("Error: AIRFIT_HOME needs a folder, and ' ' is empty"), "\(result.output)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: home.path).isEmpty, "nothing was created")
    }

    /// `airfit` alone keeps its files under AIRFIT_HOME and answers as with options.
    @Test func noArgumentsStartTheChatInAirfitHome() async throws {
        let fakeHome = try BadInputTests.temporaryHome()
        let dataHome = try BadInputTests.temporaryHome()
        defer {
            try? FileManager.default.removeItem(at: fakeHome)
            try? FileManager.default.removeItem(at: dataHome)
        }
        let result = try await BinaryRunner.run(arguments: [], input: ["I weigh 80 kg", ":quit"],
                                                environment: ["HOME": fakeHome.path, "LANG": "C.UTF-8", "AIRFIT_HOME": dataHome.path])
        #expect(result.status == 0, "\(result.output)")
        #expect(result.output.contains("80"), "\(result.output)")
        #expect(!result.output.contains("\u{1B}["), "no colors when the output is not a terminal")
        #expect(FileManager.default.fileExists(atPath: dataHome.appendingPathComponent("airfit.sqlite").path), "the store is under AIRFIT_HOME")
        #expect(try FileManager.default.subpathsOfDirectory(atPath: fakeHome.path).isEmpty, "the fake HOME stays empty")
    }

    @Test func withHomeNothingAppearsInTheUsersHome() async throws {
        let fakeHome = try BadInputTests.temporaryHome()
        let dataHome = try BadInputTests.temporaryHome()
        defer {
            try? FileManager.default.removeItem(at: fakeHome)
            try? FileManager.default.removeItem(at: dataHome)
        }
        let result = try await BadInputTests.run(["--home", dataHome.path, "--no-color"], input: ["I had 2 eggs", ":today", ":quit"],
                                                 home: fakeHome)
        #expect(result.status == 0, "\(result.output)")
        let created = try FileManager.default.subpathsOfDirectory(atPath: fakeHome.path)
        #expect(created.isEmpty, "the fake HOME stays empty: \(created)")
    }
}
