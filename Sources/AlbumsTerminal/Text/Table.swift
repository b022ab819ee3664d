/// The one table renderer: aligned columns measured by display width, fitted
/// to a maximum width: droppable columns go (highest first) before a name is
/// cut below `comfortable` columns, then the widest flexible columns shrink with "…".
package struct Table: Sendable {
    package struct Column: Sendable {
        package var header: String
        package var rightAligned: Bool
        /// May be cut to fit; fixed columns never are.
        package var flexible: Bool
        package var minWidth: Int
        /// When even the narrowest layout is too wide, droppable columns go, highest first.
        package var dropPriority: Int?
        /// The colour of a cell, from its text; applied after the cell is fitted.
        package var tint: (@Sendable (String) -> Tint?)?

        package init(_ header: String, rightAligned: Bool = false, flexible: Bool = false, minWidth: Int = 6, dropPriority: Int? = nil,
                    tint: (@Sendable (String) -> Tint?)? = nil) {
            self.header = header
            self.rightAligned = rightAligned
            self.flexible = flexible
            self.minWidth = minWidth
            self.dropPriority = dropPriority
            self.tint = tint
        }

        /// A chart's movement (▲3, ▼12, =, NEW): climbers green, droppers red, the unmoved dim; the last droppable column to go.
        package static let movement = Column("", minWidth: 1, dropPriority: 0) { cell in
            if cell.hasPrefix("▲") { return .green }
            if cell.hasPrefix("▼") { return .red }
            return cell == "=" ? .dim : nil
        }
    }

    package var columns: [Column]
    package var rows: [[String]]
    package static let gap = "  "
    /// How wide a flexible column (a name) stays before droppable columns go: names keep their width first.
    package static let comfortable = 20

    package init(columns: [Column], rows: [[String]]) {
        self.columns = columns
        self.rows = rows
    }

    /// Cells must already be sanitised. `style` makes the header bold and tints
    /// the cells of columns that have a tint.
    package func render(maxWidth: Int?, style: Style = .plain, showHeader: Bool = true) -> String {
        if let maxWidth, let dropped = columnToDrop(maxWidth: maxWidth, includeHeader: showHeader) {
            var narrower = self
            narrower.columns.remove(at: dropped)
            narrower.rows = rows.map { row in var row = row; if dropped < row.count { row.remove(at: dropped) }; return row }
            return narrower.render(maxWidth: maxWidth, style: style, showHeader: showHeader)
        }
        let widths = fittedWidths(maxWidth: maxWidth, includeHeader: showHeader)
        var lines: [String] = []
        if showHeader {
            lines.append(line(columns.map(\.header), widths: widths) { _, _, text in style.bold(text) })
        }
        for row in rows {
            lines.append(line(row, widths: widths) { column, cell, text in
                guard let tint = columns[column].tint, let chosen = tint(cell) else { return text }
                return style.tinted(text, chosen)
            })
        }
        return lines.map { $0 + "\n" }.joined()
    }

    /// Rows in sections, rendered with one set of column widths so that every
    /// section's columns line up: each section's lines, its header first.
    package func renderSections(_ sections: [[[String]]], maxWidth: Int?, style: Style = .plain) -> [[String]] {
        var whole = self
        whole.rows = sections.flatMap { $0 }
        let lines = whole.render(maxWidth: maxWidth, style: style).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let header = lines.first ?? ""
        var next = 1
        return sections.map { rows in
            defer { next += rows.count }
            return [header] + lines[min(next, lines.count)..<min(next + rows.count, lines.count)]
        }
    }

    /// The column to drop because the layout is wider than `maxWidth` with every
    /// name at least `comfortable` wide (or whole, when shorter).
    func columnToDrop(maxWidth: Int, includeHeader: Bool) -> Int? {
        let natural = naturalWidths(includeHeader: includeHeader)
        let kept = columns.indices.reduce(Table.gap.count * max(0, columns.count - 1)) { total, index in
            total + (columns[index].flexible ? min(natural[index], max(columns[index].minWidth, Table.comfortable)) : natural[index])
        }
        guard kept > maxWidth else { return nil }
        return columns.indices.filter { columns[$0].dropPriority != nil }.max { (columns[$0].dropPriority ?? 0) < (columns[$1].dropPriority ?? 0) }
    }

    func naturalWidths(includeHeader: Bool) -> [Int] {
        columns.indices.map { index in
            let cells = rows.map { index < $0.count ? DisplayWidth.of($0[index]) : 0 }
            let header = includeHeader ? DisplayWidth.of(columns[index].header) : 0
            return max(header, cells.max() ?? 0)
        }
    }

    func fittedWidths(maxWidth: Int?, includeHeader: Bool) -> [Int] {
        var widths = naturalWidths(includeHeader: includeHeader)
        guard let maxWidth else { return widths }
        let gaps = Table.gap.count * max(0, columns.count - 1)
        var excess = widths.reduce(gaps, +) - maxWidth
        while excess > 0 {
            let candidates = columns.indices.filter { columns[$0].flexible && widths[$0] > columns[$0].minWidth }
            guard let widest = candidates.max(by: { widths[$0] < widths[$1] }) else { break }
            widths[widest] -= 1
            excess -= 1
        }
        return widths
    }

    private func line(_ cells: [String], widths: [Int], style: (_ column: Int, _ cell: String, _ fitted: String) -> String) -> String {
        // Empty cells at the end leave no spaces at the end of the line.
        var count = columns.count
        while count > 1, (count - 1 >= cells.count || cells[count - 1].isEmpty) { count -= 1 }
        var parts: [String] = []
        for (index, column) in columns.enumerated() where index < count {
            let cell = index < cells.count ? cells[index] : ""
            let fitted = DisplayWidth.truncate(cell, to: widths[index])
            let isLast = index == count - 1
            let padded = isLast && !column.rightAligned ? fitted : DisplayWidth.pad(fitted, to: widths[index], rightAligned: column.rightAligned)
            parts.append(style(index, cell, padded))
        }
        return parts.joined(separator: Table.gap)
    }
}
