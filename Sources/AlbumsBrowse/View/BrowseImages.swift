/// Covers as kitty, iTerm2 or sixel images in the browser. Those images are
/// not cells: they are placed over blank cells after the frame is written, and
/// must be taken away when the highlight moves, the page changes, or albums
/// ends. kitty deletes its images on request; an iTerm2 or sixel image goes
/// only when its cells are written again, so the frame is redrawn whole.
/// (Inside tmux, kitty's images are cells: Unicode placeholders, sent once.)
package enum BrowseImages {
    /// An image on screen: which cover, where.
    package struct Placed: Equatable, Sendable {
        package var albumID: String
        package var row: Int
        package var column: Int
        package var columns: Int
        package var rows: Int
    }

    /// kitty: delete every image placed (quietly).
    static let deleteAll = "\u{1B}_Ga=d,q=2\u{1B}\\"

    /// The image the model shows now, if its cover is an image, as the view drew it.
    package static func shown(_ model: BrowseModel, cache: BrowseView.Cache) -> (Placed, String)? {
        guard let (row, column, cover) = BrowseView.coverPosition(model),
              let placement = cache.picture(cover, target: model.pictureTarget).image else { return nil }
        return (Placed(albumID: cover.albumID, row: row, column: column, columns: cover.columns, rows: cover.rows), placement)
    }

    /// kitty's image inside tmux, to send before the frame that first shows its placeholder cells; nil when there is none.
    /// `key` names the cover and its box: another box is another placement, sent again.
    package static func upload(_ model: BrowseModel, cache: BrowseView.Cache) -> (key: String, bytes: String)? {
        guard let (_, _, cover) = BrowseView.coverPosition(model), let upload = cache.picture(cover, target: model.pictureTarget).upload else { return nil }
        return ("\(cover.albumID) \(cover.columns)×\(cover.rows)", upload)
    }

    /// What to write after a frame to go from the image on screen to the one
    /// shown now; `redraw`: write the whole frame first (iTerm2's old image).
    /// `framedWhole`: the frame just written was the whole screen, which took any image away.
    package static func transition(from placed: Placed?, to shown: (Placed, String)?, kitty: Bool, framedWhole: Bool) -> (bytes: String, redraw: Bool) {
        let before = framedWhole ? nil : placed
        if before == shown?.0 { return ("", false) }
        var bytes = ""
        if kitty {
            bytes += deleteAll
        } else if before != nil {
            return ("", true)
        }
        if let (image, placement) = shown {
            bytes += "\u{1B}[\(image.row + 1);\(image.column + 1)H" + placement
        }
        return (bytes, false)
    }
}
