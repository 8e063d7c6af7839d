import Foundation

/// Local times as the REPL prints them.
enum DateText {
    /// `2026-11-21 07:01` (`:sessions`).
    static func minute(_ date: Date) -> String { format(date, "yyyy-MM-dd HH:mm") }
    /// `07:01:38` (`:container`).
    static func clock(_ date: Date) -> String { format(date, "HH:mm:ss") }

    private static func format(_ date: Date, _ pattern: String) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.dateFormat = pattern
        return formatter.string(from: date)
    }
}
