import AlbumsPlatform

/// The program's own sounds, synthesized as 16-bit mono WAV: a bright two-note
/// chime for a loaded chart, a descending "sad trombone" for an empty or failed one.
enum Chime {
    struct Sound {
        var wav: Data
        var duration: TimeInterval
    }

    static let sampleRate = 22_050

    static func wav(for event: NotifierEvent) -> Sound {
        switch event {
        case .loaded:
            return render([(1046.5, 0.11), (1318.5, 0.22)], timbre: .bell)
        case .empty, .failed:
            return render([(392.0, 0.28), (370.0, 0.28), (349.2, 0.28), (329.6, 0.75)], timbre: .brass)
        }
    }

    enum Timbre { case bell, brass }

    static func render(_ notes: [(frequency: Double, seconds: Double)], timbre: Timbre) -> Sound {
        var samples: [Int16] = []
        for (index, note) in notes.enumerated() {
            let count = Int(note.seconds * Double(sampleRate))
            let isLast = index == notes.count - 1
            for n in 0..<count {
                let t = Double(n) / Double(sampleRate)
                let value: Double
                switch timbre {
                case .bell:
                    let envelope = exp(-t * 9)
                    value = envelope * (sin(2 * .pi * note.frequency * t) + 0.3 * sin(4 * .pi * note.frequency * t))
                case .brass:
                    let vibrato = isLast ? 4 * sin(2 * .pi * 6 * t) : 0
                    let phase = (note.frequency + vibrato) * t
                    let saw = 2 * (phase - floor(phase + 0.5))
                    let attack = min(1, t / 0.02)
                    let release = min(1, (note.seconds - t) / 0.05)
                    value = 0.6 * saw * attack * release
                }
                samples.append(Int16(max(-1, min(1, value * 0.5)) * Double(Int16.max)))
            }
        }
        let duration = notes.reduce(0) { $0 + $1.seconds }
        return Sound(wav: wavFile(samples), duration: duration)
    }

    static func wavFile(_ samples: [Int16]) -> Data {
        var data = Data()
        func append<T: FixedWidthInteger>(_ value: T) {
            withUnsafeBytes(of: value.littleEndian) { data.append(contentsOf: $0) }
        }
        let byteCount = UInt32(samples.count * 2)
        data.append(contentsOf: Array("RIFF".utf8)); append(36 + byteCount)
        data.append(contentsOf: Array("WAVE".utf8))
        data.append(contentsOf: Array("fmt ".utf8)); append(UInt32(16)); append(UInt16(1)); append(UInt16(1))
        append(UInt32(sampleRate)); append(UInt32(sampleRate * 2)); append(UInt16(2)); append(UInt16(16))
        data.append(contentsOf: Array("data".utf8)); append(byteCount)
        for sample in samples { append(sample) }
        return data
    }
}
