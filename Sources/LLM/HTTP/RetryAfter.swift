import Foundation

/// Reads the wait a server asks for before a retry.
public enum RetryAfter {
    /// From headers: `retry-after-ms` (milliseconds) wins over `retry-after`, which is
    /// either delay-seconds or an HTTP-date (RFC 9110 §10.2.3). Nil when absent or
    /// unreadable; a date in the past gives zero.
    public static func from(headers: HTTPResponseHead, now: Date = Date()) -> Duration? {
        if let text = headers.header("retry-after-ms")?.trimmingCharacters(in: .whitespaces),
           let milliseconds = Double(text), milliseconds >= 0, milliseconds.isFinite {
            return .milliseconds(Int64(milliseconds.rounded(.up)))
        }
        guard let text = headers.header("retry-after")?.trimmingCharacters(in: .whitespaces), !text.isEmpty else {
            return nil
        }
        if let seconds = Double(text), seconds >= 0, seconds.isFinite {
            return .milliseconds(Int64((seconds * 1000).rounded(.up)))
        }
        if let date = httpDate(text) {
            let seconds = max(0, date.timeIntervalSince(now))
            return .milliseconds(Int64((seconds * 1000).rounded(.up)))
        }
        return nil
    }

    /// A protobuf Duration as JSON text, like Gemini's `RetryInfo.retryDelay`: `"7s"`,
    /// `"1.5s"`, `"0.250s"`.
    public static func protobufDuration(_ text: String) -> Duration? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard trimmed.hasSuffix("s"), let seconds = Double(trimmed.dropLast()), seconds >= 0, seconds.isFinite else {
            return nil
        }
        return .milliseconds(Int64((seconds * 1000).rounded(.up)))
    }

    /// Parses an IMF-fixdate (`Sun, 06 Nov 1994 08:49:37 GMT`), also RFC 850 and asctime forms.
    static func httpDate(_ text: String) -> Date? {
        for format in ["EEE, dd MMM yyyy HH:mm:ss zzz", "EEEE, dd-MMM-yy HH:mm:ss zzz", "EEE MMM d HH:mm:ss yyyy"] {
            let formatter = DateFormatter()
            formatter.locale = Locale(identifier: "en_US_POSIX")
            formatter.timeZone = TimeZone(identifier: "GMT")
            formatter.dateFormat = format
            if let date = formatter.date(from: text) { return date }
        }
        return nil
    }
}
