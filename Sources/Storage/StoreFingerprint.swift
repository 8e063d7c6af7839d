import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// What a database file looked like when a ``Store`` last closed it cleanly, kept in a small
/// side file (`<database>-fingerprint`, 0600) so that the next open may skip the read-only
/// integrity check (`PRAGMA quick_check` reads every page: about 1.5 ms per MB) when nothing
/// has touched the file since.
///
/// The fingerprint is the file's size, device and inode, its modification and status-change
/// times to the nanosecond, its 100-byte SQLite header, an empty write-ahead log (GRDB
/// keeps the `-wal` file; a clean close truncates it), and the file's migrations (read at the
/// close; at an open, the ones this airfit knows: a file with others is never unchanged).
/// Every write through the file system sets the status-change time (ctime) to the present,
/// and nothing (`touch -d` included) can set it back short of changing the system clock, so a
/// file changed by any program and put back to its old size, mtime and header still differs.
/// What it cannot see is a change made below the file system (a failing disk, a raw write to
/// the device): that damage is met when its page is read, and the store then stops writing
/// (``StorageError/damagedInUse(path:)``).
///
/// The side file is removed when the store opens for writing and written again only by a
/// clean close that left the write-ahead log empty (no other connection had written to it),
/// so a crash, another process still writing, or a missing or unreadable side file all mean:
/// check.
struct StoreFingerprint: Sendable, Equatable {
    /// The fingerprint as the side file holds it: a few lines of text.
    let text: String

    /// The side file beside the database at `path`.
    static func path(forDatabase path: String) -> String { path + "-fingerprint" }

    /// The database file at `path` as it is now: nil when it cannot be read, is shorter
    /// than a header, or has a write-ahead log with anything in it (then it is not as a
    /// clean close left it).
    /// `migrations`: those the file has (at a close) or those this airfit knows (at an open).
    static func current(ofDatabase path: String, migrations: [String]) -> StoreFingerprint? {
        var wal = stat()
        if stat(path + "-wal", &wal) == 0 {
            guard wal.st_size == 0 else { return nil }
        } else {
            guard errno == ENOENT else { return nil }
        }
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return nil }
        var header = [UInt8](repeating: 0, count: 100)
        guard pread(fd, &header, header.count, 0) == header.count else { return nil }
        let lines = [
            "airfit store fingerprint 1",
            "size \(info.st_size)",
            "device \(info.st_dev) inode \(info.st_ino)",
            "mtime \(info.st_mtim.tv_sec).\(nanoseconds(info.st_mtim))",
            "ctime \(info.st_ctim.tv_sec).\(nanoseconds(info.st_ctim))",
            "header " + Hex.text(header),
            "wal empty",
            // The file's migrations as its closer read them, compared at an open with the ones this
            // airfit knows: a file with others (a newer airfit's) never matches, so its schema is looked at.
            "migrations " + migrations.sorted().joined(separator: " "),
        ]
        return StoreFingerprint(text: lines.joined(separator: "\n") + "\n")
    }

    /// The fingerprint recorded by the last clean close, if any (nil when the side file is
    /// missing, not a regular file, or larger than a fingerprint can be).
    static func recorded(forDatabase path: String) -> StoreFingerprint? {
        let fd = open(Self.path(forDatabase: path), O_RDONLY | O_NOFOLLOW | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var buffer = [UInt8](repeating: 0, count: 1024)
        var count = 0
        while count < buffer.count {
            let read = buffer[count...].withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
            if read < 0 && errno == EINTR { continue }
            guard read > 0 else { break }
            count += read
        }
        guard count < buffer.count else { return nil }
        return StoreFingerprint(text: String(decoding: buffer[..<count], as: UTF8.self))
    }

    /// Removes the recorded fingerprint, so that whatever happens to the file from now on
    /// (this process writing to it, then crashing) the next open checks it.
    static func forget(forDatabase path: String) {
        unlink(Self.path(forDatabase: path))
    }

    /// Records this fingerprint for the database at `path`: written to a temporary file
    /// created 0600, then renamed over the side file. Failing to record it only means that
    /// the next open runs the check.
    func record(forDatabase path: String) {
        let target = Self.path(forDatabase: path)
        let temporary = target + ".tmp-\(getpid())"
        unlink(temporary)
        let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
        guard fd >= 0 else { return }
        let bytes = Array(text.utf8)
        var written = 0
        while written < bytes.count {
            let count = bytes[written...].withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { break }
            written += count
        }
        close(fd)
        if written != bytes.count || rename(temporary, target) != 0 { unlink(temporary) }
    }

    private static func nanoseconds(_ time: timespec) -> String {
        let digits = String(time.tv_nsec)
        return String(repeating: "0", count: max(0, 9 - digits.count)) + digits
    }
}
