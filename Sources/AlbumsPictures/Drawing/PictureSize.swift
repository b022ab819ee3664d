/// How many terminal cells a picture takes: as wide as asked, no taller than
/// allowed, the image's aspect kept (a cell is about twice as tall as it is
/// wide), and never more cells than the image has pixels to fill them. It
/// bounds everything drawn after it, whatever size the image claims to be.
package struct PictureSize: Equatable, Sendable {
    package var columns: Int
    package var rows: Int

    /// Pictures are never taller than this when the terminal's height is unknown.
    package static let defaultMaxRows = 100

    package init(columns: Int, rows: Int) {
        self.columns = columns
        self.rows = rows
    }

    /// `aspect`: how many times taller than wide a cell is (2 unless the terminal said).
    package static func fitting(_ image: (width: Int, height: Int), columns: Int, maxRows: Int, aspect: Double = 2) -> PictureSize {
        let width = max(1, image.width), height = max(1, image.height)
        let maxRows = max(1, maxRows)
        // One column per pixel and one row per two pixel rows at the most.
        var columns = max(1, min(columns, width))
        var rows = PictureRenderer.rows(for: (width, height), columns: columns, aspect: aspect)
        if rows > maxRows {
            rows = maxRows
            columns = max(1, min(columns, Int((Double(rows) * aspect * Double(width) / Double(height)).rounded())))
        }
        rows = max(1, min(rows, (height + 1) / 2))
        return PictureSize(columns: columns, rows: rows)
    }

    /// No picture is sent larger than this on either side, whatever the cells and the image.
    package static let largestPixels = 4096

    /// The pixels a picture is sent as for this size (kitty, sixel): as many
    /// as the cells have (10×20 each unless the terminal said), never more than
    /// the image has, nor than `largestPixels` a side.
    package func kittyPixels(for image: (width: Int, height: Int), cell: CellPixels = .assumed) -> (width: Int, height: Int) {
        pixels(for: image, cell: cell, enlarging: false)
    }

    /// The pixels a sixel picture is sent as: as many as the cells have, the
    /// image enlarged to them when it is smaller (a terminal draws a sixel at
    /// its own pixel size, where kitty's and iTerm2's fill the cells asked for),
    /// never more than `largestPixels` a side.
    package func sixelPixels(for image: (width: Int, height: Int), cell: CellPixels = .assumed) -> (width: Int, height: Int) {
        pixels(for: image, cell: cell, enlarging: true)
    }

    private func pixels(for image: (width: Int, height: Int), cell: CellPixels, enlarging: Bool) -> (width: Int, height: Int) {
        let width = max(1, image.width), height = max(1, image.height)
        let largest = Double(Self.largestPixels)
        let scale = min(enlarging ? .infinity : 1, Double(columns * cell.width) / Double(width), Double(rows * cell.height) / Double(height),
                        largest / Double(width), largest / Double(height))
        return (max(1, Int((Double(width) * scale).rounded())), max(1, Int((Double(height) * scale).rounded())))
    }
}
