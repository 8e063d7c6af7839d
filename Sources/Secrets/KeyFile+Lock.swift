#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension KeyFile {
    /// The lock file beside `keys.enc`, empty, created 0600. It is never replaced, so every
    /// process locks the same inode (`keys.enc` itself is renamed over on each save).
    public var lockPath: String { path + ".lock" }

    /// Runs `body` holding an exclusive `flock` on ``lockPath``, so that a read-modify-write
    /// by one `airfit` process cannot interleave with another's and drop its update. Blocks
    /// while another process holds the lock: call it off the cooperative pool. Temporary
    /// files a killed save left behind are removed first.
    func withExclusiveLock<T>(_ body: () throws(SecretsError) -> T) throws(SecretsError) -> T {
        try POSIXFile.ensureDirectory(directory)
        let fd = open(lockPath, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0o600)
        guard fd >= 0 else { throw POSIXFile.error(lockPath, "open") }
        defer { close(fd) }  // closing the descriptor releases the lock
        while flock(fd, LOCK_EX) != 0 {
            guard errno == EINTR else { throw POSIXFile.error(lockPath, "lock") }
        }
        POSIXFile.removeStaleTemporaries(beside: [path, backupPath])
        return try body()
    }
}
