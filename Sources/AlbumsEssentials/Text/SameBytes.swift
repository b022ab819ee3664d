/// Whether two runs of bytes are equal, byte for byte, eight at a time: the
/// one way albums compares bytes it has read with bytes it expects (history
/// lines and names, feed member names). `elementsEqual` on buffers and on a
/// String's UTF-8 is a generic loop, one step a byte.
public enum SameBytes {
    public static func equal(_ left: UnsafeBufferPointer<UInt8>, _ right: UnsafeBufferPointer<UInt8>) -> Bool {
        guard left.count == right.count else { return false }
        guard let a = left.baseAddress, let b = right.baseAddress else { return true }  // both empty
        return ByteSearch.same(a, b, count: left.count)
    }
}
