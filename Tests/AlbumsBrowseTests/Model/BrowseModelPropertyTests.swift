@testable import AlbumsBrowse
@testable import AlbumsCommands
@testable import AlbumsCore
@testable import AlbumsTerminal
import AlbumsTestSupport
import Foundation
import Testing

/// The browser's pages in every order, not only the first: random sequences
/// of keys and events (answers late, doubled, for a page or a query no longer
/// shown; plays ending early and late; the window resized), from fixed seeds,
/// through the pure `update`, with the invariants checked after every step.
/// A broken invariant is reported with the shortest sequence that breaks it.
@Suite struct BrowseModelPropertyTests {
    typealias Base = BrowseUpdateTests

    /// What the test knows of the pages the user came through: Esc goes back
    /// to the one below the top.
    struct Oracle {
        var pages: [BrowseModel.Page] = [.chart]
    }

    /// The albums charts are drawn from (a loaded chart is some of them, in some order).
    static let pool: [Album] = (1...12).map { number in
        Album(rank: number, id: "\(900 + number)", name: "Album \(number)", artist: number % 3 == 0 ? "Ann" : "Artist \(number)",
              releaseDate: "2026-01-01", genres: ["Pop"], url: "https://music.test/\(900 + number)", artworkURL: nil, explicit: false)
    }

    static func tracks(for albumID: String, count: Int) -> TrackList {
        TrackList(albumID: albumID, albumName: "Album", artist: "Ann", tracks: (1...max(1, count)).map { number in
            Track(disc: 1, number: number, id: "\(albumID)-\(number)", name: "Song \(number)", artist: "Ann", duration: 60, explicit: false,
                  previewURL: "https://audio.test/\(albumID)/\(number).m4a")
        })
    }

    /// `items` in an order drawn from `random` (Fisher–Yates).
    static func shuffled<T>(_ items: [T], _ random: inout SplitMix64) -> [T] {
        var items = items
        for index in items.indices.dropLast().reversed() {
            items.swapAt(index, Int(random.next() % UInt64(index + 1)))
        }
        return items
    }

    /// One random event for `model`: mostly keys, often an answer (right, late, or for something else).
    static func event(_ model: BrowseModel, _ random: inout SplitMix64) -> BrowseEvent {
        func pick<T>(_ items: [T]) -> T { items[Int(random.next() % UInt64(items.count))] }
        let roll = random.next() % 100
        switch roll {
        case 0..<55:
            var keys: [KeyParser.Key] = [.up, .down, .enter, .escape, .tab, .home, .end, .pageUp, .pageDown, .backspace,
                                          .character("j"), .character("k"), .character("/"), .character(","), .character("w"),
                                          .character("a"), .character("p"), .character("s"), .character("r"), .character("n"),
                                          .character("N"), .character("?"), .character("x"), .character("e")]
            // q on the chart ends the browser; elsewhere it is a key like any.
            if model.page != .chart || model.help { keys.append(.character("q")) }
            return .input(.key(pick(keys)))
        case 55..<62:
            let count = Int(random.next() % UInt64(pool.count + 1))
            var albums = Array(shuffled(pool, &random).prefix(count))
            for index in albums.indices { albums[index].rank = index + 1 }
            return .chartLoaded(count == 0 ? .noData : .loaded(Chart(albums: albums)), at: Base.date)
        case 62..<70:
            let term = pick([model.search.query.trimmingCharacters(in: .whitespaces), "old", "x"])
            let results = (0..<Int(random.next() % 5)).map { index in
                SearchResult(kind: .album, id: "\(950 + index)", name: "Found \(index)", artist: pick(["Ann", "Bob", "Cy"]))
            }
            return .searched(term: term, results.isEmpty ? .noResults(term: term, kind: .album) : .found(results, notice: nil))
        case 70..<77:
            let album = pick(pool.map(\.id) + [model.selected?.id ?? "none"])
            return .tracksLoaded(albumID: album, .loaded(tracks(for: album, count: Int(random.next() % 6))))
        case 77..<82:
            let countries = pick([model.countries, ["xx", "yy"]])
            let chart = WorldChart(countries.map { ($0, Array(shuffled(pool, &random).prefix(4))) })
            return .worldLoaded(WorldPage.Loaded(countries: countries, chart: chart, albums: Dictionary(uniqueKeysWithValues: pool.map { ($0.id, $0) }),
                                                 failures: [], failure: nil))
        case 82..<86:
            let lives = pool.prefix(Int(random.next() % 4)).map { album in
                ArtistRecord.Life(id: album.id, name: album.name, artist: album.artist, now: nil, peak: 1, peakIn: "standard us", peakOn: 0,
                                  debut: 0, last: 86_400, stores: 1, charts: [])
            }
            let name = pick(["Ann", model.artistOrigin?.album.artist ?? "Ann"])
            return .artistLoaded(.init(content: .init(name: name, lives: Array(lives), main: "standard us", searched: 3)))
        case 86..<90:
            return .nowPlaying(play: Int(random.next() % UInt64(model.plays + 2)), line: "playing", started: Base.date)
        case 90..<94:
            return .playEnded(play: Int(random.next() % UInt64(model.plays + 2)), message: "ended")
        case 94..<97:
            return .resized(columns: 40 + Int(random.next() % 120), rows: 10 + Int(random.next() % 40))
        default:
            return .recentLoaded(pick([[], ["neon"], ["neon", "midnight", "tide"]]))
        }
    }

    /// The first invariant the step breaks, or nil.
    static func broken(before: BrowseModel, _ event: BrowseEvent, after: BrowseModel, effects: [BrowseEffect], oracle: inout Oracle) -> String? {
        // Every highlight within its rows.
        if after.albums.isEmpty ? after.selection != 0 : !after.albums.indices.contains(after.selection) {
            return "the chart's highlight \(after.selection) is outside its \(after.albums.count) rows"
        }
        if after.search.selection < 0 || after.search.selection > max(0, after.search.listCount - 1) {
            return "the search page's highlight \(after.search.selection) is outside its \(after.search.listCount) rows"
        }
        if after.world.selection < 0 || after.world.selection > max(0, after.world.albums.count - 1) {
            return "the world page's highlight \(after.world.selection) is outside its \(after.world.albums.count) rows"
        }
        if !Settings.all.indices.contains(after.settings.selection) { return "the settings page's highlight is outside its rows" }
        if let list = after.detail.list, after.detail.selection < 0 || after.detail.selection >= list.tracks.count {
            return "the track list's highlight \(after.detail.selection) is outside its \(list.tracks.count) tracks"
        }
        // What plays is what was last started.
        if let playing = after.playing, playing.play != after.plays { return "play \(playing.play) plays, but \(after.plays) was the last started" }
        if effects.contains(where: { if case .run(let work) = $0 { work.kind == .play } else { false } }) && after.playing?.play != after.plays {
            return "a play was started, but the model doesn't say it plays"
        }
        // A result for what no longer shows changes nothing.
        let unchanged = after == before
        switch event {
        case .playEnded(let play, _) where play != before.playing?.play, .nowPlaying(let play, _, _) where play != before.playing?.play:
            if !unchanged { return "the end of a play no longer playing changed the model" }
        case .page:
            if let searched = event.result(SearchPage.Searched.self),
               !before.search.searching || searched.term != before.search.query.trimmingCharacters(in: .whitespaces), !unchanged {
                return "an answer to \"\(searched.term)\", no longer asked, changed the model"
            }
            if let world = event.result(WorldPage.Loaded.self), world.content?.countries != before.countries, !unchanged {
                return "a grid of stores no longer named changed the model"
            }
            if let tracks = event.result(DetailPage.TracksLoaded.self), tracks.albumID != before.detail.albumID, !unchanged {
                return "the tracks of an album not shown changed the model"
            }
            if let artist = event.result(TablePage<ArtistPage.Content>.Loaded.self),
               !before.artist.loading || artist.content?.name != before.artistOrigin?.album.artist, !unchanged {
                return "an artist's albums no longer asked for changed the model"
            }
        default:
            break
        }
        // Esc goes back to the page the user came from.
        guard after.page != before.page else { return nil }
        let below = oracle.pages.count >= 2 ? oracle.pages[oracle.pages.count - 2] : nil
        let lateral: Set<BrowseModel.Page> = [.world, .worldwide]
        // The keys that go back (Esc everywhere; q, Backspace, ← and h where they aren't typed).
        let back: [KeyParser.Key] = [.escape, .backspace, .character("q"), .left, .character("h")]
        if case .input(.key(let key)) = event, back.contains(key) {
            guard after.page == below else { return "\(key) went from \(before.page) to \(after.page), not back to \(below.map { "\($0)" } ?? "nothing")" }
            oracle.pages.removeLast()
        } else if lateral.contains(before.page) && lateral.contains(after.page) {
            oracle.pages[oracle.pages.count - 1] = after.page
        } else if after.page == .chart {
            oracle.pages = [.chart]
        } else {
            oracle.pages.append(after.page)
        }
        return nil
    }

    /// Runs `events` from the start; the step that breaks an invariant, and how.
    static func firstBreak(_ events: [BrowseEvent]) -> (step: Int, why: String)? {
        var model = Base.loaded(pool, columns: 100, rows: 30)
        var oracle = Oracle()
        for (step, event) in events.enumerated() {
            let (next, effects) = BrowseModel.update(model, event)
            if let why = broken(before: model, event, after: next, effects: effects, oracle: &oracle) { return (step, why) }
            // Every frame can be drawn.
            if step % 5 == 0 { _ = BrowseView.frame(next) }
            model = next
        }
        return nil
    }

    /// The shortest sequence found that still breaks an invariant: events taken
    /// out one at a time while it still breaks.
    static func shortest(_ events: [BrowseEvent]) -> [BrowseEvent] {
        var events = events
        var shrunk = true
        while shrunk {
            shrunk = false
            for index in events.indices.reversed() where events.count > 1 {
                var fewer = events
                fewer.remove(at: index)
                if let found = firstBreak(fewer) {
                    events = Array(fewer.prefix(found.step + 1))
                    shrunk = true
                    break
                }
            }
        }
        return events
    }

    static func describe(_ event: BrowseEvent) -> String {
        switch event {
        case .input(.key(let key)): return "key \(key)"
        case .page(let result): return "found \(result)"
        default: return "\(event)".prefix(160).description
        }
    }

    /// 400 sequences of 60 steps from each of three seeds: 72,000 steps.
    @Test(arguments: [UInt64(1), 2_026, 48])
    func everyOrderKeepsTheInvariants(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        for sequence in 0..<400 {
            var model = Base.loaded(Self.pool, columns: 100, rows: 30)
            var events: [BrowseEvent] = []
            for _ in 0..<60 {
                let event = Self.event(model, &random)
                events.append(event)
                model = BrowseModel.update(model, event).0
            }
            guard let found = Self.firstBreak(events) else { continue }
            let shortest = Self.shortest(Array(events.prefix(found.step + 1)))
            let why = Self.firstBreak(shortest)?.why ?? found.why
            let steps: [String] = shortest.map { Self.describe($0) }
            Issue.record(Comment(rawValue: "seed \(seed), sequence \(sequence): \(why), after \(shortest.count) events:\n" + steps.joined(separator: "\n")))
            return
        }
    }

    /// The checks can fail: a model that forgets to clamp its highlight, or
    /// sends Esc to the chart from the artist page, is caught and shrunk.
    @Test func aBrokenInvariantIsFoundAndShrunk() {
        let noisy: [BrowseEvent] = Base.keys(.down, .down, .character("/"), .escape, .character("x")) + [.resized(columns: 90, rows: 25)] + Base.keys(.end)
            + [.chartLoaded(.loaded(Chart(albums: Array(Self.pool.prefix(2)))), at: Base.date)]
        // The real update keeps the highlight on the two rows left; one that didn't would break after the last event.
        #expect(Self.firstBreak(noisy) == nil)
        var model = Base.loaded(Self.pool, columns: 100, rows: 30)
        for event in noisy.dropLast() { model = BrowseModel.update(model, event).0 }
        var shrunkTo = model
        shrunkTo.albums = Array(Self.pool.prefix(2))
        var oracle = Oracle()
        #expect(Self.broken(before: model, noisy[noisy.count - 1], after: shrunkTo, effects: [], oracle: &oracle)?.contains("highlight") == true)
        var atArtist = Oracle(pages: [.chart, .detail, .artist])
        var wrong = model
        wrong.page = .artist
        var chart = wrong
        chart.page = .chart
        #expect(Self.broken(before: wrong, .input(.key(.escape)), after: chart, effects: [], oracle: &atArtist)?.hasPrefix("escape went from") == true)
    }
}
