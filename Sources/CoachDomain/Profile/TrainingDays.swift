import JSONCore

/// When the user trains: how many days a week, and which days when they said so.
public struct TrainingDays: ProfileValue {
    /// Days a week, 1 to 7 (the number of `weekdays` when those are known).
    public let perWeek: Int
    /// The days, in week order; empty when only the count is known.
    public let weekdays: [Weekday]

    /// Specific days.
    public init(_ weekdays: [Weekday]) {
        self.weekdays = ChoiceSet(weekdays).members
        self.perWeek = self.weekdays.count
    }

    /// A count only.
    public init(perWeek: Int) {
        self.perWeek = perWeek
        self.weekdays = []
    }

    public var json: JSONValue {
        weekdays.isEmpty ? ["per_week": .number(Double(perWeek))]
            : ["per_week": .number(Double(perWeek)), "days": .array(weekdays.map(\.json))]
    }

    /// `{"per_week": 3, "days": ["mon"]}`, a bare count, or a bare list of days.
    public init?(json: JSONValue) {
        if let count = json.numberValue {
            guard count.isFinite, count == count.rounded(), abs(count) < 100 else { return nil }
            self.init(perWeek: Int(count))
        } else if json.arrayValue != nil {
            guard let days = ChoiceSet<Weekday>(json: json), !days.members.isEmpty else { return nil }
            self.init(days.members)
        } else if let object = json.objectValue {
            if let list = object["days"], list != .null, list.arrayValue?.isEmpty == false {
                guard let days = ChoiceSet<Weekday>(json: list) else { return nil }
                self.init(days.members)
            } else if let count = object["per_week"] {
                self.init(json: count)
            } else {
                return nil
            }
        } else {
            return nil
        }
    }

    /// "3 days a week (Mon, Wed and Fri)", "every day".
    public var title: String {
        let count = perWeek == 7 ? "every day" : "\(perWeek) day\(perWeek == 1 ? "" : "s") a week"
        return weekdays.isEmpty || perWeek == 7 ? count : "\(count) (\(Format.list(weekdays.map(\.title))))"
    }
}

/// Foods the user does not eat: allergies, intolerances, dislikes. Empty means none.
public struct FoodRestrictions: ProfileValue {
    /// Lowercased, without repeats, in the order given.
    public let items: [String]

    public init<S: Sequence>(_ items: S) where S.Element == String {
        var seen = Set<String>()
        self.items = items.map { TextTools.collapse($0.lowercased()) }.filter { !$0.isEmpty && seen.insert($0).inserted }
    }

    public var json: JSONValue { .array(items.map { .string($0) }) }

    public init?(json: JSONValue) {
        guard let list = json.arrayValue else { return nil }
        let items = list.compactMap(\.stringValue)
        guard items.count == list.count else { return nil }
        self.init(items)
    }

    /// "nuts and lactose", or "none".
    public var title: String { items.isEmpty ? "none" : Format.list(items) }
}
