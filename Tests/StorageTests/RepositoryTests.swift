import Foundation
import Testing
@testable import Storage

@Suite("Repositories round-trip")
struct RepositoryTests {
    @Test("the primary user is created once")
    func primaryUser() async throws {
        try await withStore { store, _ in
            let first = try await store.users.primary()
            let again = try await store.users.primary()
            #expect(first.id != nil)
            #expect(first.id == again.id)
            try await store.users.rename(try #require(first.id), to: "Ada")
            #expect(try await store.users.primary().name == "Ada")
        }
    }

    @Test("a profile is saved, read back and updated keeping its creation time; a save changes only the columns it names")
    func profile() async throws {
        try await withStore { store, _ in
            let user = try await store.users.primary()
            let userId = try #require(user.id)
            #expect(try await store.users.profile(userId: userId) == nil)
            let profile = ProfileRow(userId: userId, columns: [
                "name": .text("Ada"), "birthYear": .integer(1990), "sex": .text("female"), "heightCm": .real(170),
                "weightKg": .real(62), "goal": .text("get_stronger"), "equipment": .text(#"["barbell","rack"]"#),
                "extra": .text(#"{"injury":"left knee"}"#),
            ], createdAt: referenceDate)
            let saved = try await store.users.saveProfile(profile, now: referenceDate)
            let read = try #require(try await store.users.profile(userId: userId))
            #expect(read.columns["name"] == .text("Ada"))
            #expect(read.columns["birthYear"] == .integer(1990))
            #expect(read.columns["heightCm"] == .real(170))
            #expect(read.columns["equipment"] == .text(#"["barbell","rack"]"#))
            #expect(read.columns["diet"] == .text("[]"), "an untouched column keeps its default")
            #expect(read.createdAt == referenceDate)

            var changed = saved
            changed.columns = ["weightKg": .real(61), "sex": .null, "equipment": .null]
            changed.createdAt = referenceDate.addingTimeInterval(999)
            let later = referenceDate.addingTimeInterval(3600)
            try await store.users.saveProfile(changed, now: later)
            let again = try #require(try await store.users.profile(userId: userId))
            #expect(again.columns["weightKg"] == .real(61))
            #expect(again.columns["sex"] == nil, "NULL is left out")
            #expect(again.columns["equipment"] == .text("[]"), "NULL in a NOT NULL list column is its default")
            #expect(again.columns["name"] == .text("Ada"), "columns not named are kept")
            #expect(again.createdAt == referenceDate)
            #expect(again.updatedAt == later)
            #expect(again.columns["extra"] == .text(#"{"injury":"left knee"}"#))

            await #expect(throws: StorageError.invalid("the profile has no column \"shoeSize\"")) {
                try await store.users.saveProfile(ProfileRow(userId: userId, columns: ["shoeSize": .integer(44)]))
            }
        }
    }

    @Test("where onboarding stands is saved and replaced")
    func onboarding() async throws {
        try await withStore { store, _ in
            let userId = try #require(try await store.users.primary().id)
            #expect(try await store.users.onboarding(userId: userId) == nil)
            let first = OnboardingRecord(userId: userId, phase: "asking", lastAsked: "height", asked: ["name", "height"],
                                         skipped: ["age"], updatedAt: referenceDate)
            try await store.users.saveOnboarding(first)
            #expect(try await store.users.onboarding(userId: userId) == first)
            let done = OnboardingRecord(userId: userId, phase: "done", updatedAt: referenceDate)
            try await store.users.saveOnboarding(done)
            #expect(try await store.users.onboarding(userId: userId) == done)
        }
    }

    @Test("one persona is active at a time")
    func personas() async throws {
        try await withStore { store, _ in
            let userId = try #require(try await store.users.primary().id)
            #expect(try await store.users.activePersona(userId: userId) == nil)
            let first = try await store.users.savePersona(
                PersonaRecord(userId: userId, name: "Coach Sam", archetype: "drill", prompt: "Be firm.", traits: ["firm"], createdAt: referenceDate))
            #expect(first.active)
            let second = try await store.users.savePersona(
                PersonaRecord(userId: userId, name: "Coach Lee", archetype: "friend", prompt: "Be kind.", traits: ["warm", "patient"], createdAt: referenceDate))
            let active = try #require(try await store.users.activePersona(userId: userId))
            #expect(active == second)
            #expect(active.traits == ["warm", "patient"])
            let all = try await store.users.personas(userId: userId)
            #expect(all.map(\.name) == ["Coach Lee", "Coach Sam"])
            #expect(all.filter(\.active).count == 1)
        }
    }

    @Test("food entries and items round-trip and total by local day")
    func food() async throws {
        try await withStore { store, _ in
            let breakfast = try await store.nutrition.log(
                FoodEntryRecord(time: referenceDate, description: "2 eggs and a slice of toast", meal: "breakfast"),
                lines: [
                    FoodItemRecord(name: "egg", quantity: 2, unit: "piece", kcal: 140, protein: 12, carbs: 1, fat: 10),
                    FoodItemRecord(name: "toast", quantity: 1, unit: "slice", kcal: 80, protein: 3, carbs: 15, fat: 1),
                ])
            #expect(breakfast.entry.id != nil)
            #expect(breakfast.items.allSatisfy { $0.entryId == breakfast.entry.id && $0.id != nil })
            try await store.nutrition.log(
                FoodEntryRecord(time: referenceDate.addingTimeInterval(4 * 3600), description: "apple", meal: "snack"),
                lines: [FoodItemRecord(name: "apple", quantity: 150, unit: "g", kcal: 78, protein: 0.4, carbs: 21, fat: 0.2)])
            // Yesterday: not counted.
            try await store.nutrition.log(
                FoodEntryRecord(time: referenceDate.addingTimeInterval(-86_400), description: "pizza"),
                lines: [FoodItemRecord(name: "pizza", quantity: 1, unit: "slice", kcal: 300, protein: 12, carbs: 35, fat: 12)])

            let today = try await store.nutrition.entries(on: referenceDate, calendar: utcCalendar)
            #expect(today.map(\.entry.description) == ["2 eggs and a slice of toast", "apple"])
            #expect(today.first == breakfast)
            let totals = try await store.nutrition.totals(on: referenceDate, calendar: utcCalendar)
            #expect(totals.entries == 2)
            #expect(totals.kcal == 298)
            #expect(abs(totals.protein - 15.4) < 1e-9)
            #expect(totals.carbs == 37)
            #expect(abs(totals.fat - 11.2) < 1e-9)

            try await store.nutrition.delete(id: try #require(breakfast.entry.id))
            #expect(try await store.nutrition.totals(on: referenceDate, calendar: utcCalendar).kcal == 78)
            let empty = try await store.nutrition.totals(on: referenceDate.addingTimeInterval(86_400), calendar: utcCalendar)
            #expect(empty == NutritionTotals())
        }
    }

    @Test("workouts and sets round-trip, strength and cardio")
    func workouts() async throws {
        try await withStore { store, _ in
            let squat = try await store.workouts.log(
                WorkoutRecord(time: referenceDate, name: "legs", notes: "felt good"),
                lines: (1...3).map { WorkoutSetRecord(exercise: "squat", setNumber: $0, reps: 5, weightKg: 100) })
            try await store.workouts.log(
                WorkoutRecord(time: referenceDate.addingTimeInterval(3600), name: "run"),
                lines: [WorkoutSetRecord(exercise: "run", setNumber: 1, durationSeconds: 1800, distanceMeters: 5000)])
            try await store.workouts.log(WorkoutRecord(time: referenceDate.addingTimeInterval(-86_400)), lines: [])

            let today = try await store.workouts.entries(on: referenceDate, calendar: utcCalendar)
            #expect(today.count == 2)
            #expect(today.first == squat)
            #expect(today[0].sets.map(\.setNumber) == [1, 2, 3])
            #expect(today[0].sets.allSatisfy { $0.reps == 5 && $0.weightKg == 100 })
            #expect(today[1].sets.first?.distanceMeters == 5000)
            #expect(today[1].sets.first?.durationSeconds == 1800)
            #expect(today[1].sets.first?.reps == nil)
            #expect(try await store.workouts.recent(limit: 1).first?.workout.name == "run")

            try await store.workouts.delete(id: try #require(squat.workout.id))
            #expect(try await store.workouts.entries(on: referenceDate, calendar: utcCalendar).count == 1)
        }
    }

    @Test("setting a goal replaces the active one of its kind and keeps history")
    func goals() async throws {
        try await withStore { store, _ in
            try await store.goals.set(kind: "kcal", targetValue: 2200, unit: "kcal/day", now: referenceDate)
            try await store.goals.set(kind: "protein", targetValue: 140, unit: "g/day", now: referenceDate)
            let newer = try await store.goals.set(kind: "kcal", targetValue: 2000, unit: "kcal/day", now: referenceDate)
            #expect(try await store.goals.active(kind: "kcal") == newer)
            #expect(try await store.goals.active().map(\.kind) == ["kcal", "protein"])
            #expect(try await store.goals.history().count == 3)
            #expect(try await store.goals.clear(kind: "protein"))
            #expect(try await store.goals.clear(kind: "protein") == false)
            #expect(try await store.goals.active().map(\.targetValue) == [2000])
        }
    }

    @Test("messages round-trip with every field")
    func messages() async throws {
        try await withStore { store, _ in
            let conversation = try await store.conversations.create(now: referenceDate)
            let message = MessageRecord(
                conversationId: conversation.id, role: .assistant, content: "Do 3x5.", provider: "anthropic",
                model: "claude", tokensIn: 120, tokensOut: 8, cost: 0.0012, status: .complete,
                finishReason: "stop", createdAt: referenceDate)
            let stored = try await store.messages.append(message)
            let storedID = try #require(stored.id)
            let read = try #require(try await store.messages.get(storedID))
            #expect(read == stored)
            let error = await storageError {
                _ = try await store.messages.appendUserMessage(conversationID: "missing", content: "x")
            }
            #expect(error == .notFound(what: "conversation", id: "missing"))
        }
    }
}
