import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The system calls behind the key file: private directory, exclusive 0600 files,
/// fsync, link, rename. Every failure becomes a ``SecretsError`` naming the path.
enum POSIXFile {
    /// The result of reading a whole file.
    struct Contents {
        var bytes: [UInt8]
        var mode: mode_t
    }

    static let maxFileSize = 4 << 20

    private static func systemRead(_ fd: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
        read(fd, buffer, count)
    }

    private static func systemWrite(_ fd: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
        write(fd, buffer, count)
    }

    private static func systemRename(_ from: String, _ to: String) -> Int32 { rename(from, to) }

    static func error(_ path: String, _ operation: String, _ code: Int32 = errno) -> SecretsError {
        if code == EACCES || code == EPERM { return .permissionDenied(path: path, operation: operation) }
        return .io(path: path, operation: operation, detail: String(cString: strerror(code)))
    }

    /// `stat` mode, nil when the path does not exist.
    static func mode(_ path: String) throws(SecretsError) -> mode_t? {
        try mode(path, following: true)
    }

    /// `lstat` mode (a symbolic link is reported as one, not followed), nil when nothing is there.
    static func entryMode(_ path: String) throws(SecretsError) -> mode_t? {
        try mode(path, following: false)
    }

    private static func mode(_ path: String, following: Bool) throws(SecretsError) -> mode_t? {
        var info = stat()
        guard (following ? stat(path, &info) : lstat(path, &info)) == 0 else {
            if errno == ENOENT { return nil }
            throw error(path, "inspect")
        }
        return info.st_mode
    }

    /// Creates `path` (and missing parents) with mode 0700. An existing directory is left as is.
    static func ensureDirectory(_ path: String) throws(SecretsError) {
        if let mode = try mode(path) {
            guard mode & S_IFMT == S_IFDIR else { throw .io(path: path, operation: "use directory", detail: "not a directory") }
            return
        }
        let parent = (path as NSString).deletingLastPathComponent
        if !parent.isEmpty, parent != path { try ensureDirectory(parent) }
        guard mkdir(path, 0o700) == 0 else {
            if errno == EEXIST { return }
            throw error(path, "create directory")
        }
        // mkdir applies the umask, which can only remove bits: the directory is never
        // looser than 0700. Restore owner bits a strange umask may have removed.
        if let mode = try mode(path), mode & 0o777 != 0o700 {
            guard chmod(path, 0o700) == 0 else { throw error(path, "set permissions of") }
        }
    }

    /// Reads a whole file; nil when it does not exist. A symbolic link is refused.
    static func readFile(_ path: String) throws(SecretsError) -> Contents? {
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOFOLLOW)  // never blocks on a FIFO
        guard fd >= 0 else {
            if errno == ENOENT { return nil }
            if errno == ELOOP { throw .symbolicLink(path: path) }
            throw error(path, "read")
        }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw error(path, "inspect") }
        guard info.st_mode & S_IFMT == S_IFREG else { throw .io(path: path, operation: "read", detail: "not a regular file") }
        guard Int(info.st_size) <= maxFileSize else { throw .damaged(path: path, kind: .badHeader("file too large")) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = chunk.withUnsafeMutableBytes { systemRead(fd, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw error(path, "read")
            }
            if count == 0 { break }
            bytes.append(contentsOf: chunk[0..<count])
            guard bytes.count <= maxFileSize else { throw .damaged(path: path, kind: .badHeader("file too large")) }
        }
        return Contents(bytes: bytes, mode: info.st_mode)
    }

    /// Creates a new file with O_EXCL and mode 0600 (fchmod'ed before any byte is written,
    /// whatever the umask), writes `bytes`, fsyncs and closes it. On failure the file is removed.
    /// `failAfter` simulates a write failure after that many bytes (tests).
    static func createExclusive(_ path: String, bytes: [UInt8], failAfter: Int? = nil) throws(SecretsError) {
        let fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, 0o600)
        guard fd >= 0 else { throw error(path, "create") }
        var failure: SecretsError?
        if fchmod(fd, 0o600) != 0 {
            failure = error(path, "set permissions of")
        } else {
            failure = writeAll(fd, bytes, path: path, failAfter: failAfter)
        }
        if failure == nil, fsync(fd) != 0 { failure = error(path, "fsync") }
        if close(fd) != 0, failure == nil { failure = error(path, "close") }
        if let failure {
            unlink(path)
            throw failure
        }
    }

    private static func writeAll(_ fd: Int32, _ bytes: [UInt8], path: String, failAfter: Int?) -> SecretsError? {
        let limit = min(bytes.count, failAfter ?? bytes.count)
        var offset = 0
        while offset < limit {
            let count = bytes.withUnsafeBytes { raw in
                systemWrite(fd, raw.baseAddress.map { $0 + offset }, limit - offset)
            }
            if count < 0 {
                if errno == EINTR { continue }
                return error(path, "write")
            }
            offset += count
        }
        if failAfter != nil { return .io(path: path, operation: "write", detail: "simulated failure") }
        return nil
    }

    /// fsync of a directory, so a rename inside it is durable.
    static func syncDirectory(_ path: String) throws(SecretsError) {
        let fd = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard fd >= 0 else { throw error(path, "open directory") }
        defer { close(fd) }
        guard fsync(fd) == 0 else { throw error(path, "fsync directory") }
    }

    static func replace(_ from: String, _ to: String) throws(SecretsError) {
        guard systemRename(from, to) == 0 else { throw error(to, "replace") }
    }

    /// Removes the temporary files a killed save left beside `paths` (`.keys.enc.tmp-*`,
    /// `.keys.enc.bak.tmp-*`). Call it only while holding the key file's lock: every live
    /// writer holds it too, so what is found is stale.
    static func removeStaleTemporaries(beside paths: [String]) {
        guard let directory = paths.first.map({ ($0 as NSString).deletingLastPathComponent }),
              let names = try? FileManager.default.contentsOfDirectory(atPath: directory)
        else { return }
        let prefixes = paths.map { "." + ($0 as NSString).lastPathComponent + ".tmp-" }
        for name in names {
            guard let prefix = prefixes.first(where: name.hasPrefix), name.count == prefix.count + 16,
                  name.dropFirst(prefix.count).allSatisfy(\.isHexDigit)
            else { continue }
            let path = (directory as NSString).appendingPathComponent(name)
            if let mode = try? entryMode(path), mode & S_IFMT == S_IFREG { unlink(path) }
        }
    }

    /// A name beside `path` that no other writer uses: `.keys.enc.tmp-<random>`.
    static func temporaryName(beside path: String, suffix: String) -> String {
        let directory = (path as NSString).deletingLastPathComponent
        let name = (path as NSString).lastPathComponent
        let random = KeyFileCodec.randomBytes(8).map { String(format: "%02x", $0) }.joined()
        return (directory as NSString).appendingPathComponent(".\(name)\(suffix).tmp-\(random)")
    }
}
