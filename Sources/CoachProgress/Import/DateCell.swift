import CoachDomain
import Foundation

/// A date (and maybe a time of day) as exports write them: `2026-11-20`, `2026-11-20 07:32:10`,
/// `2026-11-20T07:32:10Z`, `2026/11/20`, `11/20/2026` or `20/11/2026` (the order decided for the
/// whole column), `20.11.2026`, `Nov 20, 2026`, `20 November 2026`; a time alone (`07:32`,
/// `7:32 AM`) for the Garmin layout of a date row followed by time rows.
struct DateCell: Hashable {
    /// Which of day and month comes first in `a/b/yyyy` dates.
    enum Order: Hashable { case monthFirst, dayFirst }

    var day: CalendarDay?
    /// Minutes after midnight, when a time is given.
    var minutes: Int?

    /// The months' names as a date may shorten them: their first three letters, January first.
    static let months = CalendarNames.months.map { String($0.lowercased().prefix(3)) }

    /// Reads `text`; `order` settles `a/b/yyyy`. Nil when it is neither a date nor a time.
    static func parse(_ text: String, order: Order) -> DateCell? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty else { return nil }
        let (datePart, timePart) = split(trimmed)
        let minutes = timePart.flatMap(time)
        if datePart.isEmpty { return minutes.map { DateCell(day: nil, minutes: $0) } }
        guard let day = date(datePart, order: order) else {
            // "07:32" or "7:32 AM" alone.
            return time(trimmed).map { DateCell(day: nil, minutes: $0) }
        }
        return DateCell(day: day, minutes: minutes)
    }

    /// The date part and the time part (`2026-11-20 07:32:10`; `2026-11-20T07:32Z`; `Nov 20, 2026 7:02 AM`).
    static func split(_ text: String) -> (String, String?) {
        if let t = text.firstIndex(of: "T"), text[..<t].filter(\.isNumber).count >= 6 {
            return (String(text[..<t]), String(text[text.index(after: t)...]))
        }
        var words = text.split(separator: " ").map(String.init)
        var timeWords: [String] = []
        while let last = words.last, last.contains(":") || ["am", "pm"].contains(last.lowercased()) {
            timeWords.insert(words.removeLast(), at: 0)
        }
        if words.isEmpty && !timeWords.isEmpty { return ("", timeWords.joined(separator: " ")) }
        return (words.joined(separator: " ").trimmingCharacters(in: CharacterSet(charactersIn: ", ")),
                timeWords.isEmpty ? nil : timeWords.joined(separator: " "))
    }

    /// Minutes after midnight of `07:32`; `07:32:10`; `7:32 AM`; `07:32:10Z`; `07:32+01:00`.
    static func time(_ text: String) -> Int? {
        var body = text.lowercased().trimmingCharacters(in: .whitespaces)
        var offset = 0
        if body.hasSuffix("am") || body.hasSuffix("pm") {
            offset = body.hasSuffix("pm") ? 12 * 60 : 0
            body = String(body.dropLast(2)).trimmingCharacters(in: .whitespaces)
            let parts = body.split(separator: ":").compactMap { Int($0) }
            guard parts.count >= 2, (1...12).contains(parts[0]), (0..<60).contains(parts[1]) else { return nil }
            return (parts[0] % 12) * 60 + parts[1] + offset
        }
        if let zone = body.firstIndex(where: { $0 == "z" || $0 == "+" || ($0 == "-") }) { body = String(body[..<zone]) }
        let parts = body.split(separator: ":").map { Int($0.prefix { $0.isNumber }) }
        guard parts.count >= 2, let hours = parts[0], let minutes = parts[1], (0..<24).contains(hours),
              (0..<60).contains(minutes) else { return nil }
        return hours * 60 + minutes
    }

    /// The date of `text`, if it is one.
    static func date(_ text: String, order: Order) -> CalendarDay? {
        let numbers = numericParts(text)
        if numbers.count == 3 {
            let (a, b, c) = (numbers[0], numbers[1], numbers[2])
            if a.count == 4, let y = Int(a), let m = Int(b), let d = Int(c) { return CalendarDay(year: y, month: m, day: d) }
            guard c.count == 4 || c.count == 2, let first = Int(a), let second = Int(b), let year = Int(c) else { return nil }
            let fullYear = c.count == 2 ? 2000 + year : year
            return order == .monthFirst ? CalendarDay(year: fullYear, month: first, day: second)
                : CalendarDay(year: fullYear, month: second, day: first)
        }
        return namedMonthDate(text)
    }

    /// The digit runs of a date (`2026-11-20` gives 2026, 11 and 20); none when anything but digits and separators is there.
    static func numericParts(_ text: String) -> [Substring] {
        guard text.allSatisfy({ $0.isNumber || "-/.".contains($0) }) else { return [] }
        // Every part holds digits: "-2026-01-01" and "2026--01-01" are not dates.
        let parts = text.split(omittingEmptySubsequences: false, whereSeparator: { "-/.".contains($0) })
        return parts.contains(where: \.isEmpty) ? [] : parts
    }

    /// A date with its month named: `Nov 20, 2026`; `November 20 2026`; `20 Nov 2026`; `Fri, 20 Nov 2026`.
    static func namedMonthDate(_ text: String) -> CalendarDay? {
        let words = text.lowercased().split(whereSeparator: { $0 == " " || $0 == "," || $0 == "." || $0 == "-" })
        var month: Int?
        var numbers: [Int] = []
        for word in words {
            if let number = Int(word) { numbers.append(number); continue }
            if let index = months.firstIndex(where: { word.hasPrefix($0) }) {
                guard month == nil else { return nil }
                month = index + 1
            }
        }
        guard let month, numbers.count == 2 else { return nil }
        let (day, year) = numbers[0] > 31 ? (numbers[1], numbers[0]) : (numbers[0], numbers[1])
        return CalendarDay(year: year, month: month, day: day)
    }

    /// The order of `a/b/yyyy` dates in a column: day first when any first number is above 12,
    /// month first when any second one is (or when nothing tells: the US order); nil when the
    /// column has both.
    static func order(of cells: [String]) -> Order? {
        var dayFirst = false
        var monthFirst = false
        for cell in cells {
            let (datePart, _) = split(cell.trimmingCharacters(in: .whitespaces))
            let parts = numericParts(datePart)
            guard parts.count == 3, parts[0].count <= 2, let a = Int(parts[0]), let b = Int(parts[1]) else { continue }
            if a > 12 { dayFirst = true }
            if b > 12 { monthFirst = true }
        }
        if dayFirst && monthFirst { return nil }
        return dayFirst ? .dayFirst : .monthFirst
    }

    /// Whether a column has `a/b/yyyy` dates whose order nothing settles.
    static func orderIsAmbiguous(_ cells: [String]) -> Bool {
        var sawSlashDate = false
        for cell in cells {
            let (datePart, _) = split(cell.trimmingCharacters(in: .whitespaces))
            let parts = numericParts(datePart)
            guard parts.count == 3, parts[0].count <= 2, let a = Int(parts[0]), let b = Int(parts[1]) else { continue }
            sawSlashDate = true
            if a > 12 || b > 12 { return false }
        }
        return sawSlashDate
    }
}
