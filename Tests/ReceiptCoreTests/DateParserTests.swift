import Testing

@testable import ReceiptCore

@Suite("Date parser")
struct DateParserTests {
    @Test(arguments: [
        ("25/12/2018", "2018-12-25"), ("12-01-19", "2019-01-12"), ("2018-03-23", "2018-03-23"),
        ("12 MAR 2018", "2018-03-12"), ("14/JUN/2017", "2017-06-14"), ("27Mar2017", "2017-03-27"),
        ("Mar 4, 2024", "2024-03-04"), ("Jul03'12", "2012-07-03"), ("Feb11.2012", "2012-02-11"),
        ("ThuAug09,2012", "2012-08-09"), ("21NOV´15", "2015-11-21"), ("Date: 2O18-03-04", "2018-03-04"),
        ("11.02.18 14:08", "2018-02-11"), ("Mon Mar 04 2024", "2024-03-04"), ("28-Jun-2015", "2015-06-28"),
        ("JUNO3'14 7:47PM", "2014-06-03"), ("Junl7'13", "2013-06-17"), ("25-Q1-16 11:59", "2016-01-25"),
        ("Chk 4781 AprOi'18 12:11P", "2018-04-01"), ("Chk 4781 AprO1\"18 12:11P", "2018-04-01"), ("Oct30'18 09:54PM", "2018-10-30"),
        ("Date : 08.06.95 11h05", "1995-06-08"), ("21Dec\"16 17:58", "2016-12-21"),
    ])
    func readsDayFirst(text: String, iso: String) throws {
        let match = try #require(DateParser.dates(in: text).first)
        #expect(match.resolved(.dmy)?.iso == iso)
    }

    @Test func aMonthWithOneLetterMisreadIsTakenForTheMonthItResembles() throws {
        let match = try #require(DateParser.dates(in: "12 War’ 18 8:54 AM").first)
        #expect(match.resolved(.dmy)?.iso == "2018-03-12")
        #expect(match.monthMisread == "War")
        #expect(DateParser.dates(in: "04 NAR 2018").first?.resolved(.dmy)?.iso == "2018-03-04")
        // A spelled month read right is no repair.
        #expect(DateParser.dates(in: "12 Mar 2018").first?.monthMisread == nil)
        // Not before a bare two-digit number (a till list's `3 Nar 18`), nor a word whose
        // differing letter OCR does not confuse for the month's (`JAR`, `Can`).
        #expect(DateParser.dates(in: "3 Nar 18").isEmpty)
        #expect(DateParser.dates(in: "3 Nar 18 2.50").isEmpty)
        // The quote lost, the time printed after the year still makes it a date.
        #expect(DateParser.dates(in: "12 War 18 8:54 AU").first?.resolved(.dmy)?.iso == "2018-03-12")
        #expect(DateParser.misreadMonth("JAR") == nil)
        #expect(DateParser.misreadMonth("Can") == nil)
        #expect(DateParser.misreadMonth("Dct") == 10)
    }

    @Test func aDayOrMonthReadWhollyAsLettersBetweenSeparatorsIsRead() throws {
        // `2/15/2016` read with its day as letters: month-first, as the receipt prints it.
        let match = try #require(DateParser.dates(in: "Time in 2/is/2016 3:47").first)
        #expect(match.resolved(.mdy)?.iso == "2016-02-15")
        #expect(match.text == "2/15/2016")
        #expect(DateParser.dates(in: "14-Io-2019").first?.resolved(.dmy)?.iso == "2019-10-14")
        // Words between separators stay words: no digits beside them, unlike separators, or
        // a letter that resembles no digit.
        #expect(DateParser.dates(in: "3-in-1 shampoo").isEmpty)
        #expect(DateParser.dates(in: "2/is-2016").isEmpty)
        #expect(DateParser.dates(in: "2/ix/2016").isEmpty)
    }

    @Test func ambiguousNumericDatesKeepBothReadings() throws {
        let match = try #require(DateParser.dates(in: "03/04/2018").first)
        #expect(match.isAmbiguous)
        #expect(match.resolved(.dmy)?.iso == "2018-04-03")
        #expect(match.resolved(.mdy)?.iso == "2018-03-04")
        let unambiguous = try #require(DateParser.dates(in: "12/13/2016").first)
        #expect(unambiguous.resolved(.dmy)?.iso == "2016-12-13")
    }

    @Test func compactDatesAreFoundButMarked() throws {
        let match = try #require(DateParser.dates(in: "Date: 20240304").first)
        #expect(match.style == .compact)
        #expect(match.resolved(.auto)?.iso == "2024-03-04")
    }

    @Test(arguments: [
        ("64-63-2024 26:41", "2024-03-04", "6"), ("DATE 83/82/24", "2024-02-03", "8"), ("83/68/2615", "2015-08-03", "68"),
        ("04-03-2824", "2024-03-04", "8"), ("94-03-2024", "2024-03-04", "9"),
    ])
    func takesImpossibleSixesEightsAndNinesForTheZerosTheyResemble(text: String, iso: String, readForZero: String) throws {
        let match = try #require(DateParser.dates(in: text).first)
        #expect(match.resolved(.dmy)?.iso == iso)
        #expect(match.zerosRepaired)
        // Which digits the print's 0s read as, for the amounts on the same page.
        #expect(match.readForZero == Set(readForZero))
        #expect(DateParser.dates(in: "04-03-2024").first?.zerosRepaired == false)
        #expect(DateParser.dates(in: "04-03-2024").first?.readForZero.isEmpty == true)
    }

    @Test func aSpelledMonthsDatePrintedWithDottedZerosIsRepairedAndSaysSo() throws {
        // A dotted 0 reads as @ or 8: `Mar @4 2824` is 4 March 2024.
        let match = try #require(DateParser.dates(in: "Mon Mar @4 2824 12:18").first)
        #expect(match.resolved(.auto)?.iso == "2024-03-04")
        #expect(match.zerosRepaired && match.readForZero == ["8"])
        let dayFirst = try #require(DateParser.dates(in: "04 MAR 2824").first)
        #expect(dayFirst.resolved(.auto)?.iso == "2024-03-04" && dayFirst.zerosRepaired)
        // A year read as printed is no repair, and an @ between a count and a price is no 0.
        #expect(DateParser.dates(in: "Mar 04 2024").first?.zerosRepaired == false)
        #expect(DateParser.dates(in: "2 @4.50 Mar").isEmpty)
        #expect(DateParser.dates(in: "Mar @4 5.00").isEmpty)
    }

    @Test(arguments: [("41/05/2018", "2018-05-11"), ("07/45/2017", "2017-07-15"), ("72-03-2016", "2016-03-12")])
    func takesAnImpossibleFourOrSevenForTheOneItResembles(text: String, iso: String) throws {
        let match = try #require(DateParser.dates(in: text).first)
        #expect(match.resolved(.dmy)?.iso == iso)
        #expect(match.onesRepaired && !match.zerosRepaired)
        #expect(DateParser.dates(in: "11/05/2018").first?.onesRepaired == false)
    }

    @Test(arguments: [
        ("2070472018 15:08", "2018-04-20"), ("20/0472018", "2018-04-20"), ("Date: 1170572018", "2018-05-11"),
        ("3076472018", "2018-04-30"), ("0511112019", "2019-11-05"),
    ])
    func takesDigitsWhereADatesSlashesStandForTheSlashesTheyResemble(text: String, iso: String) throws {
        let match = try #require(DateParser.dates(in: text).first)
        #expect(match.resolved(.dmy)?.iso == iso)
        #expect(match.slashesRepaired && match.resembled.contains("slashes"))
        // The match's text is what was read, not what it was taken for.
        #expect(text.contains(match.text) && match.text.count == 10)
    }

    @Test func readsNoSlashesIntoNumbersThatAreNoDate() {
        // A real slash is no repair; two different digits are no pair of slashes; a
        // longer run of digits, a year out of range or an impossible month is no date.
        #expect(DateParser.dates(in: "20/04/2018").first?.slashesRepaired == false)
        #expect(DateParser.dates(in: "2071412018").isEmpty)
        #expect(DateParser.dates(in: "120704720181").isEmpty)
        #expect(DateParser.dates(in: "2070473018").isEmpty)
        #expect(DateParser.dates(in: "2075472018").isEmpty)
    }

    @Test func repairsNoMoreThanOneOfAPrintsParts() {
        // Two parts to guess at, or a 1 beside a 0, is too far from any reading.
        #expect(DateParser.dates(in: "93/72/2014").isEmpty)
        #expect(DateParser.dates(in: "41/45/2018").isEmpty)
    }

    @Test func takesAFutureYearsTensFourForAOne() {
        #expect(DateParser.onedYear(2044, before: 2026) == 2014)
        #expect(DateParser.onedYear(2049, before: 2026) == 2019)
        // A 7 could be a 1 or a 2; a year that has come, or a repair still to come, is left.
        #expect(DateParser.onedYear(2074, before: 2026) == nil)
        #expect(DateParser.onedYear(2024, before: 2026) == nil)
        #expect(DateParser.onedYear(2041, before: 2010) == nil)
    }

    @Test(arguments: [
        "12.30", "Tel 03-7734 3662", "EXP 08/27", "1234/56/78", "31/02/2018", "Qty 2 x 3", "Juno3 Road",
        "TEL: 65. 65.11.00", "Tel 05.65.65.11.00",
    ])
    func ignoresWhatIsNotADate(text: String) {
        #expect(DateParser.dates(in: text).isEmpty)
    }

    @Test(arguments: [("14:05", "14:05"), ("2:05 PM", "14:05"), ("12:31:45", "12:31"), ("12:00 AM", "00:00"), ("7:07pm", "19:07")])
    func readsTimes(text: String, value: String) throws {
        #expect(try #require(DateParser.times(in: text).first).value == value)
    }

    @Test func addingDaysCrossesMonthsAndYears() {
        #expect(CalendarDate(year: 2024, month: 2, day: 28)!.addingDays(2).iso == "2024-03-01")
        #expect(CalendarDate(year: 2024, month: 1, day: 1)!.addingDays(-1).iso == "2023-12-31")
    }
}
