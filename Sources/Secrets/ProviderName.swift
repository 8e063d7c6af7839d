/// Provider names accepted by the key store: lowercase letters, digits and `-` (at most 64
/// characters). Which providers exist, and which variables hold their keys, is the LLM
/// layer's provider catalog; the app passes the variables to ``KeyStore``.
public enum ProviderName: Sendable {
    /// Whether `name` is a valid provider name.
    public static func isValid(_ name: String) -> Bool {
        !name.isEmpty && name.utf8.count <= 64
            && name.utf8.allSatisfy { (0x61...0x7A).contains($0) || (0x30...0x39).contains($0) || $0 == 0x2D }
    }

    /// Whether `text`, given where a provider name goes, is more likely an API key: the
    /// usual key prefixes, or long with no dash-separated words (errors then never echo it).
    public static func looksLikeKey(_ text: String) -> Bool {
        let prefixes = ["sk-", "sk_", "AIza", "gsk_"]
        if prefixes.contains(where: text.hasPrefix) { return true }
        return text.count >= 24 && !text.contains("-")
    }

    /// Returns `name` or throws ``SecretsError/invalidProviderName(_:)`` (also for a valid
    /// name that looks like a key: `airfit keys set sk-proj-...` must not store under it).
    public static func validated(_ name: String) throws(SecretsError) -> String {
        guard isValid(name), !looksLikeKey(name) else { throw .invalidProviderName(name) }
        return name
    }
}
