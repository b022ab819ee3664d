import AlbumsPlatform
import Synchronization

struct EasyHandle: @unchecked Sendable {
    let pointer: OpaquePointer
}
