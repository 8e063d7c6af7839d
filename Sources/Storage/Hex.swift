/// Bytes as lowercase hexadecimal, two digits each: what `String(format: "%02x")` wrote, without
/// Foundation's formatter (which cost about 19,000 instructions a byte: the fingerprint of the
/// database's header, 100 bytes, is written at every start and every close).
enum Hex {
    static func text<Bytes: Sequence>(_ bytes: Bytes) -> String where Bytes.Element == UInt8 {
        let digits = Array("0123456789abcdef".utf8)
        var text: [UInt8] = []
        text.reserveCapacity(bytes.underestimatedCount * 2)
        for byte in bytes {
            text.append(digits[Int(byte >> 4)])
            text.append(digits[Int(byte & 0x0F)])
        }
        return String(decoding: text, as: UTF8.self)
    }
}
