/// Days and times of day.
extension GrammarInput {
    /// A day at `position`: `yesterday`, `last night`, `(last) Monday`, `3 days ago`,
    /// "a week ago", "2026-11-20".
    func day(at position: Int) -> Entity? {
        if let span = span(at: position, "day"), let offset = span.value(of: "day").flatMap(Int.init) {
            return Entity(range: span.range, value: .day(.relative(offset)))
        }
        if let weekday = weekday(at: position, relation: nil) { return weekday }
        if let relation = span(at: position, "relation"),
           let weekday = weekday(at: relation.range.upperBound, relation: relation.value(of: "relation")) {
            return Entity(range: position..<weekday.range.upperBound, value: weekday.value)
        }
        if let ago = daysAgo(at: position) { return ago }
        return isoDate(at: position)
    }

    func weekday(at position: Int, relation: String?) -> Entity? {
        guard let span = span(at: position, "weekday"), let number = span.value(of: "weekday").flatMap(Int.init),
              (1...7).contains(number) else { return nil }
        return Entity(range: span.range, value: .day(.weekday(number, relation: relation)))
    }

    /// "3 days ago", "a week ago": a count of a unit of days, then `ago`.
    func daysAgo(at position: Int) -> Entity? {
        guard let count = number(at: position), count.value == count.value.rounded(), count.value < 400,
              let unit = span(at: count.end, "unit"), let days = unit.value(of: "days").flatMap(Int.init),
              let ago = span(at: unit.range.upperBound, "ago") else { return nil }
        return Entity(range: position..<ago.range.upperBound, value: .day(.relative(-Int(count.value) * days)))
    }

    /// "2026-11-20": four digits, two and two, joined by dashes.
    func isoDate(at position: Int) -> Entity? {
        guard let year = token(position), year.kind == .number, year.text.count == 4, year.isInteger,
              isSymbol(position + 1, "-"), isAttached(position + 1), isAttached(position + 2),
              let month = token(position + 2), month.isInteger, isSymbol(position + 3, "-"), isAttached(position + 3),
              isAttached(position + 4), let day = token(position + 4), day.isInteger,
              let y = year.number, let m = month.number, let d = day.number,
              (1...12).contains(m), (1...31).contains(d) else { return nil }
        return Entity(range: position..<(position + 5), value: .day(.date(year: Int(y), month: Int(m), day: Int(d))))
    }

    /// A time of day at `position`: `7pm`, `7:30 am`, `at 7:30`, `at 19:00`.
    func time(at position: Int) -> Entity? {
        let lead = span(at: position, "clock")
        let start = lead?.range.upperBound ?? position
        guard let hourToken = token(start), hourToken.isInteger, let hourValue = hourToken.number, hourValue <= 23 else {
            return nil
        }
        var hour = Int(hourValue)
        var minute = 0
        var end = start + 1
        if isSymbol(end, ":"), isAttached(end), isAttached(end + 1), let minutes = token(end + 1), minutes.isInteger,
           minutes.text.count == 2, let value = minutes.number, value < 60 {
            minute = Int(value)
            end += 2
        }
        if let meridiem = span(at: end, "meridiem"), hour >= 1, hour <= 12 {
            hour = hour % 12 + (meridiem.value(of: "meridiem") == "pm" ? 12 : 0)
            end = meridiem.range.upperBound
        } else if lead == nil || end == start + 1 && hour > 12 || span(at: end, "unit") != nil {
            return nil
        }
        return Entity(range: position..<end, value: .time(TimeOfDay(hour: hour, minute: minute)))
    }
}
