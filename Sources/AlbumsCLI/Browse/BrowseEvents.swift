import AlbumsCore
import Foundation

/// What happens to the model.
public enum BrowseEvent: Equatable, Sendable {
    case input(KeyParser.Event)
    /// The terminal is gone (end of input): nothing more can be typed.
    case inputEnded
    case resized(columns: Int, rows: Int)
    case chartLoaded(ChartState, at: Date)
    /// 100 ms into a load that hasn't ended.
    case spinnerDue
    /// Every 100 ms while loading (the spinner), and every second (the age).
    case tick(Date)
    case coverLoaded(BrowseModel.Cover)
    /// The detail's copyright, from the Lookup API ("unknown" when it has none).
    case copyrightLoaded(albumID: String, copyright: String)
    case searched(term: String, SearchState)
    case recentLoaded([String])
    case settingsLoaded([BrowseModel.SettingRow])
    /// A setting was saved (or wasn't: `message` says); `sort` changed the order; `reload` the chart.
    /// A setting saved; what it affects (its row declares it): the order, the status line, the chart, the pictures, the world page's stores.
    /// `saved`: false when the value wasn't taken (the edit line stays open to mend it).
    case settingSaved(message: String, rows: [BrowseModel.SettingRow], sort: AlbumsCore.SortOrder?, status: BrowseModel.Status?, reload: Bool,
                      pictures: PictureTarget? = nil, countries: [String]? = nil, saved: Bool = true)
    case opened(String)
    /// What `p` plays now; nil when it has ended (`message` then says how). `track`: one track of the album, started at `started`.
    case nowPlaying(albumID: String, line: String?, message: String?, track: Int? = nil, started: Date? = nil)
    /// The detail's tracks, or why they couldn't be loaded.
    case tracksLoaded(albumID: String, DetailPage.Tracks)
    /// The world page's stores, loaded.
    case worldLoaded(WorldPage.Loaded)
}

/// What the runner does for the model, through the World.
public enum BrowseEffect: Equatable, Sendable {
    case loadChart(refresh: Bool)
    /// Sends `spinnerDue` after 100 ms, then ticks while loading.
    case startSpinner
    /// Replaces any cover load still running: moving fast never queues covers.
    case loadCover(Album, columns: Int, rows: Int)
    case loadCopyright(Album)
    case search(String)
    case loadRecent
    case loadSettings
    case saveSetting(key: String, value: String)
    case open(String)
    /// The album's previews, one after another, through the World's player.
    case play(Album)
    /// One track's preview (`index` into the album's tracks).
    case playTrack(Album, TrackList, index: Int)
    /// The album's tracks, through the cache, for the detail page.
    case loadTracks(Album)
    case stopPlaying
    /// The `countries` setting's stores, for the world page.
    case loadWorld
    case quit
    case suspend
}
