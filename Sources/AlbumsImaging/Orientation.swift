/// EXIF's Orientation tag (0x0112): how a picture stored as the camera held
/// it is turned or mirrored to show it upright. A phone photo taken upright is
/// often stored sideways with `right` (6): drawn as stored, it lies on its side.
public enum Orientation: Int, Sendable, CaseIterable {
    case up = 1, mirrored, down, downMirrored, leftMirrored, right, rightMirrored, left

    /// Shown, the picture's width and height swap (5–8).
    public var swapsSides: Bool { rawValue >= 5 }

    /// The orientation a JPEG's EXIF (APP1) gives, read from its header;
    /// `up` when it has none, for a PNG, or when the EXIF can't be read.
    public static func of(_ bytes: [UInt8]) -> Orientation {
        guard bytes.starts(with: [0xFF, 0xD8]) else { return .up }
        var position = 2
        // The markers before the first scan, each with its length; at most 64 of them.
        for _ in 0..<64 {
            guard position + 4 <= bytes.count, bytes[position] == 0xFF else { return .up }
            let marker = bytes[position + 1]
            if marker == 0xFF { position += 1; continue }
            if marker == 0xDA || marker == 0xD9 { return .up }
            let length = Int(bytes[position + 2]) << 8 | Int(bytes[position + 3])
            guard length >= 2, position + 2 + length <= bytes.count else { return .up }
            if marker == 0xE1, let found = exif(bytes, from: position + 4, to: position + 2 + length) { return found }
            position += 2 + length
        }
        return .up
    }

    /// The Orientation in an APP1 segment's body (`bytes[start..<end]`), if it is EXIF and has one.
    static func exif(_ bytes: [UInt8], from start: Int, to end: Int) -> Orientation? {
        guard end - start >= 14, Array(bytes[start..<start + 6]) == Array("Exif\0\0".utf8) else { return nil }
        let base = start + 6
        let bigEndian: Bool
        switch (bytes[base], bytes[base + 1]) {
        case (0x4D, 0x4D): bigEndian = true
        case (0x49, 0x49): bigEndian = false
        default: return nil
        }
        func u16(_ at: Int) -> Int? {
            guard at >= base, at + 2 <= end else { return nil }
            return bigEndian ? Int(bytes[at]) << 8 | Int(bytes[at + 1]) : Int(bytes[at + 1]) << 8 | Int(bytes[at])
        }
        func u32(_ at: Int) -> Int? {
            guard let high = u16(bigEndian ? at : at + 2), let low = u16(bigEndian ? at + 2 : at) else { return nil }
            return high << 16 | low
        }
        guard u16(base + 2) == 42, let offset = u32(base + 4), let count = u16(base + offset) else { return nil }
        // IFD0's entries, 12 bytes each: tag, type, count, value (a SHORT sits in the value's first two bytes).
        for index in 0..<min(count, 256) {
            let entry = base + offset + 2 + 12 * index
            guard let tag = u16(entry), let type = u16(entry + 2) else { return nil }
            if tag == 0x0112, type == 3, let value = u16(entry + 8) { return Orientation(rawValue: value) }
        }
        return nil
    }
}

extension RGBAImage {
    /// The picture shown as `orientation` says: turned and mirrored upright.
    public func oriented(_ orientation: Orientation) -> RGBAImage {
        guard orientation != .up else { return self }
        let (w, h) = (width, height)
        let (outWidth, outHeight) = orientation.swapsSides ? (h, w) : (w, h)
        var out = [UInt8](repeating: 0, count: outWidth * outHeight * 4)
        for y in 0..<outHeight {
            for x in 0..<outWidth {
                // Where the shown pixel (x, y) is stored.
                let (sx, sy): (Int, Int)
                switch orientation {
                case .up: (sx, sy) = (x, y)
                case .mirrored: (sx, sy) = (w - 1 - x, y)
                case .down: (sx, sy) = (w - 1 - x, h - 1 - y)
                case .downMirrored: (sx, sy) = (x, h - 1 - y)
                case .leftMirrored: (sx, sy) = (y, x)
                case .right: (sx, sy) = (y, h - 1 - x)
                case .rightMirrored: (sx, sy) = (w - 1 - y, h - 1 - x)
                case .left: (sx, sy) = (w - 1 - y, x)
                }
                let from = (sy * w + sx) * 4, to = (y * outWidth + x) * 4
                out[to] = pixels[from]
                out[to + 1] = pixels[from + 1]
                out[to + 2] = pixels[from + 2]
                out[to + 3] = pixels[from + 3]
            }
        }
        return RGBAImage(width: outWidth, height: outHeight, pixels: out)
    }
}
