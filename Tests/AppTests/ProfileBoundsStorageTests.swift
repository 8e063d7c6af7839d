@testable import App
import Coach
import CoachDomain
import Foundation
import LLM
import Storage
import Testing

/// A stored value of the right type stays when the bounds of the day would refuse it: bounds
/// that depended on the units (the weekly rate) or on the year (an age) never delete a value
/// on the next save.
struct ProfileBoundsStorageTests {
    @Test func switchingUnitsKeepsTheWeeklyRate() async throws {
        let f = try await StoragePortsTests.fixture()
        var profile = Profile()
        profile[ProfileFields.weeklyRate] = WeeklyRate(kilogramsPerWeek: 1)
        try await f.ports.profiles.saveProfile(profile)
        // `:profile set units imperial`: load, change, save.
        var loaded = try #require(try await f.ports.profiles.loadProfile())
        loaded[ProfileFields.units] = .imperial
        try await f.ports.profiles.saveProfile(loaded)

        let again = try #require(try await f.ports.profiles.loadProfile())
        #expect(again[ProfileFields.weeklyRate] == WeeklyRate(kilogramsPerWeek: 1))
        #expect(again.said.isEmpty, "kept as the value, not as quoted words")
        // 1 kg = 2.2046 lb a week: inside the bounds (0.1–1 kg a week) in either units.
        #expect(again.lines(in: again.context(year: 2026)).first { $0.label == "Weekly rate" }?.value == "2.2 lb a week")
        try await f.ports.profiles.saveProfile(again)
        let store = try await f.store()
        let userId = try #require(try await store.users.primary().id)
        let row = try #require(try await store.users.profile(userId: userId))
        #expect(row.columns["weeklyRateKg"] == .real(1) || row.columns["weeklyRateKg"] == .integer(1))
    }

    @Test func aHundredYearOldStaysAYearLater() async throws {
        let f = try await StoragePortsTests.fixture()
        var profile = Profile()
        profile[ProfileFields.age] = BirthYear(year: 1926)   // 100 in 2026: the upper bound
        profile[ProfileFields.weight] = Mass(kilograms: 70)
        try await f.ports.profiles.saveProfile(profile)
        // A year later (2027-06-01 in UTC), 101 is outside 13–100, and still the user's birth year.
        let later = StorageProfileStore(handle: f.handle, now: { Date(timeIntervalSince1970: 1_811_808_000) },
                                        loadingLanguage: { try CoachResources.language(root: StoragePortsTests.root) })
        let loaded = try #require(try await later.loadProfile())
        #expect(loaded[ProfileFields.age] == BirthYear(year: 1926))
        try await later.saveProfile(loaded)
        #expect(try await later.loadProfile()?[ProfileFields.age] == BirthYear(year: 1926))
    }
}
