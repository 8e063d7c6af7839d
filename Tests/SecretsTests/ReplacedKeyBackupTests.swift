import Foundation
import Testing
@testable import Secrets

/// Issue 12, item 7: a user rotating a leaked key with `keys set` expects the old key gone;
/// `keys.enc.bak` is a copy of the new file after every change, so it never holds a replaced key.
@Suite("Key file: a replaced key does not linger")
struct ReplacedKeyBackupTests {
    @Test("after set over an existing key, keys.enc.bak holds only the new key")
    func replacedKeyLeavesTheBackup() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let store = makeStore(directory, environment: ["AIRFIT_PASSPHRASE": "right"])
        try await store.set("sk-proj-leaked-key-00001", for: "openai")
        try await store.set("sk-proj-rotated-key-0002", for: "openai")
        let backup = KeyFile(path: store.file.backupPath, parameters: fastKDF)
        #expect(try backup.read(passphrase: passphrase("right")).entries == ["openai": "sk-proj-rotated-key-0002"])
        #expect(try permissions(of: store.file.backupPath) == 0o600)
    }
}
