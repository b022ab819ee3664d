import AlbumsPlatform
import Synchronization

enum CurlInfo {
    static let effectiveURL: Int32 = 0x100001
    static let responseCode: Int32 = 0x200002
    /// The operating system's errno from the last connect, e.g. ECONNREFUSED.
    static let osErrno: Int32 = 0x200019
}
