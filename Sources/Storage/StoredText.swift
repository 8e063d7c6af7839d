import Foundation
import GRDB

/// Text stored exactly as it is, NUL characters included.
///
/// GRDB binds and reads a `String` as a C string, so `"hel\0lo"` would be stored as `"hel"`
/// and the rest lost without a word. Text holding a NUL is therefore stored as its UTF-8
/// bytes in a BLOB (a TEXT column keeps a BLOB as it is), and read back from either form.
/// Text without a NUL is stored as TEXT, as before.
struct StoredText: Sendable, Hashable, Codable, DatabaseValueConvertible {
    var text: String

    init(_ text: String) { self.text = text }

    var databaseValue: DatabaseValue {
        text.utf8.contains(0) ? Data(text.utf8).databaseValue : text.databaseValue
    }

    static func fromDatabaseValue(_ value: DatabaseValue) -> StoredText? {
        switch value.storage {
        case .string(let text): StoredText(text)
        case .blob(let data): StoredText(String(decoding: data, as: UTF8.self))
        default: nil
        }
    }

    init(from decoder: any Decoder) throws {
        text = try decoder.singleValueContainer().decode(String.self)
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(text)
    }
}
