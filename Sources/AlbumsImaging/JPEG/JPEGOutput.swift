

/// From component planes to RGBA: chroma upsampled the way libjpeg does by
/// default ("fancy": a triangle filter for 2:1 ratios, replication otherwise
/// and for 1×1 blocks), then YCbCr to RGB with libjpeg's fixed-point arithmetic.
/// Row by row, so that no upsampled plane is ever held whole.
enum JPEGOutput {
    /// Writes RGBA rows into `pixels` as the component rows they need become ready.
    final class Writer {
        let frame: JPEGFrame
        let pixels: UnsafeMutablePointer<UInt8>
        let rows: [RowSource]
        let transform: Bool
        /// Output rows written so far.
        private(set) var written = 0

        init(frame: JPEGFrame, components: [JPEGComponent], transform: Bool, pixels: UnsafeMutablePointer<UInt8>) {
            self.frame = frame
            self.pixels = pixels
            self.transform = transform
            rows = components.map { RowSource($0, frame: frame, width: frame.outputWidth) }
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
                if rows.count == 1 {
                    let grey = rows[0].row(y)
                    target.withMemoryRebound(to: UInt32.self, capacity: width) { out in
                        for x in 0..<width {
                            let value = UInt32(grey[x])
                            out[x] = (value | value << 8 | value << 16 | 0xFF00_0000).littleEndian
                        }
                    }
                } else if transform {
                    YCbCr.convert(rows[0].row(y), rows[1].row(y), rows[2].row(y), into: target, count: width)
                } else {
                    let (r, g, b) = (rows[0].row(y), rows[1].row(y), rows[2].row(y))
                    for x in 0..<width {
                        target[x * 4] = r[x]
                        target[x * 4 + 1] = g[x]
                        target[x * 4 + 2] = b[x]
                        target[x * 4 + 3] = 255
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

        init(_ component: JPEGComponent, frame: JPEGFrame, width: Int) {
            self.component = component
            sourceWidth = max(1, component.scaledWidth)
            sourceHeight = max(1, component.scaledHeight)
            (hf, vf) = component.upsampling(frame)
            // As libjpeg-turbo's jinit_upsampler: no triangle filter for 1×1 blocks,
            // nor across rows of one or two samples.
            fancy = component.blockSize > 1 && (hf == 1 || sourceWidth > 2)
            self.width = width
            buffer = hf == 1 && vf == 1 ? nil : .allocate(capacity: width + 8)
        }

        func release() { buffer?.deallocate() }

        /// A source row, clamped to the rows that hold image data (libjpeg's context rows).
        @inline(__always)
        func source(_ row: Int) -> UnsafeMutablePointer<UInt8> {
            component.row(min(max(row, 0), sourceHeight - 1))
        }

        func row(_ y: Int) -> UnsafeMutablePointer<UInt8> {
            guard let buffer else { return component.row(y) }
            switch (hf, vf, fancy) {
            case (2, 1, true):
                JPEGOutput.fancyH2V1(source(y), sourceWidth: sourceWidth, into: buffer, width: width)
            case (2, 2, true):
                let near = source(y / 2), far = source(y % 2 == 0 ? y / 2 - 1 : y / 2 + 1)
                JPEGOutput.fancyH2V2(near, far, sourceWidth: sourceWidth, into: buffer, width: width)
            case (1, 2, true):
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

    /// libjpeg's h2v1_fancy_upsample: each output sample ¾ of its nearest input
    /// and ¼ of the next nearest; the outer samples copied. Rows of three or more.
    static func fancyH2V1(_ input: UnsafeMutablePointer<UInt8>, sourceWidth count: Int, into output: UnsafeMutablePointer<UInt8>, width: Int) {
        output[0] = input[0]
        output[1] = UInt8(truncatingIfNeeded: (Int32(input[0]) &* 3 &+ Int32(input[1]) &+ 2) >> 2)
        for i in 1..<(count - 1) {
            let value = Int32(input[i]) &* 3
            output[2 * i] = UInt8(truncatingIfNeeded: (value &+ Int32(input[i - 1]) &+ 1) >> 2)
            output[2 * i + 1] = UInt8(truncatingIfNeeded: (value &+ Int32(input[i + 1]) &+ 2) >> 2)
        }
        let i = count - 1
        if 2 * i < width { output[2 * i] = UInt8(truncatingIfNeeded: (Int32(input[i]) &* 3 &+ Int32(input[i - 1]) &+ 1) >> 2) }
        if 2 * i + 1 < width { output[2 * i + 1] = input[i] }
    }

    /// libjpeg's h2v2_fancy_upsample: the vertical blend first (¾ near row, ¼ far
    /// row), then the horizontal one. Rows of three or more.
    static func fancyH2V2(_ near: UnsafeMutablePointer<UInt8>, _ far: UnsafeMutablePointer<UInt8>, sourceWidth count: Int,
                          into output: UnsafeMutablePointer<UInt8>, width: Int) {
        var last = Int32(near[0]) &* 3 &+ Int32(far[0])
        var this = Int32(near[1]) &* 3 &+ Int32(far[1])
        output[0] = UInt8(truncatingIfNeeded: (last &* 4 &+ 8) >> 4)
        output[1] = UInt8(truncatingIfNeeded: (last &* 3 &+ this &+ 7) >> 4)
        for i in 1..<(count - 1) {
            let next = Int32(near[i + 1]) &* 3 &+ Int32(far[i + 1])
            output[2 * i] = UInt8(truncatingIfNeeded: (this &* 3 &+ last &+ 8) >> 4)
            output[2 * i + 1] = UInt8(truncatingIfNeeded: (this &* 3 &+ next &+ 7) >> 4)
            last = this
            this = next
        }
        let i = count - 1
        if 2 * i < width { output[2 * i] = UInt8(truncatingIfNeeded: (this &* 3 &+ last &+ 8) >> 4) }
        if 2 * i + 1 < width { output[2 * i + 1] = UInt8(truncatingIfNeeded: (this &* 4 &+ 7) >> 4) }
    }
}
