/// Why a key file's key is being derived: scrypt takes about a second, so the caller may
/// show a progress line ("unlocking keys.enc...").
public enum KeyDerivationPurpose: Sendable, Hashable {
    /// Deriving the key that opens an existing file.
    case unlock
    /// Deriving the key for a new passphrase (a new file, or `keys passwd`).
    case encrypt
}

/// Told around each scrypt run of a ``KeyFile``: `started` before, `finished` after (also
/// when it fails). A header refused for its parameters never starts one.
public enum KeyDerivationEvent: Sendable, Hashable {
    case started(KeyDerivationPurpose, path: String)
    case finished
}
