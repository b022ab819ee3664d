import AlbumsCore
import AlbumsImaging
import Foundation

/// Draws an image in the terminal. `columns` is the width in cells; the height
/// keeps the aspect ratio, a cell being about twice as tall as it is wide.
public enum PictureRenderer {
    /// Cells high for a picture `columns` wide, keeping the aspect ratio.
    public static func rows(for image: (width: Int, height: Int), columns: Int) -> Int {
        max(1, Int((Double(columns) * Double(image.height) / Double(max(1, image.width)) / 2).rounded()))
    }

    /// The picture, one text line per cell row, each ending in a newline. `original`
    /// is the file's own bytes, which iTerm2 is sent as they are. Without `rows`,
    /// the picture is fitted into `columns` and at most 100 rows.
    public static func render(_ image: RGBAImage, original: Data? = nil, mode: PictureMode, columns: Int, rows: Int? = nil) -> String {
        let fitted = PictureSize.fitting((image.width, image.height), columns: max(1, columns), maxRows: PictureSize.defaultMaxRows)
        let columns = rows == nil ? fitted.columns : max(1, columns)
        let rows = rows ?? fitted.rows
        switch mode {
        case .none, .auto:
            return ""
        case .blocks, .ansi256:
            return halfBlocks(image, columns: columns, rows: rows, palette: mode == .ansi256).joined(separator: "\n") + "\n"
        case .kitty:
            return kitty(image, columns: columns, rows: rows)
        case .iterm:
            return iterm(original ?? Data(PNGFile.encode(image)), columns: columns, rows: rows)
        }
    }

    /// Each cell an upper half block `▀`: the foreground is the top pixel, the
    /// background the bottom one. Colours are written only when they change.
    public static func halfBlocks(_ image: RGBAImage, columns: Int, rows: Int, palette: Bool) -> [String] {
        var lines: [String] = []
        for colors in halfBlockColors(image, columns: columns, rows: rows) {
            var line = ""
            var last: (String, String)?
            for (top, bottom) in colors {
                let codes = palette
                    ? ("38;5;\(Xterm256.nearest(top))", "48;5;\(Xterm256.nearest(bottom))")
                    : ("38;2;\(top.0);\(top.1);\(top.2)", "48;2;\(bottom.0);\(bottom.1);\(bottom.2)")
                if last.map({ $0 != codes }) ?? true {
                    line += "\u{1B}[\(codes.0);\(codes.1)m"
                    last = codes
                }
                line += "▀"
            }
            lines.append(line + "\u{1B}[0m")
        }
        return lines
    }

    /// Each cell's colours, top pixel and bottom pixel, row by row.
    public static func halfBlockColors(_ image: RGBAImage, columns: Int, rows: Int) -> [[(top: (Int, Int, Int), bottom: (Int, Int, Int))]] {
        let small = Resample.areaAverage(image, width: columns, height: rows * 2)
        return (0..<rows).map { row in
            (0..<columns).map { column in (color(small, column, row * 2), color(small, column, row * 2 + 1)) }
        }
    }

    /// The same half blocks as cells of a frame, for the browser.
    public static func halfBlockCells(_ image: RGBAImage, columns: Int, rows: Int, palette: Bool) -> [[Frame.Cell]] {
        func color(_ rgb: (Int, Int, Int)) -> Frame.Color {
            palette ? .palette(UInt8(Xterm256.nearest(rgb))) : .rgb(UInt8(rgb.0), UInt8(rgb.1), UInt8(rgb.2))
        }
        return halfBlockColors(image, columns: columns, rows: rows).map { colors in
            colors.map { top, bottom in Frame.Cell(text: "▀", style: Frame.Style(foreground: color(top), background: color(bottom))) }
        }
    }

    /// The pixel over black (a terminal's background is unknown; black is the common one).
    private static func color(_ image: RGBAImage, _ x: Int, _ y: Int) -> (Int, Int, Int) {
        let p = image.pixel(x: x, y: min(y, image.height - 1))
        let alpha = Int(p.a)
        return (Int(p.r) * alpha / 255, Int(p.g) * alpha / 255, Int(p.b) * alpha / 255)
    }

    /// kitty's graphics protocol: RGBA pixels, base64, in chunks of 4096 bytes,
    /// placed over `columns`×`rows` cells.
    public static func kitty(_ image: RGBAImage, columns: Int, rows: Int) -> String {
        // Enough pixels for a sharp picture, no more: about 10×20 per cell.
        let (width, height) = PictureSize(columns: columns, rows: rows).kittyPixels(for: (image.width, image.height))
        let pixels = Resample.areaAverage(image, width: width, height: height).pixels
        // 3072 bytes are exactly 4096 characters of base64: one chunk each.
        let chunkBytes = 3072
        let count = max(1, (pixels.count + chunkBytes - 1) / chunkBytes)
        var text = ""
        text.reserveCapacity(pixels.count * 4 / 3 + count * 16 + 64)
        for index in 0..<count {
            let more = index < count - 1 ? 1 : 0
            let keys = index == 0 ? "a=T,f=32,s=\(width),v=\(height),c=\(columns),r=\(rows),q=2,m=\(more)" : "m=\(more)"
            let slice = pixels[min(pixels.count, index * chunkBytes)..<min(pixels.count, (index + 1) * chunkBytes)]
            text += "\u{1B}_G\(keys);\(Data(slice).base64EncodedString())\u{1B}\\"
        }
        return text + "\n"
    }

    /// iTerm2's inline images: the file's own bytes, base64, sized in cells.
    public static func iterm(_ bytes: Data, columns: Int, rows: Int) -> String {
        "\u{1B}]1337;File=inline=1;size=\(bytes.count);width=\(columns);height=\(rows);preserveAspectRatio=1:\(bytes.base64EncodedString())\u{07}\n"
    }
}
