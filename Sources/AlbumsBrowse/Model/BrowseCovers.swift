import AlbumsCore
import AlbumsPictures
import AlbumsPlatform

/// The highlighted album's cover, on the chart's pane and the detail page:
/// which one is wanted, the work that loads it, and what is done with it when
/// it comes. A cover is asked for with the way covers are drawn now, decoded
/// for that way, and dropped when it comes back after the way changed.
extension BrowseModel {
    /// The cover the page on top shows (where it says, `BrowsePage.cover`), when it isn't the one at hand.
    func coverEffects() -> [BrowseEffect] {
        guard pictures, !isTooSmall, let album = selected, let place = onTop.cover(self) else { return [] }
        let size = (columns: place.columns, rows: place.rows)
        let target = pictureTarget
        if let cover, cover.albumID == album.id, cover.columns == size.columns, cover.rows == size.rows, cover.target == target { return [] }
        return [.run(.cover(album, columns: size.columns, rows: size.rows, target: target))]
    }

    /// A cover that came: kept when it was decoded for the way covers are drawn now, else asked for again.
    mutating func coverLoaded(_ loaded: Cover) -> [BrowseEffect] {
        guard loaded.target == pictureTarget else { return coverEffects() }
        cover = loaded
        return []
    }
}

extension BrowseWork {
    /// `album`'s cover through the run's covers (cached, swept at the end),
    /// decoded here, off the screen's path, for a box of `columns`×`rows` drawn as `target`.
    package struct CoverAsked: Hashable, Sendable {
        package var album: Album
        package var columns: Int
        package var rows: Int
        package var target: PictureTarget
    }

    package static func cover(_ album: Album, columns: Int, rows: Int, target: PictureTarget) -> BrowseWork {
        BrowseWork(.cover, carrying: CoverAsked(album: album, columns: columns, rows: rows, target: target)) { asked, work in
            let size = ArtworkSize.forBox(rows: asked.rows, target: asked.target)
            guard let loaded = try? await work.command.covers.cover(of: asked.album, size: size), !Task.isCancelled else { return nil }
            guard let image = try? CoverRenderer.decode(loaded.data, columns: asked.columns, maxRows: asked.rows, target: asked.target) else { return nil }
            return .coverLoaded(BrowseModel.Cover(albumID: asked.album.id, columns: asked.columns, rows: asked.rows, target: asked.target, image: image))
        }
    }
}
