

public enum ImageDecodingError: Error, Equatable, Sendable {
    /// Neither PNG nor JPEG.
    case unknownFormat
    /// Ends before the image could begin, or too early to hold the image it announces.
    case truncated
    case corrupt(String)
    case unsupported(String)
    /// Wider or taller than 16384 pixels, or more than `ImageLimits.maxPixels` in all.
    case tooLarge(width: Int, height: Int)
}
