import AlbumsClients
import AlbumsCore
import AlbumsImaging
import Foundation

/// `albums art --file`: a local JPEG or PNG, decoded (at `--scale`) and drawn,
/// or only decoded (`--decode-only`).
enum LocalPicture {
    static func draw(_ path: String, target: PictureTarget, columns: Int, maxRows: Int, scale: Int?) throws -> ArtCommand.State {
        let data = try read(path)
        do throws(ImageDecodingError) {
            if let scale {
                let decoded = try ImageDecoder.decode([UInt8](data), scale: scale)
                return .drawn(CoverRenderer.render(decoded.image, original: data, columns: columns, maxRows: maxRows, target: target).text)
            }
            return .drawn(try CoverRenderer.draw(data, columns: columns, maxRows: maxRows, target: target).text)
        } catch {
            throw Failure("couldn't draw \(path)", why: CoverRenderer.describe(error))
        }
    }

    /// Decoded, and nothing drawn.
    static func decode(_ path: String, scale: Int?) throws -> ArtCommand.State {
        let data = try read(path)
        do throws(ImageDecodingError) {
            _ = try ImageDecoder.decode([UInt8](data), scale: scale ?? 1)
            return .decoded
        } catch {
            throw Failure("couldn't decode \(path)", why: CoverRenderer.describe(error))
        }
    }

    private static func read(_ path: String) throws(Failure) -> Data {
        do { return try FileReading.contents(of: path, limit: 64 << 20) } catch {
            throw Failure("couldn't read \(path)", why: error.reason, suggestion: "give the path of a JPEG or PNG file")
        }
    }
}
