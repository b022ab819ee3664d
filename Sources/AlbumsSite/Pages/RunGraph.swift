/// An album's run as an inline SVG: its rank over time in a few charts (the
/// worldwide chart first, then its biggest markets), rank 1 at the top. Each
/// line is told apart without its colour: its own dash pattern, the same in
/// the legend, and its label at its end. Dates and ranks are the site's
/// numbers; the only text from a feed is a chart's title, escaped.
package enum RunGraph {
    package struct Series: Equatable, Sendable {
        package var title: String
        /// Written at the line's end: "World", "US".
        package var label: String
        package var ranks: [(updated: Int64, rank: Int?)]

        package init(title: String, label: String? = nil, ranks: [(updated: Int64, rank: Int?)]) {
            self.title = title
            self.label = label ?? title
            self.ranks = ranks
        }

        package static func == (left: Series, right: Series) -> Bool {
            left.title == right.title && left.label == right.label && left.ranks.map(\.updated) == right.ranks.map(\.updated)
                && left.ranks.map(\.rank) == right.ranks.map(\.rank)
        }
    }

    static let colours: [HTML] = ["#0071e3", "#e3006d", "#1a7f37", "#b26b00", "#7d3cd6", "#5a5a5f"]
    /// Each line's dash pattern (the first solid and thicker): how lines differ without colour.
    static let dashes: [HTML] = ["", "9 5", "2 4", "12 4 2 4", "1 7", "6 3 1 3"]
    static let (width, height, left, right, top, bottom) = (640, 260, 44, 64, 12, 28)

    /// Nothing to draw: no series has a rank.
    package static func svg(_ series: [Series]) -> HTML {
        let drawn = Array(series.filter { $0.ranks.contains { $0.rank != nil } }.prefix(colours.count))
        guard !drawn.isEmpty else { return HTML() }
        let dates = drawn.flatMap { $0.ranks.map(\.updated) }
        let (first, last) = (dates.min() ?? 0, dates.max() ?? 0)
        // The bottom is the worst rank drawn, rounded up to ten: the lowest point is on the plot, never below it.
        let worst = drawn.flatMap { $0.ranks.compactMap(\.rank) }.max() ?? 1
        let bottomRank = max(10, (worst + 9) / 10 * 10)
        let plotWidth = width - left - right, plotHeight = height - top - bottom
        func x(_ updated: Int64) -> Int {
            last == first ? left + plotWidth / 2 : left + Int((Double(updated - first) / Double(last - first) * Double(plotWidth)).rounded())
        }
        func y(_ rank: Int) -> Int { top + Int((Double(rank - 1) / Double(max(1, bottomRank - 1)) * Double(plotHeight)).rounded()) }
        var svg: HTML = "<svg class=\"run\" viewBox=\"0 0 \(width) \(height)\" role=\"img\" aria-label=\"Rank over time\">"
        for rank in [1, bottomRank / 2, bottomRank] {
            svg += "<line class=\"grid\" x1=\"\(left)\" x2=\"\(width - right)\" y1=\"\(y(rank))\" y2=\"\(y(rank))\"/>"
            svg += "<text x=\"\(left - 6)\" y=\"\(y(rank) + 5)\" text-anchor=\"end\">#\(rank)</text>"
        }
        svg += "<text x=\"\(left)\" y=\"\(height - 6)\">\(SiteText.day(first))</text>"
        if last != first { svg += "<text x=\"\(width - right)\" y=\"\(height - 6)\" text-anchor=\"end\">\(SiteText.day(last))</text>" }
        var ends: [(y: Int, label: String)] = []
        for (index, series) in drawn.enumerated() {
            let style: HTML = "stroke=\"\(colours[index])\" stroke-width=\"\(index == 0 ? 4 : 2)\"" + (dashes[index].isEmpty ? "" : " stroke-dasharray=\"\(dashes[index])\"")
            // A line through each run of editions that list it (a gap breaks it); a dot where one stands alone.
            var run: [(Int, Int)] = []
            func flush() {
                if run.count == 1, let (px, py) = run.first {
                    svg += "<circle cx=\"\(px)\" cy=\"\(py)\" r=\"\(index == 0 ? 5 : 4)\" fill=\"\(colours[index])\"/>"
                } else if !run.isEmpty {
                    svg += "<polyline fill=\"none\" \(style) points=\"\(HTML.joined(run.map { "\($0.0),\($0.1)" }, separator: " "))\"/>"
                }
                run = []
            }
            for point in series.ranks {
                guard let rank = point.rank else { flush(); continue }
                run.append((x(point.updated), y(rank)))
            }
            flush()
            if let end = series.ranks.last(where: { $0.rank != nil }), let rank = end.rank { ends.append((y(rank), series.label)) }
        }
        // Each label at its line's end, moved apart where two ends meet (at one height: in the order drawn, the sort
        // being stable).
        var placed: [Int] = []
        for end in ends.sorted(by: { $0.y < $1.y }) {
            var at = end.y + 5
            if let previous = placed.last { at = max(at, previous + 18) }
            placed.append(at)
            svg += "<text class=\"end\" x=\"\(width - right + 6)\" y=\"\(at)\">\(end.label)</text>"
        }
        svg += "</svg><ul class=\"legend\">" + HTML.joined(drawn.enumerated().map { index, series in
            let sample: HTML = "<svg class=\"sample\" viewBox=\"0 0 36 10\" aria-hidden=\"true\"><line x1=\"0\" x2=\"36\" y1=\"5\" y2=\"5\" stroke=\"\(colours[index])\" "
                + "stroke-width=\"\(index == 0 ? 4 : 2)\"" + (dashes[index].isEmpty ? "" : " stroke-dasharray=\"\(dashes[index])\"") + "/></svg>"
            return "<li>\(sample) <strong>\(series.label)</strong> \(series.title)</li>"
        }) + "</ul>"
        return svg
    }
}
