import AlbumsClients
import AlbumsCore
import AlbumsEssentials
import AlbumsPlatform
import AlbumsTerminal

/// What `albums art --output` says once the cover is saved.
package enum ArtView {
    package static func saved(_ album: Album, data: Data, size: Int, file: String) -> String {
        let format = ImageFormat(sniffing: data).map { $0.rawValue.uppercased() } ?? "image"
        return "Saved the cover of \(Sanitizer.line(album.name)) (\(format), \(ByteSize.describe(data.count))) to \(Sanitizer.line(file))\n"
    }
}
