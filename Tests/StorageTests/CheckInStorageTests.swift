import Foundation
import Testing
@testable import Storage

/// `v9-check-ins`: the weeks whose check-in was shown, one row a week.
struct CheckInStorageTests {
    @Test func aWeeksCheckInIsRecordedOnceAndTheLatestWeekIsRead() async throws {
        try await withStore { store, _ in
            #expect(try await store.checkIns.latest() == nil)
            #expect(try await store.checkIns.record(week: "2026-11-23", day: "2026-11-24", targetKcal: 2_037, now: referenceDate))
            #expect(try await !store.checkIns.record(week: "2026-11-23", day: "2026-11-26", targetKcal: 1_900, now: referenceDate))
            #expect(try await store.checkIns.record(week: "2026-11-30", day: "2026-12-01", targetKcal: nil, now: referenceDate))
            let latest = try #require(try await store.checkIns.latest())
            #expect(latest.week == "2026-11-30" && latest.day == "2026-12-01" && latest.targetKcal == nil)
            let first = try await store.access.read { db in try CheckInRecord.filter(sql: "week = '2026-11-23'").fetchOne(db) }
            #expect(first?.day == "2026-11-24" && first?.targetKcal == 2_037)
        }
    }
}
