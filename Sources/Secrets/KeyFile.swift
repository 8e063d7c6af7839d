import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What a successful read returns: the keys and any permission warnings (one line each,
/// for the caller to print; the library prints nothing).
public struct KeyFileContents: Sendable {
    /// provider -> key.
    public var entries: [String: String]
    /// e.g. "…/keys.enc is readable by group or others (mode 0644); fix with: chmod 600 …".
    public var warnings: [String]
}

/// The encrypted key file `keys.enc` (format: see ``KeyFileCodec``), its directory and its
/// backup `keys.enc.bak`.
///
/// Writes are atomic: a new `0600` file is created with `O_EXCL` beside it, written and
/// fsynced, the backup is replaced (by a fresh 0600 copy, never a link), the new file is
/// renamed over `keys.enc`, and the directory is fsynced. At every moment `keys.enc` is
/// either the old or the new complete file. Reads never write, and a symbolic link at
/// `keys.enc` is refused, never followed or replaced.
public struct KeyFile: Sendable {
    /// Path of `keys.enc`.
    public let path: String
    /// scrypt parameters used for new saves (reads use the file's own).
    public let parameters: KDFParameters
    /// Told before and after each key derivation (scrypt), e.g. to show a progress line.
    public var derivationObserver: (@Sendable (KeyDerivationEvent) -> Void)?
    /// Test hook: make the temporary file's write fail after this many bytes.
    var failTemporaryWriteAfter: Int?

    /// What `keys.enc.bak` holds after a save.
    public enum Backup: Sendable {
        /// The version the save replaced (a new key was added or changed).
        case previousVersion
        /// A copy of the new version: after a key is removed or the passphrase replaced, the
        /// backup must neither hold the removed key nor open with the old passphrase.
        case newVersion
    }

    /// A key file at `path`, saved with `parameters` (default logN 18, r 8, p 1).
    public init(path: String, parameters: KDFParameters = .default) {
        self.path = path
        self.parameters = parameters
    }

    /// `keys.enc` inside `directory` (e.g. the airfit home).
    public init(directory: String, parameters: KDFParameters = .default) {
        self.init(path: (directory as NSString).appendingPathComponent("keys.enc"), parameters: parameters)
    }

    /// The directory holding the file (created 0700 on first save).
    public var directory: String { (path as NSString).deletingLastPathComponent }
    /// Where the backup is kept.
    public var backupPath: String { path + ".bak" }

    /// Whether the file exists (a symbolic link counts: reading it is then refused).
    public func exists() throws(SecretsError) -> Bool {
        try POSIXFile.entryMode(path) != nil
    }

    /// One line per loose permission: the file or its backup looser than 0600, the directory
    /// looser than 0700. Said as things are now (after a save, the fresh files are 0600).
    public func permissionWarnings() -> [String] {
        var warnings: [String] = []
        for file in [path, backupPath] {
            guard let mode = try? POSIXFile.entryMode(file), mode & S_IFMT == S_IFREG, mode & 0o077 != 0 else { continue }
            warnings.append(
                "\(file) is readable by group or others (mode \(Self.octal(mode))); fix with: chmod 600 \(file)"
            )
        }
        if let mode = try? POSIXFile.mode(directory), mode & 0o077 != 0 {
            warnings.append(
                "\(directory) is open to group or others (mode \(Self.octal(mode))); fix with: chmod 700 \(directory)"
            )
        }
        return warnings
    }

    /// Checks the file's structure without a passphrase: damage, version and scrypt
    /// parameters are reported before anyone is asked for a passphrase. Never writes.
    public func checkStructure() throws(SecretsError) {
        guard let file = try POSIXFile.readFile(path) else { throw .noKeyFile(path: path) }
        _ = try KeyFileCodec.parse(file.bytes, path: path)
    }

    /// Decrypts the file. Throws ``SecretsError/noKeyFile(path:)`` when it does not exist,
    /// `.wrongPassphrase` or `.damaged` (distinct) otherwise. Never writes.
    public func read(passphrase: Passphrase) throws(SecretsError) -> KeyFileContents {
        try read(passphrase: passphrase, reusing: nil).contents
    }

    /// Encrypts `entries` under `passphrase` with a fresh salt and nonce and replaces the file
    /// atomically, keeping the previous version as `keys.enc.bak`.
    public func write(_ entries: [String: String], passphrase: Passphrase) throws(SecretsError) {
        _ = try save(entries, passphrase: passphrase, reusing: nil, backup: .previousVersion)
    }

    /// Read, reusing a derived key when the file's salt and parameters are the ones it was
    /// derived for (skips scrypt). Damage, and parameters beyond the limits, are refused
    /// before the key derivation.
    func read(passphrase: Passphrase, reusing cached: DerivedKey?) throws(SecretsError)
        -> (contents: KeyFileContents, key: DerivedKey)
    {
        guard let file = try POSIXFile.readFile(path) else { throw .noKeyFile(path: path) }
        let parsed = try KeyFileCodec.parse(file.bytes, path: path)
        let key: DerivedKey
        if let cached, cached.fits(parsed.header) {
            key = cached
        } else {
            key = try derive(.unlock, passphrase: passphrase, kdf: parsed.header.kdf, salt: parsed.header.salt)
        }
        let entries = try KeyFileCodec.open(
            header: parsed.header, line: parsed.line, body: parsed.body, key: key, path: path
        )
        return (KeyFileContents(entries: entries, warnings: permissionWarnings()), key)
    }

    /// Saves `entries` sealed under `reusing` (a key already derived for this passphrase:
    /// no second scrypt run in the process), else under a key derived with a fresh salt.
    /// Returns the key the file is now sealed with.
    func save(
        _ entries: [String: String], passphrase: Passphrase, reusing derived: DerivedKey?, backup: Backup
    ) throws(SecretsError) -> DerivedKey {
        let key: DerivedKey
        if let derived {
            key = derived
        } else {
            let salt = KeyFileCodec.randomBytes(KeyFileHeader.saltCount)
            key = try derive(.encrypt, passphrase: passphrase, kdf: parameters, salt: salt)
        }
        let bytes = try KeyFileCodec.seal(entries, key: key)
        try POSIXFile.ensureDirectory(directory)
        if let mode = try POSIXFile.entryMode(path), mode & S_IFMT == S_IFLNK { throw .symbolicLink(path: path) }
        let temporary = POSIXFile.temporaryName(beside: path, suffix: "")
        try POSIXFile.createExclusive(temporary, bytes: bytes, failAfter: failTemporaryWriteAfter)
        do throws(SecretsError) {
            switch backup {
            case .previousVersion:
                if let current = try POSIXFile.readFile(path) { try Self.replace(backupPath, with: current.bytes) }
            case .newVersion:
                try Self.replace(backupPath, with: bytes)
            }
            try POSIXFile.replace(temporary, path)
        } catch {
            unlink(temporary)
            throw error
        }
        try POSIXFile.syncDirectory(directory)
        return key
    }

    /// Runs scrypt, telling the observer before and after.
    private func derive(
        _ purpose: KeyDerivationPurpose, passphrase: Passphrase, kdf: KDFParameters, salt: [UInt8]
    ) throws(SecretsError) -> DerivedKey {
        derivationObserver?(.started(purpose, path: path))
        defer { derivationObserver?(.finished) }
        return try DerivedKey.derive(passphrase: passphrase, kdf: kdf, salt: salt)
    }

    /// Replaces `target` atomically by a new 0600 file holding `bytes`.
    private static func replace(_ target: String, with bytes: [UInt8]) throws(SecretsError) {
        let temporary = POSIXFile.temporaryName(beside: target, suffix: "")
        try POSIXFile.createExclusive(temporary, bytes: bytes)
        do {
            try POSIXFile.replace(temporary, target)
        } catch {
            unlink(temporary)
            throw error
        }
    }

    static func octal(_ mode: mode_t) -> String {
        let text = String(mode & 0o777, radix: 8)
        return String(repeating: "0", count: max(0, 4 - text.count)) + text
    }
}
