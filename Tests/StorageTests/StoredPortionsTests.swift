import Foundation
import GRDB
import Testing
@testable import Storage

/// Issue 19: since `v14-stored-portions` a day's items and sets keep what reading them back used
/// to rebuild from the data files (`foods.json`, `exercises.json`), so `:today` and `:week` read
/// neither; rows stored before keep NULL and are rebuilt as they were.
@Suite("Stored portions")
struct StoredPortionsTests {
    @Test("v13: an item keeps its grams and estimate mark, a set its kind; older rows have none")
    func storedPortions() async throws {
        try await withStore { store, _ in
            try await store.nutrition.log(FoodEntryRecord(time: referenceDate, description: "a latte and a mystery bar"), lines: [
                FoodItemRecord(name: "latte", quantity: 1, unit: "medium", kcal: 190, protein: 12, carbs: 18, fat: 7, grams: 473,
                               isEstimate: false),
                FoodItemRecord(name: "mystery bar", quantity: 1, unit: "bar", kcal: 220, protein: 10, carbs: 25, fat: 9, grams: 60,
                               isEstimate: true),
                FoodItemRecord(name: "imported", quantity: 1, unit: "serving", kcal: 100, protein: 1, carbs: 1, fat: 1),
            ])
            let items = try #require(try await store.nutrition.entries(from: .distantPast, to: .distantFuture).first).items
            #expect(items.map(\.grams) == [473, 60, nil])
            #expect(items.map(\.isEstimate) == [false, true, nil])
            let columns = try await store.access.read { db in try db.columns(in: "workoutSet").map(\.name) }
            #expect(columns.contains("kind"))
        }
    }
}
