import JSONCore

/// Exercises to leave out and injuries, in the user's words ("bad knees", "no overhead
/// pressing", "lunges"). The training planner reads them into exercises and strains.
public struct AvoidList: ProfileValue {
    /// Lowercased, without repeats, in the order given.
    public let items: [String]

    public init<S: Sequence>(_ items: S) where S.Element == String {
        self.items = FoodRestrictions(items).items
    }

    public var json: JSONValue { .array(items.map { .string($0) }) }

    /// The canonical list, or the user's words as one text: items split at commas and semicolons.
    public init?(json: JSONValue) {
        if let text = json.stringValue {
            self.init(text.split { $0 == "," || $0 == ";" }.map(String.init))
            return
        }
        guard let list = FoodRestrictions(json: json) else { return nil }
        self.init(list.items)
    }

    /// "bad knees and lunges", or "none".
    public var title: String { FoodRestrictions(items).title }
}

/// How long a training session may take, in minutes.
public struct SessionLength: ProfileValue {
    public var minutes: Int

    public init(minutes: Int) { self.minutes = minutes }

    public var json: JSONValue { .number(Double(minutes)) }

    public init?(json: JSONValue) {
        guard let number = json.numberValue, number.isFinite, abs(number) < 1e6, number == number.rounded() else { return nil }
        self.minutes = Int(number)
    }

    /// "60 minutes".
    public var title: String { "\(minutes) minutes" }
}
