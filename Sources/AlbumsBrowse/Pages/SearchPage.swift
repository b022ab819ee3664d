import AlbumsCommands
import AlbumsCore
import AlbumsEssentials
import AlbumsPlatform
import AlbumsTerminal

/// The browser's search page (`/`): a query typed in, the catalog's answer
/// grouped as `albums search` groups it, or the recent searches. Enter on a
/// highlighted result opens its detail; Esc there comes back here, the query
/// and the highlight as they were. Its own model, keys, view and effects.
package struct SearchPage: PageState, BrowsePage {
    package var query = ""
    package var searching = false
    package var state: SearchState?
    package var selection = 0
    package var recent: [String] = []
    /// The term the results shown answer (the query until it is edited).
    package var answered: String?

    package init() {}

    /// What a key asks of the browser.
    package enum Action: Equatable, Sendable {
        case none
        case back
        case search(String)
        case open(SearchResult)
    }

    /// The results shown, in the order they are listed (grouped by artist, as `albums search` groups them).
    package var results: [SearchResult] {
        guard case .found(let results, _) = state else { return [] }
        return SearchView.listed(results)
    }

    package mutating func key(_ key: KeyParser.Key) -> Action {
        switch key {
        case .escape:
            return .back
        case .enter:
            var term = query.trimmed(lineBreaks: false)
            if term.isEmpty, state == nil, recent.indices.contains(selection) {
                term = recent[selection]
                query = term
            }
            guard !term.isEmpty else { return .none }
            // The results of this very query: Enter opens the highlighted one.
            if term == answered, results.indices.contains(selection) { return .open(results[selection]) }
            searching = true
            return .search(term)
        case .backspace:
            if !query.isEmpty { query.removeLast() }
            // An edited query abandons the search under way: its answer, when it comes, is dropped.
            searching = false
            if query.isEmpty { state = nil; answered = nil; selection = 0 }
        case .up:
            selection = max(0, selection - 1)
        case .down:
            selection = min(max(0, listCount - 1), selection + 1)
        case .character(let character):
            query.append(character)
            searching = false
        default:
            break
        }
        return .none
    }

    /// A paste: one line, its ending dropped, tabs and line breaks inside as spaces.
    package mutating func paste(_ text: String) {
        query += Sanitizer.pastedLine(text)
        searching = false
    }

    package mutating func scroll(by rows: Int) {
        selection = min(max(0, listCount - 1), max(0, selection + rows))
    }

    /// The catalog's answer to `term`, if it is still the one asked.
    package mutating func received(_ state: SearchState, for term: String) -> Bool {
        guard searching, term == query.trimmed(lineBreaks: false) else { return false }
        searching = false
        self.state = state
        answered = term
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

    package func draw(into frame: inout Frame, columns: Int, rows: Int) {
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
        case .noResults(let term, let kind, let known)?:
            let next = known.map { "The stub's search knows only " + $0.map { "\"\($0)\"" }.joined(separator: ", ") + "." } ?? "Try another spelling."
            frame.put("No \(SearchView.plural(kind)) found for \"\(Sanitizer.line(term))\". " + next, row: listTop, column: 0)
        case .failed(let failure)?:
            for (offset, (line, style)) in BrowseView.failureLines(failure).enumerated() {
                frame.put(line, row: listTop + offset, column: 0, style: style)
            }
        case .found(let results, _)?:
            let lines = SearchView.grouped(results, columns: columns, style: BrowseView.colours).split(separator: "\n").map(String.init)
            // The highlighted result's line: results are the indented lines, in order.
            let resultLines = lines.indices.filter { lines[$0].hasPrefix("  ") }
            let target = resultLines.indices.contains(selection) ? resultLines[selection] : 0
            let first = max(0, min(target - height / 2, lines.count - height))
            for (offset, line) in lines.dropFirst(first).prefix(height).enumerated() {
                let index = first + offset
                let selected = index == target && !resultLines.isEmpty
                if selected { frame.fill(row: listTop + offset, style: BrowseView.highlight) }
                frame.putStyled(line, row: listTop + offset, column: 0, style: selected ? BrowseView.highlight : (line.hasPrefix("  ") ? .plain : BrowseView.header))
            }
        }
    }
}

extension SearchPage {
    package static let id = BrowseModel.Page.search
    package static let openings = [BrowseModel.Opening(from: .chart, key: .character("/"))]

    package static func open(_ model: inout BrowseModel) -> [BrowseEffect] {
        model.page = id
        return [.run(.recentSearches)]
    }

    package static func key(_ key: KeyParser.Key, _ model: inout BrowseModel) -> [BrowseEffect] { model.searchKey(key) }

    package static func mouse(_ mouse: KeyParser.Mouse, _ model: inout BrowseModel) -> [BrowseEffect] {
        switch mouse.action {
        case .wheelUp: model.search.scroll(by: -3)
        case .wheelDown: model.search.scroll(by: 3)
        default: break
        }
        return []
    }

    /// The search line takes every key as text.
    package static func isTyping(_ model: BrowseModel) -> Bool { true }
    package static func paste(_ text: String, _ model: inout BrowseModel) { model.search.paste(text) }
    package static func isLoading(_ model: BrowseModel) -> Bool { model.search.searching }

    package static func draw(_ model: BrowseModel, context: BrowseView.Drawn, into frame: inout Frame) {
        model.search.draw(into: &frame, columns: model.columns, rows: model.rows)
    }

    package static func keys(_ model: BrowseModel) -> [(key: String, does: String)] {
        let search = model.search
        if search.answered != nil && search.query.trimmed(lineBreaks: false) == search.answered {
            return [("↑↓", "choose"), ("Enter", "open"), ("Esc", "back"), ("type", "a new search")]
        }
        return [("type", "a search"), ("Enter", "search"), ("↑↓", "choose"), ("Esc", "back")]
    }

    package static let help = ["/               search the catalog"]

    /// The catalog's answer to `term`: shown if it is still the query asked.
    package struct Searched: PageResult {
        package var term: String
        package var state: SearchState

        package init(term: String, _ state: SearchState) {
            self.term = term
            self.state = state
        }

        package func apply(to model: inout BrowseModel) -> [BrowseEffect] {
            _ = model.search.received(state, for: term)
            return []
        }
    }

    /// The recent searches, newest first.
    package struct RecentLoaded: PageResult {
        package var terms: [String]

        package func apply(to model: inout BrowseModel) -> [BrowseEffect] {
            model.search.recent = terms
            // A shorter list than the one shown: the highlight stays on a row.
            model.search.selection = min(model.search.selection, max(0, model.search.listCount - 1))
            return []
        }
    }
}

extension BrowseModel.Page {
    package static let search = Self("search")
}

extension BrowseModel {
    package var search: SearchPage {
        get { self[SearchPage.self] }
        set { self[SearchPage.self] = newValue }
    }

    mutating func searchKey(_ key: KeyParser.Key) -> [BrowseEffect] {
        switch search.key(key) {
        case .none: return []
        case .back: return backToChart()
        case .search(let term): return BrowseEffect.run(.search(term), .spinner)
        case .open(let result):
            // The chart's own album when it charts (its rank, its movement), else the catalog's.
            return open(Album(searched: result), from: .search)
        }
    }
}

extension Album {
    /// An album found by a search, for the detail page: not on the chart (rank 0).
    package init(searched result: SearchResult) {
        self.init(rank: 0, id: result.id, name: result.name, artist: result.artist, releaseDate: result.releaseDate,
                  genres: result.genre.map { [$0] } ?? [], url: result.url ?? Album.storeURL(result.id),
                  artworkURL: result.artworkURL, explicit: false)
    }
}

extension BrowseWork.Kind {
    package static let search = Self("search")
    package static let recent = Self("recent")
}

extension BrowseWork {
    /// The catalog's albums for `term`, as `albums search` finds them; a search that found some is remembered.
    package static func search(_ term: String) -> BrowseWork {
        BrowseWork(.search, carrying: term) { term, work in
            let context = work.command
            let state = await SearchCommand.search(term, kind: .album, limit: SearchCommand.defaultLimit, context: context)
            guard !Task.isCancelled else { return nil }
            if case .found = state { _ = SearchCommand.remember(term, context) }
            return .found(SearchPage.Searched(term: term, state))
        }
    }

    /// The recent searches, newest first.
    package static let recentSearches = BrowseWork(.recent) { work in
        .found(SearchPage.RecentLoaded(terms: work.command.world.recentSearches.load().terms))
    }
}

extension BrowseEvent {
    package static func searched(term: String, _ state: SearchState) -> BrowseEvent { .found(SearchPage.Searched(term: term, state)) }
    package static func recentLoaded(_ terms: [String]) -> BrowseEvent { .found(SearchPage.RecentLoaded(terms: terms)) }
}
