#if canImport(Glibc)
import Glibc
#endif

/// Large buffers filled once from start to end (decoded planes and pixels)
/// ask Linux for transparent huge pages: one fault per 2 MB instead of per
/// 4 KB. Elsewhere, or for small buffers, nothing happens.
enum HugePages {
    static let size = 2 << 20

    static func advise(_ pointer: UnsafeMutableRawPointer, count: Int) {
        #if os(Linux)
        guard count >= 2 * size else { return }
        let start = (Int(bitPattern: pointer) + size - 1) & ~(size - 1)
        let end = (Int(bitPattern: pointer) + count) & ~(size - 1)
        guard end > start, let aligned = UnsafeMutableRawPointer(bitPattern: start) else { return }
        _ = madvise(aligned, end - start, MADV_HUGEPAGE)
        #endif
    }
}
