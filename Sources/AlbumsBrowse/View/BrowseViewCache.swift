import AlbumsCommands
import AlbumsCore
import AlbumsPictures
import Synchronization

extension BrowseView {
    /// What the view keeps between frames, so a keypress doesn't redo it:
    /// `list`'s table of the albums at the table's width (made again when
    /// anything the table shows of them changes, or the width), and the
    /// highlighted cover as drawn (again when the cover or how covers are
    /// drawn changes). The model holds neither.
    package final class Cache: Sendable {
        /// Everything the table is made of: the albums as they are (ranks, movement, dates, genres, …), and the width.
        private struct TableKey: Equatable {
            package var albums: [Album]
            package var width: Int
        }

        private struct PictureKey: Equatable {
            package var cover: BrowseModel.Cover
            package var target: PictureTarget
        }

        private let table = Mutex<(key: TableKey, lines: [String])?>(nil)
        private let picture = Mutex<(key: PictureKey, drawn: DrawnPicture)?>(nil)
        private let counts = Mutex((tables: 0, pictures: 0))

        package init() {}

        /// How many tables and pictures were made, for tests that they are made only when needed.
        package var made: (tables: Int, pictures: Int) { counts.withLock { $0 } }

        /// The chart's table, header first.
        package func table(_ model: BrowseModel) -> [String] {
            let key = TableKey(albums: model.albums, width: model.tableWidth)
            if let kept = table.withLock({ $0 }), kept.key == key { return kept.lines }
            let lines = model.albums.isEmpty ? [] : ListView.table(model.albums).render(maxWidth: model.tableWidth, style: BrowseView.colours)
                .split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
            table.withLock { $0 = (key, lines) }
            counts.withLock { $0.tables += 1 }
            return lines
        }

        /// `cover` drawn as `target` says.
        package func picture(_ cover: BrowseModel.Cover, target: PictureTarget) -> DrawnPicture {
            let key = PictureKey(cover: cover, target: target)
            if let kept = picture.withLock({ $0 }), kept.key == key { return kept.drawn }
            let drawn = CoverRenderer.render(cover.image, target: target)
            picture.withLock { $0 = (key, drawn) }
            counts.withLock { $0.pictures += 1 }
            return drawn
        }
    }
}
