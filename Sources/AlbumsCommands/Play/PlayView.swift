import AlbumsCore
import AlbumsShape
import AlbumsTerminal

/// The render half of `albums play`: the line of each preview as it starts, and the summary.
package enum PlayView {
    package struct Played: Equatable, Sendable {
        package enum Outcome: Equatable, Sendable {
            case played
            case skipped
            /// `q`, Esc: this one stopped, the rest not reached.
            case stopped
            case notReached
            case noPreview
            case failed(String)
        }

        package var number: Int
        package var track: Track
        package var outcome: Outcome
    }

    /// Apple's previews are 30 seconds; a shorter track is its own length.
    package static let previewSeconds = 30

    /// "▶ 3/12  Song Name — Artist  0:30"; "  4/12  Song Name — Artist  (no preview)".
    package static func line(number: Int, of total: Int, track: Track, previewing: Bool) -> String {
        let name = Sanitizer.line(track.name) + " — " + Sanitizer.line(track.artist)
        guard previewing else { return "  \(number)/\(total)  \(name)  (no preview)\n" }
        let seconds = min(previewSeconds, track.duration ?? previewSeconds)
        return nowPlaying(number: number, of: total, track: track) + "  \(Track.minutesAndSeconds(seconds))\n"
    }

    /// "▶ 3/12  Song — Artist": what plays, for a line and for the browser's status line.
    package static func nowPlaying(number: Int, of total: Int, track: Track) -> String {
        "▶ \(number)/\(total)  " + Sanitizer.line(track.name) + " — " + Sanitizer.line(track.artist)
    }

    static func keyHint(style: Style) -> String {
        style.dim("n or Enter: next · q: stop · Ctrl-C: quit") + "\n"
    }

    /// "Played 11 previews with mpv (1 skipped; 1 track has none)."; failures make it exit 1.
    package static func summary(_ played: [Played], player: String) -> Output {
        let count = { (outcome: (Played.Outcome) -> Bool) in played.filter { outcome($0.outcome) }.count }
        let done = count { $0 == .played }, skipped = count { $0 == .skipped }, none = count { $0 == .noPreview }
        let stopped = count { $0 == .stopped || $0 == .notReached }
        var extras: [String] = []
        if skipped > 0 { extras.append("\(skipped) skipped") }
        if stopped > 0 { extras.append("stopped with \(stopped) to go") }
        if none > 0 { extras.append("\(none) \(none == 1 ? "track has" : "tracks have") no preview") }
        let text = "Played \(done) \(done == 1 ? "preview" : "previews") with \(player)" + (extras.isEmpty ? "" : " (\(extras.joined(separator: "; ")))") + ".\n"
        let failures = played.compactMap { item -> String? in
            guard case .failed(let why) = item.outcome else { return nil }
            return "\(item.number): \(Sanitizer.line(item.track.name)): \(why)"
        }
        guard !failures.isEmpty else { return Output(stderr: text) }
        let failure = Failure("couldn't play \(failures.count) of \(played.count) \(played.count == 1 ? "preview" : "previews")",
                              why: failures.joined(separator: "; "), suggestion: "check the player (albums settings get player), or play the link in a browser")
        return Output(stderr: text) + .failure(failure)
    }

    /// Without a player: each preview's link on stdout, and which players were looked for.
    package static func noPlayer(_ tracks: [Track], lookedFor: [String]) -> Output {
        let links = tracks.compactMap { track in track.previewURL.map { Sanitizer.line($0) + "\n" } }.joined()
        let message = "No player found (looked for \(lookedFor.joined(separator: ", ")) on PATH); "
            + (links.isEmpty ? "and there is no preview to link to.\n"
                : "here are the previews' links instead. Install mpv, or choose a player: albums settings set player NAME.\n")
        return Output(stdout: links, stderr: message)
    }
}
