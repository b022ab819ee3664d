import AlbumsEssentials
import Foundation
import Testing

struct UTF8DataTests {
    /// The bytes, byte for byte, for texts stored every way a String can be:
    /// empty, small (inline), large (native), read from a file's bytes, cut
    /// from a longer text, and with multi-byte and four-byte characters.
    @Test(arguments: [
        "", "a", "albums 0.3.0 (f0da568)\n", "東京ナイトドライブ 星野ミナ", "Sunflower Season 🌻", "Café\u{301} de Minuit",
        String(repeating: "Golden Rivers (Deluxe)\tIvy Holloway\n", count: 400),
        String(decoding: [0x6c, 0x69, 0x6e, 0x65, 0xe2, 0x80, 0xa8, 0x0a], as: UTF8.self),
        String("prefix: the part kept".dropFirst(8)),
    ])
    func bytesAreTheTextsUTF8(text: String) {
        let data = text.utf8Data
        #expect(data.count == text.utf8.count)
        #expect(Array(data) == Array(text.utf8))
    }

    @Test func aBridgedTextGivesItsBytesToo() {
        let text = NSString(string: "Ünïcödé and ASCII").description
        #expect(Array(text.utf8Data) == Array(text.utf8))
    }
}
