import Foundation
import GRDB
import Testing
@testable import Storage

#if canImport(Glibc)
import Glibc
#endif

/// The integrity check at open (`PRAGMA quick_check`, issue 12 item 4) runs unless the file is
/// exactly as the last clean close left it; damage met later stops all writing.
@Suite("Integrity check and fingerprint")
struct IntegrityFingerprintTests {
    @Test("a file closed cleanly and left alone is not read through again; each open counted")
    func unchangedFileSkipsTheCheck() async throws {
        try await withTemporaryDirectory { dir in
            let path = dir.appendingPathComponent("airfit.sqlite").path
            var checks: [StorePreflight.Integrity] = []
            for round in 0..<4 {
                let store = try await Store.open(at: path)
                checks.append(store.integrity)
                let conversation = try await store.conversations.create(title: "round \(round)")
                try await store.messages.appendUserMessage(conversationID: conversation.id, content: "2 eggs, round \(round)")
                try store.close()
            }
            #expect(checks == [.nothingToCheck, .skippedUnchanged, .skippedUnchanged, .skippedUnchanged])
            let side = StoreFingerprint.path(forDatabase: path)
            let attributes = try FileManager.default.attributesOfItem(atPath: side)
            #expect(attributes[.posixPermissions] as? Int == 0o600)
            // What the side file vouches for is the file as it is now.
            #expect(StoreFingerprint.recorded(forDatabase: path) == StoreFingerprint.current(ofDatabase: path, migrations: StoreMigrations.names))
        }
    }

    @Test("no fingerprint, a WAL beside the file, or a status change (chmod) each mean: check")
    func anythingUnexpectedMeansCheck() async throws {
        try await withTemporaryDirectory { dir in
            let path = dir.appendingPathComponent("airfit.sqlite").path
            try await Self.populate(path, messages: 20)

            #expect(try await Self.integrity(at: path) == .skippedUnchanged)
            try FileManager.default.removeItem(atPath: StoreFingerprint.path(forDatabase: path))
            #expect(try await Self.integrity(at: path) == .checked, "fingerprint missing")

            // Something in the WAL, as a crash leaves it (this is no valid WAL: SQLite ignores it).
            #expect(FileManager.default.createFile(atPath: path + "-wal", contents: Data(repeating: 0x2A, count: 64)))
            #expect(try await Self.integrity(at: path) == .checked, "the WAL was not empty")

            #expect(try await Self.integrity(at: path) == .skippedUnchanged)
            // Only the status-change time moves (same bytes, same mtime).
            Self.waitForTimestampsPast(try Self.status(path).st_ctim)
            try #require(chmod(path, 0o600) == 0)
            #expect(try await Self.integrity(at: path) == .checked, "ctime changed")

            // An unreadable or foreign side file is no fingerprint.
            #expect(try await Self.integrity(at: path) == .skippedUnchanged)
            try Data("airfit store fingerprint 1\nsize 1\n".utf8).write(to: URL(fileURLWithPath: StoreFingerprint.path(forDatabase: path)))
            #expect(try await Self.integrity(at: path) == .checked, "a side file that does not match")
        }
    }

    @Test("two stores on one file: what one records at close does not cover the other's later writes")
    func twoStoresOnOneFile() async throws {
        try await withTemporaryDirectory { dir in
            let path = dir.appendingPathComponent("airfit.sqlite").path
            try await Self.populate(path, messages: 5)
            let first = try await Store.open(at: path)
            #expect(first.integrity == .skippedUnchanged)
            #expect(StoreFingerprint.recorded(forDatabase: path) == nil, "opening for writing forgets the fingerprint")
            let conversation = try await first.conversations.create()
            try await first.messages.appendUserMessage(conversationID: conversation.id, content: "written while open")

            // Like a second airfit while the first runs (or a start after it crashed).
            let second = try await Store.open(at: path)
            #expect(second.integrity == .checked)
            try second.close()  // checkpoints everything so far: it may record the file as it is
            try await first.messages.appendUserMessage(conversationID: conversation.id, content: "written after that")
            let third = try await Store.open(at: path)
            #expect(third.integrity == .checked, "the first one wrote since: its WAL is not empty")
            try third.close()

            try first.close()
            #expect(try await Self.integrity(at: path) == .skippedUnchanged)
        }
    }

    @Test("bytes changed in the middle, size, mtime and header put back (touch -d): still refused, not a byte changed")
    func changeWithRestoredTimeIsCaught() async throws {
        try await withTemporaryDirectory { dir in
            let path = dir.appendingPathComponent("airfit.sqlite").path
            try await Self.populate(path, messages: 200)
            var before = stat()
            try #require(stat(path, &before) == 0)
            let header = try Self.bytes(path).prefix(100)

            Self.waitForTimestampsPast(before.st_ctim)
            try Self.damageMiddle(path, pages: 1)
            // Put the modification time back to the nanosecond, as `touch -d` can.
            let stamp = "@\(before.st_mtim.tv_sec).\(String(format: "%09ld", before.st_mtim.tv_nsec))"
            try Self.run("/usr/bin/touch", ["-m", "-d", stamp, path])
            var after = stat()
            try #require(stat(path, &after) == 0)
            try #require(after.st_mtim.tv_sec == before.st_mtim.tv_sec && after.st_mtim.tv_nsec == before.st_mtim.tv_nsec,
                         "touch -d restored the mtime")
            #expect(after.st_size == before.st_size && after.st_ino == before.st_ino)
            #expect(try Self.bytes(path).prefix(100) == header, "the header is the same")
            // What gives it away: the status-change time, which no program can set back.
            #expect(after.st_ctim.tv_sec != before.st_ctim.tv_sec || after.st_ctim.tv_nsec != before.st_ctim.tv_nsec)

            let damaged = try Self.bytes(path)
            let error = await storageError { _ = try await Store.open(at: path) }
            #expect(error == .corrupt(path: path))
            #expect(try Self.bytes(path) == damaged, "the damaged file must not be touched")
        }
    }

    /// Damage the fingerprint cannot see (a failing disk changes bytes under the file system;
    /// simulated by recording the fingerprint after the damage): the check is skipped, the
    /// damaged page is met by a read, and from then on nothing is written.
    @Test("damage met by a read after open stops all writing, and the store says so")
    func damageMetLaterStopsWriting() async throws {
        try await withTemporaryDirectory { dir in
            let path = dir.appendingPathComponent("airfit.sqlite").path
            let conversationID = try await Self.populate(path, messages: 300)
            try Self.damageMiddle(path, pages: 8)
            try #require(StoreFingerprint.current(ofDatabase: path, migrations: StoreMigrations.names)).record(forDatabase: path)

            let store = try await Store.open(at: path, configuration: StoreConfiguration(recoverOnOpen: false))
            #expect(store.integrity == .skippedUnchanged)
            #expect(store.damage == nil)
            let readError = await storageError { _ = try await store.messages.all(in: conversationID) }
            #expect(readError == .damagedInUse(path: path))
            #expect(readError?.description.contains("damaged") == true && readError?.description.contains("stopped writing") == true)
            #expect(store.damage == .damagedInUse(path: path))

            let mainBefore = try Self.bytes(path)
            let walBefore = try? Self.bytes(path + "-wal")
            let writeError = await storageError {
                try await store.messages.appendUserMessage(conversationID: conversationID, content: "not written")
            }
            #expect(writeError == .damagedInUse(path: path))
            let writerError = await storageError {
                _ = try await store.messages.beginAssistantMessage(conversationID: conversationID, provider: "offline", model: nil)
            }
            #expect(writerError == .damagedInUse(path: path))
            #expect(try Self.bytes(path) == mainBefore)
            #expect((try? Self.bytes(path + "-wal")) == walBefore)

            try store.close()
            #expect(StoreFingerprint.recorded(forDatabase: path) == nil, "a damaged store leaves no fingerprint")
            let reopen = await storageError { _ = try await Store.open(at: path) }
            #expect(reopen == .corrupt(path: path), "so the next open checks, and refuses it")
        }
    }

    // MARK: Helpers

    /// Creates the database with one conversation of `messages` messages of about 2 KB,
    /// closes it cleanly, and returns the conversation's id.
    @discardableResult
    static func populate(_ path: String, messages: Int) async throws -> String {
        let store = try await Store.open(at: path)
        let conversation = try await store.conversations.create(title: "to be checked")
        for index in 0..<messages {
            try await store.messages.appendUserMessage(
                conversationID: conversation.id, content: "message \(index) " + String(repeating: "protein ", count: 250))
        }
        try store.close()
        return conversation.id
    }

    /// Opens and closes the store at `path`, returning what its integrity check did.
    static func integrity(at path: String) async throws -> StorePreflight.Integrity {
        let store = try await Store.open(at: path)
        try store.close()
        return store.integrity
    }

    static func status(_ path: String) throws -> stat {
        var info = stat()
        try #require(stat(path, &info) == 0)
        return info
    }

    /// Waits until the clock file times are taken from has passed `time`. Before Linux 6.13
    /// it advances in ticks of a few ms, and a change in the tick of the last one would get
    /// the same timestamp (at most one tick of waiting; no sleep).
    static func waitForTimestampsPast(_ time: timespec) {
        var now = timespec()
        repeat {
            clock_gettime(CLOCK_REALTIME_COARSE, &now)
        } while (now.tv_sec, now.tv_nsec) <= (time.tv_sec, time.tv_nsec)
    }

    static func bytes(_ path: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
    }

    /// Overwrites `pages` whole 4 KB pages in the middle of the file in place (same inode,
    /// same size): each page's type byte made invalid, the rest pseudo-random.
    static func damageMiddle(_ path: String, pages: Int) throws {
        let size = try bytes(path).count
        let page = 4096
        let first = (size / 2 / page) * page
        try #require(first > page && first + pages * page < size)
        var seed: UInt64 = 7
        var garbage = [UInt8](repeating: 0, count: pages * page)
        for index in garbage.indices {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            garbage[index] = UInt8(truncatingIfNeeded: seed >> 33)
        }
        for start in stride(from: 0, to: garbage.count, by: page) { garbage[start] = 0xFF }
        let fd = open(path, O_WRONLY | O_CLOEXEC)
        try #require(fd >= 0)
        defer { close(fd) }
        try #require(pwrite(fd, garbage, garbage.count, off_t(first)) == garbage.count)
    }

    static func run(_ tool: String, _ arguments: [String]) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = arguments
        try process.run()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0, "\(tool) \(arguments) failed")
    }
}
