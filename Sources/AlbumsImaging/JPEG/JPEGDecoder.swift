import AlbumsPlatform
/// JPEG: baseline, extended sequential and progressive Huffman; 1 or 3
/// components; any of the usual samplings; restart intervals; APPn, COM and
/// EXIF skipped; scaled decoding at 1/2, 1/4 and 1/8. A file that ends or goes
/// bad part way gives the image decoded so far.
enum JPEGDecoder {
    /// `pipelinePixels`: the fewest pixels out decoded on two threads (`JPEGRowPipeline`); tests lower it.
    static func decode(_ bytes: [UInt8], scale: Int,
                       pipelinePixels: Int = JPEGRowPipeline.minimumPixels) throws(ImageDecodingError) -> DecodedImage {
        guard [1, 2, 4, 8].contains(scale) else { throw .unsupported("scale 1/\(scale)") }
        let result: Result<DecodedImage, ImageDecodingError> = bytes.withUnsafeBufferPointer { data in
            var decoder = JPEGDecoding(data: data, scale: scale, pipelinePixels: pipelinePixels)
            do throws(ImageDecodingError) { return .success(try decoder.run()) } catch { return .failure(error) }
        }
        return try result.get()
    }
}

struct JPEGDecoding {
    let data: UnsafeBufferPointer<UInt8>
    let scale: Int
    let pipelinePixels: Int
    var position = 2
    var quantTables: [[Int32]?] = [nil, nil, nil, nil]
    var dcTables: [JPEGHuffmanTable?] = [nil, nil, nil, nil]
    var acTables: [JPEGHuffmanTable?] = [nil, nil, nil, nil]
    var restartInterval = 0
    var frame: JPEGFrame?
    var components: [JPEGComponent] = []
    var adobeTransform: Int?
    var sawJFIF = false
    var scans = 0
    var complete = true
    var eobrun = 0
    /// Where decoded rows go, while pixels are being decoded.
    var writer: JPEGOutput.Writer?

    init(data: UnsafeBufferPointer<UInt8>, scale: Int, pipelinePixels: Int = JPEGRowPipeline.minimumPixels) {
        self.data = data
        self.scale = scale
        self.pipelinePixels = pipelinePixels
    }

    /// Whether `frame` is large enough to decode on two threads (`JPEGRowPipeline`, `JPEGHalves`).
    func usesTwoThreads(_ frame: JPEGFrame) -> Bool {
        JPEGRowPipeline.usesTwoThreads(pixels: frame.outputWidth * frame.outputHeight, from: pipelinePixels)
    }

    /// Reads up to the frame header, then decodes into pixels allocated once its size is known.
    mutating func run() throws(ImageDecodingError) -> DecodedImage {
        guard data.count >= 2, data[0] == 0xFF, data[1] == 0xD8 else { throw .unknownFormat }
        try readMarkers(untilFrame: true)
        guard let frame else { throw data.count < 200 ? .truncated : .corrupt("no frame header") }
        let count = frame.outputWidth * frame.outputHeight * 4
        var failure: ImageDecodingError?
        let pixels = [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
            guard let base = buffer.baseAddress else { return }
            Platform.prepareToFill(base, count: count)
            do throws(ImageDecodingError) {
                try decodePixels(into: base, frame: frame)
                initialized = count
            } catch {
                failure = error
                initialized = 0
            }
        }
        if let failure { throw failure }
        return DecodedImage(image: RGBAImage(width: frame.outputWidth, height: frame.outputHeight, pixels: pixels),
                            format: .jpeg, isComplete: complete)
    }

    /// Decodes the scans, writing RGBA rows as soon as they can be: one MCU row
    /// at a time for a sequential image in one scan, all at the end otherwise.
    mutating func decodePixels(into pixels: UnsafeMutablePointer<UInt8>, frame: JPEGFrame) throws(ImageDecodingError) {
        let writer = JPEGOutput.Writer(frame: frame, components: components, model: colorModel, pixels: pixels)
        self.writer = writer
        defer { self.writer = nil }
        try readMarkers(untilFrame: false)
        guard scans > 0 else { throw .truncated }
        let components = components, split = usesTwoThreads(frame)
        if frame.progressive {
            JPEGHalves.run(0..<frame.mcusHigh, split: split) { rows in Self.inverseTransform(components, mcuRows: rows) }
        }
        for component in components where !frame.progressive && !component.covered {
            // A component whose scan never came: grey chroma, black luma.
            complete = false
            component.plane.initialize(repeating: component === components.first ? 0 : 128, count: component.planeSize)
        }
        if writer.written == 0 {
            // Nothing written yet (a progressive image, or one scan per component): each half of the rows with a writer of its own.
            let model = colorModel, perMCU = writer.rowsPerMCU
            JPEGHalves.run(0..<frame.mcusHigh, split: split) { rows in
                JPEGOutput.Writer(frame: frame, components: components, model: model, pixels: pixels, from: rows.lowerBound * perMCU)
                    .write(upTo: min(rows.upperBound * perMCU, frame.outputHeight))
            }
        } else {
            writer.write(upTo: frame.outputHeight)
        }
    }

    mutating func readMarkers(untilFrame: Bool) throws(ImageDecodingError) {
        while !(untilFrame && frame != nil) {
            guard let marker = nextMarker() else {
                complete = false
                return
            }
            switch marker {
            case 0xD9:
                return
            case 0xD8, 0xD0...0xD7, 0x01:
                continue
            case 0xC0, 0xC1, 0xC2:
                guard frame == nil else { throw .unsupported("more than one frame") }
                try readFrame(progressive: marker == 0xC2)
            case 0xC3, 0xC5...0xC7, 0xC9...0xCB, 0xCD...0xCF:
                throw .unsupported(marker >= 0xC9 ? "arithmetic coding" : "lossless or hierarchical JPEG")
            case 0xC4:
                try readHuffmanTables()
            case 0xDB:
                try readQuantTables()
            case 0xDD:
                let segment = try segment()
                guard segment.count >= 2 else { throw .corrupt("bad restart interval") }
                restartInterval = Int(segment[segment.startIndex]) << 8 | Int(segment[segment.startIndex + 1])
            case 0xDA:
                guard !untilFrame else { throw .corrupt("scan before the frame header") }
                try readScan()
            case 0xE0:
                let segment = try segment()
                if segment.starts(with: Array("JFIF\0".utf8)) { sawJFIF = true }
            case 0xEE:
                let segment = try segment()
                if segment.count >= 12, segment.starts(with: Array("Adobe".utf8)) { adobeTransform = Int(segment[segment.startIndex + 11]) }
            default:
                _ = try segment()
            }
        }
    }

    /// What the components are. Three: YCbCr unless an Adobe marker says
    /// otherwise, or the component ids spell R, G, B. Four: CMYK, or YCCK when
    /// an Adobe marker says so (transform 2); with an Adobe marker the ink is
    /// stored inverted, as Photoshop writes it (libjpeg's reading, and chafa's).
    var colorModel: JPEGOutput.ColorModel {
        switch components.count {
        case 1: return .grey
        case 4: return adobeTransform == 2 ? .ycck : .cmyk(inverted: adobeTransform != nil)
        default:
            if let adobeTransform { return adobeTransform != 0 ? .ycbcr : .rgb }
            if !sawJFIF, components.map(\.id) == [82, 71, 66] { return .rgb }
            return .ycbcr
        }
    }

    // MARK: markers and segments

    /// The next marker's code, skipping anything that isn't one; nil at the end of the data.
    mutating func nextMarker() -> UInt8? {
        while position + 1 < data.count {
            if data[position] == 0xFF, data[position + 1] != 0xFF, data[position + 1] != 0x00 {
                let marker = data[position + 1]
                position += 2
                return marker
            }
            position += 1
        }
        return nil
    }

    /// The body of a length-prefixed segment.
    mutating func segment() throws(ImageDecodingError) -> ArraySlice<UInt8> {
        guard position + 2 <= data.count else { throw .truncated }
        let length = Int(data[position]) << 8 | Int(data[position + 1])
        guard length >= 2 else { throw .corrupt("bad segment length") }
        guard position + length <= data.count else { throw .truncated }
        let body = Array(data[(position + 2)..<(position + length)])[...]
        position += length
        return body
    }

    mutating func readQuantTables() throws(ImageDecodingError) {
        var body = try segment()
        while !body.isEmpty {
            let precision = Int(body[body.startIndex] >> 4), index = Int(body[body.startIndex] & 15)
            guard index < 4, precision <= 1 else { throw .corrupt("bad quantisation table") }
            let size = precision == 0 ? 64 : 128
            guard body.count >= 1 + size else { throw .corrupt("short quantisation table") }
            var table = [Int32](repeating: 0, count: 64)
            for k in 0..<64 {
                let offset = body.startIndex + 1 + (precision == 0 ? k : 2 * k)
                let value = precision == 0 ? Int32(body[offset]) : Int32(body[offset]) << 8 | Int32(body[offset + 1])
                table[ZigZag.natural[k]] = value
            }
            quantTables[index] = table
            body = body.dropFirst(1 + size)
        }
    }

    mutating func readHuffmanTables() throws(ImageDecodingError) {
        var body = try segment()
        while !body.isEmpty {
            guard body.count >= 17 else { throw .corrupt("short Huffman table") }
            let kind = Int(body[body.startIndex] >> 4), index = Int(body[body.startIndex] & 15)
            guard kind <= 1, index < 4 else { throw .corrupt("bad Huffman table") }
            let counts = Array(body[(body.startIndex + 1)..<(body.startIndex + 17)])
            let total = counts.reduce(0) { $0 + Int($1) }
            guard body.count >= 17 + total else { throw .corrupt("short Huffman table") }
            let symbols = Array(body[(body.startIndex + 17)..<(body.startIndex + 17 + total)])
            let table = JPEGHuffmanTable(try JPEGHuffman(counts: counts, symbols: symbols))
            if kind == 0 { dcTables[index] = table } else { acTables[index] = table }
            body = body.dropFirst(17 + total)
        }
    }

    mutating func readFrame(progressive: Bool) throws(ImageDecodingError) {
        let body = try segment()
        guard body.count >= 6 else { throw .corrupt("short frame header") }
        let start = body.startIndex
        guard body[start] == 8 else { throw .unsupported("\(body[start])-bit samples") }
        let height = Int(body[start + 1]) << 8 | Int(body[start + 2])
        let width = Int(body[start + 3]) << 8 | Int(body[start + 4])
        let count = Int(body[start + 5])
        guard height > 0 else { throw .unsupported("a height given later (DNL)") }
        try ImageLimits.check(width: width, height: height)
        guard count == 1 || count == 3 || count == 4 else { throw .unsupported("\(count) components") }
        guard body.count >= 6 + 3 * count else { throw .corrupt("short frame header") }
        var specs: [(id: UInt8, h: Int, v: Int, q: Int)] = []
        for i in 0..<count {
            let offset = start + 6 + 3 * i
            let h = Int(body[offset + 1] >> 4), v = Int(body[offset + 1] & 15), q = Int(body[offset + 2])
            guard (1...4).contains(h), (1...4).contains(v), q < 4 else { throw .corrupt("bad component") }
            specs.append((body[offset], count == 1 ? 1 : h, count == 1 ? 1 : v, q))
        }
        let hmax = specs.map(\.h).max() ?? 1, vmax = specs.map(\.v).max() ?? 1
        guard specs.allSatisfy({ [1, 2, 4].contains(hmax / $0.h) && hmax % $0.h == 0 && [1, 2, 4].contains(vmax / $0.v) && vmax % $0.v == 0 }) else {
            throw .unsupported("this chroma sampling")
        }
        // Every block costs at least one bit, so a file with fewer bits than blocks
        // can't hold the image: say so before allocating for it.
        let blocks = specs.reduce(0) { total, spec in
            total + ((width * spec.h + hmax - 1) / hmax + 7) / 8 * (((height * spec.v + vmax - 1) / vmax + 7) / 8)
        }
        guard blocks <= data.count * 8 else { throw .truncated }
        let frame = JPEGFrame(width: width, height: height, progressive: progressive, hmax: hmax, vmax: vmax, scale: scale)
        self.frame = frame
        components = specs.map { JPEGComponent(id: $0.id, h: $0.h, v: $0.v, quantIndex: $0.q, frame: frame, progressive: progressive) }
    }

    // MARK: scans

    mutating func readScan() throws(ImageDecodingError) {
        guard let frame else { throw .corrupt("scan before the frame header") }
        let body = try segment()
        guard let count = body.first.map(Int.init), count >= 1, count <= 4, body.count >= 1 + 2 * count + 3 else {
            throw .corrupt("bad scan header")
        }
        var scanComponents: [JPEGComponent] = []
        for i in 0..<count {
            let offset = body.startIndex + 1 + 2 * i
            guard let component = components.first(where: { $0.id == body[offset] }) else { throw .corrupt("scan of an unknown component") }
            component.dcTable = Int(body[offset + 1] >> 4)
            component.acTable = Int(body[offset + 1] & 15)
            guard component.dcTable < 4, component.acTable < 4 else { throw .corrupt("bad table selector") }
            scanComponents.append(component)
        }
        let tail = body.startIndex + 1 + 2 * count
        let ss = Int(body[tail]), se = Int(body[tail + 1]), ah = Int(body[tail + 2] >> 4), al = Int(body[tail + 2] & 15)
        if frame.progressive {
            guard ss <= se, se <= 63, (ss == 0) == (se == 0), ss == 0 || count == 1, ah <= 13, al <= 13 else {
                throw .corrupt("bad progressive scan")
            }
        } else {
            guard ss == 0, se == 63, ah == 0, al == 0 else { throw .corrupt("bad sequential scan") }
        }
        for component in scanComponents where !component.quantLatched {
            guard let table = quantTables[component.quantIndex] else { throw .corrupt("missing quantisation table") }
            component.latch(quant: table)
        }
        if !frame.progressive && scanComponents.count < components.count {
            // One component at a time: the image can't be written until every scan is in.
            for component in components { component.useWholePlane(frame) }
        }
        let needsDC = ss == 0 && ah == 0, needsAC = se > 0
        for component in scanComponents {
            if needsDC && dcTables[component.dcTable] == nil { throw .corrupt("missing DC Huffman table") }
            if needsAC && acTables[component.acTable] == nil { throw .corrupt("missing AC Huffman table") }
            // Tables stay in dcTables and acTables until the scan ends: a DHT can only come after it.
            component.dcCodes = dcTables[component.dcTable]?.pointers
            component.acCodes = acTables[component.acTable]?.pointers
        }
        scans += 1
        var reader = JPEGBitReader(data, position: position)
        let kind: ScanKind = frame.progressive
            ? (ss == 0 ? (ah == 0 ? .dcFirst(al) : .dcRefine(al)) : (ah == 0 ? .acFirst(ss, se, al) : .acRefine(ss, se, al)))
            : .sequential
        decodeScan(scanComponents, kind: kind, frame: frame, reader: &reader)
        if reader.ranOut && reader.marker == nil { complete = false }
        position = reader.position
    }

    enum ScanKind {
        case sequential
        case dcFirst(Int)
        case dcRefine(Int)
        case acFirst(Int, Int, Int)
        case acRefine(Int, Int, Int)
    }

    mutating func decodeScan(_ scanComponents: [JPEGComponent], kind: ScanKind, frame: JPEGFrame, reader: inout JPEGBitReader) {
        ZigZag.natural.withUnsafeBufferPointer { order in
            guard let order = order.baseAddress else { return }
            decodeScan(scanComponents, kind: kind, frame: frame, reader: &reader, order: order)
        }
    }

    mutating func decodeScan(_ scanComponents: [JPEGComponent], kind: ScanKind, frame: JPEGFrame, reader: inout JPEGBitReader,
                             order: UnsafePointer<Int>) {
        for component in scanComponents { component.predictor = 0 }
        eobrun = 0
        let block = UnsafeMutablePointer<Int16>.allocate(capacity: 64)
        let workspace = UnsafeMutablePointer<Int32>.allocate(capacity: 64)
        defer { block.deallocate(); workspace.deallocate() }
        let single = scanComponents.count == 1
        let units = single ? scanComponents[0].blocksWide * scanComponents[0].blocksHigh : frame.mcusWide * frame.mcusHigh
        // A sequential scan of every component fills the ring one MCU row at a time; each row
        // can be written out once the next one is in (upsampling looks one row ahead).
        let streaming: JPEGOutput.Writer? = if case .sequential = kind, scanComponents.count == components.count,
            components.allSatisfy({ $0.ringMCURows < frame.mcusHigh || frame.mcusHigh <= 3 }) { writer } else { nil }
        let unitsPerRow = single ? scanComponents[0].blocksWide : frame.mcusWide
        // Large enough, it is decoded on two threads, one MCU row behind the other.
        let pipeline = streaming.flatMap { streaming in
            usesTwoThreads(frame) ? JPEGRowPipeline(components: scanComponents, frame: frame, writer: streaming) : nil
        }
        var coefficients = block
        var restartsLeft = restartInterval
        for unit in 0..<units {
            if restartInterval > 0 {
                if restartsLeft == 0 {
                    // Without its marker, the rest of the scan decodes as zeros, and every block is still written.
                    if !restart(&reader) { complete = false }
                    for component in scanComponents { component.predictor = 0 }
                    eobrun = 0
                    restartsLeft = restartInterval
                }
                restartsLeft -= 1
            }
            if let pipeline {
                // Into the row's slot, block after block; the pipeline transforms and writes them.
                if unit % unitsPerRow == 0 { coefficients = pipeline.slot(forFilling: unit / unitsPerRow) }
                let mx = unit % frame.mcusWide, my = unit / frame.mcusWide
                for component in scanComponents {
                    let here = pipeline.transformsWhileDecoding(component)
                    for by in 0..<component.v {
                        for bx in 0..<component.h {
                            coefficients.initialize(repeating: 0, count: 64)
                            decodeSequential(component, into: coefficients, reader: &reader, order: order)
                            if here {
                                JPEGDecoding.inverseTransform(coefficients, component: component, x: mx * component.h + bx,
                                                              y: my * component.v + by, workspace: workspace)
                            }
                            coefficients += 64
                        }
                    }
                }
                if unit % unitsPerRow == unitsPerRow - 1 { pipeline.handFilledRow() }
                continue
            }
            if let streaming, unit > 0, unit % unitsPerRow == 0, unit / unitsPerRow >= 2 {
                streaming.write(throughMCURow: unit / unitsPerRow - 2)
            }
            if single {
                let component = scanComponents[0]
                decodeBlock(component, x: unit % component.blocksWide, y: unit / component.blocksWide, kind: kind,
                            reader: &reader, scratch: block, workspace: workspace, order: order)
            } else {
                let mx = unit % frame.mcusWide, my = unit / frame.mcusWide
                for component in scanComponents {
                    for by in 0..<component.v {
                        for bx in 0..<component.h {
                            decodeBlock(component, x: mx * component.h + bx, y: my * component.v + by, kind: kind,
                                        reader: &reader, scratch: block, workspace: workspace, order: order)
                        }
                    }
                }
            }
        }
        pipeline?.finish()
        if case .sequential = kind { for component in scanComponents { component.covered = true } }
    }

    /// Skips to just past the next RSTn; false if another marker comes first.
    func restart(_ reader: inout JPEGBitReader) -> Bool {
        if reader.marker == nil {
            var scan = reader.position
            while scan + 1 < data.count && !(data[scan] == 0xFF && data[scan + 1] != 0x00 && data[scan + 1] != 0xFF) { scan += 1 }
            reader.position = scan
            reader.marker = scan + 1 < data.count ? data[scan + 1] : nil
        }
        guard let marker = reader.marker, (0xD0...0xD7).contains(marker) else { return false }
        reader.reset(at: reader.position + 2)
        return true
    }

    // MARK: blocks

    mutating func decodeBlock(_ component: JPEGComponent, x: Int, y: Int, kind: ScanKind, reader: inout JPEGBitReader,
                              scratch: UnsafeMutablePointer<Int16>, workspace: UnsafeMutablePointer<Int32>, order: UnsafePointer<Int>) {
        guard x < component.paddedBlocksWide, y < component.paddedBlocksHigh else { return }
        switch kind {
        case .sequential:
            scratch.initialize(repeating: 0, count: 64)
            decodeSequential(component, into: scratch, reader: &reader, order: order)
            JPEGDecoding.inverseTransform(scratch, component: component, x: x, y: y, workspace: workspace)
        case .dcFirst(let al):
            guard let block = component.block(x: x, y: y), let table = component.dcCodes else { return }
            let size = reader.decode(table)
            component.predictor = component.predictor &+ reader.receiveExtend(min(size, 16))
            block[0] = Int16(truncatingIfNeeded: component.predictor << Int32(al))
        case .dcRefine(let al):
            guard let block = component.block(x: x, y: y) else { return }
            if reader.bit() == 1 { block[0] |= Int16(truncatingIfNeeded: 1 << al) }
        case .acFirst(let ss, let se, let al):
            guard let block = component.block(x: x, y: y), let given = component.given(x: x, y: y),
                  let table = component.acCodes else { return }
            decodeACFirst(block, given: given, ss: ss, se: se, al: al, table: table, reader: &reader, order: order)
        case .acRefine(let ss, let se, let al):
            guard let block = component.block(x: x, y: y), let given = component.given(x: x, y: y),
                  let table = component.acCodes else { return }
            decodeACRefine(block, given: given, ss: ss, se: se, al: al, table: table, reader: &reader, order: order)
        }
    }

    /// A block of a sequential scan: the hot loop of baseline decoding, with the
    /// bit buffer in locals and the tables as raw pointers (libjpeg's
    /// BITREAD_LOAD_STATE); the reader is refilled only when fewer than 32 bits
    /// remain, which is enough for any code and its value.
    func decodeSequential(_ component: JPEGComponent, into block: UnsafeMutablePointer<Int16>, reader: inout JPEGBitReader,
                          order: UnsafePointer<Int>) {
        guard let dc = component.dcCodes, let ac = component.acCodes else { return }
        var state = reader.registers
        defer { reader.registers = state }
        if state.count < 32 { JPEGBitReader.fill(&state, data) }
        var size = JPEGBitReader.decode(dc, &state.buffer, &state.count)
        var value = JPEGBitReader.extend(min(size, 16), &state.buffer, &state.count)
        component.predictor = component.predictor &+ value
        block[0] = Int16(truncatingIfNeeded: component.predictor)
        let keepsAC = component.blockSize > 1
        var k = 1
        while k < 64 {
            if state.count < 32 { JPEGBitReader.fill(&state, data) }
            // Most coefficients: code and value in one lookup.
            let fast = ac.fastAC[Int(truncatingIfNeeded: state.buffer &>> UInt64(64 - JPEGHuffman.lookaheadBits))]
            if fast != 0 {
                let bits = Int(fast & 0xFF)
                state.buffer &<<= UInt64(bits)
                state.count &-= bits
                k &+= Int((fast &>> 8) & 0xFF)
                if keepsAC && k < 64 { block[order[k]] = Int16(truncatingIfNeeded: fast &>> 16) }
                k &+= 1
                continue
            }
            let symbol = JPEGBitReader.decode(ac, &state.buffer, &state.count)
            let run = symbol &>> 4
            size = symbol & 15
            if size == 0 {
                if run != 15 { return }
                k &+= 16
                continue
            }
            k &+= run
            value = JPEGBitReader.extend(size, &state.buffer, &state.count)
            // Only the DC coefficient counts for 1×1 blocks: the others are read and dropped.
            if keepsAC && k < 64 { block[order[k]] = Int16(truncatingIfNeeded: value) }
            k &+= 1
        }
    }

    mutating func decodeACFirst(_ block: UnsafeMutablePointer<Int16>, given: UnsafeMutablePointer<UInt64>, ss: Int, se: Int, al: Int,
                                table: JPEGHuffmanTable.Pointers, reader: inout JPEGBitReader, order: UnsafePointer<Int>) {
        if eobrun > 0 {
            eobrun -= 1
            return
        }
        var k = ss
        let fastAC = table.fastAC
        while k <= se {
            // Code and value in one lookup, as in sequential decoding.
            if reader.count < 16 { reader.refill() }
            let fast = fastAC[Int(truncatingIfNeeded: reader.buffer &>> UInt64(64 - JPEGHuffman.lookaheadBits))]
            if fast != 0 {
                reader.skip(Int(fast & 0xFF))
                k &+= Int((fast &>> 8) & 0xFF)
                guard k <= 63 else { return }
                Self.give(Int16(truncatingIfNeeded: (fast &>> 16) << Int32(al)), at: k, block, given, order: order)
                k &+= 1
                continue
            }
            let symbol = reader.decode(table)
            let run = symbol >> 4, bits = symbol & 15
            if bits == 0 {
                if run < 15 {
                    eobrun = (1 << run) - 1
                    if run > 0 { eobrun += reader.read(run) }
                    return
                }
                k += 16
            } else {
                k += run
                guard k <= 63 else { return }
                Self.give(Int16(truncatingIfNeeded: reader.receiveExtend(bits) << Int32(al)), at: k, block, given, order: order)
                k += 1
            }
        }
    }

    /// Zigzag position `k` of a progressive block takes `value`, and the
    /// block's `given` mask marks it when it isn't zero (a value truncated to
    /// zero in a broken file is left unmarked, as the refining scans require).
    @inline(__always)
    static func give(_ value: Int16, at k: Int, _ block: UnsafeMutablePointer<Int16>, _ given: UnsafeMutablePointer<UInt64>,
                     order: UnsafePointer<Int>) {
        block[order[k]] = value
        if value != 0 { given.pointee |= 1 &<< UInt64(k) }
    }

    /// Successive approximation of AC coefficients, as in libjpeg's
    /// decode_mcu_AC_refine: each coefficient that already has a value takes a
    /// correction bit, in zigzag order, and a new ±1 goes at the first zero
    /// after `run` others. Those coefficients are found from the block's
    /// `given` mask (bit k: zigzag position k is nonzero), not by looking at
    /// each of the 63: most blocks of a refining scan have only a few.
    mutating func decodeACRefine(_ block: UnsafeMutablePointer<Int16>, given: UnsafeMutablePointer<UInt64>, ss: Int, se: Int, al: Int,
                                 table: JPEGHuffmanTable.Pointers, reader: inout JPEGBitReader, order: UnsafePointer<Int>) {
        let plus = Int16(truncatingIfNeeded: 1 << al), minus = Int16(truncatingIfNeeded: -1 << al)
        /// Positions 0..<n (n ≤ 64).
        @inline(__always) func below(_ n: Int) -> UInt64 { n >= 64 ? ~0 : (1 &<< UInt64(n)) &- 1 }
        // Positions ss…se; a correction never makes a coefficient zero, nor a zero one nonzero.
        let band = below(se + 1) & ~below(ss)
        /// Reads the correction bits of the nonzero coefficients among `positions`, lowest first.
        func refine(_ positions: UInt64, reader: inout JPEGBitReader) {
            var pending = positions
            while pending != 0 {
                let position = order[pending.trailingZeroBitCount]
                let coefficient = block[position]
                if reader.bit() == 1, coefficient & plus == 0 {
                    block[position] = coefficient >= 0 ? coefficient &+ plus : coefficient &+ minus
                }
                pending &= pending &- 1
            }
        }
        var k = ss
        if eobrun == 0 {
            while k <= se {
                let symbol = reader.decode(table)
                let run = symbol >> 4
                var value: Int16 = 0
                if symbol & 15 != 0 {
                    value = reader.bit() == 1 ? plus : minus
                } else if run != 15 {
                    eobrun = 1 << run
                    if run > 0 { eobrun += reader.read(run) }
                    break
                }
                // Past `run` zero coefficients, to the next zero (or the band's end), refining the others on the way.
                let from = band & ~below(k)
                var zeros = from & ~given.pointee
                for _ in 0..<run { zeros &= zeros &- 1 }
                let target = zeros == 0 ? se + 1 : zeros.trailingZeroBitCount
                refine(from & given.pointee & below(target), reader: &reader)
                k = target
                if value != 0, k <= se { Self.give(value, at: k, block, given, order: order) }
                k += 1
            }
        }
        if eobrun > 0 {
            if k <= se { refine(band & ~below(k) & given.pointee, reader: &reader) }
            eobrun -= 1
        }
    }

    // MARK: inverse transforms

    static func inverseTransform(_ block: UnsafePointer<Int16>, component: JPEGComponent, x: Int, y: Int, workspace: UnsafeMutablePointer<Int32>) {
        let output = component.pixels(x: x, y: y)
        switch component.blockSize {
        case 8: JPEGIDCT.islow8(block, component.quant, component.quant16, output, stride: component.planeStride)
        case 4: JPEGIDCT.idct4x4(block, component.quant, output, stride: component.planeStride, workspace: workspace)
        case 2: JPEGIDCT.idct2x2(block, component.quant, output, stride: component.planeStride, workspace: workspace)
        default: JPEGIDCT.dcOnly(block, component.quant, output)
        }
    }

    /// The IDCT of every block of `mcuRows`, into the planes (of a progressive image).
    static func inverseTransform(_ components: [JPEGComponent], mcuRows: Range<Int>) {
        let workspace = UnsafeMutablePointer<Int32>.allocate(capacity: 64)
        defer { workspace.deallocate() }
        for component in components {
            for y in (mcuRows.lowerBound * component.v)..<(mcuRows.upperBound * component.v) {
                for x in 0..<component.paddedBlocksWide {
                    guard let block = component.block(x: x, y: y) else { continue }
                    JPEGDecoding.inverseTransform(block, component: component, x: x, y: y, workspace: workspace)
                }
            }
        }
    }
}
