import CoachDomain

/// The numbers of situation answers as the commands show them: weights and trend rates as
/// `:weight` and `:week` (to the tenth, in the user's unit), planned rates as `:targets`, kcal
/// as whole numbers.
struct SituationWords {
    let unit: WeightUnit

    /// "81.2 kg".
    func weight(_ kg: Double) -> String { unit.text(kg) }

    /// A trend rate: "losing 0.7 kg a week" (or gaining), "holding steady".
    func trend(_ rate: Double) -> String {
        abs(rate) < SituationThresholds.steadyRate ? "holding steady"
            : "\(rate < 0 ? "losing" : "gaining") \(unit.text(abs(rate))) a week"
    }

    /// The size of a trend rate: "0.7 kg a week".
    func rateSize(_ rate: Double) -> String { "\(unit.text(abs(rate))) a week" }

    /// A planned rate as `:targets` shows it: "0.38 kg a week".
    func planned(_ rate: Double) -> String { unit.rate(abs(rate)) }

    /// What a plan asks: "lose 0.38 kg a week", "keep your weight".
    func plan(_ rate: Double) -> String {
        rate == 0 ? "keep your weight" : "\(rate < 0 ? "lose" : "gain") \(planned(rate))"
    }

    /// "1,950 kcal".
    func kcal(_ value: Double) -> String { "\(Format.integer(value)) kcal" }

    /// "150 over" (or under), "right on it".
    func difference(_ value: Double) -> String {
        abs(value) < 1 ? "right on it" : "\(Format.integer(abs(value))) \(value > 0 ? "over" : "under")"
    }

    /// "tomorrow" or "Monday" for `day` seen from `today`.
    static func when(_ day: CalendarDay, from today: CalendarDay) -> String {
        switch day.daysSinceEpoch - today.daysSinceEpoch {
        case 0: "today"
        case 1: "tomorrow"
        case -1: "yesterday"
        default: day.longDescription.split(separator: " ").first.map(String.init) ?? day.iso
        }
    }

    /// "tomorrow" or "on Thursday": when a session is, after a verb.
    static func on(_ day: CalendarDay, from today: CalendarDay) -> String {
        let word = when(day, from: today)
        return abs(day.daysSinceEpoch - today.daysSinceEpoch) <= 1 ? word : "on \(word)"
    }

    /// "1 day", "3 days".
    static func days(_ count: Int) -> String { count == 1 ? "1 day" : "\(count) days" }
}
