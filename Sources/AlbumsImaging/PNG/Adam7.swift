

/// Adam7: seven passes over ever finer grids.
enum Adam7 {
    struct Pass {
        var x: Int, y: Int, dx: Int, dy: Int, width: Int, height: Int
    }

    static func passes(width: Int, height: Int) -> [Pass] {
        let grid = [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]
        return grid.map { x, y, dx, dy in
            Pass(x: x, y: y, dx: dx, dy: dy,
                 width: width > x ? (width - x + dx - 1) / dx : 0,
                 height: height > y ? (height - y + dy - 1) / dy : 0)
        }
    }
}
