#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

extension Platform {
    /// The process's environment, read straight from `environ`: the same
    /// pairs as ProcessInfo's, for about a tenth of the instructions it spends
    /// on its first call (a cost every run of albums paid before main's work).
    /// A variable without `=` is left out; the first of two with one name wins,
    /// as `getenv` finds it.
    public static func environment() -> [String: String] {
        #if canImport(Darwin)
        // Darwin's documented way to `environ` from code that may be in a library (crt_externs.h).
        let start: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = _NSGetEnviron()?.pointee
        #else
        let start: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = environ
        #endif
        return start.map(environment) ?? [:]
    }

    /// The variables of a nil-terminated list of `NAME=value` strings.
    public static func environment(_ entries: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> [String: String] {
        var count = 0
        while entries[count] != nil { count += 1 }
        // Room for them all at once: growing the table as it fills costs more than reading them.
        var variables = [String: String](minimumCapacity: count)
        var cursor = entries
        while let entry = cursor.pointee {
            let bytes = UnsafeBufferPointer(start: UnsafeRawPointer(entry).assumingMemoryBound(to: UInt8.self), count: strlen(entry))
            if let equals = bytes.firstIndex(of: UInt8(ascii: "=")) {
                let name = String(decoding: UnsafeBufferPointer(rebasing: bytes[..<equals]), as: UTF8.self)
                if variables[name] == nil {
                    variables[name] = String(decoding: UnsafeBufferPointer(rebasing: bytes[(equals + 1)...]), as: UTF8.self)
                }
            }
            cursor += 1
        }
        return variables
    }
}

extension Platform {
    /// The user's home folder as the user database has it, whatever HOME says; nil when it can't say.
    public static func userHome() -> String? {
        guard let entry = getpwuid(getuid()), let folder = entry.pointee.pw_dir else { return nil }
        let home = String(cString: folder)
        return home.hasPrefix("/") ? home : nil
    }
}

extension Platform {
    /// The running executable's own path, its links resolved (where the
    /// URLSession transport's library is looked for); nil when it can't say.
    public static func executablePath() -> String? {
        #if os(Linux)
        let given = "/proc/self/exe"
        #else
        var size = UInt32(4096)
        var buffer = [CChar](repeating: 0, count: Int(size))
        guard _NSGetExecutablePath(&buffer, &size) == 0 else { return nil }
        let given = String(cString: buffer)
        #endif
        guard let resolved = realpath(given, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
