/// What a keys command prints: `lines` on standard output, `warnings` (one line each,
/// without a "warning:" prefix) on standard error.
public struct KeysCommandOutput: Sendable, Equatable {
    /// Lines for standard output.
    public var lines: [String]
    /// Lines for standard error.
    public var warnings: [String]
}

/// The `airfit keys set|list|rm|passwd` commands (and the REPL's `:keys`), independent of
/// the terminal: they take the store and input closures and return the lines to print.
/// Errors are ``SecretsError``s, whose `description` is the one-line message to print.
public enum KeysCommands: Sendable {
    /// `keys set PROVIDER`: reads the key with `readKey` (a line of standard input, or a
    /// no-echo prompt in the REPL), trims surrounding whitespace and stores it. The key is read
    /// before any passphrase is asked.
    public static func set(
        _ store: KeyStore, provider: String, readKey: () throws(SecretsError) -> String?
    ) async throws(SecretsError) -> KeysCommandOutput {
        let provider = try ProviderName.validated(provider)
        guard let raw = try readKey() else { throw .emptyKey }
        let key = raw.trimmingWhitespace()
        guard !key.isEmpty else { throw .emptyKey }
        try await store.set(key, for: provider)
        var lines = ["saved the \(provider) key (\(KeyMask.mask(key))) in \(store.file.path)"]
        if let variable = store.environmentVariable(for: provider) {
            lines.append("note: \(variable) is set and overrides the stored \(provider) key")
        }
        return KeysCommandOutput(lines: lines, warnings: await store.drainWarnings())
    }

    /// `keys list`: one aligned line per key: provider, masked key, source. With no key, the
    /// line names `setCommand`, the way to add one where the user is (the REPL passes its
    /// `:keys set PROVIDER`).
    public static func list(_ store: KeyStore, setCommand: String = "airfit keys set PROVIDER") async throws(SecretsError) -> KeysCommandOutput {
        let listings = try await store.list()
        guard !listings.isEmpty else {
            // The variables are the app's provider catalog's, passed to the store.
            let variables = store.variableNames
            var line = "no keys: add one with `\(setCommand)`"
            if let last = variables.last {
                line += ", or set " + (variables.count == 1 ? last : variables.dropLast().joined(separator: ", ") + " or " + last)
            }
            return KeysCommandOutput(lines: [line], warnings: await store.drainWarnings())
        }
        let width = listings.map(\.provider.count).max() ?? 0
        let lines = listings.map { listing in
            let name = listing.provider + String(repeating: " ", count: width - listing.provider.count)
            let shadow = listing.shadowsFile ? ", overrides the file" : ""
            return "\(name)  \(listing.masked)  \(listing.source)\(shadow)"
        }
        return KeysCommandOutput(lines: lines, warnings: await store.drainWarnings())
    }

    /// `keys rm PROVIDER`: an unknown provider is an error and the file is untouched.
    public static func remove(_ store: KeyStore, provider: String) async throws(SecretsError) -> KeysCommandOutput {
        try await store.remove(provider)
        var lines = ["removed the \(provider) key from \(store.file.path)"]
        if let variable = store.environmentVariable(for: provider) {
            lines.append("note: \(variable) is still set in the environment")
        }
        return KeysCommandOutput(lines: lines, warnings: await store.drainWarnings())
    }

    /// `keys passwd`: the current passphrase (environment, descriptor or prompt), then the new
    /// one (`AIRFIT_NEW_PASSPHRASE`, `AIRFIT_NEW_PASSPHRASE_FD`, or asked twice at the prompt).
    public static func passwd(_ store: KeyStore) async throws(SecretsError) -> KeysCommandOutput {
        try await store.changePassphrase()
        return KeysCommandOutput(
            lines: ["re-encrypted \(store.file.path) under the new passphrase (\(store.file.backupPath) is a copy of it)"],
            warnings: await store.drainWarnings()
        )
    }
}

extension String {
    func trimmingWhitespace() -> String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
              let last = scalars.lastIndex(where: { !$0.properties.isWhitespace })
        else { return "" }
        return String(scalars[first...last])
    }
}
