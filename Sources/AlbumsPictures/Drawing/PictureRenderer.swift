import AlbumsCore
import AlbumsImaging
import AlbumsPlatform
import AlbumsTerminal

/// The encoders behind `CoverRenderer`: an image already at the size it is
/// drawn at, turned into cells or into an image protocol's bytes.
package enum PictureRenderer {
    /// Cells high for a picture `columns` wide, keeping the aspect ratio, a cell `aspect` times taller than wide.
    package static func rows(for image: (width: Int, height: Int), columns: Int, aspect: Double = 2) -> Int {
        max(1, Int((Double(columns) * Double(image.height) / Double(max(1, image.width)) / aspect).rounded()))
    }

    /// kitty's graphics protocol: `image`'s RGBA pixels as they are, base64, in
    /// chunks of 4096 bytes, placed over `columns`×`rows` cells.
    package static func kitty(_ image: RGBAImage, columns: Int, rows: Int) -> String {
        kittyChunks(image.pixels, first: "a=T,f=32,s=\(image.width),v=\(image.height),c=\(columns),r=\(rows),q=2").joined()
    }

    /// RGBA pixels as kitty's chunked transmission: `first`'s keys on the first chunk, `m` on each.
    static func kittyChunks(_ pixels: [UInt8], first: String) -> [String] {
        // 3072 bytes are exactly 4096 characters of base64: one chunk each.
        let chunkBytes = 3072
        let count = max(1, (pixels.count + chunkBytes - 1) / chunkBytes)
        return (0..<count).map { index in
            let more = index < count - 1 ? 1 : 0
            let keys = index == 0 ? "\(first),m=\(more)" : "m=\(more)"
            let slice = pixels[min(pixels.count, index * chunkBytes)..<min(pixels.count, (index + 1) * chunkBytes)]
            return "\u{1B}_G\(keys);\(Data(slice).base64EncodedString())\u{1B}\\"
        }
    }

    /// iTerm2's inline images: the file's own bytes, base64, sized in cells.
    package static func iterm(_ bytes: Data, columns: Int, rows: Int) -> String {
        "\u{1B}]1337;File=inline=1;size=\(bytes.count);width=\(columns);height=\(rows);preserveAspectRatio=1:\(bytes.base64EncodedString())\u{07}"
    }
}
