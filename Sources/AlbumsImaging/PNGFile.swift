/// The smallest valid PNG of an image: RGBA, one IDAT of stored deflate blocks.
/// For terminals that want a file when the original is not at hand.
public enum PNGFile {
    public static func encode(_ image: RGBAImage) -> [UInt8] {
        var raw: [UInt8] = []
        raw.reserveCapacity(image.height * (image.width * 4 + 1))
        for y in 0..<image.height {
            raw.append(0)
            raw.append(contentsOf: image.pixels[(y * image.width * 4)..<((y + 1) * image.width * 4)])
        }
        var zlib: [UInt8] = [0x78, 0x01]
        var offset = 0
        repeat {
            let length = min(65535, raw.count - offset)
            zlib.append(offset + length == raw.count ? 1 : 0)
            zlib += [UInt8(length & 0xFF), UInt8(length >> 8), UInt8(~length & 0xFF), UInt8((~length >> 8) & 0xFF)]
            zlib += raw[offset..<(offset + length)]
            offset += length
        } while offset < raw.count
        var a: UInt32 = 1, b: UInt32 = 0
        for byte in raw {
            a = (a + UInt32(byte)) % 65521
            b = (b + a) % 65521
        }
        zlib += bigEndian(b << 16 | a)
        var header = bigEndian(UInt32(image.width)) + bigEndian(UInt32(image.height))
        header += [8, 6, 0, 0, 0]
        return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", header) + chunk("IDAT", zlib) + chunk("IEND", [])
    }

    private static func chunk(_ type: String, _ body: [UInt8]) -> [UInt8] {
        let kind = Array(type.utf8)
        return bigEndian(UInt32(body.count)) + kind + body + bigEndian(CRC32.checksum(kind + body))
    }

    private static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)]
    }
}
