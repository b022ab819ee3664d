/// An album's run as an inline SVG: its rank over time in a few charts, one
/// line each (the best first), rank 1 at the top. Dates and ranks are the
/// site's numbers; the only text from a feed is a chart's title, escaped.
package enum RunGraph {
    package struct Series: Equatable, Sendable {
        package var title: String
        package var ranks: [(updated: Int64, rank: Int?)]

        package init(title: String, ranks: [(updated: Int64, rank: Int?)]) {
            self.title = title
            self.ranks = ranks
        }

        package static func == (left: Series, right: Series) -> Bool {
            left.title == right.title && left.ranks.map(\.updated) == right.ranks.map(\.updated) && left.ranks.map(\.rank) == right.ranks.map(\.rank)
        }
    }

    static let colours: [HTML] = ["#0071e3", "#e3006d", "#1a7f37", "#b26b00", "#7d3cd6"]
    static let (width, height, left, right, top, bottom) = (640, 240, 36, 12, 10, 24)

    /// Nothing to draw: no series has a rank.
    package static func svg(_ series: [Series]) -> HTML {
        let drawn = series.filter { $0.ranks.contains { $0.rank != nil } }.prefix(colours.count)
        guard !drawn.isEmpty else { return HTML() }
        let dates = drawn.flatMap { $0.ranks.map(\.updated) }
        let (first, last) = (dates.min() ?? 0, dates.max() ?? 0)
        let worst = drawn.flatMap { $0.ranks.compactMap(\.rank) }.max() ?? 1
        let bottomRank = max(10, (worst + 9) / 10 * 10)
        let plotWidth = width - left - right, plotHeight = height - top - bottom
        func x(_ updated: Int64) -> Int {
            last == first ? left + plotWidth / 2 : left + Int((Double(updated - first) / Double(last - first) * Double(plotWidth)).rounded())
        }
        func y(_ rank: Int) -> Int { top + Int((Double(rank - 1) / Double(max(1, bottomRank - 1)) * Double(plotHeight)).rounded()) }
        var svg: HTML = "<svg class=\"run\" viewBox=\"0 0 \(width) \(height)\" role=\"img\" aria-label=\"Rank over time\">"
        for rank in Set([1, bottomRank / 2, bottomRank]).sorted() {
            svg += "<line class=\"grid\" x1=\"\(left)\" x2=\"\(width - right)\" y1=\"\(y(rank))\" y2=\"\(y(rank))\"/>"
            svg += "<text x=\"\(left - 4)\" y=\"\(y(rank) + 4)\" text-anchor=\"end\">#\(rank)</text>"
        }
        svg += "<text x=\"\(left)\" y=\"\(height - 6)\">\(SiteText.day(first))</text>"
        if last != first { svg += "<text x=\"\(width - right)\" y=\"\(height - 6)\" text-anchor=\"end\">\(SiteText.day(last))</text>" }
        for (index, series) in drawn.enumerated() {
            let colour = colours[index]
            // A line through each run of editions that list it; a dot where it stands alone.
            var run: [(Int, Int)] = []
            func flush() {
                if run.count == 1, let (px, py) = run.first {
                    svg += "<circle cx=\"\(px)\" cy=\"\(py)\" r=\"3\" fill=\"\(colour)\"/>"
                } else if run.count > 1 {
                    svg += "<polyline fill=\"none\" stroke=\"\(colour)\" stroke-width=\"2\" points=\"\(HTML.joined(run.map { "\($0.0),\($0.1)" }, separator: " "))\"/>"
                }
                run = []
            }
            for point in series.ranks {
                guard let rank = point.rank else { flush(); continue }
                run.append((x(point.updated), y(rank)))
            }
            flush()
        }
        svg += "</svg><ul class=\"legend\">" + HTML.joined(drawn.enumerated().map { index, series in
            "<li><span style=\"color: \(colours[index])\">■</span> \(series.title)</li>"
        }) + "</ul>"
        return svg
    }
}
