import Foundation
import GRDB
import Synchronization
import Testing
@testable import Storage

/// Issue 22: the facts of a turn in one read transaction of prepared statements, each group read
/// again on its own after a change this process commits to it.
@Suite("The facts of a turn, read at once")
struct FactsReadTests {
    static let day = "2026-11-20"
    static var query: FactsQuery {
        FactsQuery(weighInDays: "2026-10-01"..."2026-11-20", totalDays: "2026-10-01"..."2026-11-20",
                   times: referenceDate.addingTimeInterval(-30 * 86_400)..<referenceDate.addingTimeInterval(86_400))
    }

    /// A store holding a little of everything facts read.
    static func fill(_ store: Store) async throws {
        let user = try await store.users.primary()
        try await store.users.saveProfile(ProfileRow(userId: user.id ?? 0, columns: ["name": .text("Sam")]))
        try await store.users.savePersona(PersonaRecord(userId: user.id ?? 0, name: "Coach", archetype: "mentor", prompt: "Be kind."))
        try await store.goals.set(kind: "daily_kcal", targetValue: 2_000, unit: "kcal")
        try await store.targetHistory.record(DayTargetRecord(day: day, kcal: 2_000, protein: 150, carbs: 200, fat: 60, fibre: 28,
                                                             workoutsPerWeek: 3, basis: "{}", createdAt: referenceDate))
        try await store.weighIns.record(day: day, kg: 80)
        try await store.nutrition.log(FoodEntryRecord(time: referenceDate, description: "2 eggs"),
                                      lines: [FoodItemRecord(name: "egg", quantity: 2, unit: "piece", kcal: 143, protein: 12.6, carbs: 0.7,
                                                             fat: 9.5, grams: 100, isEstimate: false)])
        try await store.workouts.log(WorkoutRecord(time: referenceDate, notes: "squat"),
                                     lines: [WorkoutSetRecord(exercise: "back squat", setNumber: 1, reps: 5, weightKg: 100, kind: "strength")])
        _ = try await store.checkIns.record(week: "2026-11-16", day: day, targetKcal: 2_000)
        _ = try await store.trainingPlans.save("{}")
    }

    @Test("one read transaction holds what the repositories read one by one")
    func oneTransaction() async throws {
        let statements = Mutex<[String]>([])
        let trace = StatementTrace { sql in statements.withLock { $0.append(sql) } }
        try await withStore(configuration: StoreConfiguration(statementTrace: trace)) { store, _ in
            try await Self.fill(store)
            statements.withLock { $0 = [] }
            let facts = try await store.facts(Self.query)
            let heard = statements.withLock { $0 }
            #expect(heard.filter { $0.hasPrefix("BEGIN") }.count == 1, "\(heard)")
            #expect(!heard.contains { $0.hasPrefix("INSERT") || $0.hasPrefix("UPDATE") }, "reading writes nothing")

            let user = try await store.users.primary()
            #expect(facts.profile == (try await store.users.profile(userId: user.id ?? 0)))
            #expect(facts.persona == (try await store.users.activePersona(userId: user.id ?? 0)))
            #expect(facts.goals == (try await store.goals.active()))
            #expect(facts.targetDays == (try await store.targetHistory.all()))
            #expect(facts.weighIns == (try await store.weighIns.range(from: "2026-10-01", through: "2026-11-20")))
            #expect(facts.latestWeighIn == (try await store.weighIns.latest()))
            #expect(facts.food == (try await store.nutrition.entries(from: Self.query.times.lowerBound, to: Self.query.times.upperBound)))
            #expect(facts.workouts == (try await store.workouts.entries(from: Self.query.times.lowerBound, to: Self.query.times.upperBound)))
            #expect(facts.checkIns == (try await store.checkIns.all()))
            #expect(facts.trainingPlan == (try await store.trainingPlans.current()))
            #expect(facts.food.first?.lines.first?.grams == 100 && facts.food.first?.lines.first?.isEstimate == false)
            #expect(facts.workouts.first?.lines.first?.kind == "strength")

            let again = try await store.facts(Self.query, groups: [.food])
            #expect(again.food == facts.food && again.goals.isEmpty && again.profile == nil, "only the groups asked for")
        }
    }

    @Test("each group's count moves with this process's commits to its tables, and only then")
    func changeCounts() async throws {
        try await withStore { store, _ in
            let start = store.factChangeCounts
            try await store.nutrition.log(FoodEntryRecord(time: referenceDate, description: "apple"),
                                          lines: [FoodItemRecord(name: "apple", quantity: 1, unit: "piece", kcal: 95, protein: 0.5,
                                                                 carbs: 25, fat: 0.3)])
            var counts = store.factChangeCounts
            #expect(counts[.food] == (start[.food] ?? 0) + 1)
            #expect(FactGroup.allCases.filter { $0 != .food }.allSatisfy { counts[$0] == start[$0] })

            // A conversation and its messages are not facts.
            let conversation = try await store.conversations.create()
            _ = try await store.messages.appendUserMessage(conversationID: conversation.id, content: "hello")
            #expect(store.factChangeCounts == counts)

            // A change rolled back is no change.
            await #expect(throws: (any Error).self) {
                try await store.access.write { db in
                    try db.execute(sql: "INSERT INTO weighIn (day, kg, createdAt) VALUES ('2026-11-20', 80, '2026-11-20')")
                    throw StorageError.invalid("rolled back")
                }
            }
            #expect(store.factChangeCounts == counts)

            try await store.weighIns.record(day: Self.day, kg: 80)
            counts = store.factChangeCounts
            #expect(counts[.weighIns] == (start[.weighIns] ?? 0) + 1)
            let id = try #require(try await store.nutrition.entries(from: .distantPast, to: .distantFuture).first?.entry.id)
            try await store.nutrition.delete(id: id)
            #expect(store.factChangeCounts[.food] == (counts[.food] ?? 0) + 1)
        }
    }
}
