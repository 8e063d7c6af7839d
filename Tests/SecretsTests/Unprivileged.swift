import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// Runs a piece of a test as an ordinary user, so that what only a non-root user meets (a
/// file it may not read, a folder it may not write) is tested when the tests run as root, as
/// CI runs them, instead of being skipped.
///
/// As root, the calling thread's file-system user and group become `nobody` and `nogroup`
/// (`setfsuid`/`setfsgid`) for the duration of `body`: the kernel then checks every file
/// access of that thread against nobody's permissions, and drops the capabilities that let
/// root ignore them (CAP_DAC_OVERRIDE, CAP_DAC_READ_SEARCH, CAP_FOWNER). The identity is a
/// property of the thread alone, so nothing else the test process runs meanwhile is affected,
/// and `body` is synchronous, so it stays on that thread. The `paths` are given to nobody
/// first, so that the access is refused for the reason the test means (their mode), not
/// because nobody may not enter a folder of root's. Run this way rather than as a child
/// through `setpriv --reuid=nobody`, the code under test runs in this process, and nothing
/// depends on nobody being able to reach the test binary inside the clone.
///
/// As any other user, `body` simply runs: that user is already unprivileged.
enum Unprivileged {
    /// nobody's user and group ids (65534 where the user database does not say).
    static let nobody: (uid: uid_t, gid: gid_t) = {
        guard let entry = getpwnam("nobody") else { return (65534, 65534) }
        return (entry.pointee.pw_uid, entry.pointee.pw_gid)
    }()

    /// Whether the tests run as root (then `run` drops to nobody).
    static var isRoot: Bool { geteuid() == 0 }

    /// Runs `body` with this thread's file accesses checked as nobody's when running as root.
    static func run<T>(owning paths: [String], sourceLocation: SourceLocation = #_sourceLocation,
                       _ body: () throws -> T) throws -> T {
        guard isRoot else { return try body() }
        for path in paths {
            try #require(chown(path, nobody.uid, nobody.gid) == 0, "chown \(path): \(String(cString: strerror(errno)))",
                         sourceLocation: sourceLocation)
        }
        let (setUser, setGroup) = try functions()
        _ = setGroup(nobody.gid)
        _ = setUser(nobody.uid)
        defer {
            _ = setUser(0)
            _ = setGroup(0)
        }
        // Each call returns the previous identity; an id that is not valid asks without changing it.
        try #require(setUser(uid_t.max) == nobody.uid && setGroup(gid_t.max) == nobody.gid,
                     "could not take nobody's file-system identity", sourceLocation: sourceLocation)
        return try body()
    }

    private typealias SetID = @convention(c) (UInt32) -> Int32

    /// `setfsuid` and `setfsgid` from the C library (Swift's Glibc module does not import
    /// `<sys/fsuid.h>`).
    private static func functions() throws -> (user: SetID, group: SetID) {
        let library = dlopen(nil, RTLD_NOW)
        let user = try #require(dlsym(library, "setfsuid"), "setfsuid not found")
        let group = try #require(dlsym(library, "setfsgid"), "setfsgid not found")
        return (unsafeBitCast(user, to: SetID.self), unsafeBitCast(group, to: SetID.self))
    }
}
