import CoachDomain
import LLM

/// The arguments of `log_food` and `log_workout`: `description`, the user's words, 1 to 2,000
/// characters (`text` is read the same way), and `day` when it is not today (`yesterday`, a
/// weekday, YYYY-MM-DD: ``DayArgument``, resolved when the tool runs).
package struct EntryDescription: Codable, Sendable {
    let text: String
    let day: String?

    private enum Keys: String, CodingKey { case description, text, day }

    /// The spec of the `day` parameter, shared by both tools.
    static let dayParameter: JSONValue = [
        "type": "string",
        "description": "Only when the user says it was not today: yesterday, a weekday (the last one before today) or YYYY-MM-DD.",
    ]

    init(_ text: String, day: String? = nil) {
        self.text = text
        self.day = day
    }

    package func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        try container.encode(text, forKey: .description)
        try container.encodeIfPresent(day, forKey: .day)
    }

    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Keys.self)
        let key: Keys = container.contains(.description) ? .description : .text
        guard container.contains(key) else {
            throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "missing \"description\" (what was eaten or done)"))
        }
        guard let raw = try? container.decode(String.self, forKey: key) else {
            throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "\"description\" must be text"))
        }
        let trimmed = EntryText.clean(raw)
        if trimmed.isEmpty {
            throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "missing \"description\" (what was eaten or done)"))
        }
        if trimmed.count > LogBounds.maxTextLength {
            throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "\"description\" is longer than 2000 characters"))
        }
        text = trimmed
        day = container.optionalText(forKey: .day)
    }
}
