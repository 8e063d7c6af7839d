@testable import App
import Coach
import CoachDomain
import CoachProgress
import Foundation
import GRDB
@testable import Storage
import Testing

/// Issue 12, item 3: another process holding the database while airfit starts must not turn
/// saving off for the session, and a day that could not be read is never reported empty.
/// Damage met after the store opened stops saving and shows in `:health`.
struct StoreHandleTests {
    @Test func aLockHeldAcrossStartUpThenReleasedLetsTheNextLogSucceed() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("airfit-handle-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("airfit.sqlite").path
        try (try await Store.open(at: path)).close()  // an earlier session, closed cleanly

        // Another process holds the whole file while this one starts: it took its lock in
        // exclusive locking mode (a WAL file's readers do not wait for a writer's lock alone;
        // `aWriterAtStartUpHoldsUpOnlyWrites` is that case).
        var config = Configuration()
        config.allowsUnsafeTransactions = true
        let other = try DatabaseQueue(path: path, configuration: config)
        try await other.writeWithoutTransaction { db in
            try db.execute(sql: "PRAGMA locking_mode = EXCLUSIVE")
            try db.execute(sql: "BEGIN EXCLUSIVE")
        }
        let handle = await StoreHandle.open(at: path, configuration: StoreConfiguration(busyTimeout: .milliseconds(100)))
        #expect(await handle.failure == .busy(path: path))

        let ports = CoachPorts.storage(handle: handle, exercises: ExerciseCatalog(records: []))
        let day = try #require(CalendarDay(year: 2026, month: 11, day: 21))
        do {
            _ = try await ports.nutrition.meals(on: day)
            Issue.record("a day that could not be read must not be reported empty")
        } catch {
            #expect(error as? StorageError == .busy(path: path))
        }

        try await other.writeWithoutTransaction { db in try db.execute(sql: "ROLLBACK") }
        try other.close()
        let meal = MealEntry(day: day, description: "2 eggs", items: [])
        try await ports.nutrition.addMeal(meal)
        #expect(try await ports.nutrition.meals(on: day).map(\.description) == ["2 eggs"])
        #expect(await handle.failure == nil)
        if case .healthy = await handle.healthCheck() {} else { Issue.record("the reopened store is healthy") }
        await handle.shutdown()
    }

    /// Another process writing while airfit starts (its write lock held) does not keep the store
    /// from opening, nor a day from being read: only a write waits, and fails past the busy
    /// timeout with `busy`; once the lock is gone the next write is stored.
    @Test func aWriterAtStartUpHoldsUpOnlyWrites() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("airfit-handle-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("airfit.sqlite").path
        try (try await Store.open(at: path)).close()

        var config = Configuration()
        config.allowsUnsafeTransactions = true
        let other = try DatabaseQueue(path: path, configuration: config)
        try await other.writeWithoutTransaction { db in try db.execute(sql: "BEGIN EXCLUSIVE") }
        let handle = await StoreHandle.open(at: path, configuration: StoreConfiguration(busyTimeout: .milliseconds(100)))
        #expect(await handle.failure == nil)

        let ports = CoachPorts.storage(handle: handle, exercises: ExerciseCatalog(records: []))
        let day = try #require(CalendarDay(year: 2026, month: 11, day: 21))
        #expect(try await ports.nutrition.meals(on: day).isEmpty)
        do {
            try await ports.nutrition.addMeal(MealEntry(day: day, description: "2 eggs", items: []))
            Issue.record("a write past the busy timeout must fail")
        } catch {
            #expect(error as? StorageError == .busy(path: path))
        }

        try await other.writeWithoutTransaction { db in try db.execute(sql: "ROLLBACK") }
        try other.close()
        try await ports.nutrition.addMeal(MealEntry(day: day, description: "a banana", items: []))
        #expect(try await ports.nutrition.meals(on: day).map(\.description) == ["a banana"])
        await handle.shutdown()
    }

    /// Damage the check at open did not see (as a failing disk causes; simulated by recording
    /// the fingerprint after the damage, so the check is skipped).
    @Test func damageMetAfterOpenStopsSavingAndShowsInHealth() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("airfit-handle-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("airfit.sqlite").path
        let setup = try await Store.open(at: path)
        let conversation = try await setup.conversations.create()
        for index in 0..<300 {
            try await setup.messages.appendUserMessage(conversationID: conversation.id, content: "\(index) " + String(repeating: "oats ", count: 400))
        }
        try setup.close()
        let size = try #require(try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int)
        let fd = open(path, O_WRONLY)
        try #require(fd >= 0)
        let garbage = [UInt8](repeating: 0xFF, count: 8 * 4096)
        try #require(pwrite(fd, garbage, garbage.count, off_t(size / 2 / 4096 * 4096)) == garbage.count)
        close(fd)
        try #require(StoreFingerprint.current(ofDatabase: path, migrations: StoreMigrations.names)).record(forDatabase: path)

        let handle = await StoreHandle.open(at: path)
        #expect(await handle.failure == nil, "the check was skipped: the store opens")
        if case .healthy = await handle.healthCheck() {} else { Issue.record("healthy until the damage is met") }
        let store = try await handle.store()
        await #expect(throws: StorageError.damagedInUse(path: path)) { try await store.messages.all(in: conversation.id) }

        let ports = CoachPorts.storage(handle: handle, exercises: ExerciseCatalog(records: []))
        let day = try #require(CalendarDay(year: 2026, month: 11, day: 21))
        await #expect(throws: StorageError.damagedInUse(path: path)) {
            try await ports.nutrition.addMeal(MealEntry(day: day, description: "2 eggs", items: []))
        }
        guard case .unhealthy(let detail) = await handle.healthCheck() else {
            Issue.record(":health must call the store unhealthy")
            return
        }
        #expect(detail == StorageError.damagedInUse(path: path).description)
        #expect(detail.contains("damaged") && detail.contains("stopped writing") && !detail.contains("\n"))
        await handle.shutdown()
    }
}
