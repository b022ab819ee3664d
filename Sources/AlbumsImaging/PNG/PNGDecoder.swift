

/// PNG: every colour type (grey, RGB, palette, grey+alpha, RGBA), bit depths
/// 1–16, Adam7 interlacing, all five filters, tRNS. Chunks are checked against
/// their CRC; a file that ends or goes bad part way gives the rows decoded so far.
enum PNGDecoder {
    struct Header {
        var width: Int
        var height: Int
        var bitDepth: Int
        var colorType: Int
        var interlaced: Bool

        var channels: Int {
            switch colorType {
            case 0, 3: return 1
            case 4: return 2
            case 2: return 3
            default: return 4
            }
        }

        var bitsPerPixel: Int { channels * bitDepth }
        /// Bytes per complete pixel, at least one: the distance the filters look back.
        var filterStride: Int { max(1, bitsPerPixel / 8) }

        func rowBytes(_ width: Int) -> Int { (width * bitsPerPixel + 7) / 8 }
    }

    /// The image, or with `target` the image averaged down to that size as it
    /// is decoded, row by row, without ever holding the whole image.
    static func decode(_ bytes: [UInt8], resizedTo target: (width: Int, height: Int)? = nil) throws(ImageDecodingError) -> DecodedImage {
        let chunks = try Chunks(bytes)
        let header = chunks.header
        try ImageLimits.check(width: header.width, height: header.height)
        let passes = header.interlaced ? Adam7.passes(width: header.width, height: header.height) : [Adam7.Pass(x: 0, y: 0, dx: 1, dy: 1, width: header.width, height: header.height)]
        let expected = passes.reduce(0) { $0 + ($1.width > 0 ? $1.height * (1 + header.rowBytes($1.width)) : 0) }
        // Deflate expands at most 1032 to 1: a file too small to hold the image
        // is refused before anything is allocated for it.
        guard expected <= chunks.compressed.count * 1032 + 1024 else { throw .truncated }
        let palette = try Palette(chunks: chunks, header: header)
        let sink = PixelSink(width: header.width, height: header.height, target: target)
        let scanlines = Scanlines(header: header, passes: passes, palette: palette, sink: sink)
        let (count, failure) = chunks.compressed.withUnsafeBufferPointer { compressed in
            Inflate.zlib(compressed, limit: expected) { bytes in scanlines.take(bytes) }
        }
        if let error = scanlines.error { throw error }
        if count == 0, failure != nil { throw .corrupt("the image data can't be inflated") }
        let complete = failure == nil && count == expected && chunks.complete && scanlines.isFinished
        return DecodedImage(image: scanlines.image(), format: .png, isComplete: complete)
    }
}

extension PNGDecoder {
    /// The chunks that matter, with their CRCs checked.
    struct Chunks {
        var header: Header
        var palette: [UInt8] = []
        var transparency: [UInt8]?
        var compressed: [UInt8] = []
        /// Whether IEND was reached with every chunk whole.
        var complete = false

        init(_ bytes: [UInt8]) throws(ImageDecodingError) {
            var position = 8
            var found: Header?
            var palette: [UInt8] = []
            var transparency: [UInt8]?
            var compressed: [UInt8] = []
            var complete = false
            while position + 12 <= bytes.count {
                let length = Int(PNGDecoder.bigEndian32(bytes, position))
                let type = Array(bytes[(position + 4)..<(position + 8)])
                guard length <= 0x7FFF_FFFF, position + 12 + length <= bytes.count else { break }
                let body = Array(bytes[(position + 8)..<(position + 8 + length)])
                let stored = PNGDecoder.bigEndian32(bytes, position + 8 + length)
                guard CRC32.checksum(type + body) == stored else {
                    if found == nil { throw .corrupt("the header chunk is damaged") }
                    break
                }
                position += 12 + length
                switch String(decoding: type, as: UTF8.self) {
                case "IHDR":
                    guard body.count == 13 else { throw .corrupt("bad header chunk") }
                    let header = Header(
                        width: Int(PNGDecoder.bigEndian32(body, 0)), height: Int(PNGDecoder.bigEndian32(body, 4)),
                        bitDepth: Int(body[8]), colorType: Int(body[9]), interlaced: body[12] == 1
                    )
                    try PNGDecoder.validate(header, compression: body[10], filter: body[11], interlace: body[12])
                    found = header
                case "PLTE": palette = body
                case "tRNS": transparency = body
                case "IDAT":
                    guard compressed.count + body.count <= 1 << 30 else { throw .tooLarge(width: 0, height: 0) }
                    compressed += body
                case "IEND": complete = true
                default: break
                }
                if complete { break }
            }
            guard let found else { throw bytes.count < 33 ? .truncated : .corrupt("no header chunk") }
            header = found
            self.palette = palette
            self.transparency = transparency
            self.compressed = compressed
            self.complete = complete
        }
    }

    static func validate(_ header: Header, compression: UInt8, filter: UInt8, interlace: UInt8) throws(ImageDecodingError) {
        let allowed: [Int: [Int]] = [0: [1, 2, 4, 8, 16], 2: [8, 16], 3: [1, 2, 4, 8], 4: [8, 16], 6: [8, 16]]
        guard let depths = allowed[header.colorType], depths.contains(header.bitDepth) else {
            throw .corrupt("colour type \(header.colorType) with \(header.bitDepth)-bit samples")
        }
        guard compression == 0, filter == 0, interlace <= 1 else { throw .unsupported("compression, filter or interlace method") }
        try ImageLimits.check(width: header.width, height: header.height)
    }

    static func bigEndian32(_ bytes: [UInt8], _ offset: Int) -> UInt32 {
        UInt32(bytes[offset]) << 24 | UInt32(bytes[offset + 1]) << 16 | UInt32(bytes[offset + 2]) << 8 | UInt32(bytes[offset + 3])
    }

    /// Colours of a palette image, and the alpha that tRNS gives each entry or colour.
    struct Palette {
        var rgba: [UInt8] = []
        /// For grey images: the one grey (in the image's own depth) that is transparent.
        var greyKey = -1
        /// For RGB images: the one colour that is transparent.
        var rgbKey = (-1, -1, -1)

        init(chunks: Chunks, header: Header) throws(ImageDecodingError) {
            if header.colorType == 3 {
                guard !chunks.palette.isEmpty, chunks.palette.count % 3 == 0 else { throw .corrupt("missing or bad palette") }
                let entries = chunks.palette.count / 3
                rgba = [UInt8](repeating: 255, count: 256 * 4)
                for i in 0..<entries {
                    rgba[i * 4] = chunks.palette[i * 3]
                    rgba[i * 4 + 1] = chunks.palette[i * 3 + 1]
                    rgba[i * 4 + 2] = chunks.palette[i * 3 + 2]
                }
                for (i, alpha) in (chunks.transparency ?? []).prefix(entries).enumerated() { rgba[i * 4 + 3] = alpha }
                // Indexes past the palette show as opaque black rather than fail.
                for i in entries..<256 { rgba[i * 4] = 0; rgba[i * 4 + 1] = 0; rgba[i * 4 + 2] = 0 }
            } else if let key = chunks.transparency {
                if header.colorType == 0, key.count >= 2 {
                    greyKey = Int(key[0]) << 8 | Int(key[1])
                } else if header.colorType == 2, key.count >= 6 {
                    rgbKey = (Int(key[0]) << 8 | Int(key[1]), Int(key[2]) << 8 | Int(key[3]), Int(key[4]) << 8 | Int(key[5]))
                }
            }
        }
    }
}
