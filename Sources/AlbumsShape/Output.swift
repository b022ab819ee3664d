import AlbumsClients
import AlbumsCore
import AlbumsEssentials
import AlbumsPlatform
import AlbumsTerminal

/// What a command shows: text or bytes for stdout, messages for stderr, and
/// how it exits. Every render half returns one, so it can be compared exactly
/// in tests. Warnings and failures stay values until the runner writes them,
/// styled for stderr and sanitised.
package struct Output: Equatable, Sendable {
    package enum Chunk: Equatable, Sendable {
        case stdout(Data)
        case stderr(String)
        case warning(String)
        case failure(Failure)
    }

    package var chunks: [Chunk]
    package var exit: ExitCode

    package init(chunks: [Chunk] = [], exit: ExitCode = .success) {
        self.chunks = chunks
        self.exit = exit
    }

    /// Messages first, then data, as a command writes them.
    package init(stdout: String = "", stderr: String = "", exit: ExitCode = .success) {
        self.init(chunks: (stderr.isEmpty ? [] : [.stderr(stderr)]) + (stdout.isEmpty ? [] : [.stdout(stdout.utf8Data)]), exit: exit)
    }

    package static func data(_ bytes: Data) -> Output {
        Output(chunks: [.stdout(bytes)])
    }

    package static func warning(_ text: String) -> Output {
        Output(chunks: [.warning(text)])
    }

    package static func warnings(_ texts: [String]) -> Output {
        Output(chunks: texts.map(Chunk.warning))
    }

    package static func failure(_ failure: Failure) -> Output {
        Output(chunks: [.failure(failure)], exit: .failure)
    }

    /// One after the other; the first failing exit code wins.
    package static func + (left: Output, right: Output) -> Output {
        Output(chunks: left.chunks + right.chunks, exit: left.exit == .success ? right.exit : left.exit)
    }

    package var stdoutData: Data {
        chunks.reduce(into: Data()) { data, chunk in
            if case .stdout(let bytes) = chunk { data += bytes }
        }
    }

    package var stdout: String { String(decoding: stdoutData, as: UTF8.self) }

    /// What stderr shows without colour.
    package var stderr: String { stderr(style: .plain) }

    package func stderr(style: Style) -> String {
        chunks.map { chunk in
            switch chunk {
            case .stdout: return ""
            case .stderr(let text): return text
            case .warning(let text): return Warning.line(text, style: style)
            case .failure(let failure): return failure.rendered(style: style)
            }
        }.joined()
    }

    /// Equal when the same text goes to each stream and the exit code is the same.
    package static func == (left: Output, right: Output) -> Bool {
        left.stdoutData == right.stdoutData && left.stderr == right.stderr && left.exit == right.exit
    }

    /// Writes each chunk, in order, styling messages with `style`. Once stdout
    /// can't be written (a full disk, a closed pipe), nothing after it is: a
    /// message after the data would say it was written (the runner says why not).
    package func write(to console: Console, style: Style) {
        for chunk in chunks {
            switch chunk {
            case .stdout(let bytes):
                if !bytes.isEmpty { console.out.writeData(bytes) }
                if console.out.failure() != nil { return }
            case .stderr, .warning, .failure:
                let text = Output(chunks: [chunk]).stderr(style: style)
                if !text.isEmpty { console.err.write(text) }
            }
        }
    }
}
