import Crypto
import Foundation
import _CryptoExtras

/// The scrypt output for one (passphrase, salt, parameters), from which the encryption key
/// and the key-check value are derived. Held in `SymmetricKey` (zeroed when freed).
struct DerivedKey: Sendable {
    let kdf: KDFParameters
    let salt: [UInt8]
    let master: SymmetricKey

    /// Runs scrypt (the expensive step: about a second at logN 18). `kdf` is within the
    /// limits ``KDFParameters`` enforces, so memory and time are bounded.
    static func derive(
        passphrase: Passphrase, kdf: KDFParameters, salt: [UInt8]
    ) throws(SecretsError) -> DerivedKey {
        do {
            let master = try passphrase.withUnsafeBytes { bytes in
                try KDF.Scrypt.deriveKey(
                    from: bytes, salt: salt, outputByteCount: 32,
                    rounds: kdf.n, blockSize: kdf.r, parallelism: kdf.p
                )
            }
            return DerivedKey(kdf: kdf, salt: salt, master: master)
        } catch {
            throw .invalidKDFParameters("scrypt failed for logN \(kdf.logN) r \(kdf.r) p \(kdf.p)")
        }
    }

    /// ChaCha20-Poly1305 key: HKDF-SHA256 of the scrypt output.
    var encryptionKey: SymmetricKey {
        HKDF<SHA256>.deriveKey(
            inputKeyMaterial: master, info: Data("airfit keys.enc v1 encryption".utf8), outputByteCount: 32
        )
    }

    /// The key-check value stored in the header: HMAC-SHA256(scrypt output, label), 16 bytes.
    /// It reveals nothing an attacker could not learn by trying to open the body.
    var check: [UInt8] {
        let mac = HMAC<SHA256>.authenticationCode(for: Data("airfit keys.enc v1 key check".utf8), using: master)
        return Array(mac.prefix(KeyFileHeader.checkCount))
    }

    /// Whether this key was derived for the given salt and parameters (so it can be reused).
    func fits(_ header: KeyFileHeader) -> Bool {
        header.kdf == kdf && header.salt == salt
    }
}
