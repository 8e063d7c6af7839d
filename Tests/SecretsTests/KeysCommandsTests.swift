import Foundation
import Testing
@testable import Secrets

@Suite("keys commands")
struct KeysCommandsTests {
    let secret = "sk-proj-SECRETVALUE-abcd1234"

    func allText(_ output: KeysCommandOutput) -> String { (output.lines + output.warnings).joined(separator: "\n") }

    @Test("set reads the key, trims the newline, stores it and prints it masked")
    func set() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let store = makeStore(directory, environment: ["AIRFIT_PASSPHRASE": "right"])
        let output = try await KeysCommands.set(store, provider: "openai") { secret + "\n" }
        #expect(output.lines == ["saved the openai key (••••••••1234) in \(store.file.path)"])
        #expect(!allText(output).contains("SECRETVALUE"))
        let stored = try KeyFile(directory: directory.home, parameters: fastKDF).read(passphrase: passphrase("right"))
        #expect(stored.entries == ["openai": secret])
    }

    @Test("set: an empty key or end of input is an error and no file is created")
    func setEmpty() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let store = makeStore(directory, environment: ["AIRFIT_PASSPHRASE": "right"])
        for input in [nil, "", "   \n", "\n"] as [String?] {
            await expectError(.emptyKey) { () async throws(SecretsError) in
                try await KeysCommands.set(store, provider: "openai") { input }
            }
        }
        #expect(!FileManager.default.fileExists(atPath: store.file.path))
    }

    @Test("set: an invalid provider is refused before the key is read")
    func setInvalidProvider() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let store = makeStore(directory, environment: ["AIRFIT_PASSPHRASE": "right"])
        await expectError(.invalidProviderName("Open AI")) { () async throws(SecretsError) in
            try await KeysCommands.set(store, provider: "Open AI") { () throws(SecretsError) -> String? in
                Issue.record("the key was read")
                return "sk-should-not-be-read"
            }
        }
    }

    @Test("set notes when an environment variable overrides the stored key")
    func setOverridden() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let store = makeStore(directory, environment: ["AIRFIT_PASSPHRASE": "right", "OPENAI_API_KEY": "sk-env-key-9999"])
        let output = try await KeysCommands.set(store, provider: "openai") { secret }
        #expect(output.lines.last == "note: OPENAI_API_KEY is set and overrides the stored openai key")
    }

    @Test("set without any passphrase source is a clear error and creates nothing")
    func setWithoutPassphrase() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let store = makeStore(directory, environment: [:], prompter: nil)
        await expectError(.noPassphrase(hint: "set AIRFIT_PASSPHRASE or run in a terminal")) { () async throws(SecretsError) in
            try await KeysCommands.set(store, provider: "openai") { secret }
        }
        #expect(!FileManager.default.fileExists(atPath: directory.home))
    }

    @Test("list: aligned provider, masked key and source; a hint when there are none")
    func list() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let none = try await KeysCommands.list(makeStore(directory, environment: ["AIRFIT_PASSPHRASE": "right"]))
        #expect(none.lines.count == 1 && none.lines[0].hasPrefix("no keys: add one with `airfit keys set PROVIDER`"))

        let environment = ["AIRFIT_PASSPHRASE": "right", "GEMINI_API_KEY": "AIza-env-gemini-5555"]
        let store = makeStore(directory, environment: environment)
        _ = try await KeysCommands.set(store, provider: "anthropic") { "sk-ant-api03-zzzz9876" }
        _ = try await KeysCommands.set(store, provider: "gemini") { "AIza-file-gemini-0000" }
        let output = try await KeysCommands.list(store)
        #expect(output.lines == [
            "anthropic  ••••••••9876  file",
            "gemini     ••••••••5555  environment (GEMINI_API_KEY), overrides the file",
        ])
        #expect(!allText(output).contains("zzzz9876") && !allText(output).contains("AIza"))
    }

    @Test("list reports a loose file mode as a warning")
    func listWarnsLooseMode() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let store = makeStore(directory, environment: ["AIRFIT_PASSPHRASE": "right"])
        _ = try await KeysCommands.set(store, provider: "openai") { secret }
        try #require(chmod(store.file.path, 0o640) == 0)
        let output = try await KeysCommands.list(store)
        #expect(output.warnings.count == 1 && output.warnings[0].contains("mode 0640"))
    }

    @Test("rm removes a key; an unknown provider is an error and the file is untouched")
    func remove() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let store = makeStore(directory, environment: ["AIRFIT_PASSPHRASE": "right", "GEMINI_API_KEY": "AIza-env-gemini-5555"])
        _ = try await KeysCommands.set(store, provider: "openai") { secret }
        _ = try await KeysCommands.set(store, provider: "anthropic") { "sk-ant-api03-zzzz9876" }
        let output = try await KeysCommands.remove(store, provider: "openai")
        #expect(output.lines == ["removed the openai key from \(store.file.path)"])
        #expect(try await store.key(for: "openai") == nil)
        #expect(try await store.key(for: "anthropic") == "sk-ant-api03-zzzz9876")

        let before = try bytes(of: store.file.path)
        let backup = try bytes(of: store.file.backupPath)
        await expectError(.unknownProvider("openai")) { () async throws(SecretsError) in
            try await KeysCommands.remove(store, provider: "openai")
        }
        await expectError(.keyFromEnvironment(provider: "gemini", variable: "GEMINI_API_KEY")) { () async throws(SecretsError) in
            try await KeysCommands.remove(store, provider: "gemini")
        }
        await expectError(.invalidProviderName("../etc")) { () async throws(SecretsError) in
            try await KeysCommands.remove(store, provider: "../etc")
        }
        #expect(try bytes(of: store.file.path) == before)
        #expect(try bytes(of: store.file.backupPath) == backup)
    }

    @Test("rm without a key file is 'no key stored'")
    func removeWithoutFile() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        await expectError(.unknownProvider("openai")) { () async throws(SecretsError) in
            try await KeysCommands.remove(makeStore(directory), provider: "openai")
        }
    }

    @Test("passwd (from the environment): the old passphrase then fails and the new one works")
    func passwdFromEnvironment() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let first = makeStore(directory, environment: ["AIRFIT_PASSPHRASE": "old"])
        _ = try await KeysCommands.set(first, provider: "openai") { secret }
        let store = makeStore(directory, environment: ["AIRFIT_PASSPHRASE": "old", "AIRFIT_NEW_PASSPHRASE": "new"])
        let output = try await KeysCommands.passwd(store)
        #expect(output.lines.count == 1 && output.lines[0].hasPrefix("re-encrypted \(store.file.path)"))

        let file = KeyFile(directory: directory.home, parameters: fastKDF)
        expectError(.wrongPassphrase(path: file.path)) { () throws(SecretsError) in try file.read(passphrase: try Passphrase("old")) }
        #expect(try file.read(passphrase: passphrase("new")).entries == ["openai": secret])
        #expect(try await makeStore(directory, environment: ["AIRFIT_PASSPHRASE": "new"]).key(for: "openai") == secret)
        await expectError(.wrongPassphrase(path: file.path)) { () async throws(SecretsError) in
            try await makeStore(directory, environment: ["AIRFIT_PASSPHRASE": "old"]).key(for: "openai")
        }
    }

    @Test("passwd at the prompt: old, then new twice; a mismatch changes nothing")
    func passwdAtPrompt() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        _ = try await KeysCommands.set(makeStore(directory, environment: ["AIRFIT_PASSPHRASE": "old"]), provider: "openai") { secret }
        let before = try bytes(of: KeyFile(directory: directory.home).path)

        let mismatch = ScriptedPrompter(["old", "new", "typo"])
        await expectError(.passphraseMismatch) { () async throws(SecretsError) in
            try await KeysCommands.passwd(makeStore(directory, prompter: mismatch))
        }
        #expect(try bytes(of: KeyFile(directory: directory.home).path) == before)

        let prompter = ScriptedPrompter(["old", "new", "new"])
        _ = try await KeysCommands.passwd(makeStore(directory, prompter: prompter))
        #expect(prompter.prompts.count == 3)
        let file = KeyFile(directory: directory.home, parameters: fastKDF)
        #expect(try file.read(passphrase: passphrase("new")).entries == ["openai": secret])
    }

    @Test("passwd: no key file, or a wrong old passphrase, is an error")
    func passwdErrors() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let environment = ["AIRFIT_PASSPHRASE": "old", "AIRFIT_NEW_PASSPHRASE": "new"]
        let path = KeyFile(directory: directory.home).path
        await expectError(.noKeyFile(path: path)) { () async throws(SecretsError) in
            try await KeysCommands.passwd(makeStore(directory, environment: environment))
        }
        _ = try await KeysCommands.set(makeStore(directory, environment: environment), provider: "openai") { secret }
        let before = try bytes(of: path)
        await expectError(.wrongPassphrase(path: path)) { () async throws(SecretsError) in
            try await KeysCommands.passwd(makeStore(directory, environment: ["AIRFIT_PASSPHRASE": "bad", "AIRFIT_NEW_PASSPHRASE": "new"]))
        }
        #expect(try bytes(of: path) == before)
    }

    @Test("key readers: one line of a descriptor (nothing more consumed), or hidden through the prompter")
    func keyReaders() async throws {
        let fd = try pipeReading(secret + "\nright\n")
        defer { close(fd) }
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        // The key is the first line, the passphrase the second line of the same descriptor.
        let shared = KeyStore(
            file: KeyFile(directory: directory.home, parameters: fastKDF), environment: [:], keyVariables: testKeyVariables,
            passphrases: PassphraseSource(environment: ["AIRFIT_PASSPHRASE_FD": "\(fd)"], prompter: nil)
        )
        _ = try await KeysCommands.set(shared, provider: "openai", readKey: KeyReaders.descriptor(fd))
        #expect(try KeyFile(directory: directory.home, parameters: fastKDF).read(passphrase: passphrase("right")).entries
            == ["openai": secret])

        let prompter = ScriptedPrompter(["sk-typed-without-echo-77"])
        #expect(try KeyReaders.hidden(prompter, provider: "gemini")() == "sk-typed-without-echo-77")
        #expect(prompter.prompts == ["Key for gemini (input hidden): "])
        #expect(try KeyReaders.hidden(prompter, provider: "gemini")() == nil)
    }
}

