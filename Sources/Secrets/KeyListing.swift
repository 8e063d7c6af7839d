/// Where a key comes from.
public enum KeySource: Sendable, Hashable, CustomStringConvertible {
    /// The encrypted key file.
    case file
    /// An environment variable (it overrides the file).
    case environment(variable: String)

    /// "file" or "environment (OPENAI_API_KEY)".
    public var description: String {
        switch self {
        case .file: "file"
        case .environment(let variable): "environment (\(variable))"
        }
    }
}

/// One line of `airfit keys list`: never the whole key.
public struct KeyListing: Sendable, Hashable {
    /// Provider name.
    public let provider: String
    /// The key masked by ``KeyMask/mask(_:)``.
    public let masked: String
    /// Where the effective key comes from.
    public let source: KeySource
    /// True when the environment key hides a key also stored in the file.
    public let shadowsFile: Bool
}

/// Masks keys for display.
public enum KeyMask: Sendable {
    /// Eight bullets, then the last 4 characters when the key has at least 12 characters
    /// (shorter keys show bullets only, so little of them is revealed): `••••••••abcd`.
    public static func mask(_ key: String) -> String {
        let bullets = String(repeating: "\u{2022}", count: 8)
        guard key.count >= 12 else { return bullets }
        return bullets + key.suffix(4)
    }
}
