import AlbumsClients
import AlbumsCore
import AlbumsImaging
import Foundation

/// Small covers for `albums list --art`, loaded all at once through the image pipeline.
enum ThumbnailLoader {
    /// Apple's smallest artwork that still has enough pixels for 6×6.
    static let size = 100

    static func load(_ albums: [Album], palette: Bool, context: CommandContext) async -> [String: [String]] {
        let pipeline = context.imagePipeline()
        let (columns, rows) = ListView.thumbnailSize
        let pictures = await Spinner.run("Loading covers…", on: context.world.console.err, style: context.errStyle) {
            await withTaskGroup(of: (String, [String])?.self) { group in
                for album in albums {
                    group.addTask {
                        guard let artwork = album.artworkURL, let url = WebURL.parse(ArtworkURL.sized(artwork, size)),
                              let data = try? await pipeline.load(url).data else { return nil }
                        let bytes = [UInt8](data)
                        guard let size = ImageDecoder.dimensions(bytes),
                              let decoded = try? CoverPicture.decode(bytes, size: size, toFill: columns, rows * 2)
                        else { return nil }
                        return (album.id, PictureRenderer.halfBlocks(decoded.image, columns: columns, rows: rows, palette: palette))
                    }
                }
                var pictures: [String: [String]] = [:]
                for await picture in group {
                    if let (id, lines) = picture { pictures[id] = lines }
                }
                return pictures
            }
        }
        _ = await pipeline.finish()
        return pictures
    }
}
