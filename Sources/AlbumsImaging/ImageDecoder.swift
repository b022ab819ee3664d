/// Decodes PNG and JPEG, told apart by their first bytes.
public enum ImageDecoder {
    /// `scale` is a power of two from 1 to 8: JPEGs are decoded at that fraction of
    /// their size without a full decode; PNGs are decoded whole. Either comes
    /// out as its EXIF orientation shows it (a JPEG's APP1, a PNG's eXIf): upright.
    public static func decode(_ bytes: [UInt8], scale: Int = 1) throws(ImageDecodingError) -> DecodedImage {
        if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) {
            var decoded = try PNGDecoder.decode(bytes)
            decoded.image = decoded.image.oriented(Orientation.of(bytes))
            return decoded
        }
        if bytes.starts(with: [0xFF, 0xD8]) {
            var decoded = try JPEGDecoder.decode(bytes, scale: scale)
            decoded.image = decoded.image.oriented(Orientation.of(bytes))
            return decoded
        }
        throw .unknownFormat
    }

    /// The image at exactly `target` pixels, averaged down as it is decoded:
    /// a JPEG at the coarsest scale that still leaves twice the pixels needed
    /// (so the average keeps the detail a 1/8 decode would lose), a PNG row by
    /// row. Memory follows `target`, not the image's own size.
    public static func decode(_ bytes: [UInt8], resizedTo target: (width: Int, height: Int)) throws(ImageDecodingError) -> DecodedImage {
        let target = (width: max(1, target.width), height: max(1, target.height))
        if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) {
            // Decoded to the target as stored, then turned upright.
            let orientation = Orientation.of(bytes)
            var decoded = try PNGDecoder.decode(bytes, resizedTo: orientation.swapsSides ? (target.height, target.width) : target)
            decoded.image = decoded.image.oriented(orientation)
            return decoded
        }
        let scale = shownDimensions(bytes).map { size in
            // Twice the pixels where a reduced scale has them; else the coarsest that still covers the target.
            let detailed = self.scale(for: size, atLeast: 2 * target.width, 2 * target.height)
            return detailed > 1 ? detailed : self.scale(for: size, atLeast: target.width, target.height)
        } ?? 1
        var decoded = try decode(bytes, scale: scale)
        decoded.image = Resample.areaAverage(decoded.image, width: target.width, height: target.height)
        return decoded
    }
}

extension ImageDecoder {
    /// Width and height from the header alone, without decoding.
    public static func dimensions(_ bytes: [UInt8]) -> (width: Int, height: Int)? {
        if bytes.count >= 24, bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]) {
            return (Int(PNGDecoder.bigEndian32(bytes, 16)), Int(PNGDecoder.bigEndian32(bytes, 20)))
        }
        guard bytes.starts(with: [0xFF, 0xD8]) else { return nil }
        var position = 2
        while position + 9 < bytes.count {
            guard bytes[position] == 0xFF else { position += 1; continue }
            let marker = bytes[position + 1]
            if marker == 0xFF { position += 1; continue }
            if [0xC0, 0xC1, 0xC2].contains(marker) {
                return (Int(bytes[position + 7]) << 8 | Int(bytes[position + 8]), Int(bytes[position + 5]) << 8 | Int(bytes[position + 6]))
            }
            if marker == 0xD8 || (0xD0...0xD7).contains(marker) { position += 2; continue }
            position += 2 + (Int(bytes[position + 2]) << 8 | Int(bytes[position + 3]))
        }
        return nil
    }

    /// Width and height as the picture is shown: turned by its EXIF orientation.
    public static func shownDimensions(_ bytes: [UInt8]) -> (width: Int, height: Int)? {
        guard let size = dimensions(bytes) else { return nil }
        return Orientation.of(bytes).swapsSides ? (size.height, size.width) : size
    }

    /// The coarsest of the JPEG scales (1/8, 1/4, 1/2, 1) that still gives at least `width`×`height` pixels.
    public static func scale(for size: (width: Int, height: Int), atLeast width: Int, _ height: Int) -> Int {
        [8, 4, 2].first { (size.width + $0 - 1) / $0 >= width && (size.height + $0 - 1) / $0 >= height } ?? 1
    }
}
