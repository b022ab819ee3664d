#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

extension Platform {
    /// When a file was last modified, in seconds since 1970: `st_mtim` on Linux, `st_mtimespec` on macOS.
    public static func modificationTime(_ info: stat) -> Double {
        #if os(Linux)
        return Double(info.st_mtim.tv_sec) + Double(info.st_mtim.tv_nsec) / 1e9
        #else
        return Double(info.st_mtimespec.tv_sec) + Double(info.st_mtimespec.tv_nsec) / 1e9
        #endif
    }
}

extension Platform {
    /// A file's bytes, mapped read-only. On Linux its pages are mapped at once
    /// (MAP_POPULATE) from the page cache: reading a file of a few hundred KB
    /// this way costs one call rather than a page fault per 4 KB.
    public static func mapForReading(_ descriptor: Int32, size: Int) -> UnsafeRawPointer? {
        guard size > 0 else { return nil }
        #if os(Linux)
        let flags = MAP_PRIVATE | MAP_POPULATE
        #else
        let flags = MAP_PRIVATE
        #endif
        guard let pointer = mmap(nil, size, PROT_READ, flags, descriptor, 0), pointer != MAP_FAILED else { return nil }
        return UnsafeRawPointer(pointer)
    }

    public static func unmap(_ pointer: UnsafeRawPointer, size: Int) {
        munmap(UnsafeMutableRawPointer(mutating: pointer), size)
    }
}

extension Platform {
    /// The names in a folder (not `.` and `..`), in the order the file system
    /// gives them; empty when it can't be read. One `readdir` pass, with none
    /// of Foundation's file-manager set-up.
    public static func folderEntries(_ folder: String) -> [String] {
        guard let directory = opendir(folder) else { return [] }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafePointer(to: &entry.pointee.d_name) { field in
                field.withMemoryRebound(to: CChar.self, capacity: MemoryLayout.size(ofValue: field.pointee)) { String(cString: $0) }
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names
    }
}

extension Platform {
    /// Flushes to disk every file written (and renamed) in `folder` and the
    /// folder itself, as one step: on Linux, `syncfs` of the folder's file
    /// system (one flush for thousands of files written without one); elsewhere,
    /// and where `syncfs` is missing, `fsync` of each of `files` and of the folder.
    /// False when a flush failed (the disk may not hold them).
    public static func flush(_ files: [String], in folder: String) -> Bool {
        let descriptor = openForReading(folder)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        #if os(Linux)
        typealias SyncFS = @convention(c) (Int32) -> Int32
        if let symbol = dlsym(nil, "syncfs") {
            return unsafeBitCast(symbol, to: SyncFS.self)(descriptor) == 0
        }
        #endif
        return flushEach(files, folder: descriptor)
    }

    /// Where there is no `syncfs` (macOS, a static binary): each of `files`,
    /// then the folder open at `descriptor`; false when one couldn't be.
    static func flushEach(_ files: [String], folder descriptor: Int32) -> Bool {
        var flushed = true
        for file in files {
            let each = openForReading(file)
            guard each >= 0 else { flushed = false; continue }
            if fsync(each) != 0 { flushed = false }
            close(each)
        }
        return fsync(descriptor) == 0 && flushed
    }
}

/// `open(2)` for reading (inside `Platform`, `open` is its library opener).
private func openForReading(_ path: String) -> Int32 {
    open(path, O_RDONLY | O_CLOEXEC)
}
