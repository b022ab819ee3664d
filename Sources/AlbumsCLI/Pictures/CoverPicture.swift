import AlbumsCore
import AlbumsImaging
import Foundation

/// A cover drawn in the terminal: decoded no larger than the picture needs.
public enum CoverPicture {
    public static func draw(_ data: Data, mode: PictureMode, columns: Int) throws(ImageDecodingError) -> String {
        guard mode != .none, mode != .auto else { return "" }
        let bytes = [UInt8](data)
        let size = ImageDecoder.dimensions(bytes)
        // Without a size from the header, the rows follow the decoded image.
        let rows = size.map { PictureRenderer.rows(for: $0, columns: columns) }
        let needed = mode == .kitty || mode == .iterm ? (min(size?.width ?? 1, columns * 10), 1) : (columns, (rows ?? 1) * 2)
        let decoded = try decode(bytes, size: size, toFill: needed.0, needed.1)
        return PictureRenderer.render(decoded.image, original: data, mode: mode, columns: columns, rows: rows)
    }

    /// Decoded no larger than a `width`×`height` picture needs: at the coarsest
    /// JPEG scale that still covers it when the header gave the image's `size`;
    /// whole otherwise, so that the decoder can say what is wrong.
    static func decode(_ bytes: [UInt8], size: (width: Int, height: Int)?, toFill width: Int, _ height: Int) throws(ImageDecodingError) -> DecodedImage {
        guard let size else { return try ImageDecoder.decode(bytes) }
        return try ImageDecoder.decode(bytes, scale: ImageDecoder.scale(for: size, atLeast: width, height))
    }

    /// Why an image could not be drawn, for people.
    public static func describe(_ error: ImageDecodingError) -> String {
        switch error {
        case .unknownFormat: return "it is neither a PNG nor a JPEG"
        case .truncated: return "the file ends too early"
        case .corrupt(let detail): return "it is damaged (\(detail))"
        case .unsupported(let detail): return "\(detail) is not supported"
        case .tooLarge(let width, let height): return "it is too large (\(width)×\(height) pixels)"
        }
    }
}
