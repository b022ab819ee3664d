/// A small chart of one album's rank over time, best at the top: one column
/// per edition, each bar as tall as the rank is good, drawn with eighth blocks.
package enum RankChart {
    package static let blocks: [Character] = [" ", "▁", "▂", "▃", "▄", "▅", "▆", "▇", "█"]

    /// `ranks`: one per edition, nil where the album was off the chart (drawn
    /// as "·"). At most `width` columns, the latest editions if there are more;
    /// a few editions get bars up to three columns wide.
    /// Returns the chart's lines and how many editions (the latest) it shows.
    package static func render(_ ranks: [Int?], rows: Int = 4, width: Int) -> (lines: [String], editions: Int) {
        let all = ranks.compactMap { $0 }
        guard let allBest = all.min(), let allWorst = all.max(), rows > 0 else { return ([], 0) }
        let labelWidth = max("#\(allBest)".count, "#\(allWorst)".count)
        let room = max(1, width - labelWidth - 3)
        let shown = Array(ranks.suffix(room))
        let barWidth = max(1, min(3, room / max(1, shown.count)))
        // Scaled to the editions shown, so that a long history's last weeks still show their moves.
        let known = shown.compactMap { $0 }
        let best = known.min() ?? allBest, worst = known.max() ?? allWorst
        let labels = ["#\(best)", "#\(worst)"]
        let eighths = rows * 8
        let heights = shown.map { rank -> Int? in
            guard let rank else { return nil }
            guard worst > best else { return eighths }
            // The worst rank still gets a sliver, so that every edition on the chart shows.
            return 1 + (worst - rank) * (eighths - 1) / (worst - best)
        }
        let lines = (0..<rows).map { row in
            let floor = (rows - 1 - row) * 8
            let label = row == 0 ? labels[0] : (row == rows - 1 && worst > best ? labels[1] : "")
            let axis = row == 0 || row == rows - 1 ? " ┤ " : " │ "
            let bars = heights.map { height -> String in
                guard let height else { return String(repeating: row == rows - 1 ? "·" : " ", count: barWidth) }
                return String(repeating: blocks[min(8, max(0, height - floor))], count: barWidth)
            }
            let line = String(repeating: " ", count: labelWidth - label.count) + label + axis + bars.joined()
            return String(line.reversed().drop { $0 == " " }.reversed())
        }
        return (lines, shown.count)
    }
}
