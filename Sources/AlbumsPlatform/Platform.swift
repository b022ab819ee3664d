#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Everything that differs between Linux and macOS, in one place: each
/// member has a branch per platform, written against that platform's own
/// documented API. No other target names a Linux-only (or macOS-only) field,
/// function, library or path; `.ci/check-platform-seam` makes sure of it.
public enum Platform {
    /// "linux" or "macos".
    public static var name: String {
        #if os(Linux)
        return "linux"
        #elseif os(macOS)
        return "macos"
        #else
        return "unknown"
        #endif
    }

    /// "x86_64" or "arm64".
    public static var architecture: String {
        #if arch(x86_64)
        return "x86_64"
        #elseif arch(arm64)
        return "arm64"
        #else
        return "unknown"
        #endif
    }
}
