#if canImport(Glibc)
import Glibc
#endif

/// Large buffers filled once from start to end (decoded planes and pixels)
/// ask Linux for transparent huge pages: one fault per 2 MB instead of per
/// 4 KB. Elsewhere, or for small buffers, nothing happens.
enum HugePages {
    static let size = 2 << 20
    /// MADV_POPULATE_WRITE, spelled out: C headers older than glibc 2.35 lack the name.
    static let populateWrite: Int32 = 23

    static func advise(_ pointer: UnsafeMutableRawPointer, count: Int) {
        #if os(Linux)
        if count >= 64 << 10 && count < 2 * size {
            // Fault every page in with one call rather than one fault at a time:
            // on a virtual machine each fault costs microseconds. (MADV_POPULATE_WRITE,
            // Linux 5.14; older kernels refuse it, and the pages fault in as before.)
            let start = (Int(bitPattern: pointer) + 4095) & ~4095
            let end = (Int(bitPattern: pointer) + count) & ~4095
            if end > start, let aligned = UnsafeMutableRawPointer(bitPattern: start) {
                _ = madvise(aligned, end - start, populateWrite)
            }
            return
        }
        guard count >= 2 * size else { return }
        let start = (Int(bitPattern: pointer) + size - 1) & ~(size - 1)
        let end = (Int(bitPattern: pointer) + count) & ~(size - 1)
        guard end > start, let aligned = UnsafeMutableRawPointer(bitPattern: start) else { return }
        _ = madvise(aligned, end - start, MADV_HUGEPAGE)
        #endif
    }
}
