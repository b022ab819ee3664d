

/// What decoding produced: the image, and whether all of it was in the file.
public struct DecodedImage: Sendable {
    public var image: RGBAImage
    public var format: Format
    /// False when the file ended early or went bad part way: the rest is blank.
    public var isComplete: Bool

    public enum Format: String, Sendable {
        case png
        case jpeg
    }
}
