import Crypto
import Foundation

/// Turns a key map into the bytes of `keys.enc` and back. Pure: no file system.
///
/// File layout (text, two lines, each ending in `\n`):
///
///     <header line: see KeyFileHeader>
///     <base64 of ChaCha20-Poly1305 ciphertext || 16-byte tag>
///
/// The plaintext is a JSON object `{"provider":"key",...}` with sorted keys; the header
/// line's bytes are the AEAD's additional authenticated data.
enum KeyFileCodec {
    /// Seals a map under a derived key (its salt and parameters go in the header), with a
    /// fresh random nonce: a key may seal several saves.
    static func seal(_ entries: [String: String], key: DerivedKey) throws(SecretsError) -> [UInt8] {
        var plaintext = KeyMapJSON.encode(entries)
        defer { SecureWipe.wipe(&plaintext) }
        let nonceBytes = randomBytes(KeyFileHeader.nonceCount)
        let header = KeyFileHeader(
            version: KeyFileHeader.currentVersion, kdf: key.kdf, salt: key.salt, nonce: nonceBytes,
            check: key.check, bodyCount: plaintext.count + KeyFileHeader.tagCount
        )
        let line = header.encoded()
        do {
            let nonce = try ChaChaPoly.Nonce(data: nonceBytes)
            let box = try ChaChaPoly.seal(plaintext, using: key.encryptionKey, nonce: nonce, authenticating: Data(line.utf8))
            let body = (box.ciphertext + box.tag).base64EncodedString()
            return Array((line + "\n" + body + "\n").utf8)
        } catch {
            throw .invalidKDFParameters("encryption failed")
        }
    }

    /// Parses the header and checks the body's shape, without any key. Damage is reported
    /// here, before the (slow) key derivation.
    static func parse(_ bytes: [UInt8], path: String) throws(SecretsError) -> (header: KeyFileHeader, line: String, body: Data) {
        let magic = Array((KeyFileHeader.magic + " ").utf8)
        guard !bytes.isEmpty else { throw .damaged(path: path, kind: .truncated) }
        let prefixCount = min(bytes.count, magic.count)
        guard bytes[0..<prefixCount].elementsEqual(magic[0..<prefixCount]) else {
            throw .damaged(path: path, kind: .badMagic)
        }
        guard let newline = bytes.firstIndex(of: 0x0A) else { throw .damaged(path: path, kind: .truncated) }
        guard bytes[0..<newline].allSatisfy({ (0x20...0x7E).contains($0) }),
              let line = String(bytes: bytes[0..<newline], encoding: .ascii)
        else { throw .damaged(path: path, kind: .badHeader("not printable text")) }
        let header = try KeyFileHeader.parse(line, path: path)

        var body = bytes[(newline + 1)...]
        let expected = KeyFileHeader.base64Count(of: header.bodyCount)
        if body.last == 0x0A {
            body = body.dropLast()
        } else if body.count <= expected {
            throw .damaged(path: path, kind: .truncated)
        }
        if body.count < expected { throw .damaged(path: path, kind: .truncated) }
        guard body.count == expected, let decoded = Data(base64Encoded: Data(body)),
              decoded.count == header.bodyCount
        else { throw .damaged(path: path, kind: .badBase64) }
        return (header, line, decoded)
    }

    /// Opens parsed file contents with a derived key: a key-check mismatch is a wrong
    /// passphrase; a tag failure with a matching key check is damage.
    static func open(
        header: KeyFileHeader, line: String, body: Data, key: DerivedKey, path: String
    ) throws(SecretsError) -> [String: String] {
        let check = key.check
        let matches = check.withUnsafeBytes { a in
            header.check.withUnsafeBytes { b in SecureWipe.constantTimeEqual(a, b) }
        }
        guard matches else { throw .wrongPassphrase(path: path) }
        var plaintext: Data
        do {
            let box = try ChaChaPoly.SealedBox(
                nonce: ChaChaPoly.Nonce(data: header.nonce),
                ciphertext: body.prefix(body.count - KeyFileHeader.tagCount),
                tag: body.suffix(KeyFileHeader.tagCount)
            )
            plaintext = try ChaChaPoly.open(box, using: key.encryptionKey, authenticating: Data(line.utf8))
        } catch {
            throw .damaged(path: path, kind: .bodyAuthentication)
        }
        defer { plaintext.resetBytes(in: 0..<plaintext.count) }
        guard let entries = KeyMapJSON.decode(plaintext) else { throw .damaged(path: path, kind: .badContent) }
        return entries
    }

    static func randomBytes(_ count: Int) -> [UInt8] {
        var generator = SystemRandomNumberGenerator()
        return (0..<count).map { _ in UInt8.random(in: 0...255, using: &generator) }
    }
}
