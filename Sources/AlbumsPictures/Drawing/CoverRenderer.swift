import AlbumsCore
import AlbumsImaging
import AlbumsPlatform
import AlbumsTerminal

/// A picture ready for the terminal: the cells it takes, and what the
/// terminal is sent besides them.
package struct DrawnPicture: Equatable, Sendable {
    package var columns: Int
    package var rows: Int
    /// The cells: the picture itself in cell modes and for kitty's placeholders; blank under an image.
    package var cells: [[Frame.Cell]]
    /// An image placed with the cursor at the cells' top left (kitty, iTerm2, sixel), over the blank cells.
    package var image: String?
    /// Sent once before the cells show (kitty's image, through tmux, for its placeholders).
    package var upload: String?

    /// For stdout: the image (or the cells as lines), ending with a newline.
    package var text: String {
        if let image { return (upload ?? "") + image + "\n" }
        return (upload ?? "") + CellLines.lines(cells).map { $0 + "\n" }.joined()
    }
}

/// A cover decoded for a box of cells: the pixels the box needs in its mode,
/// the file's own bytes (iTerm2 is sent them), and the cells it fits. Data,
/// not drawing: the browser's model holds this, its view draws it.
package struct CoverImage: Equatable, Sendable {
    package var image: RGBAImage
    package var original: Data?
    package var box: PictureSize

    package init(image: RGBAImage, original: Data? = nil, box: PictureSize) {
        self.image = image
        self.original = original
        self.box = box
    }
}

/// The one way a cover is drawn, in every command: fitted into a box of cells
/// first, then decoded straight to the pixels that box needs in the target's
/// mode, so that neither the picture nor the memory it takes grows with the
/// size the image claims. `show`, `list --art`, `art` and `browse` all call it.
package enum CoverRenderer {
    /// The image in `data`, in at most `columns`×`maxRows` cells.
    package static func draw(_ data: Data, columns: Int, maxRows: Int, target: PictureTarget) throws(ImageDecodingError) -> DrawnPicture {
        render(try decode(data, columns: columns, maxRows: maxRows, target: target), target: target)
    }

    /// The image in `data` fitted into at most `columns`×`maxRows` cells and
    /// decoded straight to the pixels the target's mode needs there.
    package static func decode(_ data: Data, columns: Int, maxRows: Int, target: PictureTarget) throws(ImageDecodingError) -> CoverImage {
        let bytes = [UInt8](data)
        guard let size = ImageDecoder.shownDimensions(bytes) else {
            // No size in the header: the smallest decode says what is wrong, or gives a picture to fit.
            let small = try ImageDecoder.decode(bytes, scale: 8).image
            return CoverImage(image: small, original: data, box: fit((small.width, small.height), columns, maxRows, target))
        }
        let box = fit(size, columns, maxRows, target)
        let image = try ImageDecoder.decode(bytes, resizedTo: pixels(for: box, image: size, target: target)).image
        return CoverImage(image: image, original: data, box: box)
    }

    /// A decoded cover, drawn.
    package static func render(_ cover: CoverImage, target: PictureTarget) -> DrawnPicture {
        render(cover.image, original: cover.original, box: cover.box, target: target)
    }

    /// An image already decoded, in at most `columns`×`maxRows` cells.
    package static func render(_ image: RGBAImage, original: Data? = nil, columns: Int, maxRows: Int = PictureSize.defaultMaxRows, target: PictureTarget) -> DrawnPicture {
        render(image, original: original, box: fit((image.width, image.height), columns, maxRows, target), target: target)
    }

    /// The cells a picture takes: its aspect kept, a cell as tall as the terminal says.
    package static func fit(_ size: (width: Int, height: Int), _ columns: Int, _ maxRows: Int, _ target: PictureTarget) -> PictureSize {
        let limit = target.kittyThroughTmux ? KittyPlaceholders.limit : Int.max
        let aspect = target.style?.aspect(target.cell) ?? 2
        return PictureSize.fitting(size, columns: min(columns, limit), maxRows: min(maxRows, limit), aspect: aspect)
    }

    /// The pixels to decode to for `box`: those the target's style draws it from.
    package static func pixels(for box: PictureSize, image: (width: Int, height: Int), target: PictureTarget) -> (width: Int, height: Int) {
        target.style?.pixels(for: box, image: image, cell: target.cell) ?? (box.columns, box.rows * 2)
    }

    package static func render(_ image: RGBAImage, original: Data?, box: PictureSize, target: PictureTarget) -> DrawnPicture {
        let (columns, rows) = (box.columns, box.rows)
        guard let style = target.style else { return DrawnPicture(columns: 0, rows: 0, cells: [], image: nil, upload: nil) }
        let blank = Array(repeating: Array(repeating: Frame.Cell.blank, count: columns), count: rows)
        func picture(_ cells: [[Frame.Cell]], image: String? = nil, upload: String? = nil) -> DrawnPicture {
            DrawnPicture(columns: columns, rows: rows, cells: cells, image: image, upload: upload)
        }
        // As many pixels as the style draws the box from (never more than an image protocol needs): sharp, no more.
        func pixels() -> RGBAImage {
            let (width, height) = style.pixels(for: box, image: (image.width, image.height), cell: target.cell)
            return Resample.areaAverage(image, width: width, height: height)
        }
        switch style.pixelMode {
        case .symbols:
            return picture(BlockCells.cells(pixels(), columns: columns, rows: rows, shape: style.shape).map { line in
                line.map { cell in Frame.Cell(text: cell.symbol, style: Self.style(cell, depth: style.depth)) }
            })
        case .kitty where target.throughTmux:
            let id = KittyPlaceholders.id(for: original ?? Data(image.pixels.prefix(4096)))
            return picture(KittyPlaceholders.cells(id: id, columns: columns, rows: rows),
                           upload: KittyPlaceholders.upload(pixels(), id: id, columns: columns, rows: rows))
        case .kitty:
            return picture(blank, image: PictureRenderer.kitty(pixels(), columns: columns, rows: rows))
        case .iterm:
            return picture(blank, image: PictureRenderer.iterm(original ?? Data(PNGFile.encode(image)), columns: columns, rows: rows))
        case .sixel:
            return picture(blank, image: Sixel.encode(pixels(), dither: target.dither.quantizer))
        }
    }

    private static func style(_ cell: BlockCells.Cell, depth: PictureStyle.ColorDepth) -> Frame.Style {
        func color(_ rgb: Quantizer.RGB) -> Frame.Color {
            switch depth {
            case .xterm256: return .palette(UInt8(Xterm256.nearest((Int(rgb.r), Int(rgb.g), Int(rgb.b)))))
            case .trueColor: return .rgb(rgb.r, rgb.g, rgb.b)
            }
        }
        return Frame.Style(foreground: color(cell.foreground), background: color(cell.background))
    }

    /// Why an image could not be drawn, for people.
    package static func describe(_ error: ImageDecodingError) -> String {
        switch error {
        case .unknownFormat: return "it is neither a PNG nor a JPEG"
        case .truncated: return "the file ends too early"
        case .corrupt(let detail): return "it is damaged (\(detail))"
        case .unsupported(let detail): return "\(detail) is not supported"
        case .tooLarge(let width, let height): return "it is too large (\(width)×\(height) pixels)"
        }
    }
}

/// Cells as lines of text for stdout: each cell's colours written only when
/// they change, each line ending with a reset.
package enum CellLines {
    package static func lines(_ cells: [[Frame.Cell]]) -> [String] {
        cells.map { row in
            var line = ""
            var last: Frame.Style?
            for cell in row {
                if cell.style != last {
                    let codes = [cell.style.foreground.map { FrameWriter.code($0, background: false) },
                                 cell.style.background.map { FrameWriter.code($0, background: true) }].compactMap { $0 }
                    line += codes.isEmpty ? "\u{1B}[0m" : "\u{1B}[" + codes.joined(separator: ";") + "m"
                    last = cell.style
                }
                line += cell.text
            }
            return line + "\u{1B}[0m"
        }
    }
}
