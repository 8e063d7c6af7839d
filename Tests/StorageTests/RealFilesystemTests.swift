import Foundation
import Storage
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// A real full disk and a real read-only file system, on a small tmpfs mounted for the test.
/// Mounting needs root; where the tests may not mount, these are skipped (the error mapping
/// is covered by `StoreOpenTests` either way).
@Suite(.serialized, .enabled(if: TmpfsMount.canMount, "mounting a tmpfs needs root"))
struct RealFilesystemTests {
    @Test("a disk that fills up mid-write is a one-line error; what was stored stays, and writes work again once there is room")
    func fullDisk() async throws {
        let mount = try TmpfsMount(kilobytes: 1024)
        defer { mount.remove() }
        let store = try await Store.open(at: mount.path + "/airfit.sqlite")
        defer { try? store.close() }
        let conversation = try await store.conversations.create()
        let kept = try await store.messages.append(.init(conversationId: conversation.id, role: .user, content: "2 eggs"))

        let filler = mount.path + "/filler"
        mount.fill(filler)
        var failure: StorageError?
        for index in 0..<400 where failure == nil {
            failure = await storageError {
                _ = try await store.messages.append(.init(conversationId: conversation.id, role: .user,
                                                          content: String(repeating: "x", count: 4000) + "\(index)"))
            }
        }
        #expect(failure == .diskFull(path: store.path))
        #expect(failure?.description.hasPrefix("the disk is full") == true)
        #expect(try await store.messages.last(500, in: conversation.id).first?.id == kept.id)

        unlink(filler)
        let later = try await store.messages.append(.init(conversationId: conversation.id, role: .user, content: "after"))
        #expect(try await store.messages.last(1, in: conversation.id).map(\.content) == [later.content])
    }

    @Test("a database on a read-only file system is a one-line error and is left byte for byte")
    func readOnlyFileSystem() async throws {
        let mount = try TmpfsMount(kilobytes: 2048)
        defer { mount.remove() }
        let path = mount.path + "/airfit.sqlite"
        let store = try await Store.open(at: path)
        _ = try await store.conversations.create()
        try store.close()
        let before = try Data(contentsOf: URL(fileURLWithPath: path))

        try mount.remountReadOnly()
        let error = await storageError { _ = try await Store.open(at: path) }
        #expect(error == .readOnly(path: path))
        #expect(error?.description.hasSuffix("and that its disk is not mounted read-only") == true)
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
    }
}

/// A tmpfs of a given size at a fresh temporary folder, unmounted (lazily) by ``remove()``.
struct TmpfsMount {
    let path: String

    /// Whether this process may mount one (root, and mount(8) works here).
    static let canMount: Bool = {
        guard geteuid() == 0, let probe = try? TmpfsMount(kilobytes: 64) else { return false }
        probe.remove()
        return true
    }()

    init(kilobytes: Int) throws {
        path = FileManager.default.temporaryDirectory.appendingPathComponent("airfit-tmpfs-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        guard Self.run("/bin/mount", ["-t", "tmpfs", "-o", "size=\(kilobytes)k,mode=0700", "tmpfs", path]) else {
            try? FileManager.default.removeItem(atPath: path)
            throw StorageError.invalid("mount failed")
        }
    }

    func remountReadOnly() throws {
        guard Self.run("/bin/mount", ["-o", "remount,ro", path]) else { throw StorageError.invalid("remount failed") }
    }

    /// Writes `file` until the file system has no room left.
    func fill(_ file: String) {
        let fd = open(file, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        defer { close(fd) }
        let block = [UInt8](repeating: 0x5A, count: 4096)
        while block.withUnsafeBytes({ write(fd, $0.baseAddress, $0.count) }) > 0 {}
    }

    func remove() {
        _ = Self.run("/bin/umount", ["-l", path])
        try? FileManager.default.removeItem(atPath: path)
    }

    private static func run(_ tool: String, _ arguments: [String]) -> Bool {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return false }
        process.waitUntilExit()
        return process.terminationStatus == 0
    }
}
