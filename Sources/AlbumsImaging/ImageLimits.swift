

/// What a decoder agrees to allocate, whatever a file claims.
public enum ImageLimits {
    public static let maxSide = 16384
    public static let maxPixels = 40_000_000

    static func check(width: Int, height: Int) throws(ImageDecodingError) {
        guard width > 0, height > 0 else { throw .corrupt("the image has no pixels") }
        guard width <= maxSide, height <= maxSide, width * height <= maxPixels else {
            throw .tooLarge(width: width, height: height)
        }
    }
}
