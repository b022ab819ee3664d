#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension String {
    /// The text's UTF-8 bytes, as Data. `Data(text.utf8)` first asks whether
    /// the bytes are `ContiguousBytes` with a dynamic cast, and a process's first
    /// such question scans every protocol conformance in the binary: 205,000
    /// instructions, a quarter of `albums --version`. This copies from the
    /// string's own buffer and asks nothing.
    public var utf8Data: Data {
        var text = self
        return text.withUTF8 { Data(buffer: $0) }
    }
}
