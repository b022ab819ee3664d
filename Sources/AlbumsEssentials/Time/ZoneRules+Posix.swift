/// The rule a TZif file's footer gives for the times after its last listed
/// change, as a POSIX TZ string: "CET-1CEST,M3.5.0,M10.5.0/3" (an hour east
/// of UTC, summer time from the last Sunday of March at 02:00 to the last
/// Sunday of October at 03:00). Files made "slim" list no changes at all
/// after a zone's rules last changed, so today's summer time is here.
struct PosixRule: Equatable, Sendable {
    /// Seconds east of UTC: standard time, and summer time if there is one.
    var standard: Int32
    var summer: Int32?
    var start: Change?, end: Change?

    /// When summer time starts or ends: a day of the year and the local time of day.
    struct Change: Equatable, Sendable {
        enum Day: Equatable, Sendable {
            /// Mm.w.d: weekday d (0 Sunday) of week w (5: the last) of month m.
            case weekday(month: Int, week: Int, day: Int)
            /// Jn: day n of 1–365, February 29 never counted.
            case julian(Int)
            /// n: day n of 0–365, February 29 counted.
            case zeroBased(Int)
        }
        var day: Day
        var time: Int64 = 7200

        /// The instant (UTC) of this change in `year`, local time being `offset` east of UTC.
        func instant(in year: Int, offset: Int32) -> Int64 {
            let leap = CivilDate.isLeap(year)
            let january = CivilDate.seconds(year: year, month: 1, day: 1)
            var midnight: Int64
            switch day {
            case .julian(let number):
                midnight = january + Int64(number - 1 + (leap && number >= 60 ? 1 : 0)) * 86_400
            case .zeroBased(let number):
                midnight = january + Int64(number) * 86_400
            case .weekday(let month, let week, let weekday):
                let first = CivilDate.seconds(year: year, month: month, day: 1)
                let firstWeekday = CivilDate(year: year, month: month, day: 1).weekday
                var date = 1 + (weekday - firstWeekday + 7) % 7 + (week - 1) * 7
                while date > CivilDate.days(inMonth: month, of: year) { date -= 7 }
                midnight = first + Int64(date - 1) * 86_400
            }
            return midnight + time - Int64(offset)
        }
    }

    /// Seconds east of UTC at `instant`.
    func offset(at instant: Int64) -> Int32 {
        guard let summer, let start, let end else { return standard }
        let year = CivilDate(instant + Int64(standard)).year
        let begins = start.instant(in: year, offset: standard), ends = end.instant(in: year, offset: summer)
        // Over the new year when it begins after it ends (the south); never when both are one instant (as the C library has it).
        let inSummer = begins > ends ? (instant < ends || instant >= begins) : (instant >= begins && instant < ends)
        return inSummer ? summer : standard
    }

    /// The rule a POSIX TZ string states; nil when it doesn't parse.
    init?(_ text: String) {
        var scanner = Substring(text)
        guard PosixRule.name(&scanner), let standardWest = PosixRule.offset(&scanner) else { return nil }
        standard = Int32(-standardWest)
        guard !scanner.isEmpty else { return }
        guard PosixRule.name(&scanner) else { return nil }
        if let first = scanner.first, first != "," {
            guard let summerWest = PosixRule.offset(&scanner) else { return nil }
            summer = Int32(-summerWest)
        } else {
            summer = standard + 3600
        }
        // Summer time named without its rule: the C library's default, the United States' since 2007.
        if scanner.isEmpty { scanner = ",M3.2.0,M11.1.0" }
        guard scanner.first == "," else { return nil }
        scanner = scanner.dropFirst()
        guard let start = PosixRule.change(&scanner), scanner.first == "," else { return nil }
        scanner = scanner.dropFirst()
        guard let end = PosixRule.change(&scanner), scanner.isEmpty else { return nil }
        (self.start, self.end) = (start, end)
    }

    /// A zone's abbreviation: letters, or anything between < and >.
    private static func name(_ scanner: inout Substring) -> Bool {
        if scanner.first == "<" {
            guard let close = scanner.firstIndex(of: ">") else { return false }
            scanner = scanner[scanner.index(after: close)...]
            return true
        }
        let letters = scanner.prefix { $0.isASCII && $0.isLetter }
        guard letters.count >= 3 else { return false }
        scanner = scanner.dropFirst(letters.count)
        return true
    }

    /// [+-]hh[:mm[:ss]] in seconds (west of UTC, as POSIX writes offsets).
    private static func offset(_ scanner: inout Substring) -> Int64? {
        var sign: Int64 = 1
        if scanner.first == "+" || scanner.first == "-" {
            sign = scanner.first == "-" ? -1 : 1
            scanner = scanner.dropFirst()
        }
        var seconds: Int64 = 0
        for (index, unit) in [Int64(3600), 60, 1].enumerated() {
            if index > 0 {
                guard scanner.first == ":" else { break }
                scanner = scanner.dropFirst()
            }
            let digits = scanner.prefix { $0.isASCII && $0.isNumber }
            guard !digits.isEmpty, digits.count <= 3, let value = Int64(digits) else { return nil }
            seconds += value * unit
            scanner = scanner.dropFirst(digits.count)
        }
        return sign * seconds
    }

    private static func change(_ scanner: inout Substring) -> Change? {
        // Any number of digits, leading zeros as the C library reads them ("J0060" is J60); each field's range is
        // its limit (a number past Int is none).
        func number() -> Int? {
            let digits = scanner.prefix { $0.isASCII && $0.isNumber }
            guard let value = Int(digits) else { return nil }
            scanner = scanner.dropFirst(digits.count)
            return value
        }
        var change: Change
        if scanner.first == "M" {
            scanner = scanner.dropFirst()
            guard let month = number(), scanner.first == ".", (1...12).contains(month) else { return nil }
            scanner = scanner.dropFirst()
            guard let week = number(), scanner.first == ".", (1...5).contains(week) else { return nil }
            scanner = scanner.dropFirst()
            guard let day = number(), (0...6).contains(day) else { return nil }
            change = Change(day: .weekday(month: month, week: week, day: day))
        } else if scanner.first == "J" {
            scanner = scanner.dropFirst()
            guard let day = number(), (1...365).contains(day) else { return nil }
            change = Change(day: .julian(day))
        } else {
            guard let day = number(), (0...365).contains(day) else { return nil }
            change = Change(day: .zeroBased(day))
        }
        if scanner.first == "/" {
            scanner = scanner.dropFirst()
            guard let time = offset(&scanner) else { return nil }
            change.time = time
        }
        return change
    }
}
