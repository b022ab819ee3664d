@testable import AlbumsEssentials
import Testing

/// Release dates written for people, from the locale the environment names.
@Suite struct HumanDateTests {
    @Test(arguments: [
        (["LANG": "C.UTF-8"], "October 23, 2020"), ([:], "October 23, 2020"), (["LANG": "POSIX"], "October 23, 2020"),
        (["LANG": "en_GB.UTF-8"], "23 October 2020"), (["LANG": "en_AU.UTF-8@euro"], "23 October 2020"),
        // Month names in other languages are ICU's data, which albums leaves out: ISO 8601, which reads the same everywhere.
        (["LANG": "de_DE.UTF-8"], "2020-10-23"), (["LANG": "en_US.UTF-8", "LC_TIME": "fr_FR.UTF-8"], "2020-10-23"),
        (["LANG": "xx_YY.UTF-8"], "2020-10-23"), (["LC_ALL": "zz"], "2020-10-23"),
        (["LC_ALL": "en_US", "LC_TIME": "fr_FR"], "October 23, 2020"),
    ] as [([String: String], String)])
    func releaseDatesAreWrittenForPeople(environment: [String: String], expected: String) {
        #expect(HumanDate.long("2020-10-23", locale: DateLocale(environment: environment)) == expected)
    }

    @Test(arguments: ["2020-02-30", "2021-02-29", "2020-13-01", "2020-00-10", "2020-1-10", "20201023", "", "2020-10-23T00:00:00Z"])
    func notADayIsNotWritten(day: String) {
        #expect(HumanDate.long(day, locale: .english) == nil)
    }

    @Test func everyMonthHasItsName() {
        #expect(HumanDate.long("2024-02-29", locale: .english) == "February 29, 2024")
        #expect(HumanDate.long("1999-12-01", locale: DateLocale(identifier: "en_IE")) == "1 December 1999")
    }
}
