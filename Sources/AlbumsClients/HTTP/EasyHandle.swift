#if os(Linux)
import Foundation
import Synchronization
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

struct EasyHandle: @unchecked Sendable {
    let pointer: OpaquePointer
}
#endif
