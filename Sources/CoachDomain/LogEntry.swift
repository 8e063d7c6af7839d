/// A line of a logbook entry: a food of a meal, an exercise line of a workout.
public protocol EntryLine: Codable, Sendable, Hashable {
    /// The key an entry's lines are written under in JSON ("items", "sets").
    static var linesKey: String { get }
}

/// An entry of a logbook: the day it belongs to, the user's words, and the lines understood
/// from them. Meals (``MealEntry``) and workouts (``WorkoutSession``) are the two logbooks; the
/// ports (``Logbook``), the storage adapter, the logger and the import serve both as one.
public struct LogEntry<Line: EntryLine>: Sendable, Hashable, Codable {
    public var day: CalendarDay
    /// The text the lines were read from, e.g. "2 eggs and a slice of toast".
    public var description: String
    public var lines: [Line]

    /// An entry of `day`.
    public init(day: CalendarDay, description: String, lines: [Line]) {
        self.day = day
        self.description = description
        self.lines = lines
    }

    private struct Key: CodingKey {
        let stringValue: String
        var intValue: Int? { nil }
        init(_ name: String) { stringValue = name }
        init?(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Key.self)
        day = try container.decode(CalendarDay.self, forKey: Key("day"))
        description = try container.decode(String.self, forKey: Key("description"))
        lines = try container.decode([Line].self, forKey: Key(Line.linesKey))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        try container.encode(day, forKey: Key("day"))
        try container.encode(description, forKey: Key("description"))
        try container.encode(lines, forKey: Key(Line.linesKey))
    }
}
