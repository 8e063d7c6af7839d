import Foundation
import Testing
@testable import Secrets

@Suite("Key store")
struct KeyStoreTests {
    /// Writes `entries` to the key file in `directory` under "right".
    func seed(_ directory: TemporaryDirectory, _ entries: [String: String]) throws {
        try KeyFile(directory: directory.home, parameters: fastKDF).write(entries, passphrase: passphrase("right"))
    }

    @Test("environment keys override the file, and the listing shows each key's source")
    func environmentOverridesFile() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try seed(directory, ["openai": "sk-file-openai-0000", "anthropic": "sk-ant-file-key-7777"])
        let environment = ["OPENAI_API_KEY": "sk-env-openai-9999", "GEMINI_API_KEY": "AIza-env-gemini-5555",
                           "AIRFIT_PASSPHRASE": "right"]
        let store = makeStore(directory, environment: environment)
        #expect(try await store.key(for: "openai") == "sk-env-openai-9999")
        #expect(try await store.key(for: "anthropic") == "sk-ant-file-key-7777")
        #expect(try await store.key(for: "ollama") == nil)
        let listing = try await store.list()
        #expect(listing == [
            KeyListing(provider: "anthropic", masked: "••••••••7777", source: .file, shadowsFile: false),
            KeyListing(provider: "gemini", masked: "••••••••5555", source: .environment(variable: "GEMINI_API_KEY"), shadowsFile: false),
            KeyListing(provider: "openai", masked: "••••••••9999", source: .environment(variable: "OPENAI_API_KEY"), shadowsFile: true),
        ])
    }

    @Test("lazy: no passphrase is asked for a key in the environment, or when there is no file")
    func lazyUnlock() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let prompter = ScriptedPrompter([])
        let empty = makeStore(directory, environment: [:], prompter: prompter)
        #expect(try await empty.key(for: "anthropic") == nil)
        #expect(try await empty.list().isEmpty)

        try seed(directory, ["anthropic": "sk-ant-file-key-7777"])
        let store = makeStore(directory, environment: ["OPENAI_API_KEY": "sk-env-openai-9999"], prompter: prompter)
        #expect(try await store.key(for: "openai") == "sk-env-openai-9999")
        #expect(prompter.prompts.isEmpty)
        // A key that must come from the file needs the passphrase; here there is none.
        await expectError(.noPassphrase(hint: "end of input at the prompt")) { () async throws(SecretsError) in
            try await store.key(for: "anthropic")
        }
        let noTerminal = makeStore(directory, environment: [:], prompter: nil)
        await expectError(.noPassphrase(hint: "set AIRFIT_PASSPHRASE or run in a terminal")) { () async throws(SecretsError) in
            try await noTerminal.key(for: "anthropic")
        }
    }

    @Test("the passphrase is asked once, even by concurrent callers; lock() forgets it")
    func unlockOnce() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try seed(directory, ["anthropic": "sk-ant-file-key-7777", "gemini": "AIza-file-gemini-1234"])
        let prompter = ScriptedPrompter(["right", "right"])
        let store = makeStore(directory, prompter: prompter)
        let keys = await withTaskGroup(of: String?.self) { group in
            for provider in ["anthropic", "gemini", "anthropic", "gemini", "anthropic"] {
                group.addTask { try? await store.key(for: provider) }
            }
            return await group.reduce(into: [String?]()) { $0.append($1) }
        }
        #expect(keys.count == 5 && keys.allSatisfy { $0 != nil })
        try await store.set("sk-ollama-local-key-42", for: "ollama")
        #expect(prompter.prompts.count == 1)
        await store.lock()
        #expect(try await store.key(for: "ollama") == "sk-ollama-local-key-42")
        #expect(prompter.prompts.count == 2)
    }

    @Test("concurrent sets are serialised: no update is lost")
    func concurrentSets() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let store = makeStore(directory, environment: ["AIRFIT_PASSPHRASE": "right"])
        let providers = (1...6).map { "custom-\($0)" }
        await withTaskGroup(of: Void.self) { group in
            for provider in providers {
                group.addTask { try? await store.set("key-for-\(provider)-000000", for: provider) }
            }
        }
        let stored = try KeyFile(directory: directory.home, parameters: fastKDF).read(passphrase: passphrase("right"))
        #expect(stored.entries == Dictionary(uniqueKeysWithValues: providers.map { ($0, "key-for-\($0)-000000") }))
    }

    /// Separate stores stand for separate `airfit` processes: each has its own actor and
    /// opens the lock file itself, and `flock` locks belong to the open file, so they
    /// exclude each other as two processes would.
    @Test("stores of separate processes saving at once lose no update (the file lock)")
    func separateStoresLoseNothing() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try seed(directory, ["openai": "sk-seed-openai-0000"])
        let stores = (1...6).map { _ in makeStore(directory, environment: ["AIRFIT_PASSPHRASE": "right"]) }
        var expected = ["openai": "sk-seed-openai-0000"]
        for (index, _) in stores.enumerated() {
            for round in 1...3 { expected["custom-\(index)-\(round)"] = "key-\(index)-\(round)-000000" }
        }
        try await withThrowingTaskGroup(of: Void.self) { group in
            for (index, store) in stores.enumerated() {
                group.addTask {
                    for round in 1...3 { try await store.set("key-\(index)-\(round)-000000", for: "custom-\(index)-\(round)") }
                }
            }
            try await group.waitForAll()
        }
        let stored = try KeyFile(directory: directory.home, parameters: fastKDF).read(passphrase: passphrase("right"))
        #expect(stored.entries == expected)
        let lockMode = try FileManager.default.attributesOfItem(atPath: directory.home + "/keys.enc.lock")[.posixPermissions] as? Int
        #expect(lockMode == 0o600)
    }

    @Test("the first set creates the file under a new passphrase asked twice")
    func firstSetCreatesFile() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let prompter = ScriptedPrompter(["brand new", "brand new"])
        let store = makeStore(directory, prompter: prompter)
        try await store.set("sk-first-key-ever-0001", for: "openai")
        #expect(prompter.prompts.count == 2)
        let file = KeyFile(directory: directory.home, parameters: fastKDF)
        #expect(try file.read(passphrase: passphrase("brand new")).entries == ["openai": "sk-first-key-ever-0001"])
    }

    @Test("a damaged file is reported by the store and never overwritten by a set")
    func damagedFileIsNotOverwritten() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try seed(directory, ["anthropic": "sk-ant-file-key-7777"])
        let path = KeyFile(directory: directory.home).path
        let damaged = Array(try bytes(of: path).dropLast(10))
        try write(damaged, to: path)
        let store = makeStore(directory, environment: ["AIRFIT_PASSPHRASE": "right"])
        await expectError(.damaged(path: path, kind: .truncated)) { () async throws(SecretsError) in
            try await store.set("sk-new-key-000000001", for: "openai")
        }
        #expect(try bytes(of: path) == damaged)
        #expect(try directoryNames(directory.home) == ["keys.enc"])
        // Damage is reported before anyone is asked for a passphrase.
        let prompter = ScriptedPrompter(["right"])
        await expectError(.damaged(path: path, kind: .truncated)) { () async throws(SecretsError) in
            try await makeStore(directory, prompter: prompter).list()
        }
        #expect(prompter.prompts.isEmpty)

        let wrong = makeStore(directory, environment: ["AIRFIT_PASSPHRASE": "wrong"])
        try seed(directory, ["anthropic": "sk-ant-file-key-7777"])
        let intact = try bytes(of: path)
        await expectError(.wrongPassphrase(path: path)) { () async throws(SecretsError) in
            try await wrong.set("sk-new-key-000000001", for: "openai")
        }
        #expect(try bytes(of: path) == intact)

        // Three wrong passphrases at the prompt: an error, and still not a byte written.
        let guesser = ScriptedPrompter(["a", "b", "c"])
        await expectError(.tooManyAttempts(path: path)) { () async throws(SecretsError) in
            try await makeStore(directory, prompter: guesser).set("sk-new-key-000000001", for: "openai")
        }
        #expect(guesser.prompts.count == 3)
        #expect(try bytes(of: path) == intact)
        #expect(try directoryNames(directory.home) == ["keys.enc", "keys.enc.bak"])
    }

    @Test("provider names: built-in or [a-z0-9-]+, at most 64 characters")
    func providerNames() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let store = makeStore(directory, environment: ["AIRFIT_PASSPHRASE": "right"])
        for bad in ["OpenAI", "open ai", "", "a/b", "../x", "ключ", String(repeating: "a", count: 65)] {
            await expectError(.invalidProviderName(bad)) { () async throws(SecretsError) in
                try await store.set("sk-valid-key-123456", for: bad)
            }
        }
        #expect(!FileManager.default.fileExists(atPath: store.file.path))
        try await store.set("key-for-my-server-1", for: "my-llm-2")
        #expect(try await store.key(for: "my-llm-2") == "key-for-my-server-1")
    }

    @Test("keys with spaces or control characters are refused")
    func keyValidation() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let store = makeStore(directory, environment: ["AIRFIT_PASSPHRASE": "right"])
        await expectError(.emptyKey) { () async throws(SecretsError) in try await store.set("", for: "openai") }
        await expectError(.invalidKey("it contains spaces or control characters")) { () async throws(SecretsError) in
            try await store.set("sk two words", for: "openai")
        }
        await expectError(.invalidKey("it contains spaces or control characters")) { () async throws(SecretsError) in
            try await store.set("sk-\u{1B}[31m", for: "openai")
        }
    }

    @Test("masking shows only the last 4 characters, and nothing of short keys")
    func masking() {
        #expect(KeyMask.mask("sk-proj-abcdefghijklmnop") == "••••••••mnop")
        #expect(KeyMask.mask("123456789012") == "••••••••9012")
        #expect(KeyMask.mask("12345678901") == "••••••••")
        #expect(KeyMask.mask("abc") == "••••••••")
        #expect(!KeyMask.mask("sk-proj-abcdefghijklmnop").contains("sk-proj"))
    }
}
