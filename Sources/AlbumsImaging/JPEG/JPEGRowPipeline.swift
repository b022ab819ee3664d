import Dispatch

/// A sequential scan of every component, on two threads: the decoding
/// thread reads the entropy-coded data of one MCU row into coefficients (and
/// transforms the chroma blocks itself) while this pipeline's own thread
/// transforms the row's luma blocks and writes out the pixel rows that the
/// row before completes. The entropy decoding can't be split (each block's DC
/// depends on the one before), but it is only a third of a baseline decode;
/// the IDCT, upsampling and colour conversion are the rest, and splitting
/// the IDCT by component evens the two threads' work.
///
/// Two slots of coefficients, one MCU row each: the decoder fills one while
/// the other is transformed. Semaphores hand the slots over, so each side
/// sees the other's writes. The decoder starts row r once the pipeline has
/// transformed row r − 2, and may then write row r's chroma while the
/// pipeline writes out row r − 3 (reading rows r − 4 to r − 2): a ring of
/// five MCU rows keeps them apart. The writer is the pipeline's until `finish()`.
final class JPEGRowPipeline: @unchecked Sendable {
    /// The scan's components, in its order (the order of the blocks in a slot).
    let components: [JPEGComponent]
    let frame: JPEGFrame
    let writer: JPEGOutput.Writer
    /// Blocks of every component in one MCU row.
    let blocksPerRow: Int
    private let slots: UnsafeMutablePointer<Int16>
    private let filled = DispatchSemaphore(value: 0)
    private let free = DispatchSemaphore(value: 2)
    private let done = DispatchSemaphore(value: 0)

    /// Whether the decoding thread transforms `component`'s blocks (all but the
    /// first component: chroma), leaving the pipeline the rest.
    func transformsWhileDecoding(_ component: JPEGComponent) -> Bool {
        component !== components[0]
    }

    /// Worth a second thread: images of at least this many pixels out (about
    /// 1024²). Below it, the thread's start, the hand-overs and the pages of
    /// its memory cost as much as the work it takes: `albums art --file --art
    /// none`, hyperfine, one thread against two, on this project's 2-core VM:
    /// 300² 2.7 against 3.3 ms, a 600² cover 3.9 against 4.0 ms (and 4.7
    /// against 5.2 ms with one core busy), 2400² at 1/8 11.6 against 13.6 ms;
    /// from 1200² two threads are as fast or faster, and 2400² is where they pay.
    static let minimumPixels = 1 << 20

    /// The rule: two threads for `pixels` out when there are at least `minimum`.
    static func usesTwoThreads(pixels: Int, from minimum: Int = minimumPixels) -> Bool {
        pixels >= minimum
    }

    init(components: [JPEGComponent], frame: JPEGFrame, writer: JPEGOutput.Writer) {
        self.components = components
        self.frame = frame
        self.writer = writer
        blocksPerRow = frame.mcusWide * components.reduce(0) { $0 + $1.h * $1.v }
        slots = .allocate(capacity: 2 * blocksPerRow * 64)
        // A private serial queue runs on a thread of its own (libdispatch's
        // overcommit pool), so it never waits for the threads that decode.
        DispatchQueue(label: "albums.jpeg.rows").async { self.transformRows() }
    }

    deinit { slots.deallocate() }

    /// The coefficients of MCU row `row`, block after block in scan order,
    /// once it is free to fill (the row two before has been transformed).
    func slot(forFilling row: Int) -> UnsafeMutablePointer<Int16> {
        free.wait()
        return slots + (row % 2) * blocksPerRow * 64
    }

    /// The row last given by `slot(forFilling:)`, filled: handed to the pipeline's thread (which takes the rows in order).
    func handFilledRow() {
        filled.signal()
    }

    /// Waits until every row is transformed and written as far as it can be.
    func finish() {
        done.wait()
    }

    private func transformRows() {
        let workspace = UnsafeMutablePointer<Int32>.allocate(capacity: 64)
        defer { workspace.deallocate() }
        for row in 0..<frame.mcusHigh {
            filled.wait()
            var block = slots + (row % 2) * blocksPerRow * 64
            for mx in 0..<frame.mcusWide {
                for component in components {
                    guard !transformsWhileDecoding(component) else {
                        block += component.v * component.h * 64
                        continue
                    }
                    for by in 0..<component.v {
                        for bx in 0..<component.h {
                            JPEGDecoding.inverseTransform(block, component: component, x: mx * component.h + bx, y: row * component.v + by,
                                                          workspace: workspace)
                            block += 64
                        }
                    }
                }
            }
            free.signal()
            // Upsampling looks one row ahead: the row before is now complete.
            if row >= 1 { writer.write(throughMCURow: row - 1) }
        }
        done.signal()
    }
}

/// A job over a range of MCU rows, split in two halves done at once when
/// it is worth a second thread: the upper half on a thread of a private queue
/// (libdispatch's overcommit pool, so it never waits for the caller's
/// threads), the lower on the calling thread. For the work left once every
/// scan of a progressive image is in: the IDCT of every block and the output
/// rows, each half writing only its own rows.
enum JPEGHalves {
    /// The job's state is touched by the two halves in parts that don't
    /// overlap; the semaphore makes the upper half's writes seen here.
    private final class Half: @unchecked Sendable {
        let work: () -> Void
        let done = DispatchSemaphore(value: 0)
        init(_ work: @escaping () -> Void) { self.work = work }
    }

    /// `work` over all of `rows`, or over each half at once when `split`.
    static func run(_ rows: Range<Int>, split: Bool, _ work: @escaping (Range<Int>) -> Void) {
        guard split, rows.count >= 2 else {
            work(rows)
            return
        }
        let middle = rows.lowerBound + rows.count / 2
        let half = Half { work(middle..<rows.upperBound) }
        DispatchQueue(label: "albums.jpeg.half").async {
            half.work()
            half.done.signal()
        }
        work(rows.lowerBound..<middle)
        half.done.wait()
    }
}
