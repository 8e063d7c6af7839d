import Foundation

/// Reads the wait a server asks for before a retry.
public enum RetryAfter {
    /// From headers: `retry-after-ms` (milliseconds) wins over `retry-after`, which is
    /// either delay-seconds or an HTTP-date (RFC 9110 §10.2.3). Nil when absent or
    /// unreadable; a date in the past gives zero.
    public static func from(headers: HTTPResponseHead, now: Date = Date()) -> Duration? {
        if let text = headers.header("retry-after-ms")?.trimmingCharacters(in: .whitespaces),
           let milliseconds = Double(text), milliseconds >= 0, milliseconds.isFinite, milliseconds < 1e12 {
            return .milliseconds(Int64(milliseconds.rounded(.up)))
        }
        guard let text = headers.header("retry-after")?.trimmingCharacters(in: .whitespaces), !text.isEmpty else {
            return nil
        }
        if let seconds = Double(text), seconds >= 0, seconds.isFinite, seconds < 1e9 {
            return .milliseconds(Int64((seconds * 1000).rounded(.up)))
        }
        if let date = HTTPDate.parse(text) {
            let seconds = max(0, date - now.timeIntervalSince1970)
            return .milliseconds(Int64((seconds * 1000).rounded(.up)))
        }
        return nil
    }

    /// A protobuf Duration as JSON text, like Gemini's `RetryInfo.retryDelay`: `"7s"`,
    /// `"1.5s"`, `"0.250s"`.
    public static func protobufDuration(_ text: String) -> Duration? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard trimmed.hasSuffix("s"), let seconds = Double(trimmed.dropLast()), seconds >= 0, seconds.isFinite, seconds < 1e9 else {
            return nil
        }
        return .milliseconds(Int64((seconds * 1000).rounded(.up)))
    }
}

/// HTTP dates (RFC 9110 §5.6.7), read without a locale or a date formatter: the
/// IMF-fixdate `Sun, 06 Nov 1994 08:49:37 GMT`, the obsolete RFC 850 form
/// `Sunday, 06-Nov-94 08:49:37 GMT` and asctime's `Sun Nov  6 08:49:37 1994`. The weekday is
/// not checked (servers get it wrong); every date is UTC.
enum HTTPDate {
    private static let months = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"]

    /// Seconds since 1970 of `text`, or nil.
    static func parse(_ text: String, now: Date = Date()) -> Double? {
        let words = text.split(whereSeparator: { $0 == " " || $0 == "," }).map(String.init)
        guard words.count >= 4 else { return nil }
        var day: Int?
        var month: Int?
        var year: Int?
        var time: (Int, Int, Int)?
        if words.count >= 5, words[1].allSatisfy(\.isNumber) {
            // IMF-fixdate: Sun 06 Nov 1994 08:49:37 GMT
            (day, month, year, time) = (Int(words[1]), monthNumber(words[2]), Int(words[3]), clock(words[4]))
        } else if words[1].contains("-") {
            // RFC 850: Sunday 06-Nov-94 08:49:37 GMT
            let parts = words[1].split(separator: "-").map(String.init)
            guard parts.count == 3, let short = Int(parts[2]) else { return nil }
            (day, month, time) = (Int(parts[0]), monthNumber(parts[1]), clock(words[2]))
            year = parts[2].count == 4 ? short : twoDigitYear(short, now: now)
        } else if words.count >= 5 {
            // asctime: Sun Nov 6 08:49:37 1994
            (month, day, time, year) = (monthNumber(words[1]), Int(words[2]), clock(words[3]), Int(words[4]))
        }
        guard let day, let month, let year, let time, (1...31).contains(day), (1601...9999).contains(year),
              (0...23).contains(time.0), (0...59).contains(time.1), (0...60).contains(time.2) else { return nil }
        let days = daysFromCivil(year: year, month: month, day: day)
        return Double(days * 86_400 + time.0 * 3600 + time.1 * 60 + time.2)
    }

    private static func monthNumber(_ text: String) -> Int? {
        months.firstIndex(of: text.lowercased()).map { $0 + 1 }
    }

    private static func clock(_ text: String) -> (Int, Int, Int)? {
        let parts = text.split(separator: ":").compactMap { Int($0) }
        guard parts.count == 3 else { return nil }
        return (parts[0], parts[1], parts[2])
    }

    /// RFC 9110: a two-digit year more than 50 years in the future is in the past century.
    private static func twoDigitYear(_ short: Int, now: Date) -> Int {
        let current = 1970 + Int(now.timeIntervalSince1970 / 31_556_952)
        var year = (current / 100) * 100 + short
        if year > current + 50 { year -= 100 }
        return year
    }

    /// Days from 1970-01-01 to a proleptic Gregorian date (Howard Hinnant's algorithm).
    static func daysFromCivil(year: Int, month: Int, day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }
}
