import AlbumsClients
import AlbumsCore
import AlbumsImaging
import Foundation

/// `albums art --file`: a local JPEG or PNG, decoded (at `--scale`) and drawn,
/// or only decoded with `--art none`.
enum LocalPicture {
    static func draw(_ path: String, target: PictureTarget, columns: Int, maxRows: Int, scale: Int?) throws -> ArtCommand.State {
        let data: Data
        do { data = try FileReading.contents(of: path, limit: 64 << 20) } catch {
            throw Failure("couldn't read \(path)", why: error.reason, suggestion: "give the path of a JPEG or PNG file")
        }
        do throws(ImageDecodingError) {
            if target.mode == .none || scale != nil {
                let decoded = try ImageDecoder.decode([UInt8](data), scale: scale ?? 1)
                if target.mode == .none { return .decoded }
                return .drawn(CoverRenderer.render(decoded.image, original: data, columns: columns, maxRows: maxRows, target: target).text)
            }
            return .drawn(try CoverRenderer.draw(data, columns: columns, maxRows: maxRows, target: target).text)
        } catch {
            throw Failure("couldn't draw \(path)", why: CoverRenderer.describe(error))
        }
    }
}
