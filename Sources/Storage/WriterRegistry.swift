import Foundation
import Synchronization
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Which processes are writing to the database now, so that recovery marks interrupted only
/// the replies of processes that are gone: a second `airfit` starting while the first streams
/// a reply leaves that reply alone.
///
/// Each open ``Store`` holds an exclusive `flock` on a file of its own,
/// `<database>-writers/<token>`, for as long as it is open, and stamps the replies it streams
/// with the token. A reply left `streaming` belongs to a live process exactly when its token's
/// file is locked: the kernel drops the lock when the process ends, however it ends. The file
/// is created under a temporary name, locked, and only then renamed into place, so a file
/// under a token's name is locked for as long as its writer lives.
final class WriterRegistry: Sendable {
    /// This process's token: 16 hex digits.
    let token: String
    private let directory: String
    private let descriptor: Mutex<Int32?>

    private init(token: String, directory: String, descriptor: Int32) {
        self.token = token
        self.directory = directory
        self.descriptor = Mutex(descriptor)
    }

    deinit { release() }

    /// The folder of writer files beside the database at `path`.
    static func directory(forDatabase path: String) -> String { path + "-writers" }

    /// Registers this process as a writer of the database at `path`; nil when the folder
    /// cannot be written (replies are then unstamped, and recovered by whoever opens next).
    static func register(database path: String) -> WriterRegistry? {
        let directory = directory(forDatabase: path)
        guard mkdir(directory, 0o700) == 0 || errno == EEXIST else { return nil }
        let token = Hex.text((0..<8).map { _ in UInt8.random(in: 0...255) })
        let temporary = (directory as NSString).appendingPathComponent(".new-" + token)
        let fd = open(temporary, O_RDWR | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
        guard fd >= 0 else { return nil }
        guard flock(fd, LOCK_EX | LOCK_NB) == 0,
              rename(temporary, (directory as NSString).appendingPathComponent(token)) == 0
        else {
            unlink(temporary)
            close(fd)
            return nil
        }
        return WriterRegistry(token: token, directory: directory, descriptor: fd)
    }

    /// Removes this writer's file and drops its lock. Later calls do nothing.
    func release() {
        descriptor.withLock { fd in
            guard let open = fd else { return }
            unlink((directory as NSString).appendingPathComponent(token))
            close(open)
            fd = nil
        }
    }

    /// The tokens among `tokens` whose writer is gone (not this one, and nobody holds its
    /// file), with their files locked by this process until `finish` is called, which
    /// removes them. Files of other gone writers are swept too.
    func claimGone(_ tokens: Set<String>) -> (gone: Set<String>, finish: () -> Void) {
        var gone: Set<String> = []
        var claimed: [(fd: Int32, path: String)] = []
        let files = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        for name in Set(files).union(tokens) where name != token {
            guard Self.isToken(name) || name.hasPrefix(".new-") else {
                // Not a writer's file name: never a live writer's token.
                if tokens.contains(name) { gone.insert(name) }
                continue
            }
            let path = (directory as NSString).appendingPathComponent(name)
            let fd = open(path, O_RDWR | O_NOFOLLOW | O_CLOEXEC)
            if fd < 0 {
                if errno == ENOENT, tokens.contains(name) { gone.insert(name) }  // it left; its file went with it
                continue  // anything else: cannot tell, so treat it as alive
            }
            guard flock(fd, LOCK_EX | LOCK_NB) == 0 else {
                close(fd)  // held: that writer lives
                continue
            }
            if tokens.contains(name) { gone.insert(name) }
            claimed.append((fd, path))
        }
        return (gone, {
            for (fd, path) in claimed {
                unlink(path)
                close(fd)
            }
        })
    }

    private static func isToken(_ name: String) -> Bool {
        name.utf8.count == 16 && name.utf8.allSatisfy { (0x30...0x39).contains($0) || (0x61...0x66).contains($0) }
    }
}
