import AlbumsClients
import AlbumsCore
import AlbumsEssentials
import AlbumsPlatform
import AlbumsShape
import AlbumsTerminal

/// `albums play <rank|id> [--track N]`: 30-second previews through the World's
/// player, one after another; `n` or Enter skips, `q` stops. An interactive
/// command: `prepare` finds the tracks and the player, the session plays them
/// (a line on stdout as each starts), and `render` sums up.
package enum PlayCommand: InteractiveCommand {
    package struct Options: Sendable {
        package var target: String
        package var track: Int?
    }

    package enum Prepared: Sendable {
        /// The tracks to play, each with its number among `total`, and the player.
        case ready([(number: Int, track: Track)], total: Int, player: Player)
        /// No player: the previews' links, and the programs looked for.
        case noPlayer([Track], lookedFor: [String])
    }

    package enum Outcome: Sendable {
        /// What was played (or not), in order, and by what.
        case played([PlayView.Played], player: String)
        /// No player: the previews' links, and the programs looked for.
        case noPlayer([Track], lookedFor: [String])
    }

    package static let target: Argument<String> = .one(
        "rank|id", help: "the album's rank in the chart (1–100), or an album's or a song's id (as albums search prints them)"
    )
    package static let track: Option<Int?> = .number("track", short: "t", in: 1...999, help: "Only track N of the album (counted across its discs, as the ▶ N/M lines count)")

    package static let spec = CommandSpec(
        "play", summary: "Play an album's 30-second previews, or a song's",
        discussion: "Plays through the first of mpv, ffplay, afplay (macOS) and gst-play-1.0 found on PATH, or the one the player setting names; without one, prints each preview's link and says which players were looked for (exit 0). Each preview's line goes to stdout as it starts. On a terminal, n or Enter skips to the next preview and q stops; Ctrl-C stops the player and albums.",
        options: [OptionSpec.setting(Settings.feed, short: "f"), SharedOptions.country, OptionSpec.setting(Settings.limit, short: "n"), track,
                  OptionSpec.setting(Settings.player), SharedOptions.api],
        positionals: [target],
        examples: [
            .init("albums play 1", "The number one album's previews, one after another"),
            .init("albums play 1 --track 3", "Only its third track"),
            .init("albums play 1707632256", "A song's preview, by the id albums search printed"),
        ]
    )

    package static func options(_ parsed: ParsedArguments) throws(UsageError) -> Options {
        Options(target: try AlbumSelector.checked(parsed[target], noun: "album or song"), track: try parsed[track])
    }

    package static func prepare(_ options: Options, in context: CommandContext) async throws -> Prepared {
        let id = try await TrackSource.id(for: options.target, context)
        var tracks: [Track]
        switch try await TrackSource.lookup(id, context) {
        case .album(let list):
            tracks = list.tracks
            guard !tracks.isEmpty else { throw Failure("nothing to play", why: "the catalog lists no tracks for \(list.albumName.clipped) (\(id))") }
        case .song(let song):
            tracks = [song]
        }
        // "3/12": counted among all of them, even when only one is played.
        let total = tracks.count
        if let number = options.track {
            guard number <= tracks.count else {
                throw UsageError("track \(number) is out of range: \(tracks.count == 1 ? "a song is one track" : "the album has \(tracks.count) tracks")",
                                 hints: ["use --track 1 to \(tracks.count)"])
            }
            tracks = [tracks[number - 1]]
        }
        let numbers = options.track.map { [$0] } ?? Array(1...tracks.count)
        let player = TrackSource.player(context)
        if let missing = player.missing { return .noPlayer(tracks, lookedFor: missing) }
        return .ready(zip(numbers, tracks).map { ($0, $1) }, total: total, player: player)
    }

    /// Plays each in turn, writing its line as it starts; keys skip and stop while it plays.
    package static func session(_ prepared: Prepared, _ options: Options, in context: CommandContext) async -> Outcome {
        guard case .ready(let tracks, let total, let player) = prepared else {
            if case .noPlayer(let tracks, let lookedFor) = prepared { return .noPlayer(tracks, lookedFor: lookedFor) }
            return .played([], player: "")
        }
        let loop = PreviewLoop(player: player)
        let keys = context.world.keyboard.open(.keys)
        if keys != nil {
            context.world.console.err.write(PlayView.keyHint(style: context.screen.err))
        }
        let listener = Task {
            guard let keys else { return }
            var parser = KeyParser()
            for await chunk in keys.bytes {
                // A terminal sends a key's sequence in one write: what is left unfinished is a lone Esc.
                for event in parser.feed(chunk) + parser.flush() {
                    switch event {
                    case .key(.character("n")), .key(.character("N")), .key(.character(" ")), .key(.enter): loop.skip()
                    case .key(.character("q")), .key(.character("Q")), .key(.escape): loop.stop()
                    default: break
                    }
                }
            }
        }
        defer {
            listener.cancel()
            keys?.stop()
        }
        let out = context.world.console.out
        // Stopped by a line that couldn't be written (a full disk): the rest are not reached.
        guard out.failure() == nil else {
            return .played(tracks.map { .init(number: $0.number, track: $0.track, outcome: .notReached) }, player: player.name)
        }
        let played = await loop.run(tracks) { number, track, previewing in
            out.write(PlayView.line(number: number, of: total, track: track, previewing: previewing))
            return out.failure() == nil
        }
        return .played(played, player: player.name)
    }

    package static func render(_ outcome: Outcome, _ options: Options, on screen: RenderContext) -> Output {
        switch outcome {
        case .noPlayer(let tracks, let lookedFor):
            return PlayView.noPlayer(tracks, lookedFor: lookedFor)
        case .played(let played, let player):
            return PlayView.summary(played, player: player)
        }
    }
}
