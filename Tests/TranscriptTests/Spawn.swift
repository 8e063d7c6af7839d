import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Runs a command that may leave a daemon behind (tmux starts its server from the first
/// client) without Foundation's `Process`.
///
/// On Linux, `Process` learns that its child exited when a socket it hands to the child
/// is closed by every process holding it. A daemon forked by the child keeps that socket,
/// so `waitUntilExit` never returns while the daemon lives; a test that starts the tmux
/// server that way hangs until the server stops, and the server stops only when the test
/// ends. Here the child gets stdin from /dev/null, its output on a pipe, and no other
/// descriptor of ours, and is reaped with `waitpid` on its own pid.
enum Spawn {
    struct Outcome: Sendable {
        var status: Int32
        var output: String
    }

    /// Runs `arguments[0]`, found on PATH, and returns its exit status and merged output.
    /// The blocking work runs on a thread of its own, not on the tasks' shared pool.
    static func run(_ arguments: [String]) async throws -> Outcome {
        try await withCheckedThrowingContinuation { continuation in
            Thread.detachNewThread {
                continuation.resume(with: Result { try runBlocking(arguments) })
            }
        }
    }

    static func runBlocking(_ arguments: [String]) throws -> Outcome {
        var fds: [Int32] = [0, 0]
        guard pipe(&fds) == 0 else { throw TranscriptError("pipe: \(String(cString: strerror(errno)))") }
        let (readEnd, writeEnd) = (fds[0], fds[1])
        // Not inherited by what other tests start meanwhile (Glibc's module lacks pipe2).
        _ = fcntl(readEnd, F_SETFD, FD_CLOEXEC)
        _ = fcntl(writeEnd, F_SETFD, FD_CLOEXEC)

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, writeEnd, 1)
        posix_spawn_file_actions_adddup2(&actions, writeEnd, 2)
        // Every other descriptor open now (glibc ignores closing one that closed since).
        for fd in openDescriptors() where fd > 2 {
            posix_spawn_file_actions_addclose(&actions, fd)
        }

        let argv = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let spawned = posix_spawnp(&pid, arguments[0], &actions, nil, argv, environ)
        close(writeEnd)
        guard spawned == 0 else {
            close(readEnd)
            throw TranscriptError("\(arguments[0]): \(String(cString: strerror(spawned)))")
        }

        var output = Data()
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = read(readEnd, &buffer, buffer.count)
            if count > 0 { output.append(contentsOf: buffer[..<count]); continue }
            if count < 0 && errno == EINTR { continue }
            break
        }
        close(readEnd)

        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 {
            guard errno == EINTR else { throw TranscriptError("waitpid: \(String(cString: strerror(errno)))") }
        }
        // Exit code when it exited, 128 + signal when a signal ended it, as a shell reports.
        let code = (status & 0x7f) == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
        return Outcome(status: code, output: String(decoding: output, as: UTF8.self))
    }

    private static func openDescriptors() -> [Int32] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? []
        return names.compactMap { Int32($0) }
    }
}
