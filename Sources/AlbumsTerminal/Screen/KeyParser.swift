/// What a terminal in raw mode sends, as events: keys (CSI and SS3 forms of the
/// arrows, Home, End, PgUp, PgDn), bracketed paste, SGR (1006) mouse reports.
/// Bytes may arrive split anywhere; an incomplete sequence waits for the next
/// read, and a lone Esc is told from the start of a sequence by `flush` after a
/// short pause. What a terminal sends that is no key is dropped, never read as
/// keys: answers to questions (DA1, the cell size, XTVERSION, kitty's graphics
/// replies, which come late over a slow link), and any DCS, APC, OSC, SOS or PM
/// string, in 7-bit or 8-bit (C1) form. A sequence or string under way after
/// the short pause waits for the rest until `expire`, after a long one.
package struct KeyParser: Sendable {
    package enum Key: Equatable, Sendable {
        case character(Character)
        case up, down, left, right, home, end, pageUp, pageDown, delete
        case enter, escape, backspace, tab
        /// Ctrl and a letter, lower case: `control("c")`.
        case control(Character)
    }

    package struct Mouse: Equatable, Sendable {
        package enum Action: Equatable, Sendable { case press, release, wheelUp, wheelDown }
        package var action: Action
        /// 0 for the left button.
        package var button: Int
        /// Cells from the top-left corner, from 0.
        package var column: Int
        package var row: Int
    }

    package enum Event: Equatable, Sendable {
        case key(Key)
        case paste(String)
        case mouse(Mouse)
    }

    private var buffer: [UInt8] = []
    private var paste: [UInt8]?

    package init() {}

    /// How long bytes waiting for more have waited.
    package enum Patience { case waiting, shortPause, longPause }

    /// Whether bytes are waiting for more (a lone Esc, half a sequence or character).
    package var hasPending: Bool { !buffer.isEmpty && paste == nil }

    package mutating func feed(_ bytes: [UInt8]) -> [Event] {
        buffer += bytes
        return events(.waiting)
    }

    /// After a short pause with bytes pending: a lone Esc is the Esc key, Esc
    /// and one more byte are Esc and that key (Alt and the key), and a broken
    /// character is taken as it is. A sequence or string with more than its
    /// introducer waits on: over a slow link a terminal's answer arrives in pieces.
    package mutating func flush() -> [Event] {
        guard paste == nil else { return [] }
        return events(.shortPause)
    }

    /// After a long pause: a sequence or string still under way never ends, and is dropped.
    package mutating func expire() -> [Event] {
        guard paste == nil else { return [] }
        return events(.longPause)
    }

    private mutating func events(_ patience: Patience) -> [Event] {
        var events: [Event] = []
        while !buffer.isEmpty, let event = next(patience) {
            if let event = event { events.append(event) }
        }
        return events
    }

    static let pasteEnd: [UInt8] = [0x1B, 0x5B, 0x32, 0x30, 0x31, 0x7E] // ESC [ 2 0 1 ~

    /// The next event; `.some(nil)` when bytes were used up without one, nil
    /// when more bytes are needed.
    private mutating func next(_ patience: Patience) -> Event?? {
        let final = patience != .waiting
        if var pasted = paste {
            if let end = Self.find(Self.pasteEnd, in: buffer) {
                pasted += buffer[..<end]
                buffer.removeFirst(end + Self.pasteEnd.count)
                paste = nil
                return .some(.paste(String(decoding: pasted, as: UTF8.self)))
            }
            // Keep what might be the start of the end marker.
            let keep = min(buffer.count, Self.pasteEnd.count - 1)
            pasted += buffer.dropLast(keep)
            buffer = Array(buffer.suffix(keep))
            paste = pasted
            return nil
        }
        guard let first = buffer.first else { return nil }
        if first == 0x1B || (0x80...0x9F).contains(first) {
            switch control(patience) {
            case .notControl: break
            case .needsMore: return nil
            case .done(let event): return .some(event)
            }
        }
        switch first {
        case 0x1B:
            return escape(final: final)
        case 0x0D, 0x0A:
            buffer.removeFirst()
            return .some(.key(.enter))
        case 0x7F, 0x08:
            buffer.removeFirst()
            return .some(.key(.backspace))
        case 0x09:
            buffer.removeFirst()
            return .some(.key(.tab))
        case 0x01...0x1A:
            buffer.removeFirst()
            return .some(.key(.control(Character(Unicode.Scalar(first + 0x60)))))
        case 0x00, 0x1C...0x1F:
            buffer.removeFirst()
            return .some(nil)
        default:
            return character(final: final)
        }
    }

    private mutating func character(final: Bool) -> Event?? {
        let length: Int
        switch buffer[0] {
        case 0x00..<0x80: length = 1
        case 0xC0..<0xE0: length = 2
        case 0xE0..<0xF0: length = 3
        case 0xF0..<0xF8: length = 4
        default: length = 1
        }
        if buffer.count < length && !final { return nil }
        let bytes = Array(buffer.prefix(length))
        buffer.removeFirst(bytes.count)
        let text = String(decoding: bytes, as: UTF8.self)
        guard let character = text.first, text != "\u{FFFD}" || bytes == [0xEF, 0xBF, 0xBD] else { return .some(nil) }
        return .some(.key(.character(character)))
    }

    package enum Control { case notControl, needsMore, done(Event?) }

    /// A CSI sequence (7-bit or 8-bit), or a DCS, APC, OSC, SOS or PM string,
    /// at the start of the buffer.
    private mutating func control(_ patience: Patience) -> Control {
        var strings = TerminalStrings(buffer)
        guard let (kind, bodyStart) = strings.introducer(at: 0) else {
            // Esc and anything else: a key (SS3, Alt and a key), for `escape`.
            guard buffer[0] != 0x1B else { return .notControl }
            // SS3 in 8 bits; any other lone C1 byte is nothing a key needs.
            if buffer[0] == 0x8F {
                guard buffer.count >= 2 else { return patience == .waiting ? .needsMore : drop(1) }
                let key = buffer[1]
                buffer.removeFirst(2)
                return .done(Self.letterKey(key).map(Event.key))
            }
            return drop(1)
        }
        switch strings.next() {
        case .control(_, let body, let range)?:
            buffer.removeFirst(range.count)
            guard kind == .csi, let finalByte = body.last else { return .done(nil) }
            return .done(csi(String(decoding: body.dropLast(), as: UTF8.self), final: finalByte))
        case .cut(let range)? where range.count >= Self.longestControl:
            return drop(range.count)
        default:
            switch patience {
            case .waiting:
                return .needsMore
            case .shortPause:
                // Only the introducer came: in 7 bits that was Esc and a key (Alt and it), for `escape`; a lone C1 byte means nothing.
                guard buffer.count <= bodyStart else { return .needsMore }
                return buffer[0] == 0x1B ? .notControl : drop(buffer.count)
            case .longPause:
                return drop(buffer.count)
            }
        }
    }

    /// Past this, bytes are no sequence a terminal sends: dropped, not waited on.
    static let longestControl = TerminalStrings.longest

    private mutating func drop(_ count: Int) -> Control {
        buffer.removeFirst(min(count, buffer.count))
        return .done(nil)
    }

    private mutating func escape(final: Bool) -> Event?? {
        guard buffer.count >= 2 else {
            if !final { return nil }
            buffer.removeFirst()
            return .some(.key(.escape))
        }
        switch buffer[1] {
        case 0x5B: // CSI
            var index = 2
            while index < buffer.count && !(0x40...0x7E).contains(buffer[index]) { index += 1 }
            guard index < buffer.count else {
                if !final { return nil }
                buffer.removeFirst() // a cut sequence: Esc, then the rest as typed
                return .some(.key(.escape))
            }
            let body = String(decoding: buffer[2..<index], as: UTF8.self)
            let finalByte = buffer[index]
            buffer.removeFirst(index + 1)
            return .some(csi(body, final: finalByte))
        case 0x4F: // SS3
            guard buffer.count >= 3 else {
                if !final { return nil }
                buffer.removeFirst()
                return .some(.key(.escape))
            }
            let key = buffer[2]
            buffer.removeFirst(3)
            return .some(Self.letterKey(key).map(Event.key))
        default:
            // Esc then another key (Alt+key): the Esc alone; the key comes next.
            buffer.removeFirst()
            return .some(.key(.escape))
        }
    }

    private mutating func csi(_ body: String, final: UInt8) -> Event? {
        if body.hasPrefix("<"), final == 0x4D || final == 0x6D { // SGR mouse: ESC [ < b ; x ; y M|m
            let numbers = body.dropFirst().split(separator: ";").compactMap { Int($0) }
            guard numbers.count == 3 else { return nil }
            let code = numbers[0], column = numbers[1] - 1, row = numbers[2] - 1
            let action: Mouse.Action
            if code & 64 != 0 {
                action = code & 1 == 0 ? .wheelUp : .wheelDown
            } else {
                action = final == 0x4D ? .press : .release
            }
            return .mouse(Mouse(action: action, button: code & 3, column: column, row: row))
        }
        let parameters = body.split(separator: ";").map { Int($0) ?? 0 }
        if final == 0x7E { // ESC [ n ~
            switch parameters.first ?? 0 {
            case 1, 7: return .key(.home)
            case 4, 8: return .key(.end)
            case 5: return .key(.pageUp)
            case 6: return .key(.pageDown)
            case 3: return .key(.delete)
            case 200:
                paste = []
                return nil
            default: return nil
            }
        }
        return Self.letterKey(final).map(Event.key)
    }

    /// The final letter of `ESC [ A`, `ESC [ 1 ; 5 A` and `ESC O A` forms.
    static func letterKey(_ byte: UInt8) -> Key? {
        switch byte {
        case 0x41: return .up
        case 0x42: return .down
        case 0x43: return .right
        case 0x44: return .left
        case 0x48: return .home
        case 0x46: return .end
        default: return nil
        }
    }

    package static func find(_ needle: [UInt8], in haystack: [UInt8]) -> Int? {
        guard haystack.count >= needle.count else { return nil }
        for start in 0...(haystack.count - needle.count) where haystack[start..<start + needle.count].elementsEqual(needle) {
            return start
        }
        return nil
    }
}
