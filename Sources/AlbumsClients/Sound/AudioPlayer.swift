import AlbumsPlatform
import Foundation
import Synchronization

/// A system audio player that can play a WAV file: PulseAudio's, ALSA's or macOS's.
struct AudioPlayer {
    let path: String

    static let candidates = Platform.soundPlayers

    static func find(in environment: [String: String]) -> AudioPlayer? {
        candidates.lazy.compactMap { Executables.find($0, in: environment) }.first.map(AudioPlayer.init)
    }

    /// Plays and waits for the sound, but never much longer than the sound itself lasts.
    func play(_ sound: Chime.Sound) async -> Bool {
        let file = NSTemporaryDirectory() + "albums-\(getpid())-\(UInt32.random(in: 0 ... .max)).wav"
        // Ctrl-C, kill or a closed terminal while it plays: the player stops and the file goes.
        let player = Mutex<pid_t>(0)
        let cleanup = SignalCleanup.register {
            let pid = player.withLock { $0 }
            if pid > 0 { kill(pid, SIGTERM) }
            unlink(file)
        }
        defer {
            SignalCleanup.remove(cleanup)
            unlink(file)
        }
        guard (try? AtomicFile.write(sound.wav, to: file, permissions: 0o600, durable: false)) != nil else { return false }
        let arguments = Platform.soundArguments(for: (path as NSString).lastPathComponent, file: file)
        guard let process = try? ChildProcess(path, arguments: arguments) else { return false }
        player.withLock { $0 = process.pid }
        // Never much longer than the sound itself lasts.
        if await process.wait(upTo: .milliseconds(Int64((sound.duration + 0.5) * 1000))) {
            return process.exitStatus == 0
        }
        process.terminate()
        return true
    }
}
