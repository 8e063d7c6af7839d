import Coach
import Foundation
import GRDB
import Storage
import Testing
@testable import App

/// Issue 12, item 3: another process holding the database while airfit starts must not turn
/// saving off for the session, and a day that could not be read is never reported empty.
struct StoreHandleTests {
    @Test func aLockHeldAcrossStartUpThenReleasedLetsTheNextLogSucceed() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("airfit-handle-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("airfit.sqlite").path
        try (try await Store.open(at: path)).close()  // an earlier session, closed cleanly

        // Another process holds the write lock while this one starts.
        var config = Configuration()
        config.allowsUnsafeTransactions = true
        let other = try DatabaseQueue(path: path, configuration: config)
        try await other.writeWithoutTransaction { db in try db.execute(sql: "BEGIN EXCLUSIVE") }
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
}
