@testable import Storage
import Testing

/// The fingerprint's header and the writers' tokens are written as `%02x` wrote them (a
/// fingerprint recorded by an earlier airfit must still match).
@Suite struct HexTests {
    @Test func twoLowercaseDigitsPerByte() {
        #expect(Hex.text([0x00, 0x0F, 0xA5, 0xFF, 0x10]) == "000fa5ff10")
        #expect(Hex.text([UInt8]()) == "")
        let all = (0...255).map { UInt8($0) }
        #expect(Hex.text(all).count == 512)
        #expect(Hex.text(all).hasSuffix("fdfeff"))
    }
}
