import Foundation
import Synchronization
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

    @Test("scrypt parameters beyond the limits are refused on read (naming the file) and on write")
    func parametersBeyondTheLimits() throws {
        for (field, value, detail) in [("logN=10", "logN=21", "logN 21 r 8 p 1 (2 GiB)"),
                                       ("r=8", "r=16", "logN 10 r 16 p 1 (2 MiB)"),
                                       ("p=1", "p=5", "logN 10 r 8 p 5 (5 MiB)")] {
            try expectReadError({ .kdfRefused(path: $0, detail: detail) }) { bytes in
                try rewriteHeader(bytes) { $0.replacingOccurrences(of: field, with: value) }
            }
        }
        expectError(.kdfRefused(path: nil, detail: "logN 21 r 8 p 1 (2 GiB)")) { () throws(SecretsError) in
            try KDFParameters(logN: 21)
        }
        expectError(.kdfRefused(path: nil, detail: "logN 19 r 8 p 4 (2 GiB)")) { () throws(SecretsError) in
            try KDFParameters(logN: 19, p: 4)
        }
        expectError(.kdfRefused(path: nil, detail: "logN 10 r 17 p 1 (2 MiB)")) { () throws(SecretsError) in
            try KDFParameters(logN: 10, r: 17)
        }
        expectError(.kdfRefused(path: nil, detail: "logN 0 r 8 p 1 (1 KiB)")) { () throws(SecretsError) in
            try KDFParameters(logN: 0)
        }
        #expect(try KDFParameters(logN: 20).logN == 20)
        #expect(try KDFParameters(logN: 18, p: 4).p == 4)
        let message = SecretsError.kdfRefused(path: "/h/keys.enc", detail: "logN 22 r 16 p 16 (128 GiB)").description
        #expect(message.hasPrefix("/h/keys.enc asks for scrypt logN 22 r 16 p 16 (128 GiB)"))
        #expect(message.hasSuffix("the file was left untouched"))
    }

    /// The attack of issue 12: a header within the old limits (logN 22, r 16, p 16) with a
    /// correct checksum made `keys list` reserve 8 GB and run for minutes. It is refused from
    /// the header alone: no key derivation starts.
    @Test("a forged header asking for gigabytes is refused without deriving a key")
    func forgedHeaderDerivesNothing() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        var file = KeyFile(directory: directory.home, parameters: fastKDF)
        try file.write(keys, passphrase: passphrase("right"))
        let forged = try rewriteHeader(try bytes(of: file.path)) {
            $0.replacingOccurrences(of: "logN=10 r=8 p=1", with: "logN=22 r=16 p=16")
        }
        try write(forged, to: file.path)
        let derivations = Mutex(0)
        file.derivationObserver = { event in
            if case .started = event { derivations.withLock { $0 += 1 } }
        }
        let candidate = try passphrase("right")
        expectError(.kdfRefused(path: file.path, detail: "logN 22 r 16 p 16 (128 GiB)")) { () throws(SecretsError) in
            try file.read(passphrase: candidate)
        }
        expectError(.kdfRefused(path: file.path, detail: "logN 22 r 16 p 16 (128 GiB)")) { () throws(SecretsError) in
            try file.checkStructure()
        }
        #expect(derivations.withLock { $0 } == 0)
        #expect(try bytes(of: file.path) == forged)
        // The same observer does see a derivation for a file within the limits.
        try write(try rewriteHeader(forged) { $0.replacingOccurrences(of: "logN=22 r=16 p=16", with: "logN=10 r=8 p=1") },
                  to: file.path)
        #expect(try file.read(passphrase: candidate).entries == keys)
        #expect(derivations.withLock { $0 } == 1)
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
            .kdfRefused(path: "/h/keys.enc", detail: "logN 30 r 8 p 1"), .emptyPassphrase, .noPassphrase(hint: "set AIRFIT_PASSPHRASE or run in a terminal"),
        ]
        for error in errors {
            #expect(!error.description.contains("\n"))
            #expect(!error.description.isEmpty)
        }
        #expect(SecretsError.wrongPassphrase(path: "/p").description != SecretsError.damaged(path: "/p", kind: .bodyAuthentication).description)
    }

    /// Issue 18, item 11: the damage message points at keys.enc.bak only when there is one.
    @Test("a damaged key file's message names the backup only when it exists")
    func backupNamedOnlyWhenThere() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("airfit-bak-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("keys.enc").path
        let error = SecretsError.damaged(path: path, kind: .truncated)
        #expect(error.description == "\(path) is damaged (truncated); it was left untouched and there is no \(path).bak; "
            + "move it aside and set the keys again (airfit keys set NAME)")
        #expect(FileManager.default.createFile(atPath: path + ".bak", contents: Data("x".utf8)))
        #expect(error.description == "\(path) is damaged (truncated); it was left untouched (the previous version may be in \(path).bak)")
    }
}
