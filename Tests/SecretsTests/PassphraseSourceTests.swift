import Foundation
import Testing
@testable import Secrets

#if canImport(Glibc)
import Glibc
#endif

/// A pipe whose write end holds `text`, closed; the read end is returned (caller closes it).
func pipeReading(_ text: String) throws -> Int32 {
    var fds: [Int32] = [0, 0]
    try #require(pipe(&fds) == 0)
    let bytes = Array(text.utf8)
    let written = bytes.withUnsafeBytes { write(fds[1], $0.baseAddress, $0.count) }
    close(fds[1])
    try #require(written == bytes.count)
    return fds[0]
}

@Suite("Passphrase sources")
struct PassphraseSourceTests {
    /// Unlocks with `source` against a check that accepts only "right"; returns the passphrase bytes used.
    func unlock(_ source: PassphraseSource) throws(SecretsError) -> String {
        let right = try Passphrase("right")
        let (value, _) = try source.unlock(path: "/h/keys.enc") { candidate throws(SecretsError) -> String in
            guard candidate.matches(right) else { throw .wrongPassphrase(path: "/h/keys.enc") }
            return "unlocked"
        }
        return value
    }

    @Test("AIRFIT_PASSPHRASE is used, with one attempt")
    func fromVariable() throws {
        let prompter = ScriptedPrompter(["right"])
        #expect(try unlock(PassphraseSource(environment: ["AIRFIT_PASSPHRASE": "right"], prompter: prompter)) == "unlocked")
        #expect(prompter.prompts.isEmpty, "the environment wins over the prompt")
        expectError(.wrongPassphrase(path: "/h/keys.enc")) { () throws(SecretsError) in
            try unlock(PassphraseSource(environment: ["AIRFIT_PASSPHRASE": "wrong"], prompter: prompter))
        }
        #expect(prompter.prompts.isEmpty)
    }

    @Test("AIRFIT_PASSPHRASE_FD reads one line from the descriptor (a pipe)")
    func fromDescriptor() throws {
        let fd = try pipeReading("right\nsecond line\n")
        defer { close(fd) }
        #expect(try unlock(PassphraseSource(environment: ["AIRFIT_PASSPHRASE_FD": "\(fd)"], prompter: nil)) == "unlocked")
        // Only one line was consumed: the next reader gets the next line.
        let next = try #require(try DescriptorLineReader.readLine(fd))
        #expect(String(decoding: next, as: UTF8.self) == "second line")
    }

    @Test("a CRLF line and a last line without newline are read")
    func descriptorLineEndings() throws {
        let fd = try pipeReading("right\r\nright")
        defer { close(fd) }
        let source = PassphraseSource(environment: ["AIRFIT_PASSPHRASE_FD": "\(fd)"], prompter: nil)
        #expect(try unlock(source) == "unlocked")
        #expect(try unlock(source) == "unlocked")
    }

    @Test("both variables set is an error")
    func bothSet() throws {
        let source = PassphraseSource(environment: ["AIRFIT_PASSPHRASE": "right", "AIRFIT_PASSPHRASE_FD": "0"], prompter: nil)
        expectError(.conflictingPassphraseSources("AIRFIT_PASSPHRASE", "AIRFIT_PASSPHRASE_FD")) { () throws(SecretsError) in
            try unlock(source)
        }
    }

    @Test("no variable and no terminal: 'no passphrase: set AIRFIT_PASSPHRASE or run in a terminal'")
    func noSource() throws {
        let source = PassphraseSource(environment: [:], prompter: nil)
        expectError(.noPassphrase(hint: "set AIRFIT_PASSPHRASE or run in a terminal")) { () throws(SecretsError) in
            try unlock(source)
        }
        #expect(SecretsError.noPassphrase(hint: "set AIRFIT_PASSPHRASE or run in a terminal").description
            == "no passphrase: set AIRFIT_PASSPHRASE or run in a terminal")
    }

    @Test("an empty AIRFIT_PASSPHRASE or empty descriptor line is refused")
    func emptyFromEnvironment() throws {
        expectError(.emptyPassphrase) { () throws(SecretsError) in
            try unlock(PassphraseSource(environment: ["AIRFIT_PASSPHRASE": ""], prompter: nil))
        }
        let fd = try pipeReading("\n")
        defer { close(fd) }
        expectError(.emptyPassphrase) { () throws(SecretsError) in
            try unlock(PassphraseSource(environment: ["AIRFIT_PASSPHRASE_FD": "\(fd)"], prompter: nil))
        }
    }

    @Test("a bad descriptor value, a descriptor that is not open, or one at end of input is a clear error")
    func badDescriptor() throws {
        expectError(.passphraseDescriptor(variable: "AIRFIT_PASSPHRASE_FD", detail: "its value is not a descriptor number such as 3 (the passphrase itself goes in AIRFIT_PASSPHRASE)")) {
            () throws(SecretsError) in
            try unlock(PassphraseSource(environment: ["AIRFIT_PASSPHRASE_FD": "three"], prompter: nil))
        }
        let fd = try pipeReading("")
        expectError(.passphraseDescriptor(variable: "AIRFIT_PASSPHRASE_FD", detail: "descriptor \(fd) is at end of input")) {
            () throws(SecretsError) in
            try unlock(PassphraseSource(environment: ["AIRFIT_PASSPHRASE_FD": "\(fd)"], prompter: nil))
        }
        close(fd)
        // A descriptor number far above any open one (a just-closed one could be reused by
        // a test running in parallel).
        do {
            _ = try unlock(PassphraseSource(environment: ["AIRFIT_PASSPHRASE_FD": "999999"], prompter: nil))
            Issue.record("a closed descriptor was read")
        } catch {
            guard case .passphraseDescriptor(let variable, let detail) = error else {
                Issue.record("unexpected \(error)")
                return
            }
            #expect(variable == "AIRFIT_PASSPHRASE_FD" && detail.contains("Bad file descriptor"))
        }
    }

    @Test("at the prompt, a wrong passphrase is asked again: three attempts in all")
    func threeAttempts() throws {
        let third = ScriptedPrompter(["no", "nope", "right"])
        #expect(try unlock(PassphraseSource(environment: [:], prompter: third)) == "unlocked")
        #expect(third.prompts == ["Passphrase for /h/keys.enc: ", "Wrong passphrase, try again: ", "Wrong passphrase, try again: "])

        let never = ScriptedPrompter(["a", "b", "c", "right"])
        expectError(.tooManyAttempts(path: "/h/keys.enc")) { () throws(SecretsError) in
            try unlock(PassphraseSource(environment: [:], prompter: never))
        }
        #expect(never.prompts.count == 3)
    }

    @Test("end of input at the prompt is 'no passphrase'")
    func promptEndOfInput() throws {
        expectError(.noPassphrase(hint: "end of input at the prompt")) { () throws(SecretsError) in
            try unlock(PassphraseSource(environment: [:], prompter: ScriptedPrompter([])))
        }
    }

    @Test("a new passphrase is asked twice at the prompt; a mismatch is an error")
    func newPassphraseTwice() throws {
        let prompter = ScriptedPrompter(["fresh", "fresh"])
        let made = try PassphraseSource(environment: [:], prompter: prompter).passphraseForNewFile(path: "/h/keys.enc")
        #expect(made.matches(try Passphrase("fresh")))
        #expect(prompter.prompts == ["New passphrase for /h/keys.enc: ", "Repeat the new passphrase: "])
        expectError(.passphraseMismatch) { () throws(SecretsError) in
            try PassphraseSource(environment: [:], prompter: ScriptedPrompter(["one", "two"])).passphraseForNewFile(path: "/h")
        }
    }

    @Test("passwd's new passphrase: AIRFIT_NEW_PASSPHRASE(_FD), the same descriptor's next line, or an error")
    func replacementSources() throws {
        let viaVariable = try PassphraseSource(environment: ["AIRFIT_NEW_PASSPHRASE": "new"], prompter: nil)
            .replacementPassphrase(path: "/h")
        #expect(viaVariable.matches(try Passphrase("new")))

        let fd = try pipeReading("right\nnew\n")
        defer { close(fd) }
        let shared = PassphraseSource(
            environment: ["AIRFIT_PASSPHRASE_FD": "\(fd)", "AIRFIT_NEW_PASSPHRASE_FD": "\(fd)"], prompter: nil
        )
        #expect(try unlock(shared) == "unlocked")
        #expect(try shared.replacementPassphrase(path: "/h").matches(try Passphrase("new")))

        expectError(.conflictingPassphraseSources("AIRFIT_NEW_PASSPHRASE", "AIRFIT_NEW_PASSPHRASE_FD")) {
            () throws(SecretsError) in
            try PassphraseSource(environment: ["AIRFIT_NEW_PASSPHRASE": "a", "AIRFIT_NEW_PASSPHRASE_FD": "0"], prompter: nil)
                .replacementPassphrase(path: "/h")
        }
        expectError(.noPassphrase(hint: "set AIRFIT_NEW_PASSPHRASE to the new passphrase or run in a terminal")) {
            () throws(SecretsError) in
            try PassphraseSource(environment: ["AIRFIT_PASSPHRASE": "right"], prompter: nil).replacementPassphrase(path: "/h")
        }
    }

    @Test("a passphrase never prints itself")
    func redacted() throws {
        let secret = try Passphrase("hunter2")
        #expect(String(describing: secret) == "Passphrase(redacted)")
        #expect(!"\(secret)".contains("hunter2"))
    }
}
