import AlbumsPlatform
import Synchronization

/// The few functions of libcurl's easy interface that `albums` uses, looked up
/// once, from the library the platform opens (see `Platform.openLibcurl`, and
/// why `curl_easy_setopt` can be called through two fixed signatures there).
struct LibCurl: @unchecked Sendable {
    let easyInit: @convention(c) () -> OpaquePointer?
    let setLong: @convention(c) (OpaquePointer?, Int32, Int) -> Int32
    let setPointer: @convention(c) (OpaquePointer?, Int32, UnsafeRawPointer?) -> Int32
    let perform: @convention(c) (OpaquePointer?) -> Int32
    let reset: @convention(c) (OpaquePointer?) -> Void
    let cleanup: @convention(c) (OpaquePointer?) -> Void
    let getLong: @convention(c) (OpaquePointer?, Int32, UnsafeMutablePointer<Int>) -> Int32
    let getString: @convention(c) (OpaquePointer?, Int32, UnsafeMutablePointer<UnsafePointer<CChar>?>) -> Int32
    let slistAppend: @convention(c) (OpaquePointer?, UnsafePointer<CChar>) -> OpaquePointer?
    let slistFree: @convention(c) (OpaquePointer?) -> Void
    let strerror: @convention(c) (Int32) -> UnsafePointer<CChar>?

    static let shared: Result<LibCurl, TransportError> = load()

    private static func load() -> Result<LibCurl, TransportError> {
        let library: Platform.Library
        switch Platform.openLibcurl() {
        case .success(let opened): library = opened
        case .failure(let error): return .failure(.unavailable(why: error.reason, fix: "install it, or use the URLSession transport: ALBUMS_TRANSPORT=urlsession"))
        }
        func function<T>(_ name: String, _ type: T.Type) -> T? {
            library.function(name, type)
        }
        guard let globalInit = function("curl_global_init", (@convention(c) (Int) -> Int32).self),
              let easyInit = function("curl_easy_init", (@convention(c) () -> OpaquePointer?).self),
              let setLong = function("curl_easy_setopt", (@convention(c) (OpaquePointer?, Int32, Int) -> Int32).self),
              let setPointer = function("curl_easy_setopt", (@convention(c) (OpaquePointer?, Int32, UnsafeRawPointer?) -> Int32).self),
              let perform = function("curl_easy_perform", (@convention(c) (OpaquePointer?) -> Int32).self),
              let reset = function("curl_easy_reset", (@convention(c) (OpaquePointer?) -> Void).self),
              let cleanup = function("curl_easy_cleanup", (@convention(c) (OpaquePointer?) -> Void).self),
              let getLong = function("curl_easy_getinfo", (@convention(c) (OpaquePointer?, Int32, UnsafeMutablePointer<Int>) -> Int32).self),
              let getString = function("curl_easy_getinfo", (@convention(c) (OpaquePointer?, Int32, UnsafeMutablePointer<UnsafePointer<CChar>?>) -> Int32).self),
              let slistAppend = function("curl_slist_append", (@convention(c) (OpaquePointer?, UnsafePointer<CChar>) -> OpaquePointer?).self),
              let slistFree = function("curl_slist_free_all", (@convention(c) (OpaquePointer?) -> Void).self),
              let strerror = function("curl_easy_strerror", (@convention(c) (Int32) -> UnsafePointer<CChar>?).self)
        else {
            return .failure(.failed("the installed libcurl lacks functions albums needs"))
        }
        // CURL_GLOBAL_ALL, once, before any transfer starts.
        guard globalInit(3) == 0 else { return .failure(.failed("libcurl could not start")) }
        return .success(LibCurl(
            easyInit: easyInit, setLong: setLong, setPointer: setPointer, perform: perform, reset: reset, cleanup: cleanup,
            getLong: getLong, getString: getString, slistAppend: slistAppend, slistFree: slistFree, strerror: strerror
        ))
    }
}
