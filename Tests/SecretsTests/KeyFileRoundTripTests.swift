import Foundation
import Testing
@testable import Secrets
import TestThreads

@Suite("Key file round trip")
struct KeyFileRoundTripTests {
    @Test("what is written is read back, with the same passphrase")
    func roundTrip() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let file = KeyFile(directory: directory.home, parameters: fastKDF)
        let keys = ["openai": "sk-proj-0123456789abcdef", "anthropic": "sk-ant-\"quoted\"\\slash", "my-local-1": "k"]
        try file.write(keys, passphrase: passphrase("correct horse"))
        let contents = try file.read(passphrase: passphrase("correct horse"))
        #expect(contents.entries == keys)
        #expect(contents.warnings.isEmpty)
    }

    @Test("an empty map round-trips")
    func emptyMap() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let file = KeyFile(directory: directory.home, parameters: fastKDF)
        try file.write([:], passphrase: passphrase("p"))
        #expect(try file.read(passphrase: passphrase("p")).entries.isEmpty)
    }

    @Test("the file is text: a header line with the parameters, then base64; no key in clear")
    func formatIsDocumentedText() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let file = KeyFile(directory: directory.home, parameters: fastKDF)
        try file.write(["openai": "sk-secret-value-1234"], passphrase: passphrase("p"))
        let text = try #require(String(bytes: try bytes(of: file.path), encoding: .utf8))
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 3 && lines[2].isEmpty)
        #expect(lines[0].hasPrefix("AIRFIT-KEYS v=1 kdf=scrypt logN=10 r=8 p=1 salt="))
        #expect(lines[0].contains(" nonce=") && lines[0].contains(" check=") && lines[0].contains(" sum="))
        #expect(Data(base64Encoded: String(lines[1])) != nil)
        #expect(!text.contains("sk-secret") && !text.contains("openai"))
    }

    @Test("two saves of the same map use a fresh salt and nonce")
    func freshSaltAndNonce() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let file = KeyFile(directory: directory.home, parameters: fastKDF)
        let keys = ["openai": "sk-same-key-every-time"]
        try file.write(keys, passphrase: passphrase("p"))
        let first = try bytes(of: file.path)
        try file.write(keys, passphrase: passphrase("p"))
        let second = try bytes(of: file.path)
        #expect(first != second)
        let one = try KeyFileCodec.parse(first, path: file.path).header
        let two = try KeyFileCodec.parse(second, path: file.path).header
        #expect(one.salt != two.salt)
        #expect(one.nonce != two.nonce)
        #expect(try file.read(passphrase: passphrase("p")).entries == keys)
    }

    @Test("keys.enc.bak holds the previous version after a save")
    func backupHoldsPreviousVersion() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let file = KeyFile(directory: directory.home, parameters: fastKDF)
        try file.write(["openai": "sk-first-version-key"], passphrase: passphrase("p"))
        #expect(!FileManager.default.fileExists(atPath: file.backupPath))
        let firstBytes = try bytes(of: file.path)
        try file.write(["openai": "sk-second-version-key"], passphrase: passphrase("p"))
        #expect(try bytes(of: file.backupPath) == firstBytes)
        let backup = KeyFile(path: file.backupPath, parameters: fastKDF)
        #expect(try backup.read(passphrase: passphrase("p")).entries == ["openai": "sk-first-version-key"])
        #expect(try file.read(passphrase: passphrase("p")).entries == ["openai": "sk-second-version-key"])
        #expect(try directoryNames(directory.home) == ["keys.enc", "keys.enc.bak"])
    }

    @Test("a failed temporary write leaves keys.enc valid and unchanged, and no temporary file")
    func failedWriteLeavesValidFile() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        var file = KeyFile(directory: directory.home, parameters: fastKDF)
        try file.write(["openai": "sk-original-key-0000"], passphrase: passphrase("p"))
        let before = try bytes(of: file.path)
        file.failTemporaryWriteAfter = 20
        let replacement = try passphrase("p")
        #expect(throws: SecretsError.self) { try file.write(["openai": "sk-replacement-1111"], passphrase: replacement) }
        do {
            try file.write(["openai": "sk-replacement-1111"], passphrase: replacement)
        } catch {
            #expect(error.description.contains("simulated failure"))
        }
        #expect(try bytes(of: file.path) == before)
        #expect(try directoryNames(directory.home) == ["keys.enc"])
        file.failTemporaryWriteAfter = nil
        #expect(try file.read(passphrase: passphrase("p")).entries == ["openai": "sk-original-key-0000"])
    }

    @Test("reading a missing file is a clear error")
    func missingFile() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let file = KeyFile(directory: directory.home, parameters: fastKDF)
        expectError(.noKeyFile(path: file.path)) { () throws(SecretsError) in
            try file.read(passphrase: try Passphrase("p"))
        }
    }

    @Test("the default parameters (scrypt logN 18, r 8, p 1) work end to end", .ownThread)
    func defaultParameters() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let file = KeyFile(directory: directory.home)
        #expect(file.parameters == KDFParameters.default)
        try file.write(["gemini": "AIza-default-parameters-key"], passphrase: passphrase("slow but sure"))
        let header = try KeyFileCodec.parse(try bytes(of: file.path), path: file.path).header
        #expect(header.kdf.logN == 18 && header.kdf.r == 8 && header.kdf.p == 1)
        #expect(try file.read(passphrase: passphrase("slow but sure")).entries == ["gemini": "AIza-default-parameters-key"])
    }

    @Test("the extreme accepted parallelism derives a key", arguments: [1, 4])
    func parameterBounds(p: Int) throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let file = KeyFile(directory: directory.home, parameters: try KDFParameters(logN: 4, p: p))
        try file.write(["openai": "sk-bounds-key-000001"], passphrase: passphrase("p"))
        #expect(try file.read(passphrase: passphrase("p")).entries == ["openai": "sk-bounds-key-000001"])
    }

    @Test("the reader uses the parameters recorded in the file, not its own")
    func readerUsesFileParameters() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try KeyFile(directory: directory.home, parameters: try KDFParameters(logN: 9, p: 2))
            .write(["openai": "sk-written-with-other-params"], passphrase: passphrase("p"))
        let reader = KeyFile(directory: directory.home, parameters: fastKDF)
        #expect(try reader.read(passphrase: passphrase("p")).entries == ["openai": "sk-written-with-other-params"])
    }
}
