import Foundation
import Synchronization
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// `airfit | head -1`: the reader of standard output goes away in the middle of a reply.
/// airfit must not die of SIGPIPE (leaving its writer lock file and the WAL behind): it stops
/// the reply, stops reading input (which here never ends), closes the store and exits.
struct BrokenPipeTests {
    @Test func aClosedOutputStopsTheReplyAndShutsDownCleanly() async throws {
        let home = try CrashRecoveryTests.temporaryHome()
        defer { try? FileManager.default.removeItem(at: home) }
        let script = BinaryRunner.packageRoot.appendingPathComponent("Tests/Transcripts/fixtures/slow-script.json").path
        let child = try PipedChild(
            arguments: [try BinaryRunner.binary().path, "--home", home.path, "--no-color", "--script", script],
            environment: ["HOME": home.path, "LANG": "C.UTF-8"], errors: home.appendingPathComponent("stderr").path)
        defer { child.stop() }
        // Like `head`: read a little of the reply (twenty words, one every 400 ms), then leave.
        // All on a thread of its own: a busy test run may resume this task seconds later.
        _ = try await child.exchange("count to twenty\n", readingUntil: "three ") { child.closeOutput() }

        // Standard input stays open: only noticing the closed output can end the run.
        let status = try await child.waitForExit()
        let errors = (try? String(contentsOf: home.appendingPathComponent("stderr"), encoding: .utf8)) ?? ""
        #expect(status == .exited(0), "stderr: \(errors)")
        let database = home.appendingPathComponent("airfit.sqlite").path
        let writers = (try? FileManager.default.contentsOfDirectory(atPath: database + "-writers")) ?? []
        #expect(writers.isEmpty, "the writer lock file is removed: \(writers)")
        let wal = (try? FileManager.default.attributesOfItem(atPath: database + "-wal"))?[.size] as? Int ?? 0
        #expect(wal == 0, "the store was closed: its WAL checkpointed into the file")
        #expect(FileManager.default.fileExists(atPath: database + "-fingerprint"), "a clean close records the file's fingerprint")
        child.closeInput()

        // Nobody read the rest of the reply, so it was stopped there, kept and marked.
        let after = try await BinaryRunner.run(
            arguments: ["--home", home.path, "--no-color", "--echo"], input: [":resume", ":history"],
            environment: ["HOME": home.path, "LANG": "C.UTF-8"])
        let reply = try #require(after.output.components(separatedBy: "\n").first { $0.hasPrefix("coach (scripted): ") },
                                 "\(after.output)")
        #expect(reply.hasPrefix("coach (scripted): one two three"))
        #expect(reply.hasSuffix("[interrupted]") && !reply.contains("twenty"), "\(reply)")
        #expect(!after.output.contains("stopped mid-way"), "the first run closed its reply itself: \(after.output)")
    }
}

/// The binary with its standard input and output on pipes this test holds alone (created
/// close-on-exec, and every other descriptor closed in the child, so no other process started
/// meanwhile keeps the output's read end open), standard error to a file, reaped by pid.
final class PipedChild: Sendable {
    enum Status: Equatable, Sendable {
        case exited(Int32)
        case signalled(Int32)
    }

    let pid: pid_t
    private let input: Int32
    private let output: Int32
    /// Which of input, output and the process itself are still open (closed once each).
    private let open = Mutex((input: true, output: true, process: true))

    init(arguments: [String], environment: [String: String], errors: String) throws {
        let toChild = try Self.pipe(), fromChild = try Self.pipe()
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, toChild.read, 0)
        posix_spawn_file_actions_adddup2(&actions, fromChild.write, 1)
        posix_spawn_file_actions_addopen(&actions, 2, errors, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? []
        for fd in names.compactMap({ Int32($0) }) where fd > 2 {
            posix_spawn_file_actions_addclose(&actions, fd)
        }
        let argv = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { envp.forEach { free($0) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, arguments[0], &actions, nil, argv, envp)
        close(toChild.read)
        close(fromChild.write)
        guard spawned == 0 else {
            close(toChild.write)
            close(fromChild.read)
            throw TranscriptError("\(arguments[0]): \(String(cString: strerror(spawned)))")
        }
        self.pid = pid
        self.input = toChild.write
        self.output = fromChild.read
    }

    /// On a thread of its own: writes `input` to the child's standard input, reads its standard
    /// output until that holds `marker` (an error when the output ends first), then runs `action`.
    func exchange(_ input: String, readingUntil marker: String, then action: @escaping @Sendable () -> Void) async throws -> String {
        let (inputFD, fd) = (self.input, output)
        return try await withCheckedThrowingContinuation { continuation in
            Thread.detachNewThread {
                let bytes = Array(input.utf8)
                guard bytes.withUnsafeBytes({ write(inputFD, $0.baseAddress, $0.count) }) == bytes.count else {
                    continuation.resume(throwing: TranscriptError("writing to the child failed: \(String(cString: strerror(errno)))"))
                    return
                }
                var text = ""
                var buffer = [UInt8](repeating: 0, count: 4096)
                while !text.contains(marker) {
                    let count = read(fd, &buffer, buffer.count)
                    if count < 0 && errno == EINTR { continue }
                    guard count > 0 else {
                        continuation.resume(throwing: TranscriptError("the output ended before \"\(marker)\": \(text)"))
                        return
                    }
                    text += String(decoding: buffer[..<count], as: UTF8.self)
                }
                action()
                continuation.resume(returning: text)
            }
        }
    }

    /// Closes this end of standard output: the child's next write fails with EPIPE.
    func closeOutput() {
        if open.withLock({ state in defer { state.output = false }; return state.output }) { close(output) }
    }

    /// Closes the child's standard input (end of input).
    func closeInput() {
        if open.withLock({ state in defer { state.input = false }; return state.input }) { close(input) }
    }

    deinit {
        closeInput()
        closeOutput()
    }

    /// Waits for the child to end; past a generous limit it is killed and this throws.
    func waitForExit(limit: Duration = .seconds(60)) async throws -> Status {
        let pid = self.pid
        let watchdog = Task { () -> Bool in
            try await Task.sleep(for: limit)
            kill(pid, SIGKILL)
            return true
        }
        let status: Int32 = await withCheckedContinuation { continuation in
            Thread.detachNewThread {
                var status: Int32 = 0
                while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
                continuation.resume(returning: status)
            }
        }
        open.withLock { $0.process = false }
        watchdog.cancel()
        if (try? await watchdog.value) == true {
            throw TranscriptError("airfit did not exit within \(limit) of its output closing")
        }
        return (status & 0x7f) == 0 ? .exited((status >> 8) & 0xff) : .signalled(status & 0x7f)
    }

    /// Kills and reaps the child if it still runs (a failed test must not leave it behind).
    func stop() {
        guard open.withLock({ $0.process }) else { return }
        kill(pid, SIGKILL)
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        open.withLock { $0.process = false }
    }

    private static func pipe() throws -> (read: Int32, write: Int32) {
        var fds: [Int32] = [0, 0]
        guard Glibc.pipe(&fds) == 0 else { throw TranscriptError("pipe: \(String(cString: strerror(errno)))") }
        _ = fcntl(fds[0], F_SETFD, FD_CLOEXEC)
        _ = fcntl(fds[1], F_SETFD, FD_CLOEXEC)
        return (fds[0], fds[1])
    }
}
