import CoachDomain
import LLM

/// Nutrition estimated by a language model (for foods the list doesn't know), read and checked.
///
/// Ask the model for JSON matching ``schema``; pass its reply to ``items(fromJSON:)``. Every item
/// must be complete, non-negative, with 4P + 4C + 9F within 30% of its kcal; otherwise the whole
/// reply is refused with the reasons (never partly stored).
public enum NutritionExtraction {
    /// The numbers each item holds, as the schema names them.
    enum Field: String, CaseIterable {
        case grams, kcal, protein, carbs, fat
    }

    /// The structured-output schema: `{"items": [{name, grams, kcal, protein, carbs, fat}]}`.
    public static let schema = ResponseSchema(name: "nutrition", schema: [
        "type": "object",
        "properties": [
            "items": [
                "type": "array",
                "items": [
                    "type": "object",
                    "properties": [
                        "name": ["type": "string"],
                        "grams": ["type": "number"],
                        "kcal": ["type": "number"],
                        "protein": ["type": "number"],
                        "carbs": ["type": "number"],
                        "fat": ["type": "number"],
                    ],
                    "required": .array((["name"] + Field.allCases.map(\.rawValue)).map(JSONValue.string)),
                ],
            ],
        ],
        "required": ["items"],
    ])

    /// Why a model's nutrition was refused.
    public struct Rejection: Error, Sendable, Hashable, CustomStringConvertible {
        public var problems: [String]
        public var description: String { "The estimate was refused: " + problems.joined(separator: "; ") }
    }

    /// The most items one estimate may hold (it answers for one unknown part of a description).
    public static let maxItems = 20

    /// The items in `text` (JSON per ``schema``), or the reasons they were refused. Names are
    /// cleaned of control characters; every item must also be within ``LogBounds`` (at most 5 kg
    /// and 10,000 kcal, no denser than fat, macros no heavier than the food, a name within
    /// `log_food`'s 2,000 characters), so an answer of 10,000,000 g is refused however
    /// consistent its macros.
    public static func items(fromJSON text: String) -> Result<[FoodItem], Rejection> {
        guard let json = try? JSONValue(parsing: text) else { return .failure(Rejection(problems: ["not valid JSON"])) }
        guard let list = json["items"]?.arrayValue, !list.isEmpty else {
            return .failure(Rejection(problems: ["no \"items\" list"]))
        }
        guard list.count <= maxItems else {
            return .failure(Rejection(problems: ["\(list.count) items, more than the \(maxItems) one estimate may hold"]))
        }
        var items: [FoodItem] = []
        var problems: [String] = []
        for (index, entry) in list.enumerated() {
            guard let name = entry["name"]?.stringValue.map(EntryText.clean), !name.isEmpty else {
                problems.append("item \(index + 1) has no name")
                continue
            }
            let fields = Field.allCases.map { entry[$0.rawValue]?.numberValue }
            let missing = zip(Field.allCases.map(\.rawValue), fields).filter { $0.1 == nil }.map(\.0)
            guard missing.isEmpty, let grams = fields[0], let kcal = fields[1], let protein = fields[2],
                  let carbs = fields[3], let fat = fields[4] else {
                problems.append("\(EntryText.clipped(name)): missing \(missing.joined(separator: ", "))")
                continue
            }
            let item = FoodItem(name: name, quantity: grams, unit: "g", grams: grams,
                                macros: Macros(kcal: kcal, protein: protein, carbs: carbs, fat: fat))
            if let problem = LogBounds.problem(of: item) {
                problems.append(problem)
                continue
            }
            items.append(item)
        }
        problems += NutritionValidator.problems(in: items)
        return problems.isEmpty ? .success(items) : .failure(Rejection(problems: problems))
    }
}
