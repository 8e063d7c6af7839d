/// Locale-independent number formatting, so every reply is the same on every machine.
public enum Format {
    /// Rounded to at most one decimal: 12, 12.5.
    public static func number(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        let rounded = (value * 10).rounded() / 10
        if rounded == rounded.rounded() { return integer(rounded) }
        return String(rounded)
    }

    /// Rounded to an integer, with thousands separators: 1,240.
    public static func integer(_ value: Double) -> String {
        guard value.isFinite, abs(value) < 1e15 else { return "0" }
        let whole = Int(value.rounded())
        let digits = String(abs(whole))
        var out = ""
        for (index, char) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { out.append(",") }
            out.append(char)
        }
        return whole < 0 ? "-" + out : out
    }

    /// Minutes as m:ss, e.g. a pace of 5.6 min/km -> "5:36".
    public static func minutesSeconds(_ minutes: Double) -> String {
        guard minutes.isFinite, minutes >= 0, minutes < 1e9 else { return "0:00" }
        let total = Int((minutes * 60).rounded())
        let seconds = total % 60
        return "\(total / 60):" + (seconds < 10 ? "0" : "") + String(seconds)
    }

    /// Joins a list as prose: a, b and c.
    package static func list(_ items: [String]) -> String {
        switch items.count {
        case 0: ""
        case 1: items[0]
        default: items.dropLast().joined(separator: ", ") + " and " + (items.last ?? "")
        }
    }
}
