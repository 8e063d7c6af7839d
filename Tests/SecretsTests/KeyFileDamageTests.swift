import Foundation
import Testing
@testable import Secrets

/// A wrong passphrase and each kind of damage give distinct errors, and none of them
/// changes a byte of the file (or creates a backup).
@Suite("Key file: wrong passphrase versus damage")
struct KeyFileDamageTests {
    let keys = ["openai": "sk-proj-abcdefghijklmnop", "anthropic": "sk-ant-0123456789"]

    /// Writes a valid file, lets `damage` change its bytes, then reads it with `passphrase`
    /// and expects `expected`; checks the directory is exactly as it was before the read.
    func expectReadError(
        _ expected: (String) -> SecretsError, passphrase text: String = "right",
        sourceLocation: SourceLocation = #_sourceLocation,
        damage: ([UInt8]) throws -> [UInt8]
    ) throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let file = KeyFile(directory: directory.home, parameters: fastKDF)
        try file.write(keys, passphrase: passphrase("right"))
        try write(try damage(try bytes(of: file.path)), to: file.path)
        let before = try bytes(of: file.path)
        let candidate = try passphrase(text)
        expectError(expected(file.path), sourceLocation: sourceLocation) { () throws(SecretsError) in
            try file.read(passphrase: candidate)
        }
        #expect(try bytes(of: file.path) == before, "the file changed", sourceLocation: sourceLocation)
        #expect(try directoryNames(directory.home) == ["keys.enc"], sourceLocation: sourceLocation)
    }

    static func replacing(_ bytes: [UInt8], at index: Int, with byte: UInt8) -> [UInt8] {
        var copy = bytes
        copy[index] = byte
        return copy
    }

    /// Index of the `offset`-th byte of the body line.
    static func bodyIndex(_ bytes: [UInt8], _ offset: Int) throws -> Int {
        try #require(bytes.firstIndex(of: 0x0A)) + 1 + offset
    }

    @Test("a wrong passphrase is its own error")
    func wrongPassphrase() throws {
        try expectReadError({ .wrongPassphrase(path: $0) }, passphrase: "wrong") { $0 }
    }

    @Test("truncated anywhere (empty, inside the magic, inside the header, inside the body, last newline) is 'truncated'",
          arguments: [0, 5, 40, -30, -1])
    func truncated(keep: Int) throws {
        try expectReadError({ .damaged(path: $0, kind: .truncated) }) { bytes in
            Array(bytes.prefix(keep >= 0 ? keep : bytes.count + keep))
        }
    }

    @Test("a file that is not a key file is 'bad magic'")
    func badMagic() throws {
        try expectReadError({ .damaged(path: $0, kind: .badMagic) }) { _ in Array("{\"openai\":\"sk-plain\"}\n".utf8) }
        try expectReadError({ .damaged(path: $0, kind: .badMagic) }) { Self.replacing($0, at: 0, with: UInt8(ascii: "B")) }
    }

    @Test("a header without the expected fields is 'bad header'")
    func badHeader() throws {
        try expectReadError({ .damaged(path: $0, kind: .badHeader("no checksum field")) }) { bytes in
            Array("AIRFIT-KEYS v=1 kdf=scrypt\n".utf8) + bytes.drop(while: { $0 != 0x0A }).dropFirst()
        }
        try expectReadError({ .damaged(path: $0, kind: .badHeader("expected field 'nonce'")) }) { bytes in
            try rewriteHeader(bytes) { $0.replacingOccurrences(of: " nonce=", with: " nunce=") }
        }
        try expectReadError({ .damaged(path: $0, kind: .badHeader("salt is not 16 bytes of base64")) }) { bytes in
            try rewriteHeader(bytes) { $0.replacingOccurrences(of: " salt=", with: " salt=AAAA") }
        }
    }

    @Test("a flipped byte in the header is 'header checksum', not a wrong passphrase")
    func flippedHeaderByte() throws {
        for field in [" salt=", " nonce=", " check=", " len=", " logN="] {
            try expectReadError({ .damaged(path: $0, kind: .headerChecksum) }) { bytes in
                let text = String(decoding: bytes, as: UTF8.self)
                let range = try #require(text.range(of: field))
                let index = text.utf8.distance(from: text.startIndex, to: range.upperBound) + 1
                let flipped: UInt8 = bytes[index] == UInt8(ascii: "A") ? UInt8(ascii: "B") : UInt8(ascii: "A")
                return Self.replacing(bytes, at: index, with: bytes[index] == UInt8(ascii: "1") ? UInt8(ascii: "2") : flipped)
            }
        }
    }

    @Test("a character that is not base64 in the body is 'bad base64'")
    func badBase64() throws {
        try expectReadError({ .damaged(path: $0, kind: .badBase64) }) { bytes in
            Self.replacing(bytes, at: try Self.bodyIndex(bytes, 6), with: UInt8(ascii: "*"))
        }
        try expectReadError({ .damaged(path: $0, kind: .badBase64) }) { bytes in
            bytes.dropLast() + Array("AAAA\n".utf8)
        }
    }

    @Test("a flipped byte in the body, with the right passphrase, is 'body failed authentication'")
    func flippedBodyByte() throws {
        try expectReadError({ .damaged(path: $0, kind: .bodyAuthentication) }) { bytes in
            let index = try Self.bodyIndex(bytes, 8)
            return Self.replacing(bytes, at: index, with: bytes[index] == UInt8(ascii: "Q") ? UInt8(ascii: "R") : UInt8(ascii: "Q"))
        }
    }

    @Test("a newer format version is 'unsupported version'")
    func unsupportedVersion() throws {
        try expectReadError({ .unsupportedVersion(path: $0, version: 2) }) { bytes in
            try rewriteHeader(bytes) { $0.replacingOccurrences(of: " v=1 ", with: " v=2 ") }
        }
    }

    @Test("an unknown key derivation is refused by name")
    func unsupportedKDF() throws {
        try expectReadError({ .unsupportedKDF(path: $0, name: "argon2id") }) { bytes in
            try rewriteHeader(bytes) { $0.replacingOccurrences(of: "kdf=scrypt", with: "kdf=argon2id") }
        }
    }

    @Test("logN above 22 is refused on read (before any key derivation) and on write")
    func logNTooHigh() throws {
        try expectReadError({ _ in .kdfTooExpensive(logN: 23) }) { bytes in
            try rewriteHeader(bytes) { $0.replacingOccurrences(of: "logN=10", with: "logN=23") }
        }
        expectError(.kdfTooExpensive(logN: 23)) { () throws(SecretsError) in try KDFParameters(logN: 23) }
        expectError(.kdfTooExpensive(logN: 40)) { () throws(SecretsError) in try KDFParameters(logN: 40) }
        #expect(try KDFParameters(logN: 22).logN == 22)
        expectError(.invalidKDFParameters("r 17 must be 1...16")) { () throws(SecretsError) in try KDFParameters(logN: 10, r: 17) }
        expectError(.invalidKDFParameters("logN 0 must be at least 1")) { () throws(SecretsError) in try KDFParameters(logN: 0) }
    }

    @Test("an empty passphrase is refused")
    func emptyPassphrase() throws {
        expectError(.emptyPassphrase) { () throws(SecretsError) in try Passphrase("") }
        var empty: [UInt8] = []
        expectError(.emptyPassphrase) { () throws(SecretsError) in try Passphrase(consuming: &empty) }
    }

    @Test("errors are one line and never contain the passphrase or a key")
    func errorsAreOneLine() throws {
        let errors: [SecretsError] = [
            .wrongPassphrase(path: "/h/keys.enc"), .damaged(path: "/h/keys.enc", kind: .truncated),
            .damaged(path: "/h/keys.enc", kind: .bodyAuthentication), .unsupportedVersion(path: "/h/keys.enc", version: 9),
            .kdfTooExpensive(logN: 30), .emptyPassphrase, .noPassphrase(hint: "set AIRFIT_PASSPHRASE or run in a terminal"),
        ]
        for error in errors {
            #expect(!error.description.contains("\n"))
            #expect(!error.description.isEmpty)
        }
        #expect(SecretsError.wrongPassphrase(path: "/p").description != SecretsError.damaged(path: "/p", kind: .bodyAuthentication).description)
    }
}
