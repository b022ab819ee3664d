import AlbumsCommands
import AlbumsCore
import AlbumsTerminal

/// What fills a page that is one table made by a command's fetch half (the
/// worldwide chart's rows, an artist's record): the albums of its rows, its
/// title and the command's own table, and the page it is for.
package protocol TableContent: Equatable, Sendable {
    /// The albums of the rows, in order: what Enter opens.
    var albums: [Album] { get }
    var title: String { get }
    /// The command's table, as it prints it at this width (with its colours); empty: no rows.
    func lines(columns: Int) -> [String]
    /// The title before anything loaded, and the words while it loads and when it is empty.
    static var untitled: String { get }
    static var loadingWords: String { get }
    static var emptyWords: String { get }
    /// A load taken into the page it is for.
    static func apply(_ loaded: TablePage<Self>.Loaded, to model: inout BrowseModel) -> [BrowseEffect]
}

/// The state, keys and view of a page that is one table of albums made by a
/// command's fetch half (`WorldwidePage`, `ArtistPage`): what fills it is the
/// command's own state, drawn by the command's own table.
package struct TablePage<Content: TableContent>: Equatable, Sendable {
    package struct Loaded: PageResult {
        package var content: Content?
        /// Why there is no content.
        package var failure: Failure?
        package var notices: [String] = []

        package init(content: Content?, failure: Failure? = nil, notices: [String] = []) {
            self.content = content
            self.failure = failure
            self.notices = notices
        }

        package func apply(to model: inout BrowseModel) -> [BrowseEffect] {
            let effects = Content.apply(self, to: &model)
            model.warn(notices)
            return effects
        }
    }

    package var loaded: Loaded?
    package var loading = false
    package var selection = 0
    package var top = 0

    package init() {}

    package var albums: [Album] { loaded?.content?.albums ?? [] }

    package mutating func key(_ key: KeyParser.Key, visible: Int) -> BrowseModel.TableAction {
        let albums = albums
        return BrowseModel.tableKey(key, selection: &selection, top: &top, count: albums.count, visible: visible) { albums[$0] }
    }

    /// A new load: the highlight stays on its album when it is still there.
    package mutating func received(_ loaded: Loaded, visible: Int) {
        let before = albums.map(\.id)
        self.loaded = loaded
        loading = false
        let after = albums.map(\.id)
        BrowseModel.keepHighlight(from: before, to: after, selection: &selection, top: &top, visible: visible)
    }

    /// A title, then the command's table (the highlighted row reversed), or the state's words.
    /// `title` and `loadingWords`: the page's own, where they depend on more than the content (the world page's stores).
    package func draw(into frame: inout Frame, columns: Int, visible: Int, title: String? = nil, loadingWords: String? = nil) {
        let lines = loaded?.content?.lines(columns: columns) ?? []
        frame.put(title ?? loaded?.content?.title ?? Content.untitled, row: 0, column: 0, style: BrowseView.header, limit: columns)
        guard lines.isEmpty else {
            BrowseView.table(lines, from: 1, top: top, selection: selection, visible: visible, width: columns, into: &frame)
            return
        }
        let words: [(String, Frame.Style)]
        if loading || loaded == nil {
            words = [(loadingWords ?? Content.loadingWords, .plain)]
        } else if let failure = loaded?.failure {
            words = BrowseView.failureLines(failure) + [("", .plain), ("r: retry", BrowseView.hint)]
        } else {
            words = [(Content.emptyWords, .plain)]
        }
        BrowseView.centred(words, width: columns, into: &frame)
    }
}

extension BrowseModel {
    /// Rows of a table page (the world page, the worldwide chart, an artist's
    /// record): all but its title, header, status and key lines.
    package var tableRows: Int { max(1, rows - 4) }
}
