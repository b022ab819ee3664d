import AlbumsCore
import AlbumsImaging
import AlbumsPictures
import AlbumsPlatform
import AlbumsShape

/// Small covers for `albums list --art`, all loaded at once through the run's covers.
package enum Thumbnails {
    /// The cells each takes beside its row of the table.
    package static let cells = (columns: 6, rows: 3)

    /// Each album's picture by id, one string per cell row. Images (kitty,
    /// iTerm2, sixel) can't sit inside a table row, so they become blocks.
    package static func load(for albums: [Album], mode: PictureMode, context: CommandContext) async -> [String: [String]] {
        guard mode.draws else { return [:] }
        let target = context.pictureTarget(mode).asCells
        let covers = context.covers
        let (columns, rows) = cells
        return await context.spinning("Loading covers…") {
            await withTaskGroup(of: (String, [String])?.self) { group in
                for album in albums {
                    group.addTask {
                        guard let data = try? await covers.cover(of: album, size: ArtworkSize.thumbnail).data else { return nil }
                        guard let picture = try? CoverRenderer.draw(data, columns: columns, maxRows: rows, target: target) else { return nil }
                        return (album.id, CellLines.lines(picture.cells))
                    }
                }
                var pictures: [String: [String]] = [:]
                for await picture in group {
                    if let (id, lines) = picture { pictures[id] = lines }
                }
                return pictures
            }
        }
    }
}
