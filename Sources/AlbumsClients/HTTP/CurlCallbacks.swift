import AlbumsPlatform
import Synchronization

/// The callbacks libcurl calls, as C function pointers; the context is the exchange.
enum CurlCallbacks {
    typealias DataCallback = @convention(c) (UnsafeMutablePointer<CChar>?, Int, Int, UnsafeMutableRawPointer?) -> Int
    typealias ProgressCallback = @convention(c) (UnsafeMutableRawPointer?, Int64, Int64, Int64, Int64) -> Int32

    static let body: DataCallback = { data, size, count, context in
        guard let context else { return 0 }
        let exchange = Unmanaged<CurlExchange>.fromOpaque(context).takeUnretainedValue()
        return exchange.receive(body: UnsafeRawBufferPointer(start: data, count: size * count)) ? size * count : 0
    }

    static let header: DataCallback = { data, size, count, context in
        guard let context else { return 0 }
        let exchange = Unmanaged<CurlExchange>.fromOpaque(context).takeUnretainedValue()
        let line = String(decoding: UnsafeRawBufferPointer(start: data, count: size * count), as: UTF8.self)
        return exchange.receive(headerLine: line) ? size * count : 0
    }

    /// Non-zero stops the transfer: how a cancelled task ends it.
    static let progress: ProgressCallback = { context, _, _, _, _ in
        guard let context else { return 0 }
        return Unmanaged<CurlExchange>.fromOpaque(context).takeUnretainedValue().cancelled.load(ordering: .relaxed) ? 1 : 0
    }
}
