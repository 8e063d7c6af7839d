import Foundation

/// Where the texts and the records of a list compiled by ``CompiledCache/compile(_:write:header:to:in:)``
/// lie in its file: what reading one record needs, found without decoding any.
struct IndexedLayout: Sendable {
    /// How many records the list holds.
    let count: Int
    private let texts: [Range<Int>]
    /// Where each record starts, and last where the list ends.
    private let starts: [Int]

    /// The layout of `stored` after `header`; nil when the header differs or the places do not fit the file.
    init?(_ stored: Data, header: [UInt8]) {
        let found = stored.withUnsafeBytes { raw -> (texts: [Range<Int>], starts: [Int])? in
            guard raw.count >= header.count, raw.prefix(header.count).elementsEqual(header),
                  var reader = try? BinaryReader(raw, from: header.count),
                  let starts = try? reader.indexedList(), starts[starts.count - 1] == raw.count else {
                return nil
            }
            return (reader.textRanges, starts)
        }
        guard let found else { return nil }
        count = found.starts.count - 1
        texts = found.texts
        starts = found.starts
    }

    /// Record `index` of `stored` by `read`; nil when it is damaged (it does not end where the next starts).
    func record<Record>(_ index: Int, in stored: Data,
                        _ read: (inout BinaryReader) throws(BinaryReader.Malformed) -> Record) -> Record? {
        guard index >= 0, index < count else { return nil }
        return stored.withUnsafeBytes { raw -> Record? in
            var reader = BinaryReader(raw, at: starts[index], texts: texts)
            guard let record = try? read(&reader), reader.position == starts[index + 1] else { return nil }
            return record
        }
    }

    /// Every record of `stored` by `read`; nil when one is damaged.
    func all<Record>(in stored: Data, _ read: (inout BinaryReader) throws(BinaryReader.Malformed) -> Record) -> [Record]? {
        stored.withUnsafeBytes { raw -> [Record]? in
            var records: [Record] = []
            records.reserveCapacity(count)
            for index in 0..<count {
                var reader = BinaryReader(raw, at: starts[index], texts: texts)
                guard let record = try? read(&reader), reader.position == starts[index + 1] else { return nil }
                records.append(record)
            }
            return records
        }
    }
}
