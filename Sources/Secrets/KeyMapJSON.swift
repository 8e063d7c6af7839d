import Foundation

/// The plaintext of `keys.enc`: a flat JSON object of provider name -> key.
///
/// Encoding is done by hand into a byte buffer this module owns (so it can be zeroed after
/// sealing). Decoding uses `JSONDecoder`, whose internal copies Swift cannot wipe; the keys
/// end up in `String`s, which are immutable and freed (not zeroed) by the runtime.
enum KeyMapJSON {
    /// Sorted, escaped JSON in a freshly reserved buffer.
    static func encode(_ entries: [String: String]) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(entries.reduce(2) { $0 + $1.key.utf8.count * 6 + $1.value.utf8.count * 6 + 6 })
        out.append(UInt8(ascii: "{"))
        for (index, name) in entries.keys.sorted().enumerated() {
            if index > 0 { out.append(UInt8(ascii: ",")) }
            appendString(name, to: &out)
            out.append(UInt8(ascii: ":"))
            appendString(entries[name] ?? "", to: &out)
        }
        out.append(UInt8(ascii: "}"))
        return out
    }

    /// nil when the bytes are not a JSON object of strings with valid provider names.
    static func decode(_ data: Data) -> [String: String]? {
        guard let map = try? JSONDecoder().decode([String: String].self, from: data) else { return nil }
        guard map.keys.allSatisfy({ ProviderName.isValid($0) }) else { return nil }
        return map
    }

    private static func appendString(_ string: String, to out: inout [UInt8]) {
        let hex = Array("0123456789abcdef".utf8)
        out.append(UInt8(ascii: "\""))
        for byte in string.utf8 {
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"):
                out.append(UInt8(ascii: "\\"))
                out.append(byte)
            case 0..<0x20:
                out.append(contentsOf: Array("\\u00".utf8))
                out.append(hex[Int(byte >> 4)])
                out.append(hex[Int(byte & 0xF)])
            default:
                out.append(byte)
            }
        }
        out.append(UInt8(ascii: "\""))
    }
}
