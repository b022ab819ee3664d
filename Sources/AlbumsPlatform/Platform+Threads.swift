#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

extension Platform {
    /// Runs `body` on a thread of its own, detached: for the blocking reads
    /// (the keyboard, a child's output, the signal pipe) and libcurl's
    /// transfers, which must not hold one of Swift's concurrency threads.
    /// False when no thread could be made.
    @discardableResult
    public static func startThread(_ body: @escaping @Sendable () -> Void) -> Bool {
        final class Box: @unchecked Sendable {
            let body: @Sendable () -> Void
            init(_ body: @escaping @Sendable () -> Void) { self.body = body }
        }
        let box = Unmanaged.passRetained(Box(body)).toOpaque()
        #if canImport(Darwin)
        var thread: pthread_t?
        #else
        var thread = pthread_t()
        #endif
        let made = pthread_create(&thread, nil, { context in
            guard let context else { return nil }
            let box = Unmanaged<AnyObject>.fromOpaque(context).takeRetainedValue()
            (box as? Box)?.body()
            return nil
        }, box)
        guard made == 0 else {
            Unmanaged<AnyObject>.fromOpaque(box).release()
            return false
        }
        #if canImport(Darwin)
        if let thread { pthread_detach(thread) }
        #else
        pthread_detach(thread)
        #endif
        return true
    }

    /// write(2) and read(2), for code that has a `write` or `read` of its own in scope.
    public static func write(_ descriptor: Int32, _ bytes: UnsafeRawPointer?, _ count: Int) -> Int {
        #if canImport(Glibc)
        Glibc.write(descriptor, bytes, count)
        #elseif canImport(Musl)
        Musl.write(descriptor, bytes, count)
        #else
        Darwin.write(descriptor, bytes, count)
        #endif
    }

    public static func read(_ descriptor: Int32, _ bytes: UnsafeMutableRawPointer?, _ count: Int) -> Int {
        #if canImport(Glibc)
        Glibc.read(descriptor, bytes, count)
        #elseif canImport(Musl)
        Musl.read(descriptor, bytes, count)
        #else
        Darwin.read(descriptor, bytes, count)
        #endif
    }
}
