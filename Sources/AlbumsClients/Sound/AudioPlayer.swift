import Foundation

/// A system audio player that can play a WAV file: PulseAudio's, ALSA's or macOS's.
struct AudioPlayer {
    let path: String

    static let candidates = ["paplay", "aplay", "afplay"]

    static func find(in environment: [String: String]) -> AudioPlayer? {
        candidates.lazy.compactMap { Executables.find($0, in: environment) }.first.map(AudioPlayer.init)
    }

    /// Plays and waits for the sound, but never much longer than the sound itself lasts.
    func play(_ sound: Chime.Sound) async -> Bool {
        let file = NSTemporaryDirectory() + "albums-\(getpid())-\(UInt32.random(in: 0 ... .max)).wav"
        guard (try? AtomicFile.write(sound.wav, to: file, permissions: 0o600, durable: false)) != nil else { return false }
        defer { unlink(file) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = (path as NSString).lastPathComponent == "aplay" ? ["-q", file] : [file]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return false }
        let deadline = Date().addingTimeInterval(sound.duration + 0.5)
        while process.isRunning && Date() < deadline {
            try? await Task.sleep(for: .milliseconds(20))
        }
        if process.isRunning {
            process.terminate()
            return true
        }
        return process.terminationStatus == 0
    }
}
