#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

extension Platform {
    static let hugePage = 2 << 20
    /// MADV_POPULATE_WRITE, spelled out: C headers older than glibc 2.35 lack the name.
    static let populateWrite: Int32 = 23

    /// A large buffer about to be filled once, from start to end (decoded
    /// planes and pixels). On Linux, its pages are faulted in with one call
    /// (MADV_POPULATE_WRITE, Linux 5.14; older kernels refuse it and nothing
    /// changes), or for buffers of 4 MB and more given transparent huge pages:
    /// on a virtual machine each page fault costs microseconds. Elsewhere,
    /// or for small buffers, nothing happens.
    public static func prepareToFill(_ pointer: UnsafeMutableRawPointer, count: Int) {
        #if os(Linux)
        if count >= 64 << 10 && count < 2 * hugePage {
            let start = (Int(bitPattern: pointer) + 4095) & ~4095
            let end = (Int(bitPattern: pointer) + count) & ~4095
            if end > start, let aligned = UnsafeMutableRawPointer(bitPattern: start) {
                _ = madvise(aligned, end - start, populateWrite)
            }
            return
        }
        guard count >= 2 * hugePage else { return }
        let start = (Int(bitPattern: pointer) + hugePage - 1) & ~(hugePage - 1)
        let end = (Int(bitPattern: pointer) + count) & ~(hugePage - 1)
        guard end > start, let aligned = UnsafeMutableRawPointer(bitPattern: start) else { return }
        _ = madvise(aligned, end - start, MADV_HUGEPAGE)
        #endif
    }
}
