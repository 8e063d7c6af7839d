import Crypto
import Foundation

/// The first line of `keys.enc`, also the additional authenticated data of the body:
///
///     AIRFIT-KEYS v=1 kdf=scrypt logN=18 r=8 p=1 salt=<b64 16 B> nonce=<b64 12 B> check=<b64 16 B> len=<n> sum=<16 hex>
///
/// `check` is the key-check value (HMAC of the derived key), which tells a wrong passphrase
/// from a damaged body; `len` is the byte count of ciphertext + tag, which tells a truncated
/// body from bad base64; `sum` is the first 8 bytes of SHA-256 of everything before " sum=",
/// which tells a damaged header from a wrong passphrase (the AEAD still authenticates the
/// whole header; the checksum only classifies damage).
struct KeyFileHeader: Sendable, Equatable {
    static let magic = "AIRFIT-KEYS"
    static let currentVersion = 1
    static let saltCount = 16
    static let nonceCount = 12
    static let checkCount = 16
    static let tagCount = 16
    static let maxBodyCount = 1 << 20

    var version: Int
    var kdf: KDFParameters
    var salt: [UInt8]
    var nonce: [UInt8]
    var check: [UInt8]
    var bodyCount: Int

    /// The header line without its newline.
    func encoded() -> String {
        let fields = "\(Self.magic) v=\(version) kdf=scrypt logN=\(kdf.logN) r=\(kdf.r) p=\(kdf.p)"
            + " salt=\(Data(salt).base64EncodedString()) nonce=\(Data(nonce).base64EncodedString())"
            + " check=\(Data(check).base64EncodedString()) len=\(bodyCount)"
        return fields + " sum=" + Self.checksum(of: fields)
    }

    /// First 8 bytes of SHA-256, hex.
    static func checksum(of text: String) -> String {
        SHA256.hash(data: Data(text.utf8)).prefix(8).map { byte in
            let hex = String(byte, radix: 16)
            return hex.count == 1 ? "0" + hex : hex
        }.joined()
    }

    /// The number of base64 characters that encode `count` bytes (with padding).
    static func base64Count(of count: Int) -> Int { 4 * ((count + 2) / 3) }

    /// Parses a header line; every failure is a specific error.
    static func parse(_ line: String, path: String) throws(SecretsError) -> KeyFileHeader {
        func bad(_ detail: String) -> SecretsError { .damaged(path: path, kind: .badHeader(detail)) }
        let tokens = line.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
        guard tokens.first == magic else { throw .damaged(path: path, kind: .badMagic) }
        guard let last = tokens.last, last.hasPrefix("sum="), tokens.count >= 3 else {
            throw bad("no checksum field")
        }
        let covered = tokens.dropLast().joined(separator: " ")
        guard String(last.dropFirst(4)) == checksum(of: covered) else {
            throw .damaged(path: path, kind: .headerChecksum)
        }
        guard let version = Int(value(tokens[1], "v") ?? "") else { throw bad("no version field") }
        guard version == currentVersion else { throw .unsupportedVersion(path: path, version: version) }
        let names = ["kdf", "logN", "r", "p", "salt", "nonce", "check", "len"]
        guard tokens.count == names.count + 3 else { throw bad("expected \(names.count + 3) fields, found \(tokens.count)") }
        var values: [String] = []
        for (index, name) in names.enumerated() {
            guard let value = value(tokens[index + 2], name) else { throw bad("expected field '\(name)'") }
            values.append(value)
        }
        guard values[0] == "scrypt" else { throw .unsupportedKDF(path: path, name: values[0]) }
        guard let logN = Int(values[1]), let r = Int(values[2]), let p = Int(values[3]) else {
            throw bad("scrypt parameters are not numbers")
        }
        let kdf: KDFParameters
        do {
            kdf = try KDFParameters(logN: logN, r: r, p: p)
        } catch {
            // Refused here, before any key derivation: a forged header costs nothing.
            throw .kdfRefused(path: path, detail: KDFParameters.describe(logN: logN, r: r, p: p))
        }
        let salt = try bytes(values[4], count: saltCount, name: "salt", bad)
        let nonce = try bytes(values[5], count: nonceCount, name: "nonce", bad)
        let check = try bytes(values[6], count: checkCount, name: "check", bad)
        guard let bodyCount = Int(values[7]), (tagCount...maxBodyCount).contains(bodyCount) else {
            throw bad("body length out of range")
        }
        return KeyFileHeader(version: version, kdf: kdf, salt: salt, nonce: nonce, check: check, bodyCount: bodyCount)
    }

    private static func value(_ token: String, _ name: String) -> String? {
        let prefix = name + "="
        return token.hasPrefix(prefix) ? String(token.dropFirst(prefix.count)) : nil
    }

    private static func bytes(
        _ text: String, count: Int, name: String, _ bad: (String) -> SecretsError
    ) throws(SecretsError) -> [UInt8] {
        guard let data = Data(base64Encoded: text), data.count == count else {
            throw bad("\(name) is not \(count) bytes of base64")
        }
        return [UInt8](data)
    }
}
