// The C library, for every target above: POSIX's calls (open, poll, stat, …)
// are the same on each platform; what differs stays in here. (Foundation used
// to bring it along; the targets import FoundationEssentials, which doesn't.)
// And Foundation, for every target above: its essentials (no ICU, whose data
// would be two thirds of the binary) where the toolchain has them apart, as on
// Linux; the whole of it on macOS, where it is the system's own.
#if canImport(FoundationEssentials)
@_exported import FoundationEssentials
#else
@_exported import Foundation
#endif

#if canImport(Glibc)
@_exported import Glibc
#elseif canImport(Musl)
@_exported import Musl
#elseif canImport(Darwin)
@_exported import Darwin
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
