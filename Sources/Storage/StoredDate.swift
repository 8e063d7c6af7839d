import Foundation
import GRDB
#if canImport(Glibc)
import Glibc
#endif

/// A date bound to a statement as GRDB stores dates (`yyyy-MM-dd HH:mm:ss.SSS`, UTC, to the
/// nearest millisecond) but written by hand: GRDB's own `Date` goes through a
/// `DateFormatter`, whose first use builds an ICU formatter (1.7 M instructions, most of
/// what a first reply spent binding its dates). Read back, it is any stored date.
/// `StoredDateTests` holds it to GRDB's text for dates all over the range airfit meets.
struct StoredDate: DatabaseValueConvertible {
    let date: Date

    init(_ date: Date) { self.date = date }

    var databaseValue: DatabaseValue {
        Self.text(date).map { $0.databaseValue } ?? date.databaseValue
    }

    static func fromDatabaseValue(_ value: DatabaseValue) -> StoredDate? {
        Date.fromDatabaseValue(value).map(StoredDate.init)
    }

    /// The text GRDB stores for `date`; nil outside the years 1 to 9999 (GRDB's then).
    static func text(_ date: Date) -> String? {
        // As the formatter takes it: milliseconds since 1970 from the reference date, rounded.
        let milliseconds = ((date.timeIntervalSinceReferenceDate + 978_307_200) * 1000).rounded()
        guard milliseconds.isFinite, abs(milliseconds) < 1e15 else { return nil }
        let whole = Int64(milliseconds)
        var seconds = time_t(whole >= 0 ? whole / 1000 : (whole - 999) / 1000)
        let millis = Int(whole - Int64(seconds) * 1000)
        var parts = tm()
        guard gmtime_r(&seconds, &parts) != nil else { return nil }
        let year = Int(parts.tm_year) + 1900
        guard (1...9999).contains(year) else { return nil }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(23)
        func digits(_ value: Int, _ count: Int) {
            var divisor = 1
            for _ in 1..<count { divisor *= 10 }
            while divisor > 0 {
                bytes.append(UInt8(ascii: "0") + UInt8(value / divisor % 10))
                divisor /= 10
            }
        }
        digits(year, 4)
        bytes.append(UInt8(ascii: "-"))
        digits(Int(parts.tm_mon) + 1, 2)
        bytes.append(UInt8(ascii: "-"))
        digits(Int(parts.tm_mday), 2)
        bytes.append(UInt8(ascii: " "))
        digits(Int(parts.tm_hour), 2)
        bytes.append(UInt8(ascii: ":"))
        digits(Int(parts.tm_min), 2)
        bytes.append(UInt8(ascii: ":"))
        digits(Int(parts.tm_sec), 2)
        bytes.append(UInt8(ascii: "."))
        digits(millis, 3)
        return String(decoding: bytes, as: UTF8.self)
    }
}
