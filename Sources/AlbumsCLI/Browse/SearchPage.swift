import AlbumsCore
import Foundation

/// The browser's search page (`/`): a query typed in, the catalog's answer
/// grouped as `albums search` groups it, or the recent searches. Its own
/// model, update and view; the browser's model holds one and routes keys to it.
public struct SearchPage: Equatable, Sendable {
    public var query = ""
    public var searching = false
    public var state: SearchState?
    public var selection = 0
    public var recent: [String] = []

    public init() {}

    /// What a key asks of the browser.
    public enum Action: Equatable, Sendable {
        case none
        case back
        case search(String)
    }

    public mutating func key(_ key: KeyParser.Key) -> Action {
        switch key {
        case .escape:
            return .back
        case .enter:
            var term = query.trimmingCharacters(in: .whitespaces)
            if term.isEmpty, state == nil, recent.indices.contains(selection) {
                term = recent[selection]
                query = term
            }
            guard !term.isEmpty else { return .none }
            searching = true
            return .search(term)
        case .backspace:
            if !query.isEmpty { query.removeLast() }
            if query.isEmpty { state = nil; selection = 0 }
        case .up:
            selection = max(0, selection - 1)
        case .down:
            selection = min(max(0, listCount - 1), selection + 1)
        case .character(let character):
            query.append(character)
        default:
            break
        }
        return .none
    }

    /// A paste: one line, its ending dropped, tabs and line breaks inside as spaces.
    public mutating func paste(_ text: String) {
        query += Sanitizer.pastedLine(text)
    }

    public mutating func scroll(by rows: Int) {
        selection = min(max(0, listCount - 1), max(0, selection + rows))
    }

    /// The catalog's answer to `term`, if it is still the one asked.
    public mutating func received(_ state: SearchState, for term: String) -> Bool {
        guard searching, term == query.trimmingCharacters(in: .whitespaces) else { return false }
        searching = false
        self.state = state
        selection = 0
        if case .found = state { recent = RecentSearchList.recording(term, in: recent) }
        return true
    }

    /// How many rows the page lists: results, else recent searches.
    var listCount: Int {
        if case .found(let results, _) = state { return results.count }
        return state == nil ? recent.count : 0
    }

    // MARK: View

    func draw(into frame: inout Frame, columns: Int, rows: Int) {
        BrowseView.editLine("Search: ", query, row: 0, columns: columns, into: &frame)
        let listTop = 2, height = rows - 2 - listTop
        if searching {
            frame.put("Searching the iTunes catalog…", row: listTop, column: 0, style: BrowseView.hint)
            return
        }
        switch state {
        case nil:
            guard !recent.isEmpty else {
                frame.put("Type a search, then Enter.", row: listTop, column: 0, style: BrowseView.hint)
                return
            }
            frame.put("Recent searches (↑↓, Enter)", row: listTop, column: 0, style: BrowseView.hint)
            for (index, term) in recent.prefix(height - 1).enumerated() {
                let selected = index == selection
                if selected { frame.fill(row: listTop + 1 + index, style: BrowseView.highlight) }
                frame.put("\(index + 1)  " + Sanitizer.line(term), row: listTop + 1 + index, column: 0, style: selected ? BrowseView.highlight : .plain)
            }
        case .noResults(let term, let kind)?:
            frame.put("No \(SearchView.plural(kind)) found for \"\(Sanitizer.line(term))\". Try another spelling.", row: listTop, column: 0)
        case .failed(let failure)?:
            for (offset, (line, style)) in BrowseView.failureLines(failure).enumerated() {
                frame.put(line, row: listTop + offset, column: 0, style: style)
            }
        case .found(let results, _)?:
            let lines = SearchView.grouped(results, columns: columns, style: .plain).split(separator: "\n").map(String.init)
            // The highlighted result's line: results are the indented lines, in order.
            let resultLines = lines.indices.filter { lines[$0].hasPrefix("  ") }
            let target = resultLines.indices.contains(selection) ? resultLines[selection] : 0
            let first = max(0, min(target - height / 2, lines.count - height))
            for (offset, line) in lines.dropFirst(first).prefix(height).enumerated() {
                let index = first + offset
                let selected = index == target && !resultLines.isEmpty
                if selected { frame.fill(row: listTop + offset, style: BrowseView.highlight) }
                frame.put(line, row: listTop + offset, column: 0, style: selected ? BrowseView.highlight : (line.hasPrefix("  ") ? .plain : BrowseView.header))
            }
        }
    }
}
