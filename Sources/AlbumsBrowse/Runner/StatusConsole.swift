import AlbumsClients
import AlbumsEssentials
import AlbumsPlatform
import AlbumsTerminal
import Synchronization

/// The console the browser's work writes to. The screen is the view's, so
/// nothing reaches stdout, and each line the work would write to stderr (a
/// warning: a stale copy used, a notifier that failed) is handed to `warn`,
/// its "warning: " taken off, for the status line and the `!` box.
package enum StatusConsole {
    package static func console(columns: @escaping @Sendable () -> Int?, warn: @escaping @Sendable (String) -> Void) -> Console {
        let pending = Mutex(Data())
        let err = Console.Stream(isTerminal: false) { data in
            let lines = pending.withLock { pending -> [String] in
                pending += data
                var lines: [String] = []
                while let end = pending.firstIndex(of: 0x0A) {
                    lines.append(String(decoding: pending[pending.startIndex..<end], as: UTF8.self))
                    pending = Data(pending[(end + 1)...])
                }
                return lines
            }
            for line in lines {
                let text = line.hasPrefix(Warning.prefix) ? String(line.dropFirst(Warning.prefix.count)) : line
                if !text.trimmed().isEmpty { warn(text) }
            }
        }
        return Console(out: Console.Stream(isTerminal: false) { _ in }, err: err, columns: columns)
    }
}
