import AlbumsCore
import AlbumsImaging
import Foundation

/// A cover drawn in the terminal: fitted into a box of cells first, then
/// decoded straight to the pixels that box needs, so that neither the picture
/// nor the memory it takes grows with the size the image claims.
public enum CoverPicture {
    public static func draw(_ data: Data, mode: PictureMode, columns: Int, maxRows: Int) throws(ImageDecodingError) -> String {
        guard mode != .none, mode != .auto else { return "" }
        let bytes = [UInt8](data)
        guard let size = ImageDecoder.dimensions(bytes) else {
            // No size in the header: the smallest decode says what is wrong, or gives a picture to fit.
            let small = try ImageDecoder.decode(bytes, scale: 8).image
            let fitted = PictureSize.fitting((small.width, small.height), columns: columns, maxRows: maxRows)
            return PictureRenderer.render(small, original: data, mode: mode, columns: fitted.columns, rows: fitted.rows)
        }
        let fitted = PictureSize.fitting(size, columns: columns, maxRows: maxRows)
        let pixels: (width: Int, height: Int)
        switch mode {
        case .kitty: pixels = fitted.kittyPixels(for: size)
        // iTerm2 is sent the file's own bytes; decoding a small copy only checks that they are an image.
        case .iterm: pixels = (min(size.width, 8), min(size.height, 8))
        default: pixels = (fitted.columns, fitted.rows * 2)
        }
        let image = try ImageDecoder.decode(bytes, resizedTo: pixels).image
        return PictureRenderer.render(image, original: data, mode: mode, columns: fitted.columns, rows: fitted.rows)
    }

    /// A cover as half-block cells fitted into `columns`×`maxRows`, for the browser.
    public static func cells(_ data: Data, columns: Int, maxRows: Int, palette: Bool) throws(ImageDecodingError) -> [[Frame.Cell]] {
        let bytes = [UInt8](data)
        var size: (width: Int, height: Int)
        if let header = ImageDecoder.dimensions(bytes) {
            size = header
        } else {
            let small = try ImageDecoder.decode(bytes, scale: 8).image
            size = (small.width, small.height)
        }
        let fitted = PictureSize.fitting(size, columns: columns, maxRows: maxRows)
        let image = try ImageDecoder.decode(bytes, resizedTo: (fitted.columns, fitted.rows * 2)).image
        return PictureRenderer.halfBlockCells(image, columns: fitted.columns, rows: fitted.rows, palette: palette)
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
