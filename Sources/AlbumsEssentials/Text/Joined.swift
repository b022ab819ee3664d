extension Array where Element == String {
    /// The strings with `separator` between them, as the standard library's
    /// `joined(separator:)` gives them. That one is generic over the collection
    /// and isn't specialised for arrays: its first call looks up `Array`'s
    /// associated types at run time, and the lookup scans every protocol
    /// conformance in the binary (237,000 instructions, 3 % of the stub chart);
    /// each later call costs some 6,000 instructions a chart row. Being declared
    /// on `Array` itself, this one is chosen for every array of strings in the
    /// modules that import AlbumsCore. It copies each string's UTF-8 once, into
    /// a string made at its final length.
    public func joined(separator: String = "") -> String {
        var separator = separator
        let gaps = Swift.max(count - 1, 0)
        let length = reduce(separator.utf8.count * gaps) { $0 + $1.utf8.count }
        return separator.withUTF8 { gap in
            String(unsafeUninitializedCapacity: length) { buffer in
                var end = 0
                for index in indices {
                    if index > 0 { end = Self.copy(gap, into: buffer, at: end) }
                    var text = self[index]
                    end = text.withUTF8 { Self.copy($0, into: buffer, at: end) }
                }
                return end
            }
        }
    }

    private static func copy(_ bytes: UnsafeBufferPointer<UInt8>, into buffer: UnsafeMutableBufferPointer<UInt8>, at start: Int) -> Int {
        guard let source = bytes.baseAddress, let target = buffer.baseAddress, !bytes.isEmpty else { return start }
        (target + start).update(from: source, count: bytes.count)
        return start + bytes.count
    }
}
