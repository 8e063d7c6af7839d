/// A day as a line names it, before it is set against a calendar: the domain resolves it
/// against the turn's today.
public enum DayReference: Sendable, Hashable {
    /// Days from today: 0 today, -1 yesterday, -3 "three days ago".
    case relative(Int)
    /// A weekday, 1 Monday ... 7 Sunday; `relation` the word before it (`last`, `next`, `this`),
    /// nil when none ("on Monday").
    case weekday(Int, relation: String?)
    /// A date written out (YYYY-MM-DD).
    case date(year: Int, month: Int, day: Int)
}

/// A time of day written out: `7pm`, `7:30`, `19:00`.
public struct TimeOfDay: Sendable, Hashable {
    public let hour: Int
    public let minute: Int

    public init(hour: Int, minute: Int) {
        self.hour = hour
        self.minute = minute
    }
}

/// A value the grammar read from several tokens: a number however it was written, an amount
/// with its unit, a range, a day or a time of day.
public enum EntityValue: Sendable, Hashable {
    case number(Double)
    /// `2-3`, `two to three`, `between 2 and 3`.
    case range(Double, Double)
    /// An amount of a quantity (`mass`, `length`, `volume`, `energy`, `duration`, `steps`,
    /// `portion` ...) in a unit (`kg`, `km`, `min` ...), as the lexicon's `unit` and `quantity` say.
    case quantity(Double, unit: String, quantity: String)
    case day(DayReference)
    case time(TimeOfDay)
}

/// One value the grammar found, with the tokens it covers.
public struct Entity: Sendable, Hashable {
    public let range: Range<Int>
    public let value: EntityValue
    /// A minus sign was written before it ("-5 kg"): an amount below zero, to refuse, never to
    /// read as the number without its sign.
    public let isNegative: Bool
    /// It is only an article ("a", "an") read as one.
    public let isArticle: Bool

    public init(range: Range<Int>, value: EntityValue, isNegative: Bool = false, isArticle: Bool = false) {
        self.range = range
        self.value = value
        self.isNegative = isNegative
        self.isArticle = isArticle
    }

    /// The number, when it is one.
    public var number: Double? {
        if case .number(let value) = value { return value }
        return nil
    }

    /// The amount and unit, when it is a quantity of `quantity` (any, when nil).
    public func amount(of quantity: String? = nil) -> (value: Double, unit: String)? {
        guard case .quantity(let amount, let unit, let kind) = value, quantity == nil || quantity == kind else { return nil }
        return (amount, unit)
    }

    /// The day, when it is one.
    public var day: DayReference? {
        if case .day(let day) = value { return day }
        return nil
    }
}
