/// The Gregorian calendar as arithmetic on days, UTC: the one place albums
/// works out leap years, month lengths, the day an instant falls on and the
/// instant a day starts (after Howard Hinnant's days-from-civil). Feed dates,
/// HTTP dates, periods and time zones' rules all count on it.
public struct CivilDate: Equatable, Hashable, Comparable, Sendable {
    public var year: Int
    public var month: Int
    public var day: Int

    public init(year: Int, month: Int, day: Int) {
        (self.year, self.month, self.day) = (year, month, day)
    }

    /// The UTC day `seconds` since 1970 falls on.
    public init(_ seconds: Int64) {
        let days = Int((seconds >= 0 ? seconds : seconds - 86_399) / 86_400) + 719_468
        let era = (days >= 0 ? days : days - 146_096) / 146_097
        let dayOfEra = days - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let mp = (5 * dayOfYear + 2) / 153
        day = dayOfYear - (153 * mp + 2) / 5 + 1
        month = mp < 10 ? mp + 3 : mp - 9
        year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
    }

    /// Seconds from 1970 to midnight UTC of this day.
    public var seconds: Int64 { Self.seconds(year: year, month: month, day: day) }

    /// 0 Sunday … 6 Saturday (1970-01-01 was a Thursday).
    public var weekday: Int { Int(((seconds / 86_400 % 7) + 7 + 4) % 7) }

    public static func < (left: CivilDate, right: CivilDate) -> Bool {
        (left.year, left.month, left.day) < (right.year, right.month, right.day)
    }

    /// Whether the day exists: years 1 to 9999, and no 30 February.
    public static func isDate(year: Int, month: Int, day: Int) -> Bool {
        guard (1...9999).contains(year), (1...12).contains(month), (1...31).contains(day) else { return false }
        return day <= days(inMonth: month, of: year)
    }

    /// Whether `year` has a 29 February: every fourth year, but not every hundredth, but every four hundredth.
    public static func isLeap(_ year: Int) -> Bool {
        year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
    }

    /// How many days month `month` (1–12) of `year` has.
    public static func days(inMonth month: Int, of year: Int) -> Int {
        month == 2 ? (isLeap(year) ? 29 : 28) : [4, 6, 9, 11].contains(month) ? 30 : 31
    }

    /// Seconds from 1970 to midnight UTC of a date (days from civil).
    public static func seconds(year: Int, month: Int, day: Int) -> Int64 {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return Int64(era * 146_097 + dayOfEra - 719_468) * 86_400
    }

    /// Midnight UTC of the day `seconds` falls in.
    public static func startOfDay(_ seconds: Int64) -> Int64 {
        seconds - ((seconds % 86_400) + 86_400) % 86_400
    }

    /// The first day of the month after this day's.
    public var nextMonth: CivilDate {
        month == 12 ? CivilDate(year: year + 1, month: 1, day: 1) : CivilDate(year: year, month: month + 1, day: 1)
    }
}
