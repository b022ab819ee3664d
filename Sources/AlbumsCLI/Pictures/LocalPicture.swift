import AlbumsClients
import AlbumsCore
import AlbumsImaging
import Foundation

/// `albums art --file`: a local JPEG or PNG, decoded (at `--scale`) and drawn,
/// or only decoded with `--art none`.
enum LocalPicture {
    static func draw(_ path: String, mode: PictureMode, columns: Int, maxRows: Int, scale: Int?) throws -> ArtCommand.State {
        let data: Data
        do { data = try FileReading.contents(of: path, limit: 64 << 20) } catch {
            throw Failure("couldn't read \(path)", why: error.reason, suggestion: "give the path of a JPEG or PNG file")
        }
        do throws(ImageDecodingError) {
            if mode == .none || scale != nil {
                let decoded = try ImageDecoder.decode([UInt8](data), scale: scale ?? 1)
                if mode == .none { return .decoded }
                let fitted = PictureSize.fitting((decoded.image.width, decoded.image.height), columns: columns, maxRows: maxRows)
                return .drawn(PictureRenderer.render(decoded.image, original: data, mode: mode, columns: fitted.columns, rows: fitted.rows))
            }
            return .drawn(try CoverPicture.draw(data, mode: mode, columns: columns, maxRows: maxRows))
        } catch {
            throw Failure("couldn't draw \(path)", why: CoverPicture.describe(error))
        }
    }
}
