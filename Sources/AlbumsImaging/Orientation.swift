/// EXIF's Orientation tag (0x0112): how a picture stored as the camera held
/// it is turned or mirrored to show it upright. A phone photo taken upright is
/// often stored sideways with `right` (6): drawn as stored, it lies on its side.
public enum Orientation: Int, Sendable, CaseIterable {
    case up = 1, mirrored, down, downMirrored, leftMirrored, right, rightMirrored, left

    /// Shown, the picture's width and height swap (5–8).
    public var swapsSides: Bool { rawValue >= 5 }

    /// The orientation the picture's EXIF gives, read from its header: a
    /// JPEG's APP1 segment, or a PNG's eXIf chunk (as Pillow reads them); `up`
    /// when it has none, or when the EXIF can't be read.
    public static func of(_ bytes: [UInt8]) -> Orientation {
        if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { return png(bytes) }
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
            // The first EXIF APP1 decides, as Pillow reads it: its Orientation, else up (a later one is not read).
            if marker == 0xE1, isExif(bytes, from: position + 4, to: position + 2 + length) {
                return exif(bytes, from: position + 4, to: position + 2 + length) ?? .up
            }
            position += 2 + length
        }
        return .up
    }

    /// A PNG's eXIf chunk, found among its chunks up to IEND (at most 1,024 of them).
    static func png(_ bytes: [UInt8]) -> Orientation {
        var position = 8
        for _ in 0..<1_024 {
            guard position + 12 <= bytes.count else { return .up }
            let length = Int(bytes[position]) << 24 | Int(bytes[position + 1]) << 16 | Int(bytes[position + 2]) << 8 | Int(bytes[position + 3])
            let type = Array(bytes[position + 4..<position + 8])
            let body = position + 8
            guard length <= bytes.count - body - 4, type != Array("IEND".utf8) else { return .up }
            if type == Array("eXIf".utf8) { return tiff(bytes, from: body, to: body + length) ?? .up }
            position = body + length + 4
        }
        return .up
    }

    /// Whether an APP1 segment's body (`bytes[start..<end]`) is EXIF (not XMP, say).
    static func isExif(_ bytes: [UInt8], from start: Int, to end: Int) -> Bool {
        end - start >= 6 && Array(bytes[start..<start + 6]) == Array("Exif\0\0".utf8)
    }

    /// The Orientation in an APP1 segment's body (`bytes[start..<end]`), if it is EXIF and has one.
    static func exif(_ bytes: [UInt8], from start: Int, to end: Int) -> Orientation? {
        guard end - start >= 14, isExif(bytes, from: start, to: end) else { return nil }
        return tiff(bytes, from: start + 6, to: end)
    }

    /// The Orientation in IFD0 of the TIFF structure at `bytes[base..<end]`
    /// (EXIF's), stored as a SHORT or, as some writers do, a LONG.
    static func tiff(_ bytes: [UInt8], from base: Int, to end: Int) -> Orientation? {
        guard end - base >= 8 else { return nil }
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
            guard tag == 0x0112 else { continue }
            switch type {
            case 3: return u16(entry + 8).flatMap(Orientation.init(rawValue:))
            case 4: return u32(entry + 8).flatMap(Orientation.init(rawValue:))
            default: return nil
            }
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
