import Dispatch

/// A sequential scan of every component, on two threads: the decoding
/// thread reads the entropy-coded data of one MCU row into coefficients
/// while this pipeline's own thread transforms the row before it into the
/// planes and writes out the pixel rows that row completes. The entropy
/// decoding can't be split (each block's DC depends on the one before), but
/// it is only a third of a baseline decode; the IDCT, upsampling and colour
/// conversion are the rest.
///
/// Two slots of coefficients, one MCU row each: the decoder fills one while
/// the other is transformed. Semaphores hand the slots over, so each side
/// sees the other's writes. The planes (a ring of three MCU rows) and the
/// writer are touched only by the pipeline's thread until `finish()`.
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

    /// Worth a second thread: images of at least this many MCU rows.
    static let minimumRows = 8

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

    /// MCU row `row`, filled: handed to the pipeline's thread (which takes the rows in order).
    func hand(_ row: Int) {
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
