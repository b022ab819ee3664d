

/// From component planes to RGBA: chroma upsampled the way libjpeg does by
/// default ("fancy": a triangle filter for 2:1 ratios, replication otherwise
/// and for 1×1 blocks), then YCbCr to RGB with libjpeg's fixed-point arithmetic.
/// Row by row, so that no upsampled plane is ever held whole.
enum JPEGOutput {
    /// What a frame's components are.
    enum ColorModel: Equatable, Sendable {
        case grey, rgb, ycbcr
        /// Four inks; `inverted`: stored as Adobe writes them, 255 for no ink.
        case cmyk(inverted: Bool)
        /// YCbCr for the inverted C, M and Y (libjpeg's YCCK), and K as stored (inverted).
        case ycck
    }

    /// A colour from an ink and black, each stored inverted (255: none): c·k/255, rounded.
    @inline(__always)
    static func ink(_ c: UInt8, _ k: UInt8) -> UInt8 {
        UInt8(truncatingIfNeeded: (UInt32(c) &* UInt32(k) &+ 127) / 255)
    }

    /// Writes RGBA rows into `pixels` as the component rows they need become ready.
    final class Writer {
        let frame: JPEGFrame
        let pixels: UnsafeMutablePointer<UInt8>
        let rows: [RowSource]
        let model: ColorModel
        /// Output rows written so far.
        private(set) var written = 0

        /// `start`: the first row this writer writes (a second writer can write the rest at once).
        init(frame: JPEGFrame, components: [JPEGComponent], model: ColorModel, pixels: UnsafeMutablePointer<UInt8>, from start: Int = 0) {
            self.frame = frame
            self.pixels = pixels
            self.model = model
            rows = components.map { RowSource($0, frame: frame, width: frame.outputWidth) }
            written = start
        }

        deinit {
            rows.forEach { $0.release() }
        }

        /// Output rows per MCU row.
        var rowsPerMCU: Int { frame.vmax * 8 / frame.scale }

        /// Every output row up to the end of MCU row `mcuRow`.
        func write(throughMCURow mcuRow: Int) {
            write(upTo: min(frame.outputHeight, (mcuRow + 1) * rowsPerMCU))
        }

        func write(upTo end: Int) {
            let width = frame.outputWidth
            while written < end {
                let y = written
                let target = pixels + y * width * 4
                switch model {
                case .grey:
                    let grey = rows[0].row(y)
                    target.withMemoryRebound(to: UInt32.self, capacity: width) { out in
                        for x in 0..<width {
                            let value = UInt32(grey[x])
                            out[x] = (value | value << 8 | value << 16 | 0xFF00_0000).littleEndian
                        }
                    }
                case .ycbcr:
                    YCbCr.convert(rows[0].row(y), rows[1].row(y), rows[2].row(y), into: target, count: width)
                case .rgb:
                    let (r, g, b) = (rows[0].row(y), rows[1].row(y), rows[2].row(y))
                    for x in 0..<width {
                        target[x * 4] = r[x]
                        target[x * 4 + 1] = g[x]
                        target[x * 4 + 2] = b[x]
                        target[x * 4 + 3] = 255
                    }
                case .cmyk(let inverted):
                    let (c, m, ye, k) = (rows[0].row(y), rows[1].row(y), rows[2].row(y), rows[3].row(y))
                    // Plain CMYK (no Adobe marker) counts up from no ink: turned to the stored form first.
                    let flip: UInt8 = inverted ? 0 : 255
                    for x in 0..<width {
                        let black = k[x] ^ flip
                        target[x * 4] = JPEGOutput.ink(c[x] ^ flip, black)
                        target[x * 4 + 1] = JPEGOutput.ink(m[x] ^ flip, black)
                        target[x * 4 + 2] = JPEGOutput.ink(ye[x] ^ flip, black)
                        target[x * 4 + 3] = 255
                    }
                case .ycck:
                    // libjpeg's ycck_cmyk_convert: C, M, Y are 255 less the YCbCr colour; K passes through.
                    YCbCr.convert(rows[0].row(y), rows[1].row(y), rows[2].row(y), into: target, count: width)
                    let k = rows[3].row(y)
                    for x in 0..<width {
                        for channel in 0..<3 { target[x * 4 + channel] = JPEGOutput.ink(255 - target[x * 4 + channel], k[x]) }
                    }
                }
                written += 1
            }
        }
    }

    /// One component's rows at output resolution: straight from its plane, or
    /// upsampled into a row buffer on demand.
    final class RowSource {
        let component: JPEGComponent
        let sourceWidth: Int
        let sourceHeight: Int
        let hf: Int
        let vf: Int
        let fancy: Bool
        let width: Int
        let buffer: UnsafeMutablePointer<UInt8>?
        /// A source row widened, with its first and last sample repeated at either end (`doubleWidth`).
        let samples: UnsafeMutablePointer<Int16>?

        init(_ component: JPEGComponent, frame: JPEGFrame, width: Int) {
            self.component = component
            sourceWidth = max(1, component.scaledWidth)
            sourceHeight = max(1, component.scaledHeight)
            (hf, vf) = component.upsampling(frame)
            // As libjpeg-turbo's jinit_upsampler: no triangle filter for 1×1 blocks,
            // nor across rows of one or two samples.
            fancy = component.blockSize > 1 && (hf == 1 || sourceWidth > 2)
            self.width = width
            buffer = hf == 1 && vf == 1 ? nil : .allocate(capacity: max(width, hf * sourceWidth) + 8)
            samples = fancy && hf == 2 ? .allocate(capacity: sourceWidth + 2) : nil
        }

        func release() {
            buffer?.deallocate()
            samples?.deallocate()
        }

        /// A source row, clamped to the rows that hold image data (libjpeg's context rows).
        @inline(__always)
        func source(_ row: Int) -> UnsafeMutablePointer<UInt8> {
            component.row(min(max(row, 0), sourceHeight - 1))
        }

        func row(_ y: Int) -> UnsafeMutablePointer<UInt8> {
            guard let buffer else { return component.row(y) }
            switch (hf, vf, samples) {
            case (2, 1, let samples?):
                let line = source(y)
                for x in 0..<sourceWidth { samples[x + 1] = Int16(line[x]) }
                JPEGOutput.doubleWidth(samples, count: sourceWidth, into: buffer, evenBias: 1, oddBias: 2, shift: 2)
            case (2, 2, let samples?):
                // libjpeg's h2v2_fancy_upsample: the vertical blend first (¾ near row, ¼ far row), then the horizontal one.
                let near = source(y / 2), far = source(y % 2 == 0 ? y / 2 - 1 : y / 2 + 1)
                for x in 0..<sourceWidth { samples[x + 1] = Int16(near[x]) &* 3 &+ Int16(far[x]) }
                JPEGOutput.doubleWidth(samples, count: sourceWidth, into: buffer, evenBias: 8, oddBias: 7, shift: 4)
            case (1, 2, _) where fancy:
                let near = source(y / 2), far = source(y % 2 == 0 ? y / 2 - 1 : y / 2 + 1)
                let bias: Int32 = y % 2 == 0 ? 1 : 2
                for x in 0..<width { buffer[x] = UInt8(truncatingIfNeeded: (Int32(near[x]) &* 3 &+ Int32(far[x]) &+ bias) >> 2) }
            default:
                let line = source(y / vf)
                for x in 0..<width { buffer[x] = line[x / hf] }
            }
            return buffer
        }
    }

    /// libjpeg's fancy upsampling to twice the width (h2v1_fancy_upsample, and
    /// the horizontal half of h2v2_fancy_upsample): each output sample is ¾
    /// of its nearest input and ¼ of the next nearest, rounded with the bias
    /// for its side, then shifted down. `samples` holds the `count` inputs at
    /// 1…count, with the first repeated at 0 and the last at count + 1: that
    /// gives libjpeg's outer samples, (4·first + bias) >> shift. Eight inputs
    /// at a time; sixteen outputs written as eight 16-bit lanes, each an even
    /// output in its low byte and an odd one in its high byte. Writes 2·count
    /// bytes.
    static func doubleWidth(_ samples: UnsafeMutablePointer<Int16>, count: Int, into output: UnsafeMutablePointer<UInt8>,
                            evenBias: Int16, oddBias: Int16, shift: Int16) {
        samples[0] = samples[1]
        samples[count + 1] = samples[count]
        let lanes = SIMD8<Int16>.self
        var i = 0
        while i + 8 <= count {
            let raw = UnsafeRawPointer(samples + i)
            let previous = raw.loadUnaligned(as: lanes), this = raw.loadUnaligned(fromByteOffset: 2, as: lanes)
            let next = raw.loadUnaligned(fromByteOffset: 4, as: lanes)
            let three = this &* 3
            let even = (three &+ previous &+ SIMD8(repeating: evenBias)) &>> shift
            let odd = (three &+ next &+ SIMD8(repeating: oddBias)) &>> shift
            UnsafeMutableRawPointer(output + 2 * i).storeBytes(of: even | odd &<< 8, as: SIMD8<Int16>.self)
            i += 8
        }
        while i < count {
            let three = samples[i + 1] &* 3
            output[2 * i] = UInt8(truncatingIfNeeded: (three &+ samples[i] &+ evenBias) &>> shift)
            output[2 * i + 1] = UInt8(truncatingIfNeeded: (three &+ samples[i + 2] &+ oddBias) &>> shift)
            i += 1
        }
    }
}
