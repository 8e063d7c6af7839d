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
/// fsynced, the current file is hard-linked (or copied) to `keys.enc.bak`, the new file is
/// renamed over `keys.enc`, and the directory is fsynced. At every moment `keys.enc` is
/// either the old or the new complete file. Reads never write.
public struct KeyFile: Sendable {
    /// Path of `keys.enc`.
    public let path: String
    /// scrypt parameters used for new saves (reads use the file's own).
    public let parameters: KDFParameters
    /// Test hook: make the temporary file's write fail after this many bytes.
    var failTemporaryWriteAfter: Int?

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
    /// Where the previous version is kept.
    public var backupPath: String { path + ".bak" }

    /// Whether the file exists.
    public func exists() throws(SecretsError) -> Bool {
        try POSIXFile.mode(path) != nil
    }

    /// One line per loose permission: the file looser than 0600, its directory looser than 0700.
    public func permissionWarnings() -> [String] {
        var warnings: [String] = []
        if let mode = try? POSIXFile.mode(path), mode & 0o077 != 0 {
            warnings.append(
                "\(path) is readable by group or others (mode \(Self.octal(mode))); fix with: chmod 600 \(path)"
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
        _ = try save(entries, passphrase: passphrase)
    }

    /// Read, reusing a derived key when the file's salt and parameters are the ones it was
    /// derived for (skips scrypt). Damage is detected before the key derivation.
    func read(passphrase: Passphrase, reusing cached: DerivedKey?) throws(SecretsError)
        -> (contents: KeyFileContents, key: DerivedKey)
    {
        guard let file = try POSIXFile.readFile(path) else { throw .noKeyFile(path: path) }
        let parsed = try KeyFileCodec.parse(file.bytes, path: path)
        let key: DerivedKey
        if let cached, cached.fits(parsed.header) {
            key = cached
        } else {
            key = try DerivedKey.derive(passphrase: passphrase, kdf: parsed.header.kdf, salt: parsed.header.salt)
        }
        let entries = try KeyFileCodec.open(
            header: parsed.header, line: parsed.line, body: parsed.body, key: key, path: path
        )
        return (KeyFileContents(entries: entries, warnings: permissionWarnings()), key)
    }

    /// Write with a fresh salt and nonce; returns the key derived for the new file.
    func save(
        _ entries: [String: String], passphrase: Passphrase
    ) throws(SecretsError) -> DerivedKey {
        let (bytes, key) = try KeyFileCodec.seal(entries, passphrase: passphrase, kdf: parameters)
        try POSIXFile.ensureDirectory(directory)
        let temporary = POSIXFile.temporaryName(beside: path, suffix: "")
        try POSIXFile.createExclusive(temporary, bytes: bytes, failAfter: failTemporaryWriteAfter)
        do {
            try keepBackup()
            try POSIXFile.replace(temporary, path)
        } catch {
            unlink(temporary)
            throw error
        }
        try POSIXFile.syncDirectory(directory)
        return key
    }

    /// Makes `keys.enc.bak` the current `keys.enc` (hard link, else a 0600 copy), itself
    /// replaced atomically. Nothing to do when there is no current file.
    private func keepBackup() throws(SecretsError) {
        guard try exists() else { return }
        let temporary = POSIXFile.temporaryName(beside: backupPath, suffix: "")
        if try !POSIXFile.hardLink(path, temporary) {
            guard let current = try POSIXFile.readFile(path) else { return }
            try POSIXFile.createExclusive(temporary, bytes: current.bytes)
        }
        do {
            try POSIXFile.replace(temporary, backupPath)
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
