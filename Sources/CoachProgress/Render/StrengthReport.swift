import CoachDomain

/// `:progress` (every exercise in brief) and `:progress EXERCISE` (its best set each day,
/// estimated one-rep max over time, personal records).
public enum StrengthReport {
    /// Every exercise: when last trained, its best, how many days.
    public static func overview(_ histories: [ExerciseHistory], unit: WeightUnit) -> [String] {
        guard !histories.isEmpty else {
            return ["No strength work logged yet. Log some with :workout \(unit.liftExample)."]
        }
        var rows = [["exercise", "last trained", "best", "days"]]
        for history in histories {
            let best: String
            if let top = history.bestOneRepMax, let max = top.estimatedOneRepMax {
                best = "e1RM \(unit.load(max)) (\(top.day.iso))"
            } else {
                best = "\(history.days.map(\.bestSet.reps).max() ?? 0) reps"
            }
            rows.append([history.exercise, history.days.last?.day.iso ?? "-", best, "\(history.days.count)"])
        }
        return Columns.table(rows, rightAligned: [3]) + ["(:progress EXERCISE for one exercise over time)"]
    }

    /// One exercise: a row per day (best set, e1RM, volume, and a bar of the e1RM), then its records.
    public static func detail(_ history: ExerciseHistory, unit: WeightUnit, style: ReportStyle, limit: Int = 20) -> [String] {
        let days = history.days.suffix(limit)
        guard let first = history.days.first?.day, let last = history.days.last?.day else { return [] }
        var lines = [style.paint("\(history.exercise): \(history.days.count) day\(history.days.count == 1 ? "" : "s") "
            + "from \(first.iso) to \(last.iso)", .bold)]
        if days.count < history.days.count { lines.append("(the last \(days.count))") }
        let maxes = days.compactMap(\.estimatedOneRepMax)
        let low = (maxes.min() ?? 0) * 0.9
        let high = maxes.max() ?? 0
        let barWidth = max(10, (style.rich ? style.width : 80) - 58)
        var rows = [["date", "best set", "e1RM", "volume", ""]]
        for day in days {
            var bar = ""
            if let oneRepMax = day.estimatedOneRepMax, high > low {
                let columns = max(0.5, (oneRepMax - low) / (high - low) * Double(barWidth))
                bar = style.rich ? style.paint(Chart.blocks(columns), .accent) : String(repeating: "#", count: Int(columns.rounded()))
            }
            rows.append([day.day.iso, setText(day.bestSet, unit: unit), day.estimatedOneRepMax.map { unit.load($0) } ?? "-",
                         day.volumeKg > 0 ? unit.volume(day.volumeKg) : "-", bar])
        }
        lines += Columns.table(rows, rightAligned: [2, 3])
        if history.records.isEmpty {
            lines.append("No personal records yet: they come when a later day beats an earlier best.")
        } else {
            lines.append("Personal records:")
            for record in history.records.suffix(10) {
                let value = record.kind == .mostReps ? "\(Int(record.value)) reps" : unit.load(record.value)
                lines.append("  \(record.day.iso)  \(record.kind.rawValue) \(value) (\(setText(record.set, unit: unit)))")
            }
        }
        return lines
    }

    /// "5 @ 100 kg" ("5 @ 225 lb"), "12 reps".
    static func setText(_ set: WorkoutSet, unit: WeightUnit) -> String {
        guard let kg = set.weightKg, kg > 0 else { return "\(set.reps) reps" }
        return "\(set.reps) @ \(unit.load(kg))"
    }

    /// One cardio exercise: a row per session (distance, time, pace in `unit`), then the longest and the fastest.
    public static func cardio(_ history: CardioHistory, unit: DistanceUnit, style: ReportStyle, limit: Int = 20) -> [String] {
        guard let first = history.sessions.first?.day, let last = history.sessions.last?.day else { return [] }
        let count = history.sessions.count
        var lines = [style.paint("\(history.exercise): \(count) session\(count == 1 ? "" : "s") from \(first.iso) to \(last.iso)", .bold)]
        if count > limit { lines.append("(the last \(limit))") }
        var rows = [["date", "distance", "time", "pace"]]
        for session in history.sessions.suffix(limit) {
            let set = session.set
            let distance: String = set.distanceKm.map { unit.text($0) } ?? "-"
            let time: String = set.durationMinutes.map { "\(Format.number($0)) min" } ?? "-"
            let pace: String = set.paceMinutesPerKm.map { unit.pace(minutesPerKm: $0) } ?? "-"
            rows.append([session.day.iso, distance, time, pace])
        }
        lines += Columns.table(rows, rightAligned: [1, 2, 3])
        var bests: [String] = []
        if let longest = history.longest { bests.append("longest \(unit.text(longest.km)) (\(longest.day.iso))") }
        if let fastest = history.fastest {
            bests.append("fastest pace \(unit.pace(minutesPerKm: fastest.minutesPerKm)) (\(fastest.day.iso))")
        }
        if !bests.isEmpty { lines.append("Best: " + bests.joined(separator: "; ") + ".") }
        return lines
    }

    /// The cardio history whose exercise `name` means, as ``find(_:in:exercises:)`` reads names.
    public static func find(_ name: String, in histories: [CardioHistory], exercises: ExerciseCatalog) -> CardioHistory? {
        let wanted = TextTools.normalize(name)
        if let canonical = exercises.exercise(named: wanted)?.name,
           let match = histories.first(where: { $0.exercise == canonical }) { return match }
        return histories.first { $0.exercise.lowercased() == wanted }
            ?? histories.first { $0.exercise.lowercased().contains(wanted) }
    }

    /// The history whose exercise `name` means (an alias of the exercise list, or a part of the
    /// name), or nil.
    public static func find(_ name: String, in histories: [ExerciseHistory], exercises: ExerciseCatalog) -> ExerciseHistory? {
        let wanted = TextTools.normalize(name)
        if let canonical = exercises.exercise(named: wanted)?.name,
           let match = histories.first(where: { $0.exercise == canonical }) { return match }
        return histories.first { $0.exercise.lowercased() == wanted }
            ?? histories.first { $0.exercise.lowercased().contains(wanted) }
    }
}
