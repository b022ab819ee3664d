import AlbumsCore
import AlbumsEssentials
import AlbumsPlatform

/// The URLSession transport's library (Sources/AlbumsURLSession), opened on
/// first use from beside the executable, or from `../lib/albums/` where
/// `make install` puts it.
struct URLSessionLibrary: @unchecked Sendable {
    typealias Reply = @convention(c) (
        UnsafeMutableRawPointer?, Int32, Int32, UnsafePointer<CChar>?, UnsafePointer<CChar>?, UnsafePointer<UInt8>?, Int, UnsafePointer<CChar>?
    ) -> Void
    typealias Send = @convention(c) (UnsafePointer<CChar>, UnsafePointer<CChar>, Int64, Int64, Int32, UnsafeMutableRawPointer?, Reply) -> Int64
    typealias Cancel = @convention(c) (Int64) -> Void

    let send: Send
    let cancel: Cancel

    static let shared: Result<URLSessionLibrary, TransportError> = load()

    static var candidates: [String] {
        let folder = PathText.folder(of: Platform.executablePath() ?? CommandLine.arguments.first ?? "")
        return [
            PathText.appending(Platform.urlSessionLibraryName, to: folder),
            PathText.appending("lib/albums/" + Platform.urlSessionLibraryName, to: PathText.folder(of: folder)),
        ]
    }

    private static func load() -> Result<URLSessionLibrary, TransportError> {
        let missing = "the URLSession transport (\(Platform.urlSessionLibraryName)) is not installed beside albums"
        switch Platform.open(candidates, missing: missing) {
        case .failure(let error):
            return .failure(error.unloadable.map(unloadable) ?? .unavailable(why: error.reason, fix: "use ALBUMS_TRANSPORT=curl"))
        case .success(let library):
            guard let send = library.function("albums_urlsession_send", Send.self),
                  let cancel = library.function("albums_urlsession_cancel", Cancel.self) else {
                return .failure(.failed("\(Platform.urlSessionLibraryName) lacks the functions albums needs"))
            }
            return .success(URLSessionLibrary(send: send, cancel: cancel))
        }
    }

    /// Why an installed library couldn't be loaded, from the loader's words.
    /// It needs Swift's shared runtime and Foundation, which a package can't
    /// name as a dependency (they come with a Swift toolchain, not from the
    /// system's packages): where they are missing, that is what is said.
    static func unloadable(_ loader: String) -> TransportError {
        let runtime = ["libswift", "libFoundation", "libdispatch", "libBlocksRuntime", "lib_Foundation"]
        if runtime.contains(where: loader.contains) {
            return .unavailable(why: "the URLSession transport needs Swift's runtime libraries, which the system doesn't find (\(loader))",
                                fix: "use ALBUMS_TRANSPORT=curl (the default on Linux), or add a Swift 6.3 toolchain's usr/lib/swift/linux to LD_LIBRARY_PATH")
        }
        return .unavailable(why: "the URLSession transport (\(Platform.urlSessionLibraryName)) could not be loaded (\(loader))", fix: "use ALBUMS_TRANSPORT=curl")
    }

    /// What the library's reply means: a response, or a transport failure.
    static func result(kind: Int32, status: Int32, url: String?, headers: String?, body: Data, message: String, request: HTTPRequest) -> Result<HTTPResponse, any Error> {
        switch kind {
        case 0:
            var fields: [String: String] = [:]
            for line in (headers ?? "").split(separator: "\n") {
                let parts = line.split(separator: "\t", maxSplits: 1)
                if parts.count == 2 { fields[String(parts[0])] = String(parts[1]) }
            }
            return .success(HTTPResponse(url: url.flatMap(URL.init(string:)) ?? request.url, status: Int(status), headers: fields, body: body))
        case 1: return .failure(TransportError.offline(message))
        case 2: return .failure(TransportError.refused(message))
        case 3: return .failure(TransportError.timedOut(seconds: request.timeout.seconds))
        case 4: return .failure(TransportError.connectionLost(message))
        case 5: return .failure(TransportError.tooLarge(limit: request.maxBodyBytes))
        case 6: return .failure(TransportError.tooManyRedirects(limit: CurlLoader.redirectLimit))
        case 7: return .failure(TransportError.insecure(message))
        case 9: return .failure(CancellationError())
        case 10: return .failure(TransportError.unsupportedRedirect)
        default: return .failure(TransportError.failed(message))
        }
    }
}
