import AlbumsEssentials
import Testing

@Suite struct HexDigitsTests {
    @Test func twoLowercaseDigitsAByte() {
        #expect(HexDigits.of([UInt8]()) == [])
        #expect(String(decoding: HexDigits.of([0x00, 0x09, 0x0A, 0x0F, 0x10, 0x9F, 0xA5, 0xFF]), as: UTF8.self) == "00090a0f109fa5ff")
        // Every byte, against the standard library's own formatting.
        for byte in UInt8.min...UInt8.max {
            let text = String(byte, radix: 16)
            #expect(String(decoding: HexDigits.of([byte]), as: UTF8.self) == (byte < 16 ? "0" + text : text))
        }
    }
}
