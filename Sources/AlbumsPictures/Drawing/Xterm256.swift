import AlbumsPlatform

/// The xterm 256-colour palette: a 6×6×6 cube and 24 greys.
package enum Xterm256 {
    package static let levels = [0, 95, 135, 175, 215, 255]

    package static func nearest(_ color: (Int, Int, Int)) -> Int {
        func level(_ value: Int) -> Int { value < 48 ? 0 : (value < 115 ? 1 : (value - 35) / 40) }
        let (r, g, b) = (level(color.0), level(color.1), level(color.2))
        let cube = (levels[r], levels[g], levels[b])
        let average = (color.0 + color.1 + color.2) / 3
        let greyIndex = average > 238 ? 23 : max(0, (average - 3) / 10)
        let grey = 8 + greyIndex * 10
        func distance(_ a: (Int, Int, Int)) -> Int {
            let (dr, dg, db) = (a.0 - color.0, a.1 - color.1, a.2 - color.2)
            return dr * dr + dg * dg + db * db
        }
        return distance((grey, grey, grey)) < distance(cube) ? 232 + greyIndex : 16 + 36 * r + 6 * g + b
    }
}
