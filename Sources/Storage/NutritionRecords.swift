import Foundation
import GRDB

/// A meal or snack as the user described it; its items carry the numbers.
public struct FoodEntryRecord: EntryRecord {
    public typealias Line = FoodItemRecord
    public static let databaseTableName = "foodEntry"

    public var id: Int64?
    public var time: Date
    /// The user's words, e.g. "2 eggs and a slice of toast".
    public var description: String
    /// "breakfast", "lunch", "dinner", "snack", or nil.
    public var meal: String?

    public var words: String { description }

    public init(id: Int64? = nil, time: Date = Date(), description: String, meal: String? = nil) {
        self.id = id
        self.time = time
        self.description = description
        self.meal = meal
    }

    public mutating func didInsert(_ inserted: InsertionSuccess) {
        id = inserted.rowID
    }
}

/// One food of an entry, with its quantity and macros (kcal, grams of protein, carbs, fat).
public struct FoodItemRecord: LineRecord {
    public static let databaseTableName = "foodItem"
    public static let entryColumn = "entryId"

    public var id: Int64?
    /// Set by ``LogbookRepository/log(_:lines:)``.
    public var entryId: Int64
    public var name: String
    public var quantity: Double
    public var unit: String
    public var kcal: Double
    public var protein: Double
    public var carbs: Double
    public var fat: Double
    /// The weight the quantity comes to, as logged (`v14-stored-portions`); nil on older rows and
    /// imported ones, whose reader works it out from the food list.
    public var grams: Double?
    /// Whether a model estimated the values (the food was not in the list); nil where ``grams`` is.
    public var isEstimate: Bool?

    public init(
        id: Int64? = nil, entryId: Int64 = 0, name: String, quantity: Double, unit: String,
        kcal: Double, protein: Double, carbs: Double, fat: Double, grams: Double? = nil, isEstimate: Bool? = nil
    ) {
        self.id = id
        self.entryId = entryId
        self.name = name
        self.quantity = quantity
        self.unit = unit
        self.kcal = kcal
        self.protein = protein
        self.carbs = carbs
        self.fat = fat
        self.grams = grams
        self.isEstimate = isEstimate
    }

    public mutating func didInsert(_ inserted: InsertionSuccess) {
        id = inserted.rowID
    }

    public var signature: String {
        [name, unit].joined(separator: "|") + "|"
            + [quantity, kcal, protein, carbs, fat].map(LineSignature.rounded).joined(separator: "|")
    }
}

/// Sums over a day's food.
public struct NutritionTotals: Sendable, Hashable {
    public var entries: Int
    public var kcal: Double
    public var protein: Double
    public var carbs: Double
    public var fat: Double

    public init(entries: Int = 0, kcal: Double = 0, protein: Double = 0, carbs: Double = 0, fat: Double = 0) {
        self.entries = entries
        self.kcal = kcal
        self.protein = protein
        self.carbs = carbs
        self.fat = fat
    }
}
