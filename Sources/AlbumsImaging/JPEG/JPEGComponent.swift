import AlbumsPlatform


/// One colour component of a frame: where its blocks go, its coefficients
/// (progressive only) and its decoded samples, in raw memory freed with it.
final class JPEGComponent {
    let id: UInt8
    let h: Int
    let v: Int
    let quantIndex: Int
    /// Dequantisation table in natural order, latched at the first scan with this component.
    let quant: UnsafeMutablePointer<Int32>
    /// The same table in 16 bits, for the IDCT's 16-bit products (`JPEGIDCT.islow8`);
    /// nil when an entry doesn't fit (a 16-bit table can hold up to 65,535).
    private(set) var quant16: UnsafePointer<Int16>?
    private let quantShorts: UnsafeMutablePointer<Int16>
    var quantLatched = false
    /// Blocks that hold image data (a lone component's scan covers only these).
    let blocksWide: Int
    let blocksHigh: Int
    /// Blocks in the MCU grid, padding included.
    let paddedBlocksWide: Int
    let paddedBlocksHigh: Int
    /// 64 coefficients per padded block, for progressive frames.
    let coefficients: UnsafeMutablePointer<Int16>?
    /// For each padded block of a progressive frame, which AC coefficients
    /// have been given a value so far: bit k for zigzag position k. A
    /// refining scan reads a correction bit for each of them, and most of its
    /// blocks have only these few (`JPEGDecoding.decodeACRefine`).
    let given: UnsafeMutablePointer<UInt64>?
    /// Pixels per block side at the decoding scale: 8, 4, 2 or 1.
    let blockSize: Int
    /// Decoded samples: the whole plane, or a ring of the last five MCU rows
    /// when the image is decoded and written out one MCU row at a time.
    private(set) var plane: UnsafeMutablePointer<UInt8>
    /// MCU rows the plane holds: all of them, or 5 in a ring (three are read
    /// for each output row; two threads write two more: `JPEGRowPipeline`).
    private(set) var ringMCURows: Int
    let planeStride: Int
    /// The component's own size at the decoding scale, before upsampling.
    let scaledWidth: Int
    let scaledHeight: Int
    var predictor: Int32 = 0
    /// Whether a sequential scan has written every block of the plane.
    var covered = false
    var planeSize: Int { ringMCURows * v * blockSize * planeStride }
    var dcTable = 0
    var acTable = 0
    /// The Huffman tables of the scan being decoded, as raw pointers, set
    /// when the scan starts (`JPEGDecoding.readScan`): each block reads them
    /// without a lookup or a reference count.
    var dcCodes: JPEGHuffmanTable.Pointers?
    var acCodes: JPEGHuffmanTable.Pointers?

    init(id: UInt8, h: Int, v: Int, quantIndex: Int, frame: JPEGFrame, progressive: Bool) {
        self.id = id
        self.h = h
        self.v = v
        self.quantIndex = quantIndex
        quant = .allocate(capacity: 64)
        quant.initialize(repeating: 0, count: 64)
        quantShorts = .allocate(capacity: 64)
        quantShorts.initialize(repeating: 0, count: 64)
        let fullWidth = (frame.width * h + frame.hmax - 1) / frame.hmax
        let fullHeight = (frame.height * v + frame.vmax - 1) / frame.vmax
        blocksWide = (fullWidth + 7) / 8
        blocksHigh = (fullHeight + 7) / 8
        paddedBlocksWide = frame.mcusWide * h
        paddedBlocksHigh = frame.mcusHigh * v
        blockSize = JPEGComponent.blockSize(h: h, v: v, frame: frame)
        scaledWidth = (frame.width * h * blockSize + frame.hmax * 8 - 1) / (frame.hmax * 8)
        scaledHeight = (frame.height * v * blockSize + frame.vmax * 8 - 1) / (frame.vmax * 8)
        planeStride = paddedBlocksWide * blockSize
        // Sequential images stream through a ring until a scan says otherwise (usePlane).
        ringMCURows = progressive ? frame.mcusHigh : min(5, frame.mcusHigh)
        plane = .allocate(capacity: ringMCURows * v * blockSize * planeStride)
        // Left uninitialised: every block is written before it is read (see JPEGDecoding.run).
        if progressive {
            let count = paddedBlocksWide * paddedBlocksHigh * 64
            let storage = UnsafeMutablePointer<Int16>.allocate(capacity: count)
            storage.initialize(repeating: 0, count: count)
            coefficients = storage
            let blocks = paddedBlocksWide * paddedBlocksHigh
            let masks = UnsafeMutablePointer<UInt64>.allocate(capacity: blocks)
            masks.initialize(repeating: 0, count: blocks)
            given = masks
        } else {
            coefficients = nil
            given = nil
        }
    }

    /// The side of a decoded block. When scaling down, libjpeg-turbo decodes
    /// subsampled chroma at a larger IDCT size instead of upsampling it later
    /// (jdmaster.c), and so does this decoder, to give the same pixels.
    static func blockSize(h: Int, v: Int, frame: JPEGFrame) -> Int {
        let minimum = 8 / frame.scale
        var size = minimum
        while size < 8 && (frame.hmax * minimum) % (h * size * 2) == 0 && (frame.vmax * minimum) % (v * size * 2) == 0 {
            size *= 2
        }
        return size
    }

    /// How many output pixels each of this component's samples covers, across and down.
    func upsampling(_ frame: JPEGFrame) -> (h: Int, v: Int) {
        let minimum = 8 / frame.scale
        return (max(1, frame.hmax * minimum / (h * blockSize)), max(1, frame.vmax * minimum / (v * blockSize)))
    }

    /// Switches to a plane that holds the whole image (before anything is decoded into it).
    func useWholePlane(_ frame: JPEGFrame) {
        guard ringMCURows != frame.mcusHigh else { return }
        plane.deallocate()
        ringMCURows = frame.mcusHigh
        plane = .allocate(capacity: planeSize)
        Platform.prepareToFill(plane, count: planeSize)
    }

    /// Where block row `blockRow` lives in the plane, in block rows.
    @inline(__always)
    func slot(_ blockRow: Int) -> Int {
        ((blockRow / v) % ringMCURows) * v + blockRow % v
    }

    /// Takes the dequantisation table for every scan from now on.
    func latch(quant table: [Int32]) {
        for k in 0..<64 {
            quant[k] = table[k]
            quantShorts[k] = Int16(truncatingIfNeeded: table[k])
        }
        quant16 = JPEGIDCT.fitsSixteenBits(table) ? UnsafePointer(quantShorts) : nil
        quantLatched = true
    }

    /// Sample row `row` of the component (at the decoding scale).
    @inline(__always)
    func row(_ row: Int) -> UnsafeMutablePointer<UInt8> {
        plane + (slot(row / blockSize) * blockSize + row % blockSize) * planeStride
    }

    deinit {
        quant.deallocate()
        quantShorts.deallocate()
        plane.deallocate()
        coefficients?.deallocate()
        given?.deallocate()
    }

    @inline(__always)
    func block(x: Int, y: Int) -> UnsafeMutablePointer<Int16>? {
        coefficients.map { $0 + (y * paddedBlocksWide + x) * 64 }
    }

    @inline(__always)
    func given(x: Int, y: Int) -> UnsafeMutablePointer<UInt64>? {
        given.map { $0 + y * paddedBlocksWide + x }
    }

    @inline(__always)
    func pixels(x: Int, y: Int) -> UnsafeMutablePointer<UInt8> {
        plane + slot(y) * blockSize * planeStride + x * blockSize
    }
}
