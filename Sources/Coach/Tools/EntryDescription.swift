/// The `description` argument of `log_food` and `log_workout`: the user's words, 1 to 2,000
/// characters (`text` is read the same way).
struct EntryDescription: Codable, Sendable {
    let text: String

    private enum Keys: String, CodingKey { case description, text }

    init(_ text: String) { self.text = text }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        try container.encode(text, forKey: .description)
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Keys.self)
        let key: Keys = container.contains(.description) ? .description : .text
        guard container.contains(key) else {
            throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "missing \"description\" (what was eaten or done)"))
        }
        guard let raw = try? container.decode(String.self, forKey: key) else {
            throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "\"description\" must be text"))
        }
        let trimmed = TextTools.collapse(raw)
        if trimmed.isEmpty {
            throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "missing \"description\" (what was eaten or done)"))
        }
        if trimmed.count > 2_000 {
            throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "\"description\" is longer than 2000 characters"))
        }
        text = trimmed
    }
}
