import Foundation
import Testing
@testable import Secrets

#if canImport(Glibc)
import Glibc
#endif

/// Runs blocking work on its own thread and awaits its result.
func onThread<T: Sendable>(_ work: @escaping @Sendable () -> T) async -> T {
    await withCheckedContinuation { continuation in
        Thread { continuation.resume(returning: work()) }.start()
    }
}

/// Reads from `fd` until `marker` has been seen; returns everything read.
func readUntil(_ fd: Int32, _ marker: String) -> String {
    var seen: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 256)
    while !String(decoding: seen, as: UTF8.self).contains(marker) {
        let count = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
        if count <= 0 { break }
        seen += buffer[0..<count]
    }
    return String(decoding: seen, as: UTF8.self)
}

/// The pseudo-terminal calls Glibc's Swift module does not export (they need _XOPEN_SOURCE),
/// looked up at run time.
enum PseudoTerminal {
    typealias IntOfInt = @convention(c) (Int32) -> Int32
    typealias NameOf = @convention(c) (Int32, UnsafeMutablePointer<CChar>?, Int) -> Int32

    static func function<T>(_ name: String, as type: T.Type) -> T? {
        guard let symbol = dlsym(nil, name) else { return nil }
        return unsafeBitCast(symbol, to: type)
    }

    /// (master, slave) descriptors of a new pseudo-terminal.
    static func open() throws -> (master: Int32, slave: Int32) {
        let openMaster = try #require(function("posix_openpt", as: IntOfInt.self))
        let grant = try #require(function("grantpt", as: IntOfInt.self))
        let unlock = try #require(function("unlockpt", as: IntOfInt.self))
        let name = try #require(function("ptsname_r", as: NameOf.self))
        let master = openMaster(O_RDWR | O_NOCTTY)
        try #require(master >= 0)
        try #require(grant(master) == 0 && unlock(master) == 0)
        var buffer = [CChar](repeating: 0, count: 128)
        try #require(name(master, &buffer, buffer.count) == 0)
        let path = buffer.withUnsafeBufferPointer { $0.baseAddress.map { String(cString: $0) } ?? "" }
        let slave = Glibc.open(path, O_RDWR | O_NOCTTY)
        try #require(slave >= 0)
        return (master, slave)
    }
}

@Suite("Terminal prompter on a real pseudo-terminal")
struct TerminalPrompterTests {
    @Test("the secret is read without echo and the terminal's settings are restored")
    func noEchoAndRestore() async throws {
        let (master, slave) = try PseudoTerminal.open()
        defer {
            close(slave)
            close(master)
        }
        var before = termios()
        try #require(tcgetattr(slave, &before) == 0)
        try #require(before.c_lflag & tcflag_t(ECHO) != 0)

        let prompter = TerminalPrompter(inputFD: slave, outputFD: slave)
        async let secret: [UInt8]? = onThread { try? prompter.readSecret(prompt: "Passphrase: ") }
        // The prompt appears once echo is off; only then type.
        let shown = await onThread { readUntil(master, "Passphrase: ") }
        #expect(shown.contains("Passphrase: "))
        let typed = Array("hunter2\n".utf8)
        #expect(typed.withUnsafeBytes { write(master, $0.baseAddress, $0.count) } == typed.count)
        let line = try #require(await secret)
        #expect(String(decoding: line, as: UTF8.self) == "hunter2")

        // Only the newline came back: the secret was not echoed.
        let echoed = await onThread { readUntil(master, "\n") }
        #expect(!echoed.contains("hunter2"))
        #expect(echoed.contains("\n"))

        var after = termios()
        try #require(tcgetattr(slave, &after) == 0)
        #expect(after.c_lflag == before.c_lflag, "echo is restored")
    }

    /// Types `keys` at a hidden prompt on a fresh pseudo-terminal; returns what the prompt
    /// gave and checks the terminal's settings are back as they were.
    static func answer(_ keys: [UInt8]) async throws -> Result<[UInt8]?, SecretsError> {
        let (master, slave) = try PseudoTerminal.open()
        defer {
            close(slave)
            close(master)
        }
        var before = termios()
        try #require(tcgetattr(slave, &before) == 0)
        let prompter = TerminalPrompter(inputFD: slave, outputFD: slave)
        async let result: Result<[UInt8]?, SecretsError> = onThread {
            do throws(SecretsError) { return .success(try prompter.readSecret(prompt: "Key: ")) } catch { return .failure(error) }
        }
        _ = await onThread { readUntil(master, "Key: ") }
        #expect(keys.withUnsafeBytes { write(master, $0.baseAddress, $0.count) } == keys.count)
        let answer = await result
        var after = termios()
        try #require(tcgetattr(slave, &after) == 0)
        #expect(after.c_lflag == before.c_lflag && after.c_lflag & tcflag_t(ECHO | ICANON | ISIG) == tcflag_t(ECHO | ICANON | ISIG),
                "echo, line editing and signal keys are back")
        return answer
    }

    @Test("Ctrl-C cancels the prompt (no signal) and the terminal is restored")
    func ctrlCCancels() async throws {
        let answer = try await Self.answer(Array("half a key".utf8) + [0x03])
        guard case .failure(.cancelled) = answer else { Issue.record("expected cancelled, got \(answer)"); return }
    }

    @Test("Ctrl-D on an empty line is the end of input; Backspace and Ctrl-U edit the line")
    func ctrlDAndEditing() async throws {
        guard case .success(nil) = try await Self.answer([0x04]) else { Issue.record("Ctrl-D is the end of input"); return }
        let edited = try await Self.answer(Array("wrong".utf8) + [0x15] + Array("sk-é!".utf8) + [0x7F, 0x7F] + Array("ok\r".utf8))
        guard case .success(let line?) = edited else { Issue.record("expected a line, got \(edited)"); return }
        #expect(String(decoding: line, as: UTF8.self) == "sk-ok")
    }

    @Test("a descriptor that is not a terminal is an error, with nothing read")
    func notATerminal() throws {
        let fd = try pipeReading("secret\n")
        defer { close(fd) }
        let prompter = TerminalPrompter(inputFD: fd, outputFD: fd)
        #expect(throws: SecretsError.self) { try prompter.readSecret(prompt: "") }
        let left = try #require(try DescriptorLineReader.readLine(fd))
        #expect(String(decoding: left, as: UTF8.self) == "secret")
    }
}
