extension Array where Element == UInt8 {
    /// Where `pattern` first starts at or after `start` in these bytes; nil when it does not (or is
    /// empty). A plain search: Foundation's `range(of:)` goes through CFString, and the standard
    /// library's `firstRange(of:)` and `replacing` are generic and slower still. Over UTF-8 text an
    /// ASCII pattern is never found inside a longer character.
    package func firstIndex(ofBytes pattern: [UInt8], from start: Int = 0) -> Int? {
        guard let first = pattern.first else { return nil }
        var index = Swift.max(start, 0)
        while index + pattern.count <= count {
            if self[index] == first && self[index..<(index + pattern.count)].elementsEqual(pattern) { return index }
            index += 1
        }
        return nil
    }
}

extension String {
    /// The text with every `marker` (`{examples}`, `{{comma_name}}`) replaced by `replacement`,
    /// found by ``Swift/Array/firstIndex(ofBytes:from:)``; the rest is kept byte for byte.
    package func filling(_ marker: String, with replacement: String) -> String {
        let bytes = Array(utf8)
        let pattern = Array(marker.utf8)
        var filled: [UInt8] = []
        filled.reserveCapacity(bytes.count + replacement.utf8.count)
        var rest = 0
        while let found = bytes.firstIndex(ofBytes: pattern, from: rest) {
            filled.append(contentsOf: bytes[rest..<found])
            filled.append(contentsOf: replacement.utf8)
            rest = found + pattern.count
        }
        filled.append(contentsOf: bytes[rest...])
        return String(decoding: filled, as: UTF8.self)
    }
}
