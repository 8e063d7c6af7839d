import Foundation
import Synchronization
import Testing
@testable import Secrets

#if canImport(Glibc)
import Glibc
#endif

/// Issue 12, items 7 and 10: nothing the user removed or replaced lingers in the backup,
/// errors never echo a secret, and the small holes around the key file are closed.
@Suite("Key file: nothing lingers")
struct LingeringSecretsTests {
    @Test("after rm, keys.enc.bak no longer holds the removed key")
    func removedKeyLeavesTheBackup() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let store = makeStore(directory, environment: ["AIRFIT_PASSPHRASE": "right"])
        try await store.set("sk-proj-removed-key-0001", for: "openai")
        try await store.set("sk-ant-kept-key-00000002", for: "anthropic")
        try await store.remove("openai")
        let backup = KeyFile(path: store.file.backupPath, parameters: fastKDF)
        #expect(try backup.read(passphrase: passphrase("right")).entries == ["anthropic": "sk-ant-kept-key-00000002"])
        #expect(try permissions(of: store.file.backupPath) == 0o600)
    }

    @Test("after passwd, the old passphrase opens neither keys.enc nor keys.enc.bak")
    func oldPassphraseOpensNothing() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let store = makeStore(directory, environment: ["AIRFIT_PASSPHRASE": "old", "AIRFIT_NEW_PASSPHRASE": "new"])
        try await store.set("sk-proj-first-key-00001", for: "openai")
        try await store.set("sk-ant-second-key-00002", for: "anthropic")
        try await store.changePassphrase()
        let backup = KeyFile(path: store.file.backupPath, parameters: fastKDF)
        for file in [store.file, backup] {
            expectError(.wrongPassphrase(path: file.path)) { () throws(SecretsError) in try file.read(passphrase: try Passphrase("old")) }
            #expect(try file.read(passphrase: passphrase("new")).entries.count == 2)
        }
    }

    @Test("a save makes keys.enc.bak 0600 even when keys.enc was 0644, and warns about what is still loose")
    func backupModeAndWarningsAfterASave() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let store = makeStore(directory, environment: ["AIRFIT_PASSPHRASE": "right"])
        try await store.set("sk-proj-first-key-00001", for: "openai")
        try #require(chmod(store.file.path, 0o644) == 0)
        let output = try await KeysCommands.set(store, provider: "anthropic") { "sk-ant-second-key-00002" }
        #expect(try permissions(of: store.file.path) == 0o600)
        #expect(try permissions(of: store.file.backupPath) == 0o600)
        #expect(output.warnings.isEmpty, "keys.enc is 0600 now: \(output.warnings)")

        try #require(chmod(store.file.backupPath, 0o644) == 0)
        let listed = try await KeysCommands.list(makeStore(directory, environment: ["AIRFIT_PASSPHRASE": "right"]))
        #expect(listed.warnings == ["\(store.file.backupPath) is readable by group or others (mode 0644); fix with: chmod 600 \(store.file.backupPath)"])
    }

    @Test("a chat unlocking a loose keys.enc is warned, once")
    func chatUnlockWarns() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try await makeStore(directory, environment: ["AIRFIT_PASSPHRASE": "right"]).set("sk-proj-chat-key-000001", for: "openai")
        let path = KeyFile(directory: directory.home).path
        try #require(chmod(path, 0o644) == 0)
        let reported = Mutex<[String]>([])
        let store = KeyStore(
            file: KeyFile(directory: directory.home, parameters: fastKDF), environment: ["AIRFIT_PASSPHRASE": "right"],
            keyVariables: testKeyVariables, passphrases: PassphraseSource(environment: ["AIRFIT_PASSPHRASE": "right"], prompter: nil),
            reportWarnings: { lines in reported.withLock { $0 += lines } })
        #expect(try await store.key(for: "openai") == "sk-proj-chat-key-000001")
        #expect(try await store.key(for: "openai") == "sk-proj-chat-key-000001")
        #expect(reported.withLock { $0 } == ["\(path) is readable by group or others (mode 0644); fix with: chmod 600 \(path)"])
    }

    @Test("temporary files a killed save left behind are removed by the next change")
    func staleTemporariesAreCleaned() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let store = makeStore(directory, environment: ["AIRFIT_PASSPHRASE": "right"])
        try await store.set("sk-proj-first-key-00001", for: "openai")
        let stale = [".keys.enc.tmp-0123456789abcdef", ".keys.enc.bak.tmp-fedcba9876543210"]
        for name in stale { try write(Array("half a save".utf8), to: (directory.home as NSString).appendingPathComponent(name)) }
        let unrelated = (directory.home as NSString).appendingPathComponent("notes.txt")
        try write(Array("mine".utf8), to: unrelated)
        try await store.set("sk-ant-second-key-00002", for: "anthropic")
        #expect(try directoryNames(directory.home) == ["keys.enc", "keys.enc.bak", "keys.enc.lock", "notes.txt"])
    }

    @Test("a symbolic link at keys.enc is refused, never followed or replaced")
    func symbolicLinkRefused() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let elsewhere = KeyFile(path: (directory.path as NSString).appendingPathComponent("elsewhere.enc"), parameters: fastKDF)
        try elsewhere.write(["openai": "sk-proj-linked-key-0001"], passphrase: passphrase("right"))
        let target = try bytes(of: elsewhere.path)
        try FileManager.default.createDirectory(atPath: directory.home, withIntermediateDirectories: true)
        let store = makeStore(directory, environment: ["AIRFIT_PASSPHRASE": "right"])
        try FileManager.default.createSymbolicLink(atPath: store.file.path, withDestinationPath: elsewhere.path)
        await expectError(.symbolicLink(path: store.file.path)) { () async throws(SecretsError) in try await store.list() }
        await expectError(.symbolicLink(path: store.file.path)) { () async throws(SecretsError) in
            try await store.set("sk-ant-second-key-00002", for: "anthropic")
        }
        expectError(.symbolicLink(path: store.file.path)) { () throws(SecretsError) in
            try store.file.write(["x": "sk-proj-overwrite-00001"], passphrase: try Passphrase("right"))
        }
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: store.file.path) == elsewhere.path)
        #expect(try bytes(of: elsewhere.path) == target)
        #expect(!FileManager.default.fileExists(atPath: store.file.backupPath))
    }

    @Test("a key that is not UTF-8 is refused, not saved with replacement characters")
    func invalidUTF8KeyRefused() throws {
        var pipeEnds: [Int32] = [0, 0]
        try #require(pipe(&pipeEnds) == 0)
        let bytes: [UInt8] = Array("sk-proj-".utf8) + [0xFF, 0xFE] + Array("abc\n".utf8)
        #expect(bytes.withUnsafeBytes { write(pipeEnds[1], $0.baseAddress, $0.count) } == bytes.count)
        close(pipeEnds[1])
        defer { close(pipeEnds[0]) }
        expectError(.invalidKey("it is not valid UTF-8 text (was it pasted from a binary file?)")) { () throws(SecretsError) in
            try KeyReaders.descriptor(pipeEnds[0])()
        }
    }

    @Test("errors never echo a secret given in the wrong place")
    func errorsDoNotEchoSecrets() async throws {
        let passphraseByMistake = "my-secret-passphrase"
        do {
            _ = try PassphraseSource(environment: ["AIRFIT_PASSPHRASE_FD": passphraseByMistake], prompter: nil)
                .passphraseForNewFile(path: "/h/keys.enc")
            Issue.record("a passphrase is not a descriptor")
        } catch {
            #expect(!error.description.contains("my-secret"), "\(error)")
        }
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let store = makeStore(directory, environment: ["AIRFIT_PASSPHRASE": "right"])
        for keyAsName in ["sk-proj-abcdef0123456789", "Sk-Proj-AbC_0123456789xyz"] {
            do {
                _ = try await KeysCommands.set(store, provider: keyAsName) { "sk-whatever-0000" }
                Issue.record("\(keyAsName) is not a provider name")
            } catch {
                #expect(!error.description.contains("0123456789"), "\(error)")
            }
        }
        #expect(!FileManager.default.fileExists(atPath: store.file.path))
    }
}

/// Issue 11, item 11: scrypt runs once per passphrase in a process, and a caller can show
/// progress around it.
@Suite("Key derivation: once, and observable")
struct KeyDerivationTests {
    final class EventLog: Sendable {
        private let events = Mutex<[KeyDerivationEvent]>([])
        func append(_ event: KeyDerivationEvent) { events.withLock { $0.append(event) } }
        func withLock<T>(_ body: ([KeyDerivationEvent]) -> T) -> T { events.withLock { body($0) } }
    }

    static func counted(_ directory: TemporaryDirectory, environment: [String: String]) -> (KeyStore, EventLog) {
        let events = EventLog()
        var file = KeyFile(directory: directory.home, parameters: fastKDF)
        file.derivationObserver = { event in events.append(event) }
        let store = KeyStore(file: file, environment: environment, keyVariables: testKeyVariables,
                             passphrases: PassphraseSource(environment: environment, prompter: nil))
        return (store, events)
    }

    @Test("a new file, then more changes in the same process: one derivation")
    func newFileDerivesOnce() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let (store, events) = Self.counted(directory, environment: ["AIRFIT_PASSPHRASE": "right"])
        try await store.set("sk-proj-first-key-00001", for: "openai")
        try await store.set("sk-ant-second-key-00002", for: "anthropic")
        try await store.remove("openai")
        _ = try await store.list()
        #expect(events.withLock { $0 } == [.started(.encrypt, path: store.file.path), .finished])
    }

    @Test("an existing file: set derives once to unlock and saves with the same key")
    func existingFileDerivesOnce() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try await makeStore(directory, environment: ["AIRFIT_PASSPHRASE": "right"]).set("sk-proj-first-key-00001", for: "openai")
        let (store, events) = Self.counted(directory, environment: ["AIRFIT_PASSPHRASE": "right"])
        try await store.set("sk-ant-second-key-00002", for: "anthropic")
        #expect(events.withLock { $0 } == [.started(.unlock, path: store.file.path), .finished])
        #expect(try store.file.read(passphrase: passphrase("right")).entries.count == 2)
    }

    @Test("passwd derives twice: once for each passphrase")
    func passwdDerivesTwice() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try await makeStore(directory, environment: ["AIRFIT_PASSPHRASE": "old"]).set("sk-proj-first-key-00001", for: "openai")
        let (store, events) = Self.counted(directory, environment: ["AIRFIT_PASSPHRASE": "old", "AIRFIT_NEW_PASSPHRASE": "new"])
        try await store.changePassphrase()
        let path = store.file.path
        #expect(events.withLock { $0 } == [.started(.unlock, path: path), .finished, .started(.encrypt, path: path), .finished])
    }
}
