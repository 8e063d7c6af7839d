@testable import App
import Coach
import CoachDomain
import Foundation
import GRDB
import Storage
import Testing

/// A profile stored by the previous version (schema v6, free-text fields, a focus and a
/// target-weight goal) opens as a typed profile, and nothing stored is lost.
struct ProfileMigrationTests {
    @Test func aProfileOfTheLastVersionMigratesWithNothingLost() async throws {
        let folder = try StoragePortsTests.temporaryFolder()
        let path = folder.appendingPathComponent("airfit.sqlite").path
        do {
            let queue = try DatabaseQueue(path: path)
            try StoreMigrations.migrator.migrate(queue, upTo: "v6-weigh-ins-and-daily-totals")
            // What the previous version wrote for onboarding.transcript's answers.
            try await queue.write { db in
                try db.execute(sql: """
                    INSERT INTO user (id, name, createdAt) VALUES (1, '', '2026-01-01 10:00:00.000');
                    INSERT INTO profile (userId, name, weightKg, goal, motivation, activityLevel, schedule, experience,
                                         equipment, diet, coachingStyle, detailLevel, extra, createdAt, updatedAt)
                        VALUES (1, 'Sam', 82, 'lose 5 kg before summer', 'my wedding in june', 'mostly sitting at a desk',
                                '3 evenings a week', 'beginner', '["dumbbells at home"]', '["vegetarian", "no nuts"]',
                                'tough love', 'short', '{}', '2026-01-01 10:00:00.000', '2026-01-01 10:00:00.000');
                    INSERT INTO goal (kind, targetValue, unit, active, createdAt) VALUES ('target_weight', 77, 'kg', 1, '2026-01-01');
                    INSERT INTO goal (kind, targetValue, unit, active, createdAt) VALUES ('daily_kcal', 2200, 'kcal', 1, '2026-01-01');
                    """)
            }
            try queue.close()
        }
        let handle = await StoreHandle.open(at: path)
        #expect(await handle.failure == nil)
        let store = StorageProfileStore(handle: handle, now: { Date(timeIntervalSince1970: 1_790_000_000) },   // in 2026
                                        loadingLanguage: { try CoachResources.language(root: StoragePortsTests.root) })
        let profile = try #require(try await store.loadProfile())
        #expect(profile.name == "Sam")
        #expect(profile[ProfileFields.weight] == Mass(kilograms: 82))
        #expect(profile[ProfileFields.goal] == .loseFat)
        #expect(profile[ProfileFields.targetWeight] == Mass(kilograms: 77), "the target-weight goal moved into the profile")
        #expect(profile[ProfileFields.motivation] == "my wedding in june")
        #expect(profile[ProfileFields.activity] == .sedentary)
        #expect(profile[ProfileFields.trainingDays] == TrainingDays(perWeek: 3))
        #expect(profile[ProfileFields.trainingTime] == ChoiceSet([.evening]))
        #expect(profile[ProfileFields.experience] == .beginner)
        #expect(profile[ProfileFields.equipment] == ChoiceSet([.dumbbells]))
        #expect(profile[ProfileFields.diet] == .vegetarian)
        #expect(profile[ProfileFields.restrictions] == FoodRestrictions(["nuts"]))
        #expect(profile[ProfileFields.coachingStyle] == .toughLove)
        #expect(profile[ProfileFields.detailLevel] == .brief)
        // The words the typed values came from are kept.
        #expect(profile.said["goal"] == "lose 5 kg before summer")
        #expect(profile.said["activity"] == "mostly sitting at a desk")
        #expect(profile.said["equipment"] == "dumbbells at home")

        // Saving writes the typed columns and the words; the older columns stay as they were.
        try await store.saveProfile(profile)
        let row = try #require(try await handle.store().users.profile(userId: 1))
        #expect(row.columns["goal"] == .text("lose_fat"))
        #expect(row.columns["schedule"] == .text("3 evenings a week"))
        #expect(row.columns["diet"] == .text(#"["vegetarian", "no nuts"]"#))
        #expect(row.columns["trainingDays"] == .text(#"{"per_week":3}"#))
        let saidColumn = row.columns["extra"].flatMap { if case .text(let text) = $0 { text } else { nil } } ?? ""
        #expect(saidColumn.contains(#""goal":"lose 5 kg before summer""#))
        #expect(try await store.loadProfile() == profile, "and it reads back the same")
        let goals = try await handle.store().goals.active()
        #expect(goals.map(\.kind) == ["daily_kcal"], "the hand-set target stays a goal")
    }
}
