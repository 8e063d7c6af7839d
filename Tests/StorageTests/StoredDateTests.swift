import Foundation
import GRDB
import Testing
@testable import Storage

/// Dates bound by hand (``StoredDate``) are stored as GRDB stores them: the range queries
/// compare the texts.
@Suite("Dates written as GRDB writes them")
struct StoredDateTests {
    @Test("the text is GRDB's for dates from 1970 to 2100, whole seconds and fractions alike")
    func sameTextAsGRDB() {
        var generator = SystemRandomNumberGenerator()
        var dates = [Date(timeIntervalSince1970: 0), Date(timeIntervalSince1970: 1_795_161_600),
                     Date(timeIntervalSince1970: 1_795_161_600.999_999), Date(timeIntervalSince1970: 1_795_161_600.0005),
                     Date(timeIntervalSince1970: 951_782_400.123), Date(timeIntervalSinceReferenceDate: 0.001),
                     Date(timeIntervalSince1970: 4_102_444_799.999)]
        for _ in 0..<2_000 { dates.append(Date(timeIntervalSince1970: Double.random(in: 0..<4_102_444_800, using: &generator))) }
        for _ in 0..<500 {
            let second = Double(Int.random(in: 1_700_000_000..<1_900_000_000, using: &generator))
            dates.append(Date(timeIntervalSince1970: second + Double(Int.random(in: 0..<1000, using: &generator)) / 1000))
        }
        for date in dates {
            #expect(StoredDate(date).databaseValue == date.databaseValue, "\(date.timeIntervalSince1970)")
        }
    }

    @Test("read back, it is the date GRDB reads")
    func readsBack() {
        let date = Date(timeIntervalSince1970: 1_795_161_600.25)
        #expect(StoredDate.fromDatabaseValue(StoredDate(date).databaseValue)?.date == Date.fromDatabaseValue(date.databaseValue))
    }
}
