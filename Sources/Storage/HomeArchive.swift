import Foundation

/// The parts of a home backup that are the store's own records rather than logs: the user, the
/// profile row, onboarding and personas (`profile.json`), and the conversations with their
/// messages (`conversations.jsonl`, one conversation a line). Dates are ISO 8601 in UTC with
/// milliseconds, as precise as the store keeps them.
public enum HomeArchive {
    /// The format versions this airfit writes and reads.
    public static let profileFormat = "airfit-profile"
    public static let conversationFormat = "airfit-conversation"
    public static let version = 1

    /// `profile.json`: the user's name, the profile's columns (NULLs left out), onboarding and personas.
    public struct Profile: Codable, Sendable, Hashable {
        public var format: String
        public var version: Int
        public var name: String
        public var profile: [String: Value]
        public var profileCreatedAt: Date?
        public var profileUpdatedAt: Date?
        public var onboarding: Onboarding?
        public var personas: [Persona]
    }

    /// A profile column's value: a number or a text.
    public enum Value: Codable, Sendable, Hashable {
        case integer(Int64)
        case real(Double)
        case text(String)

        public init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let text = try? container.decode(String.self) {
                self = .text(text)
            } else if let integer = try? container.decode(Int64.self) {
                self = .integer(integer)
            } else {
                self = .real(try container.decode(Double.self))
            }
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            switch self {
            case .integer(let value): try container.encode(value)
            case .real(let value): try container.encode(value)
            case .text(let value): try container.encode(value)
            }
        }
    }

    /// Where onboarding stands (see ``OnboardingRecord``).
    public struct Onboarding: Codable, Sendable, Hashable {
        public var phase: String
        public var lastAsked: String?
        public var asked: [String]
        public var skipped: [String]
        public var revisiting: Bool
        public var misses: Int
        public var updatedAt: Date
    }

    /// A persona (see ``PersonaRecord``).
    public struct Persona: Codable, Sendable, Hashable {
        public var name: String
        public var archetype: String?
        public var prompt: String
        public var traits: [String]
        public var active: Bool
        public var createdAt: Date
    }

    /// One line of `conversations.jsonl`: a conversation and its messages, oldest first.
    public struct Conversation: Codable, Sendable, Hashable {
        public var format: String
        public var version: Int
        public var id: String
        public var title: String?
        public var createdAt: Date
        public var updatedAt: Date
        public var messages: [Message]
    }

    /// A message (see ``MessageRecord``).
    public struct Message: Codable, Sendable, Hashable {
        public var role: MessageRole
        public var content: String
        public var provider: String?
        public var model: String?
        public var tokensIn: Int
        public var tokensOut: Int
        public var tokensEstimated: Bool
        public var cost: Double?
        public var status: MessageStatus
        public var errorText: String?
        public var finishReason: String?
        public var createdAt: Date
        public var updatedAt: Date
    }

    /// What an import of one of these files added and left as it was, as counts by what.
    public struct Outcome: Sendable, Hashable {
        public var added: [String: Int] = [:]
        public var kept: [String: Int] = [:]

        public init() {}
    }

    /// Why a file of the backup cannot be read.
    public struct FormatError: Error, Sendable, Hashable, CustomStringConvertible {
        public let description: String
        public init(_ description: String) { self.description = description }
    }

    /// `date` as ISO 8601 in UTC with milliseconds, "2026-11-20T08:15:02.123Z": rounded to the
    /// millisecond, as the store keeps it (a formatter that truncates would turn the .123 the store
    /// reads back as .12299999 into .122).
    public static func timeText(_ date: Date) -> String {
        let milliseconds = Int64((date.timeIntervalSince1970 * 1_000).rounded())
        let seconds = milliseconds.quotientAndRemainder(dividingBy: 1_000)
        let (whole, fraction) = seconds.remainder < 0 ? (seconds.quotient - 1, seconds.remainder + 1_000) : seconds
        let base = Date(timeIntervalSince1970: Double(whole)).formatted(Date.ISO8601FormatStyle())
        let digits = String(fraction)
        return base.dropLast() + "." + String(repeating: "0", count: 3 - digits.count) + digits + "Z"
    }

    /// The time `timeText(_:)` wrote (also without milliseconds, or with another precision).
    public static func time(_ text: String) -> Date? {
        guard text.hasSuffix("Z") else { return nil }
        let parts = text.dropLast().split(separator: ".", maxSplits: 1)
        guard let base = try? Date(String(parts[0]) + "Z", strategy: Date.ISO8601FormatStyle()) else { return nil }
        guard parts.count == 2 else { return base }
        guard parts[1].allSatisfy(\.isASCII), parts[1].allSatisfy(\.isNumber), let fraction = Double("0." + parts[1]) else { return nil }
        return Date(timeIntervalSince1970: base.timeIntervalSince1970 + (fraction * 1_000).rounded() / 1_000)
    }

    /// The encoder of both files: sorted keys, dates in ISO 8601 with milliseconds, one line.
    public static func encoder() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .custom { date, encoder in
            var container = encoder.singleValueContainer()
            try container.encode(timeText(date))
        }
        return encoder
    }

    public static func decoder() -> JSONDecoder {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .custom { decoder in
            let container = try decoder.singleValueContainer()
            let text = try container.decode(String.self)
            guard let date = time(text) else {
                throw DecodingError.dataCorruptedError(in: container, debugDescription: "'\(text)' is not an ISO 8601 time")
            }
            return date
        }
        return decoder
    }
}
