import AlbumsCore
import AlbumsTerminal

/// A page of the browser. The root asks every page the same questions, and
/// each answers for itself in its own file: how it is opened, its keys, its
/// view, its key line and help, whether it is loading, where it shows the
/// highlighted album's cover. Its state (if it has one) is a `PageState` the
/// model keeps for it, its work's answers `PageResult`s it applies itself, its
/// work's kinds its own. The root names no page: it reads `BrowsePages.all`.
package protocol BrowsePage: SendableMetatype {
    /// What `BrowseModel.page` holds while this page is on top.
    static var id: BrowseModel.Page { get }
    /// The keys on other pages that open this one (`w` on the chart: the world page).
    static var openings: [BrowseModel.Opening] { get }
    /// Shows it, from the page on top: what it needs loaded.
    static func open(_ model: inout BrowseModel) -> [BrowseEffect]
    /// A key typed while it is on top, after the keys every page shares.
    static func key(_ key: KeyParser.Key, _ model: inout BrowseModel) -> [BrowseEffect]
    /// The mouse, while it is on top.
    static func mouse(_ mouse: KeyParser.Mouse, _ model: inout BrowseModel) -> [BrowseEffect]
    /// Whether the keys are text being typed (`?` and `!` are letters then), and where a paste goes.
    static func isTyping(_ model: BrowseModel) -> Bool
    static func paste(_ text: String, _ model: inout BrowseModel)
    /// Whether something it shows is loading: the status line's spinner stands for it.
    static func isLoading(_ model: BrowseModel) -> Bool
    /// Where it shows the highlighted album's cover; nil: it shows none.
    static func cover(_ model: BrowseModel) -> BrowseModel.CoverPlace?
    /// Shown again, gone back to from a page it opened: what it needs then.
    static func returned(_ model: inout BrowseModel) -> [BrowseEffect]
    /// The run's settings changed, and their rows say they affect this: what it does about it.
    static func settingsChanged(_ affects: SettingEffects, _ model: inout BrowseModel) -> [BrowseEffect]
    /// Its view, above the status and key lines.
    static func draw(_ model: BrowseModel, context: BrowseView.Drawn, into frame: inout Frame)
    /// Its keys, most important first, for the key line.
    static func keys(_ model: BrowseModel) -> [(key: String, does: String)]
    /// Its lines in the help box (`?`).
    static var help: [String] { get }
}

extension BrowsePage {
    package static var openings: [BrowseModel.Opening] { [] }
    package static func open(_ model: inout BrowseModel) -> [BrowseEffect] {
        model.page = id
        return []
    }
    package static func mouse(_ mouse: KeyParser.Mouse, _ model: inout BrowseModel) -> [BrowseEffect] { [] }
    package static func isTyping(_ model: BrowseModel) -> Bool { false }
    package static func paste(_ text: String, _ model: inout BrowseModel) {}
    package static func isLoading(_ model: BrowseModel) -> Bool { false }
    package static func cover(_ model: BrowseModel) -> BrowseModel.CoverPlace? { nil }
    package static func settingsChanged(_ affects: SettingEffects, _ model: inout BrowseModel) -> [BrowseEffect] { [] }
    package static func returned(_ model: inout BrowseModel) -> [BrowseEffect] { [] }
    package static var help: [String] { [] }
}

/// Every page of the browser, in the order their help lines are listed: the
/// one list the root reads. A new page is its own file and a line here.
package enum BrowsePages {
    package static let all: [any BrowsePage.Type] = [
        ChartPage.self, DetailPage.self, SearchPage.self, SettingsPage.self,
        WorldPage.self, WorldwidePage.self, ArtistPage.self, NewsPage.self,
    ]

    /// Each page by its id, looked up at every key and frame (ids are unique: BrowsePagesTests).
    private static let byID = Dictionary(all.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })

    /// The page `id` names. An id no page in `all` has is a programming
    /// error (a page declared and not listed), which stops albums at once
    /// rather than showing some other page (BrowsePagesTests).
    package static func page(_ id: BrowseModel.Page) -> any BrowsePage.Type {
        guard let page = byID[id] else {
            preconditionFailure("no page of the browser has the id \"\(id)\": list it in BrowsePages.all")
        }
        return page
    }
}

extension BrowseModel {
    /// A page's name: each page declares its own (`BrowseModel.Page.news`).
    package struct Page: Hashable, Sendable, CustomStringConvertible {
        package let name: String

        package init(_ name: String) { self.name = name }

        package var description: String { name }
    }

    /// A key on a page that opens another.
    package struct Opening: Sendable {
        package var from: Page
        package var key: KeyParser.Key

        package init(from: Page, key: KeyParser.Key) {
            self.from = from
            self.key = key
        }
    }

    /// Where a page shows the highlighted album's cover: its top-left cell and its box.
    package struct CoverPlace: Equatable, Sendable {
        package var row: Int
        package var column: Int
        package var columns: Int
        package var rows: Int

        package init(row: Int, column: Int, columns: Int, rows: Int) {
            self.row = row
            self.column = column
            self.columns = columns
            self.rows = rows
        }
    }

    /// The page on top.
    package var onTop: any BrowsePage.Type { BrowsePages.page(page) }
}
