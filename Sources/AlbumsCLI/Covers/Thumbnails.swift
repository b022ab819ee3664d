import AlbumsCore
import AlbumsImaging
import Foundation

/// Small covers for `albums list --art`, all loaded at once through the run's covers.
enum Thumbnails {
    /// Apple's smallest artwork that still has enough pixels for 6×6.
    static let size = 100

    /// Each album's picture by id, one string per cell row. kitty and iTerm2
    /// images can't sit inside a table row, so they become blocks.
    static func load(for albums: [Album], mode: PictureMode, context: CommandContext) async -> [String: [String]] {
        let palette: Bool
        switch mode {
        case .none, .auto: return [:]
        case .ansi256: palette = true
        case .blocks, .kitty, .iterm: palette = false
        }
        let covers = context.covers
        let (columns, rows) = ListView.thumbnailSize
        return await context.spinning("Loading covers…") {
            await withTaskGroup(of: (String, [String])?.self) { group in
                for album in albums {
                    group.addTask {
                        guard let data = try? await covers.cover(of: album, size: size).data else { return nil }
                        guard let decoded = try? ImageDecoder.decode([UInt8](data), resizedTo: (columns, rows * 2)) else { return nil }
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
    }
}
