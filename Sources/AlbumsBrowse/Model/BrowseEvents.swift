import AlbumsCommands
import AlbumsCore
import AlbumsTerminal
import Foundation

/// What happens to the model: what was typed, what the terminal did, and
/// what each piece of work found.
package enum BrowseEvent: Equatable, Sendable {
    case input(KeyParser.Event)
    /// The terminal is gone (end of input): nothing more can be typed.
    case inputEnded
    case resized(columns: Int, rows: Int)
    case chartLoaded(ChartState, at: Date)
    /// 100 ms into a load that hasn't ended.
    case spinnerDue
    /// Every 100 ms while loading (the spinner), and every second (the age).
    case tick(Date)
    /// A cover, decoded for the way covers were drawn when it was asked for.
    case coverLoaded(BrowseModel.Cover)
    /// The detail's copyright, from the Lookup API ("unknown" when it has none).
    case copyrightLoaded(albumID: String, copyright: String)
    case searched(term: String, SearchState)
    case recentLoaded([String])
    /// What became of a setting saved on the settings page.
    case settingSaved(SettingsPage.Saved)
    case opened(String)
    /// Play number `play` has started its player: `line` says what plays, since `started`.
    case nowPlaying(play: Int, line: String, started: Date? = nil)
    /// Play number `play` has ended; `message` says how.
    case playEnded(play: Int, message: String)
    /// The detail's tracks, or why they couldn't be loaded.
    case tracksLoaded(albumID: String, DetailPage.Tracks)
    /// The world page's stores, loaded.
    case worldLoaded(WorldPage.Loaded)
    /// The worldwide chart's or an artist's page, loaded.
    case tableLoaded(TablePage.Which, TablePage.Loaded)
    /// A warning from the work (a stale copy used, a store that failed): the status line shows it, `!` lists them all.
    case warned(String)
}
