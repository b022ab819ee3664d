import AlbumsCommands
import AlbumsCore
import AlbumsPlatform
import AlbumsTerminal

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
    case opened(String)
    /// Play number `play` has started its player: `line` says what plays, since `started`.
    case nowPlaying(play: Int, line: String, started: Date? = nil)
    /// Play number `play` has ended; `message` says how.
    case playEnded(play: Int, message: String)
    /// What a page's work found, for that page (`BrowseEvent.found`).
    case page(PageEvent)
    /// A warning from the work (a stale copy used, a store that failed): the status line shows it, `!` lists them all.
    case warned(String)
}
