/// The rows of a PNG as the inflater delivers them: each scanline unfiltered
/// against the one before, unpacked to RGBA, and handed to the sink, pass by
/// pass for interlaced images. Only a row or two is ever held.
final class Scanlines {
    let header: PNGDecoder.Header
    let passes: [Adam7.Pass]
    let palette: PNGDecoder.Palette
    private var sink: PixelSink
    private var passIndex = 0
    private var row = 0
    private var carry: [UInt8] = []
    private var previous: [UInt8] = []
    private var current: [UInt8] = []
    private var rgba: [UInt8] = []
    private(set) var error: ImageDecodingError?

    init(header: PNGDecoder.Header, passes: [Adam7.Pass], palette: PNGDecoder.Palette, sink: PixelSink) {
        self.header = header
        self.passes = passes
        self.palette = palette
        self.sink = sink
        startPass()
    }

    /// Every row of every pass has arrived.
    var isFinished: Bool { passIndex >= passes.count }

    func image() -> RGBAImage { sink.image() }

    private var rowBytes: Int { header.rowBytes(passes[passIndex].width) }

    /// Skips passes with no pixels, and sizes the row buffers for the next one.
    private func startPass() {
        while passIndex < passes.count, passes[passIndex].width == 0 || passes[passIndex].height == 0 { passIndex += 1 }
        row = 0
        guard passIndex < passes.count else { return }
        previous = [UInt8](repeating: 0, count: rowBytes)
        current = previous
        rgba = [UInt8](repeating: 0, count: passes[passIndex].width * 4)
    }

    func take(_ bytes: ArraySlice<UInt8>) {
        var bytes = bytes
        while error == nil, !isFinished, !bytes.isEmpty {
            let needed = 1 + rowBytes
            if carry.isEmpty && bytes.count >= needed {
                scanline(bytes.prefix(needed))
                bytes = bytes.dropFirst(needed)
            } else {
                let taken = min(needed - carry.count, bytes.count)
                carry += bytes.prefix(taken)
                bytes = bytes.dropFirst(taken)
                if carry.count == needed {
                    scanline(carry[...])
                    carry.removeAll(keepingCapacity: true)
                }
            }
        }
    }

    private func scanline(_ line: ArraySlice<UInt8>) {
        let filter = line[line.startIndex]
        for (i, byte) in line.dropFirst().enumerated() { current[i] = byte }
        guard Filters.unfilter(filter, &current, previous: previous, stride: header.filterStride) else {
            error = .corrupt("unknown filter type \(filter)")
            return
        }
        let pass = passes[passIndex]
        Pixels.unpack(current, header: header, palette: palette, into: &rgba, count: pass.width)
        rgba.withUnsafeBufferPointer { sink.add($0, y: pass.y + row * pass.dy, x0: pass.x, dx: pass.dx, count: pass.width) }
        swap(&previous, &current)
        row += 1
        if row == pass.height {
            passIndex += 1
            startPass()
        }
    }
}
