#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

extension Platform {
    /// When a file was last modified, in seconds since 1970: `st_mtim` on Linux, `st_mtimespec` on macOS.
    public static func modificationTime(_ info: stat) -> Double {
        #if os(Linux)
        return Double(info.st_mtim.tv_sec) + Double(info.st_mtim.tv_nsec) / 1e9
        #else
        return Double(info.st_mtimespec.tv_sec) + Double(info.st_mtimespec.tv_nsec) / 1e9
        #endif
    }
}
