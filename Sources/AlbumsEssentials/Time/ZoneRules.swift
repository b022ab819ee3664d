/// A time zone as the system's tz database (TZif files) describes it: the
/// offsets from UTC and the instants they change at. For the clock watch
/// prints, in TZ's zone or the machine's, without ICU: Foundation's named
/// time zones come with ICU's data.
package struct ZoneRules: Equatable, Sendable {
    /// The instants (seconds since 1970, UTC) each offset starts at, in order.
    var changes: [Int64]
    /// Seconds east of UTC from each change on; `offsets[0]` before the first.
    var offsets: [Int32]
    /// After the last change: the footer's rule, if the file has one.
    var rule: PosixRule?

    package static let utc = ZoneRules(changes: [], offsets: [0])

    /// A zone `offset` seconds east of UTC all year.
    package static func fixed(_ offset: Int32) -> ZoneRules { ZoneRules(changes: [], offsets: [offset]) }

    /// The zone a POSIX TZ string states ("JST-9", "EST5EDT,M3.2.0,M11.1.0"); nil when it states none.
    package static func posix(_ text: String) -> ZoneRules? {
        guard let rule = PosixRule(text) else { return nil }
        return ZoneRules(changes: [], offsets: [rule.standard], rule: rule)
    }

    /// Seconds east of UTC at `instant`.
    package func offset(at instant: Int64) -> Int32 {
        // The last change at or before the instant.
        var low = 0, high = changes.count
        while low < high {
            let middle = (low + high) / 2
            if changes[middle] <= instant { low = middle + 1 } else { high = middle }
        }
        if low == changes.count, let rule { return rule.offset(at: instant) }
        return offsets[low]
    }

    /// "12:00", or "12:00:05" with seconds: the wall clock at `instant`.
    package func clock(_ instant: Int64, seconds: Bool) -> String {
        let local = instant + Int64(offset(at: instant))
        let inDay = Int(((local % 86_400) + 86_400) % 86_400)
        let text = NumberText.padded(inDay / 3600, digits: 2) + ":" + NumberText.padded(inDay / 60 % 60, digits: 2)
        return seconds ? text + ":" + NumberText.padded(inDay % 60, digits: 2) : text
    }

    /// The rules of a TZif file (RFC 8536, versions 1 to 4): its 64-bit data
    /// where it has them, else its 32-bit; nil when the bytes aren't one.
    package static func tzif(_ bytes: [UInt8]) -> ZoneRules? {
        guard let first = Header(bytes, at: 0) else { return nil }
        if first.version >= 2, let second = Header(bytes, at: 44 + first.length(timeSize: 4)), var rules = second.rules(bytes, timeSize: 8) {
            // The footer: "\n" + a POSIX TZ string + "\n".
            let footer = second.start + 44 + second.length(timeSize: 8)
            if bytes.count > footer + 1, bytes[footer] == 0x0A, let close = bytes[(footer + 1)...].firstIndex(of: 0x0A) {
                rules.rule = PosixRule(String(decoding: bytes[(footer + 1)..<close], as: UTF8.self))
            }
            return rules
        }
        return first.rules(bytes, timeSize: 4)
    }

    struct Header {
        var start: Int, version: UInt8
        var isUTCount: Int, isStdCount: Int, leapCount: Int, timeCount: Int, typeCount: Int, charCount: Int

        init?(_ bytes: [UInt8], at start: Int) {
            guard start >= 0, bytes.count >= start + 44, bytes[start..<start + 4].elementsEqual("TZif".utf8) else { return nil }
            func count(_ index: Int) -> Int {
                let at = start + 20 + index * 4
                return Int(bytes[at]) << 24 | Int(bytes[at + 1]) << 16 | Int(bytes[at + 2]) << 8 | Int(bytes[at + 3])
            }
            self.start = start
            version = bytes[start + 4] == 0 ? 1 : bytes[start + 4] &- 0x30
            (isUTCount, isStdCount, leapCount, timeCount, typeCount, charCount) = (count(0), count(1), count(2), count(3), count(4), count(5))
        }

        /// The data block's length after the 44-byte header.
        func length(timeSize: Int) -> Int {
            timeCount * timeSize + timeCount + typeCount * 6 + charCount + leapCount * (timeSize + 4) + isStdCount + isUTCount
        }

        func rules(_ bytes: [UInt8], timeSize: Int) -> ZoneRules? {
            let data = start + 44
            // The counts are only as large as the file that holds what they count (which is read up to 1 MiB).
            guard typeCount > 0, bytes.count >= data + length(timeSize: timeSize) else { return nil }
            func signed(_ at: Int, _ size: Int) -> Int64 {
                var value: Int64 = 0
                for index in 0..<size { value = value << 8 | Int64(bytes[at + index]) }
                return size == 4 ? Int64(Int32(truncatingIfNeeded: value)) : value
            }
            let types = data + timeCount * timeSize + timeCount
            let offsetOfType = (0..<typeCount).map { Int32(truncatingIfNeeded: signed(types + $0 * 6, 4)) }
            var changes: [Int64] = [], offsets: [Int32] = [offsetOfType[0]]
            for index in 0..<timeCount {
                let type = Int(bytes[data + timeCount * timeSize + index])
                guard type < typeCount else { return nil }
                changes.append(signed(data + index * timeSize, timeSize))
                offsets.append(offsetOfType[type])
            }
            guard zip(changes, changes.dropFirst()).allSatisfy({ $0 < $1 }) else { return nil }
            return ZoneRules(changes: changes, offsets: offsets, rule: nil)
        }
    }
}
