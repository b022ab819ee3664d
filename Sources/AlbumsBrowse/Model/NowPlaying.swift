import AlbumsClients
import AlbumsCommands
import AlbumsCore
import AlbumsEssentials
import AlbumsPlatform
import AlbumsShape

/// What plays: an album's previews (`p` on the chart or the detail) or one
/// track's (Enter on the track list). One play at a time, numbered: the model
/// knows what plays from the moment it asks, a play replaced by another says
/// nothing when it ends (its player may take a second to go), `p` on what
/// plays stops it, and the status line says "stopping…" until it has.
extension BrowseModel {
    /// `p`: the highlighted album's previews, or stop them if they are what plays.
    mutating func playEffects() -> [BrowseEffect] {
        guard let album = selected else { return [] }
        if playing?.albumID == album.id { return stopPlaying() }
        return startPlay(album, track: nil) { play in .album(album, play: play) }
    }

    /// Track `index` of `list` (the detail's track list).
    mutating func playTrack(_ index: Int, of list: TrackList, album: Album) -> [BrowseEffect] {
        startPlay(album, track: index + 1) { play in .track(index, of: list, album: album, play: play) }
    }

    private mutating func startPlay(_ album: Album, track: Int?, _ work: (Int) -> BrowseWork) -> [BrowseEffect] {
        plays += 1
        playing = Playing(play: plays, albumID: album.id, track: track)
        return [.run(work(plays))]
    }

    mutating func stopPlaying() -> [BrowseEffect] {
        guard playing != nil else { return [] }
        playing?.stopping = true
        return [.cancel(.play)]
    }

    /// The number of the track playing from `album`, if one is.
    func trackPlaying(from album: Album) -> Int? {
        playing.flatMap { $0.albumID == album.id && !$0.stopping ? $0.track : nil }
    }

    package mutating func nowPlaying(_ play: Int, line: String, started: Date?) {
        guard playing?.play == play else { return }
        playing?.line = line
        playing?.started = started
    }

    mutating func playEnded(_ play: Int, message: String) {
        guard playing?.play == play else { return }
        playing = nil
        self.message = message
    }
}

extension BrowseWork {
    /// `album`'s previews through the World's player, one after another.
    /// Cancelling the work stops the player, and it ends once the player has.
    package struct AlbumPlay: Hashable, Sendable {
        package var album: Album
        package var play: Int
    }

    package static func album(_ album: Album, play: Int) -> BrowseWork {
        BrowseWork(.play, carrying: AlbumPlay(album: album, play: play)) { asked, work in
            let (album, play) = (asked.album, asked.play)
            let context = work.command
            let tracks: [Track]
            do {
                guard case .album(let list) = try await TrackSource.lookup(album.id, context) else {
                    return .playEnded(play: play, message: "no previews: \(album.id) is a song, not an album")
                }
                tracks = list.tracks
            } catch {
                return .playEnded(play: play, message: "no previews: " + Failure(loading: .tracks(id: album.id), error).why)
            }
            return await withPlayer(context, play: play) { player in
                let outcomes = await PreviewLoop(player: player).run(tracks.enumerated().map { ($0.offset + 1, $0.element) }) { number, track, previewing in
                    guard previewing else { return true }
                    let line = PlayView.line(number: number, of: tracks.count, track: track, previewing: true).trimmed()
                    work.send(.nowPlaying(play: play, line: line))
                    return true
                }
                let played = outcomes.filter { $0.outcome == .played }.count
                return .playEnded(play: play, message: Task.isCancelled ? "stopped" : "played \(played) \(played == 1 ? "preview" : "previews") with \(player.name)")
            }
        }
    }

    /// One track's preview; the status line says what plays, and for how long so far.
    package struct TrackPlay: Hashable, Sendable {
        package var index: Int
        package var list: TrackList
        package var album: Album
        package var play: Int
    }

    package static func track(_ index: Int, of list: TrackList, album: Album, play: Int) -> BrowseWork {
        BrowseWork(.play, carrying: TrackPlay(index: index, list: list, album: album, play: play)) { asked, work in
            let (index, list, play) = (asked.index, asked.list, asked.play)
            let context = work.command
            return await withPlayer(context, play: play) { player in
                guard list.tracks.indices.contains(index) else { return .playEnded(play: play, message: "no track \(index + 1)") }
                let clock = context.world.clock
                let outcomes = await PreviewLoop(player: player).run([(index + 1, list.tracks[index])]) { number, track, previewing in
                    guard previewing else { return true }
                    work.send(.nowPlaying(play: play, line: PlayView.nowPlaying(number: number, of: list.tracks.count, track: track), started: clock.now()))
                    return true
                }
                let message: String
                switch outcomes.first?.outcome {
                case .noPreview?: message = "track \(index + 1) has no preview"
                case .failed(let why)?: message = "couldn't play track \(index + 1): \(why)"
                case .stopped?, .skipped?, .notReached?: message = "stopped"
                case .played?, nil: message = Task.isCancelled ? "stopped" : "played track \(index + 1) with \(player.name)"
                }
                return .playEnded(play: play, message: message)
            }
        }
    }

    /// The run's player (the World's, for the session and the player setting), or the play's end when none is found.
    private static func withPlayer(_ context: CommandContext, play: Int, _ body: (Player) async -> BrowseEvent) async -> BrowseEvent {
        let player = TrackSource.player(context)
        if let missing = player.missing { return .playEnded(play: play, message: "no player found (looked for \(missing.joined(separator: ", ")))") }
        return await body(player)
    }
}
