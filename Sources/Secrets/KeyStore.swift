/// The keys the LLM providers use: environment variables (`OPENAI_API_KEY`,
/// `ANTHROPIC_API_KEY`, ...: the map the app passes in) override the encrypted ``KeyFile``.
///
/// Lazy: the passphrase is asked only when a key is needed, is not in the environment, and
/// the file exists. Once unlocked, the store keeps the passphrase and the derived key (both in
/// `SymmetricKey`, zeroed when freed; ``lock()`` drops them) so later reads and saves skip
/// scrypt (one derivation per passphrase per process) and need no new prompt. The decrypted map itself is not kept: each call re-reads the file,
/// and changes re-read it under the file's lock (``KeyFile/withExclusiveLock(_:)``).
/// Blocking work (scrypt, prompts, fsync) runs on its own thread; calls are serialised.
public actor KeyStore {
    /// The key file behind the store.
    public nonisolated let file: KeyFile
    private let environment: [String: String]
    /// Provider -> the environment variable that overrides its stored key.
    private let keyVariables: [String: String]
    private let passphrases: PassphraseSource
    private var unlocked: Unlocked?
    private var warnings: [String] = []
    private var reported: Set<String> = []
    private let reportWarnings: (@Sendable ([String]) -> Void)?
    private var busy = false
    private var waiters: [CheckedContinuation<Void, Never>] = []

    /// A store over `file`, with environment keys from `environment` (each provider's in the
    /// variable `keyVariables` names) and passphrases from `passphrases`. `reportWarnings`
    /// receives the permission warnings met while a key is fetched for use (``key(for:)``: a
    /// chat unlocking the file), each once per store; the keys commands get theirs from
    /// ``drainWarnings()``.
    public init(file: KeyFile, environment: [String: String], keyVariables: [String: String], passphrases: PassphraseSource,
                reportWarnings: (@Sendable ([String]) -> Void)? = nil) {
        self.file = file
        self.environment = environment
        self.keyVariables = keyVariables
        self.passphrases = passphrases
        self.reportWarnings = reportWarnings
    }

    /// Every variable that may hold a key (the map the app passed in), by provider id.
    public nonisolated var variableNames: [String] {
        keyVariables.sorted { $0.key < $1.key }.map(\.value)
    }

    /// The environment variable holding `provider`'s key, when it is set and not empty.
    public nonisolated func environmentVariable(for provider: String) -> String? {
        guard let variable = keyVariables[provider],
              let value = environment[variable], !value.isEmpty
        else { return nil }
        return variable
    }

    /// The key for `provider`: from the environment, else from the file (unlocking it if
    /// needed), else nil.
    public func key(for provider: String) async throws(SecretsError) -> String? {
        let provider = try ProviderName.validated(provider)
        if let variable = environmentVariable(for: provider) { return environment[variable] }
        await acquire()
        defer { release() }
        guard try file.exists() else { return nil }
        let key = try await load()?[provider]
        if let reportWarnings {
            let new = drainWarnings().filter { !reported.contains($0) }
            reported.formUnion(new)
            if !new.isEmpty { reportWarnings(new) }
        }
        return key
    }

    /// Stores `key` for `provider` in the file (creating it, and asking for a new passphrase,
    /// when there is none).
    public func set(_ key: String, for provider: String) async throws(SecretsError) {
        let provider = try ProviderName.validated(provider)
        let key = try KeyValidation.validated(key)
        await acquire()
        defer { release() }
        _ = try await load()
        // The backup becomes a copy of the new file: a replaced (perhaps leaked) key must not linger in it.
        try await update(newPassphrase: nil, backup: .newVersion) { entries throws(SecretsError) in entries[provider] = key }
    }

    /// Removes `provider`'s key from the file. Unknown provider: an error, file untouched.
    public func remove(_ provider: String) async throws(SecretsError) {
        let provider = try ProviderName.validated(provider)
        await acquire()
        defer { release() }
        let variable = environmentVariable(for: provider)
        let notStored: SecretsError = variable.map { .keyFromEnvironment(provider: provider, variable: $0) }
            ?? .unknownProvider(provider)
        guard try await load() != nil else { throw notStored }
        // The backup becomes a copy of the new file: it must not keep the removed key.
        try await update(newPassphrase: nil, backup: .newVersion) { entries throws(SecretsError) in
            guard entries.removeValue(forKey: provider) != nil else { throw notStored }
        }
    }

    /// Every key, masked, with its source, sorted by provider. Unlocks the file if it exists.
    public func list() async throws(SecretsError) -> [KeyListing] {
        await acquire()
        defer { release() }
        let stored = try await load() ?? [:]
        var providers = Set(stored.keys)
        for provider in keyVariables.keys where environmentVariable(for: provider) != nil {
            providers.insert(provider)
        }
        return providers.sorted().compactMap { provider in
            if let variable = environmentVariable(for: provider), let key = environment[variable] {
                return KeyListing(
                    provider: provider, masked: KeyMask.mask(key),
                    source: .environment(variable: variable), shadowsFile: stored[provider] != nil
                )
            }
            guard let key = stored[provider] else { return nil }
            return KeyListing(provider: provider, masked: KeyMask.mask(key), source: .file, shadowsFile: false)
        }
    }

    /// Re-encrypts the file under a new passphrase (``PassphraseSource/replacementPassphrase(path:)``),
    /// after unlocking it with the current one.
    public func changePassphrase() async throws(SecretsError) {
        await acquire()
        defer { release() }
        guard try file.exists() else { throw .noKeyFile(path: file.path) }
        _ = try await load()  // unlocks with the current passphrase first
        let source = passphrases
        let path = file.path
        let new = try await OffThread.run { () throws(SecretsError) in try source.replacementPassphrase(path: path) }
        // The backup becomes a copy of the new file: the old passphrase must open nothing.
        try await update(newPassphrase: new, backup: .newVersion) { _ throws(SecretsError) in }
    }

    /// Forgets the passphrase and derived key; the next file access asks again.
    public func lock() {
        unlocked = nil
    }

    /// Permission warnings met since the last call (one line each), then cleared.
    public func drainWarnings() -> [String] {
        defer { warnings = [] }
        return warnings
    }

    // MARK: - Work off the actor's thread

    private struct Unlocked: Sendable {
        let passphrase: Passphrase
        let key: DerivedKey
    }

    private struct Loaded: Sendable {
        let entries: [String: String]?
        let unlocked: Unlocked?
        let warnings: [String]
    }

    /// The file's entries (nil when there is no file), unlocking it if needed.
    private func load() async throws(SecretsError) -> [String: String]? {
        let file = self.file
        let source = passphrases
        let cached = unlocked
        let loaded = try await OffThread.run { () throws(SecretsError) in
            try Self.load(file: file, source: source, cached: cached)
        }
        unlocked = loaded.unlocked
        note(loaded.warnings)
        return loaded.entries
    }

    /// Read-modify-write under the file's lock, so another `airfit` saving meanwhile loses
    /// nothing: the entries are re-read inside the lock (with the unlocked key, so no prompt
    /// happens while other processes wait), changed, and saved. A new file's passphrase is
    /// asked before the lock is taken. When `change` throws, nothing is written. The key
    /// derived to read is reused to save when the passphrase stays the same.
    private func update(
        newPassphrase: Passphrase?, backup: KeyFile.Backup,
        _ change: @escaping @Sendable (inout [String: String]) throws(SecretsError) -> Void
    ) async throws(SecretsError) {
        let file = self.file
        let source = passphrases
        let cached = unlocked
        unlocked = try await OffThread.run { () throws(SecretsError) in
            let passphrase: Passphrase
            if let chosen = newPassphrase ?? cached?.passphrase {
                passphrase = chosen
            } else {
                passphrase = try source.passphraseForNewFile(path: file.path)
            }
            return try file.withExclusiveLock { () throws(SecretsError) in
                var entries: [String: String] = [:]
                var key: DerivedKey?
                if try file.exists() {
                    let current = cached?.passphrase ?? passphrase
                    let read = try file.read(passphrase: current, reusing: cached?.key)
                    entries = read.contents.entries
                    if newPassphrase == nil { key = read.key }
                }
                try change(&entries)
                let saved = try file.save(entries, passphrase: passphrase, reusing: key, backup: backup)
                return Unlocked(passphrase: passphrase, key: saved)
            }
        }
        // What the read saw (a loose keys.enc) may no longer be true: say how things are now.
        warnings = []
        note(file.permissionWarnings())
    }

    private static func load(file: KeyFile, source: PassphraseSource, cached: Unlocked?) throws(SecretsError) -> Loaded {
        guard try file.exists() else { return Loaded(entries: nil, unlocked: cached, warnings: []) }
        if let cached {
            do {
                let read = try file.read(passphrase: cached.passphrase, reusing: cached.key)
                return Loaded(
                    entries: read.contents.entries, unlocked: Unlocked(passphrase: cached.passphrase, key: read.key),
                    warnings: read.contents.warnings
                )
            } catch {
                // The file was re-encrypted elsewhere under another passphrase: ask again.
                guard case .wrongPassphrase = error else { throw error }
            }
        }
        try file.checkStructure()
        let (read, passphrase) = try source.unlock(path: file.path) { passphrase throws(SecretsError) in
            try file.read(passphrase: passphrase, reusing: nil)
        }
        return Loaded(
            entries: read.contents.entries, unlocked: Unlocked(passphrase: passphrase, key: read.key),
            warnings: read.contents.warnings
        )
    }

    private func note(_ new: [String]) {
        for warning in new where !warnings.contains(warning) { warnings.append(warning) }
    }

    // MARK: - Serialisation (calls suspend while work runs off-thread)

    private func acquire() async {
        guard busy else {
            busy = true
            return
        }
        await withCheckedContinuation { waiters.append($0) }
    }

    private func release() {
        if waiters.isEmpty {
            busy = false
        } else {
            waiters.removeFirst().resume()
        }
    }
}
