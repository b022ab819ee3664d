import AlbumsClients
import AlbumsCore
import AlbumsEssentials
import Synchronization

/// Previews played one after another through a player: the one loop that
/// `albums play` and the browser's `p` share. Each track is announced as its
/// turn comes (with or without a preview); `skip` ends the one playing,
/// `stop` (or cancelling the task that runs the loop) ends them all.
package final class PreviewLoop: Sendable {
    package enum Request: Sendable { case skip, stop }

    package let player: Player
    private let request = Mutex<Request?>(nil)
    private let playing = Mutex<Task<Player.Outcome, Never>?>(nil)

    package init(player: Player) {
        self.player = player
    }

    package func skip() { ask(.skip) }
    package func stop() { ask(.stop) }

    private func ask(_ wanted: Request) {
        request.withLock { $0 = wanted }
        playing.withLock { $0?.cancel() }
    }

    /// Plays each in turn. `announce` is told of each track before it plays
    /// (`previewing`: it has a preview to play); false stops the loop there
    /// (a line that couldn't be written). What became of each, in order.
    package func run(_ tracks: [(number: Int, track: Track)],
             announce: (_ number: Int, _ track: Track, _ previewing: Bool) -> Bool) async -> [PlayView.Played] {
        await withTaskCancellationHandler {
            var played: [PlayView.Played] = []
            var going = true
            for (number, track) in tracks {
                // Stopped (by a key, the caller, or a line that couldn't be written): the rest are not reached.
                if !going || request.withLock({ $0 }) == .stop || Task.isCancelled {
                    played.append(.init(number: number, track: track, outcome: .notReached))
                    continue
                }
                guard let preview = track.previewURL.flatMap(WebURL.parse) else {
                    going = announce(number, track, false)
                    played.append(.init(number: number, track: track, outcome: .noPreview))
                    continue
                }
                guard announce(number, track, true) else {
                    going = false
                    played.append(.init(number: number, track: track, outcome: .notReached))
                    continue
                }
                let task = Task { await player.play(preview) }
                playing.withLock { $0 = task }
                // A request made before the task was known still ends it.
                if request.withLock({ $0 }) != nil || Task.isCancelled { task.cancel() }
                let outcome = await task.value
                playing.withLock { $0 = nil }
                let wanted = request.withLock { wanted in defer { if wanted == .skip { wanted = nil } }; return wanted }
                let ended: PlayView.Played.Outcome = switch (outcome, wanted) {
                case (.stopped, .skip?): .skipped
                case (.stopped, _): .stopped
                case (.played, _): .played
                case (.failed(let why), _): .failed(why)
                }
                played.append(.init(number: number, track: track, outcome: ended))
            }
            return played
        } onCancel: {
            stop()
        }
    }
}
