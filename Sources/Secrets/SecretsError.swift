import Foundation

/// How a key file is damaged. Each kind is reported by ``SecretsError/damaged(path:kind:)``;
/// none of them is ever "fixed" by rewriting the file.
public enum DamageKind: Sendable, Hashable, CustomStringConvertible {
    /// The file is empty or ends before its declared length.
    case truncated
    /// The file does not start with the `AIRFIT-KEYS` magic.
    case badMagic
    /// The header line does not have the expected fields (the detail says which).
    case badHeader(String)
    /// The header's checksum does not match: a byte of the header changed.
    case headerChecksum
    /// The body is not valid base64 (or has trailing bytes).
    case badBase64
    /// The key check matched but the body's authentication tag did not: the body changed.
    case bodyAuthentication
    /// The body decrypted but is not a JSON map of provider names to keys.
    case badContent

    /// A short phrase naming the damage.
    public var description: String {
        switch self {
        case .truncated: "truncated"
        case .badMagic: "not an AirFit key file: bad magic"
        case .badHeader(let detail): "bad header: \(detail)"
        case .headerChecksum: "header checksum mismatch"
        case .badBase64: "body is not valid base64"
        case .bodyAuthentication: "body failed authentication"
        case .badContent: "decrypted content is not a key map"
        }
    }
}

/// Every error of the Secrets module. `description` is one line, safe to print: it never
/// contains a key or a passphrase.
public enum SecretsError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The passphrase does not unlock the file (the key check in the header did not match).
    case wrongPassphrase(path: String)
    /// The file is damaged; it was left untouched.
    case damaged(path: String, kind: DamageKind)
    /// The file was written by a newer format version.
    case unsupportedVersion(path: String, version: Int)
    /// The file names a key derivation function this build does not know.
    case unsupportedKDF(path: String, name: String)
    /// scrypt parameters outside the accepted range (``KDFParameters``), on read (`path` is
    /// the file, refused before any key derivation) or write (`path` nil).
    case kdfRefused(path: String?, detail: String)
    /// A key derivation or encryption step failed.
    case invalidKDFParameters(String)
    /// An empty passphrase was given.
    case emptyPassphrase
    /// Both `AIRFIT_PASSPHRASE` and `AIRFIT_PASSPHRASE_FD` (or the `NEW` pair) are set.
    case conflictingPassphraseSources(String, String)
    /// No passphrase source: no variable set and stdin is not a terminal.
    case noPassphrase(hint: String)
    /// `AIRFIT_PASSPHRASE_FD` (or `AIRFIT_NEW_PASSPHRASE_FD`) is not a readable descriptor.
    case passphraseDescriptor(variable: String, detail: String)
    /// The two entries of a new passphrase differ.
    case passphraseMismatch
    /// Three wrong passphrases in a row at the prompt.
    case tooManyAttempts(path: String)
    /// The file or its directory cannot be read or written for lack of permission.
    case permissionDenied(path: String, operation: String)
    /// Another system call failed.
    case io(path: String, operation: String, detail: String)
    /// A provider name is not `[a-z0-9-]+` (at most 64 characters).
    case invalidProviderName(String)
    /// An empty key was given.
    case emptyKey
    /// A key containing whitespace or control characters, or longer than 4096 characters.
    case invalidKey(String)
    /// `rm` of a provider that has no key in the file.
    case unknownProvider(String)
    /// `rm` of a provider whose key only comes from the environment.
    case keyFromEnvironment(provider: String, variable: String)
    /// An operation needs the key file and there is none.
    case noKeyFile(path: String)
    /// The key file (or its backup) is a symbolic link, which airfit does not follow.
    case symbolicLink(path: String)
    /// The user pressed Ctrl-C at a hidden prompt.
    case cancelled

    /// One line, safe to print.
    public var description: String {
        switch self {
        case .wrongPassphrase(let path):
            "wrong passphrase for \(path)"
        case .damaged(let path, let kind):
            // Whether the backup exists is read when the line is written: what the user can use then.
            "\(path) is damaged (\(kind)); it was left untouched "
                + (FileManager.default.fileExists(atPath: path + ".bak") ? "(the previous version may be in \(path).bak)"
                    : "and there is no \(path).bak; move it aside and set the keys again (airfit keys set NAME)")
        case .unsupportedVersion(let path, let version):
            "\(path) has format version \(version), which this airfit does not support (upgrade airfit)"
        case .unsupportedKDF(let path, let name):
            "\(path) uses key derivation '\(name)', which this airfit does not support"
        case .kdfRefused(let path?, let detail):
            "\(path) asks for scrypt \(detail), which airfit refuses (it accepts \(KDFParameters.limits)); the file was left untouched"
        case .kdfRefused(nil, let detail):
            "scrypt \(detail) is refused: airfit accepts \(KDFParameters.limits)"
        case .invalidKDFParameters(let detail):
            "invalid scrypt parameters: \(detail)"
        case .emptyPassphrase:
            "the passphrase must not be empty"
        case .conflictingPassphraseSources(let a, let b):
            "both \(a) and \(b) are set; set only one"
        case .noPassphrase(let hint):
            "no passphrase: \(hint)"
        case .passphraseDescriptor(let variable, let detail):
            "cannot read the passphrase from \(variable): \(detail)"
        case .passphraseMismatch:
            "the passphrases do not match"
        case .tooManyAttempts(let path):
            "wrong passphrase for \(path) (3 attempts)"
        case .permissionDenied(let path, let operation):
            "permission denied: cannot \(operation) \(path)"
        case .io(let path, let operation, let detail):
            "cannot \(operation) \(path): \(detail)"
        case .invalidProviderName(let name):
            // The name is not echoed: a key pasted where the name goes must not be printed.
            ProviderName.looksLikeKey(name)
                ? "that looks like an API key, not a provider name; give the provider's name (e.g. openai) and type the key when asked (it is read from standard input)"
                : "invalid provider name: use lowercase letters, digits and '-' (e.g. openai, anthropic, gemini, ollama)"
        case .emptyKey:
            "the key is empty"
        case .invalidKey(let reason):
            "invalid key: \(reason)"
        case .unknownProvider(let name):
            "no key stored for '\(name)'"
        case .keyFromEnvironment(let provider, let variable):
            "the \(provider) key comes from \(variable); unset it in your environment"
        case .noKeyFile(let path):
            "no key file at \(path); add a key first with: airfit keys set PROVIDER"
        case .symbolicLink(let path):
            "\(path) is a symbolic link, which airfit does not follow; it was left untouched (put the file itself there)"
        case .cancelled:
            "cancelled"
        }
    }
}
