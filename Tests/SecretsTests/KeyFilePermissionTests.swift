import Foundation
import Testing
@testable import Secrets

#if canImport(Glibc)
import Glibc
#endif

@Suite("Key file permissions")
struct KeyFilePermissionTests {
    @Test("keys.enc is 0600 and its new directories 0700, even with umask 0")
    func modesWithPermissiveUmask() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let previous = umask(0)
        defer { umask(previous) }
        let nested = (directory.home as NSString).appendingPathComponent("deeper")
        let file = KeyFile(directory: nested, parameters: fastKDF)
        try file.write(["openai": "sk-mode-test-key-123"], passphrase: passphrase("p"))
        try file.write(["openai": "sk-mode-test-key-456"], passphrase: passphrase("p"))
        #expect(try permissions(of: file.path) == 0o600)
        #expect(try permissions(of: file.backupPath) == 0o600)
        #expect(try permissions(of: nested) == 0o700)
        #expect(try permissions(of: directory.home) == 0o700)
        #expect(file.permissionWarnings().isEmpty)
    }

    @Test("the temporary file is created 0600 with O_EXCL, whatever the umask")
    func exclusiveCreationMode() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let previous = umask(0)
        defer { umask(previous) }
        let path = (directory.path as NSString).appendingPathComponent("new")
        try POSIXFile.createExclusive(path, bytes: Array("secret".utf8))
        #expect(try permissions(of: path) == 0o600)
        // An existing file (or a planted symlink) is never opened for writing.
        let target = (directory.path as NSString).appendingPathComponent("target")
        try write(Array("untouched".utf8), to: target)
        let planted = (directory.path as NSString).appendingPathComponent("planted")
        try FileManager.default.createSymbolicLink(atPath: planted, withDestinationPath: target)
        #expect(throws: SecretsError.self) { try POSIXFile.createExclusive(planted, bytes: Array("evil".utf8)) }
        #expect(try bytes(of: target) == Array("untouched".utf8))
    }

    @Test("a file looser than 0600 gives a one-line warning value, and the read still works")
    func looseFileModeWarns() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let file = KeyFile(directory: directory.home, parameters: fastKDF)
        try file.write(["openai": "sk-loose-mode-key-1"], passphrase: passphrase("p"))
        try #require(chmod(file.path, 0o644) == 0)
        let contents = try file.read(passphrase: passphrase("p"))
        #expect(contents.entries == ["openai": "sk-loose-mode-key-1"])
        #expect(contents.warnings.count == 1)
        let warning = try #require(contents.warnings.first)
        #expect(warning.contains("mode 0644") && warning.contains("chmod 600 \(file.path)"))
        #expect(!warning.contains("\n"))
        #expect(try permissions(of: file.path) == 0o644, "reading never changes the mode")
        // The next save writes a fresh 0600 file.
        try file.write(contents.entries, passphrase: passphrase("p"))
        #expect(try permissions(of: file.path) == 0o600)
    }

    @Test("a directory looser than 0700 gives a warning")
    func looseDirectoryWarns() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let file = KeyFile(directory: directory.home, parameters: fastKDF)
        try file.write(["openai": "sk-loose-dir-key-12"], passphrase: passphrase("p"))
        try #require(chmod(directory.home, 0o755) == 0)
        let warnings = try file.read(passphrase: passphrase("p")).warnings
        #expect(warnings.count == 1)
        #expect(warnings.first?.contains("chmod 700 \(directory.home)") == true)
    }

    @Test("an unreadable file is 'permission denied', not damage (as an ordinary user, also when the tests run as root)")
    func unreadableFile() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let file = KeyFile(directory: directory.home, parameters: fastKDF)
        try file.write(["openai": "sk-unreadable-key-1"], passphrase: passphrase("p"))
        try #require(chmod(file.path, 0o000) == 0)
        try Unprivileged.run(owning: [directory.path, directory.home, file.path]) {
            expectError(.permissionDenied(path: file.path, operation: "read")) { () throws(SecretsError) in
                try file.read(passphrase: try Passphrase("p"))
            }
        }
    }

    @Test("a directory that cannot be written to is 'permission denied' and keys.enc is untouched (as an ordinary user)")
    func unwritableDirectory() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let file = KeyFile(directory: directory.home, parameters: fastKDF)
        try file.write(["openai": "sk-unwritable-dir-1"], passphrase: passphrase("p"))
        let before = try bytes(of: file.path)
        let names = try directoryNames(directory.home)
        try #require(chmod(directory.home, 0o500) == 0)
        try Unprivileged.run(owning: [directory.path, directory.home, file.path]) {
            do {
                try file.write([:], passphrase: passphrase("p"))
                Issue.record("writing into a folder nobody may write to succeeded")
            } catch let error as SecretsError {
                guard case .permissionDenied = error else {
                    Issue.record("expected permission denied, got \(error)")
                    return
                }
            }
        }
        #expect(try bytes(of: file.path) == before)
        #expect(try directoryNames(directory.home) == names, "no file was added or removed")
    }
}
