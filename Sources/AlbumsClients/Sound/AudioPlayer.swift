import AlbumsCore
import AlbumsEssentials
import AlbumsPlatform
import Synchronization

/// A system audio player that can play a WAV file: PulseAudio's, ALSA's or macOS's.
struct AudioPlayer {
    let path: String

    static let candidates = Platform.soundPlayers

    static func find(in environment: [String: String]) -> AudioPlayer? {
        Executables.first(of: candidates, in: environment).map { AudioPlayer(path: $0.path) }
    }

    /// Plays and waits for the sound, but never much longer than the sound itself lasts.
    func play(_ sound: Chime.Sound) async -> Bool {
        guard let file = try? TemporaryFile(sound.wav, name: "", suffix: "wav") else { return false }
        defer { file.remove() }
        // Ctrl-C, kill or a closed terminal while it plays: the player stops and the file goes.
        let arguments = Platform.soundArguments(for: PathText.name(of: path), file: file.path)
        switch await ChildProcess.run(path, arguments, upTo: .milliseconds(Int64((sound.duration + 0.5) * 1000))) {
        case .exited(let status): return status == 0
        case .timedOut, .cancelled: return true
        case .notStarted: return false
        }
    }
}
