import Foundation
import Testing
@testable import Storage

/// A fresh temporary folder, removed when `body` returns.
func withTemporaryDirectory<T>(_ body: (URL) async throws -> T) async throws -> T {
    let dir = FileManager.default.temporaryDirectory
        .appendingPathComponent("airfit-storage-tests-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: dir) }
    return try await body(dir)
}

/// A store opened on a new database file in a temporary folder.
func withStore<T>(
    configuration: StoreConfiguration = StoreConfiguration(),
    _ body: (Store, URL) async throws -> T
) async throws -> T {
    try await withTemporaryDirectory { dir in
        let path = dir.appendingPathComponent("airfit.sqlite").path
        let store = try await Store.open(at: path, configuration: configuration)
        defer { try? store.close() }
        return try await body(store, dir)
    }
}

/// A fixed moment: 2026-11-20 08:00:00 UTC.
let referenceDate = Date(timeIntervalSince1970: 1_795_161_600)

var utcCalendar: Calendar {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC") ?? TimeZone(secondsFromGMT: 0) ?? .current
    return calendar
}

/// Expects `body` to throw a ``StorageError`` and returns it.
func storageError(_ body: () async throws -> Void) async -> StorageError? {
    do {
        try await body()
        return nil
    } catch let error as StorageError {
        return error
    } catch {
        Issue.record("expected a StorageError, got \(error)")
        return nil
    }
}
