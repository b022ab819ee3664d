import AlbumsClients
import AlbumsCore
import AlbumsImaging
import AlbumsPlatform

/// `albums art --file`: a local JPEG or PNG (`-`: from standard input),
/// decoded (at `--scale`) and drawn, or only decoded (`--decode-only`).
package enum LocalPicture {
    package static func draw(_ path: String, target: PictureTarget, columns: Int, maxRows: Int, scale: Int?) throws -> String {
        let data = try read(path)
        do throws(ImageDecodingError) {
            if let scale {
                let decoded = try ImageDecoder.decode([UInt8](data), scale: scale)
                return CoverRenderer.render(decoded.image, original: data, columns: columns, maxRows: maxRows, target: target).text
            }
            return try CoverRenderer.draw(data, columns: columns, maxRows: maxRows, target: target).text
        } catch {
            throw Failure("couldn't draw \(name(path))", why: CoverRenderer.describe(error))
        }
    }

    /// Decoded, and nothing drawn.
    package static func decode(_ path: String, scale: Int?) throws {
        let data = try read(path)
        do throws(ImageDecodingError) {
            _ = try ImageDecoder.decode([UInt8](data), scale: scale ?? 1)
        } catch {
            throw Failure("couldn't decode \(name(path))", why: CoverRenderer.describe(error))
        }
    }

    /// The path as messages name it.
    package static func name(_ path: String) -> String {
        path == "-" ? "the picture from standard input" : path
    }

    /// The most a picture may be, from a file or standard input.
    package static let limit = 64 << 20

    /// The file's bytes; `-`: standard input's, to its end.
    private static func read(_ path: String) throws(Failure) -> Data {
        do {
            if path == "-" { return try FileReading.stream(0, limit: limit, name: "standard input") }
            return try FileReading.contents(of: path, limit: limit)
        } catch {
            throw Failure("couldn't read \(name(path))", why: error.reason,
                          suggestion: path == "-" ? "pipe a JPEG or PNG into it: albums art --file - < photo.jpg" : "give the path of a JPEG or PNG file")
        }
    }
}
