import AlbumsPlatform
import Synchronization

/// The option and information numbers of libcurl's `curl.h`.
enum CurlOption {
    static let writeData: Int32 = 10001
    static let url: Int32 = 10002
    static let writeFunction: Int32 = 20011
    static let httpHeader: Int32 = 10023
    static let headerData: Int32 = 10029
    static let noProgress: Int32 = 43
    static let followLocation: Int32 = 52
    static let maxRedirects: Int32 = 68
    static let headerFunction: Int32 = 20079
    static let noSignal: Int32 = 99
    static let acceptEncoding: Int32 = 10102
    static let timeoutMilliseconds: Int32 = 155
    static let protocols: Int32 = 181
    static let redirectProtocols: Int32 = 182
    static let progressData: Int32 = 10057
    static let progressFunction: Int32 = 20219
    /// CURLPROTO_HTTP | CURLPROTO_HTTPS: a redirect can't lead to file:// or anywhere else.
    static let httpAndHTTPS = 3
}
