import AlbumsImaging
import Foundation

/// A cover drawn in the terminal: decoded no larger than the picture needs.
public enum CoverPicture {
    public static func draw(_ data: Data, mode: PictureMode, columns: Int) throws(ImageDecodingError) -> String {
        guard mode != .none, mode != .auto else { return "" }
        let bytes = [UInt8](data)
        // Without a readable size the decoder says what is wrong (or decodes it whole).
        guard let size = ImageDecoder.dimensions(bytes) else {
            let decoded = try ImageDecoder.decode(bytes)
            return PictureRenderer.render(decoded.image, original: data, mode: mode, columns: columns)
        }
        let rows = PictureRenderer.rows(for: size, columns: columns)
        let needed = mode == .kitty || mode == .iterm ? (min(size.width, columns * 10), 1) : (columns, rows * 2)
        let decoded = try ImageDecoder.decode(bytes, scale: ImageDecoder.scale(for: size, atLeast: needed.0, needed.1))
        return PictureRenderer.render(decoded.image, original: data, mode: mode, columns: columns, rows: rows)
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
