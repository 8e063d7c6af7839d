import Foundation
import GRDB
import Testing
@testable import Storage

/// The store's part of a home backup: the profile, onboarding, personas and conversations read
/// out and restored, into an empty home whole, into a home with data only what it lacks; and the
/// import rules for a backup's totals, targets set by hand, days of targets and check-ins.
@Suite("Home archive")
struct HomeArchiveTests {
    static let moment = Date(timeIntervalSince1970: 1_795_161_600.125)

    /// A home with a profile, onboarding, a persona and a conversation of two messages.
    static func populate(_ store: Store) async throws {
        let user = try await store.users.primary()
        try await store.users.rename(user.id ?? 0, to: "Ada")
        try await store.users.saveProfile(ProfileRow(userId: user.id ?? 0, columns: [
            "heightCm": .real(165.5), "birthYear": .integer(1988), "goal": .text("lose_fat"), "units": .text("imperial")],
            createdAt: moment), now: moment)
        try await store.users.saveOnboarding(OnboardingRecord(userId: user.id ?? 0, phase: "asking", lastAsked: "sex",
                                                              asked: ["height", "age"], skipped: ["name"], updatedAt: moment))
        try await store.users.savePersona(PersonaRecord(userId: user.id ?? 0, name: "Coach", prompt: "Be kind.", createdAt: moment))
        let conversation = try await store.conversations.create(id: "c0ffee", title: "first", now: moment)
        _ = try await store.messages.append(MessageRecord(conversationId: conversation.id, role: .user, content: "hi\u{0}there",
                                                          createdAt: moment))
        _ = try await store.messages.append(MessageRecord(conversationId: conversation.id, role: .assistant, content: "Hello.",
                                                          provider: "openai", model: "gpt", tokensIn: 833_332, tokensOut: 12,
                                                          tokensEstimated: true, cost: 0.25, status: .failed, errorText: "cut",
                                                          createdAt: moment.addingTimeInterval(1)))
    }

    @Test("an empty home gets everything; encoded, decoded and restored it reads back the same")
    func roundTrip() async throws {
        try await withStore { store, _ in
            try await Self.populate(store)
            let profile = try await store.archive.profile()
            let conversations = try await store.archive.conversations()
            let encoder = HomeArchive.encoder()
            let decodedProfile = try HomeArchive.decoder().decode(HomeArchive.Profile.self, from: try encoder.encode(profile))
            let decodedConversations = try conversations.map {
                try HomeArchive.decoder().decode(HomeArchive.Conversation.self, from: try encoder.encode($0))
            }
            #expect(decodedProfile == profile)
            #expect(decodedConversations == conversations)
            #expect(conversations.first?.messages.first?.content == "hi\u{0}there")
            try await withStore { empty, _ in
                let restoredProfile = try await empty.archive.restore(decodedProfile)
                #expect(restoredProfile.added == ["profile field": 7, "onboarding": 1, "persona": 1])
                let restored = try await empty.archive.restore(decodedConversations)
                #expect(restored.added == ["conversation": 1, "message": 2])
                #expect(try await empty.archive.profile() == profile)
                #expect(try await empty.archive.conversations() == conversations)
                // Again: nothing more.
                #expect(try await empty.archive.restore(decodedProfile).added.isEmpty)
                #expect(try await empty.archive.restore(decodedConversations).added.isEmpty)
                #expect(try await empty.messages.all(in: "c0ffee").count == 2)
            }
        }
    }

    @Test("into a home with a profile, only its empty columns are filled; its own values and persona stay")
    func mergeKeepsTheHome() async throws {
        try await withStore { store, _ in
            try await Self.populate(store)
            let archive = try await store.archive.profile()
            try await withStore { other, _ in
                let user = try await other.users.primary()
                try await other.users.saveProfile(ProfileRow(userId: user.id ?? 0, columns: ["heightCm": .real(180)]))
                try await other.users.savePersona(PersonaRecord(userId: user.id ?? 0, name: "Mine", prompt: "Be brief."))
                let outcome = try await other.archive.restore(archive)
                #expect(outcome.kept["profile field"] == 1)
                let row = try await other.users.profile(userId: user.id ?? 0)
                #expect(row?.columns["heightCm"] == .real(180))
                #expect(row?.columns["goal"] == .text("lose_fat"))
                #expect(try await other.users.activePersona(userId: user.id ?? 0)?.name == "Mine")
                #expect(try await other.users.personas(userId: user.id ?? 0).count == 2)
            }
        }
    }

    @Test("times are written to the millisecond, rounded, and read back to it")
    func times() throws {
        let justBelow = Date(timeIntervalSince1970: 1_795_161_600.122_999_9)
        #expect(HomeArchive.timeText(justBelow) == "2026-11-20T08:00:00.123Z")
        #expect(HomeArchive.timeText(Date(timeIntervalSince1970: 1_795_161_600)) == "2026-11-20T08:00:00.000Z")
        #expect(HomeArchive.timeText(Date(timeIntervalSince1970: -0.5)) == "1969-12-31T23:59:59.500Z")
        let read = try #require(HomeArchive.time("2026-11-20T08:00:00.123Z"))
        #expect(HomeArchive.timeText(read) == "2026-11-20T08:00:00.123Z")
        #expect(HomeArchive.time("2026-11-20T08:00:00Z") == Date(timeIntervalSince1970: 1_795_161_600))
        #expect(HomeArchive.time("yesterday") == nil)
        #expect(HomeArchive.time("2026-11-20T08:00:00.1x3Z") == nil)
    }

    static func day(_ offset: Int) -> DateInterval {
        DateInterval(start: Date(timeIntervalSince1970: 1_795_132_800 + Double(offset) * 86_400), duration: 86_400)
    }

    static func total(kcal: Double, source: String = "cronometer.csv") -> DailyTotalRecord {
        DailyTotalRecord(day: "2026-11-20", kcal: kcal, protein: 0, carbs: 0, fat: 0, source: source)
    }

    @Test("a backup's total stands beside meals only when they are the very meals it stood beside")
    func totalsBesideMeals() async throws {
        try await withStore { store, _ in
            let snack = FoodLog(entry: FoodEntryRecord(time: Self.day(0).start.addingTimeInterval(43_200), description: "banana"),
                                items: [FoodItemRecord(name: "banana", quantity: 1, unit: "piece", kcal: 105, protein: 1, carbs: 27, fat: 0)])
            _ = try await store.imports.add(ImportRecords(food: [(snack, Self.day(0))]))
            // Another app's total, or a backup's total that stood beside other meals (or none): left out.
            #expect(try await store.imports.add(ImportRecords(dailyTotals: [(Self.total(kcal: 2_000), Self.day(0), nil)])) == [.dayHasFood])
            #expect(try await store.imports.add(ImportRecords(dailyTotals: [(Self.total(kcal: 2_000), Self.day(0), 0)])) == [.dayHasFood])
            #expect(try await store.imports.add(ImportRecords(dailyTotals: [(Self.total(kcal: 2_000), Self.day(0), 300)])) == [.dayHasFood])
            // A backup's total that stood beside these 105 kcal of meals: stored with them, as it was.
            #expect(try await store.imports.add(ImportRecords(dailyTotals: [(Self.total(kcal: 2_000), Self.day(0), 105)])) == [.added])
        }
    }

    @Test("targets set by hand, days of targets and check-ins are added where the home has none, never replacing its own")
    func recordsMerge() async throws {
        try await withStore { store, _ in
            _ = try await store.goals.set(kind: "daily_kcal", targetValue: 1_800, unit: "kcal")
            try await store.targetHistory.record(DayTargetRecord(day: "2026-11-20", kcal: 1_800, protein: 150, carbs: 180, fat: 55,
                                                                 fibre: 25, workoutsPerWeek: nil, basis: "{}"))
            let records = ImportRecords(
                goals: [GoalRecord(kind: "daily_kcal", targetValue: 2_000, unit: "kcal"), GoalRecord(kind: "daily_protein", targetValue: 140, unit: "g")],
                targetDays: [DayTargetRecord(day: "2026-11-20", kcal: 2_000, protein: 150, carbs: 180, fat: 55, fibre: 25,
                                             workoutsPerWeek: nil, basis: "{}"),
                             DayTargetRecord(day: "2026-11-13", kcal: 1_900, protein: 150, carbs: 200, fat: 55, fibre: 27,
                                             workoutsPerWeek: 3, basis: "{}")],
                checkIns: [CheckInRecord(week: "2026-11-16", day: "2026-11-20", targetKcal: 1_800)])
            #expect(try await store.imports.add(records) == [.conflicting, .added, .conflicting, .added, .added])
            #expect(try await store.imports.add(records) == [.conflicting, .alreadyStored, .conflicting, .alreadyStored, .alreadyStored])
            #expect(try await store.goals.active(kind: "daily_kcal")?.targetValue == 1_800)
            #expect(try await store.targetHistory.all().map(\.kcal) == [1_900, 1_800])
        }
    }
}
