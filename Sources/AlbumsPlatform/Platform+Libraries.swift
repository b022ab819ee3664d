#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

extension Platform {
    /// A shared library, opened on first use rather than linked: nothing is
    /// loaded for it until a command needs it.
    public struct Library: @unchecked Sendable {
        public let handle: UnsafeMutableRawPointer

        /// The function named `symbol`, as the C type `type`.
        public func function<T>(_ symbol: String, _ type: T.Type) -> T? {
            dlsym(handle, symbol).map { unsafeBitCast($0, to: type) }
        }
    }

    /// The system's libcurl. Its `curl_easy_setopt` is variadic and albums calls
    /// it through two fixed signatures, which is sound where a variadic callee
    /// reads a single long or pointer from the same register as a fixed one:
    /// Linux on x86-64 and arm64. macOS on arm64 passes variadic arguments on
    /// the stack, so there albums uses URLSession instead.
    public static func openLibcurl() -> Result<Library, LibraryError> {
        #if os(Linux)
        return open(["libcurl.so.4", "libcurl.so"], missing: "libcurl is not installed (Debian and Ubuntu: apt install libcurl4)")
        #else
        return .failure(LibraryError(reason: "the libcurl transport is for Linux; on \(name) albums uses URLSession"))
        #endif
    }

    /// The file name of the URLSession transport's library, built beside the executable.
    public static var urlSessionLibraryName: String {
        #if os(Linux)
        return "libAlbumsURLSession.so"
        #else
        return "libAlbumsURLSession.dylib"
        #endif
    }

    /// The first of `paths` that opens; else `missing`, and why the first
    /// that is there couldn't be opened (the loader's words), if one is.
    public static func open(_ paths: [String], missing: String) -> Result<Library, LibraryError> {
        var unloadable: String?
        for path in paths {
            if let handle = dlopen(path, RTLD_NOW | RTLD_LOCAL) { return .success(Library(handle: handle)) }
            if unloadable == nil, access(path, F_OK) == 0 { unloadable = dlerror().map { String(cString: $0) } ?? "it could not be loaded" }
        }
        return .failure(LibraryError(reason: missing, unloadable: unloadable))
    }

    public struct LibraryError: Error, Equatable, Sendable {
        public var reason: String
        /// The library is there, but the loader couldn't load it: its words.
        public var unloadable: String?

        public init(reason: String, unloadable: String? = nil) {
            self.reason = reason
            self.unloadable = unloadable
        }
    }
}
