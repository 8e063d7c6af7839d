import CoachDomain
import CoachProgress

/// `:remove`: takes back a meal, a workout or a weigh-in logged by mistake, on any day.
extension ProgressLogger {
    /// Why nothing was removed, in words that say what the day holds.
    public struct NothingToRemove: Error, Sendable, Hashable, CustomStringConvertible {
        public let description: String
    }

    /// Removes the `number`th (from 1, as `:day` numbers them) meal or workout of `day`, or
    /// its latest when `number` is nil, and returns it. Throws ``NothingToRemove`` when the day
    /// has no such entry (nothing is changed).
    public func remove(_ kind: LogKind, number: Int?, on day: CalendarDay, today: CalendarDay) async throws -> LoggedEntry {
        guard let eraser = ports.coach.eraser else { throw NothingToRemove(description: "removing entries is not possible here") }
        let removed = if let number {
            try await eraser.remove(kind, number: number, on: day)
        } else {
            try await eraser.removeLatest(kind, on: day)
        }
        if let removed { return removed }
        let count = switch kind {
        case .meal: try await ports.history.meals(from: day, through: day).count
        case .workout: try await ports.history.sessions(from: day, through: day).count
        }
        let when = Self.on(day, today: today)
        guard count > 0 else { throw NothingToRemove(description: "no \(kind.rawValue) logged \(when)") }
        throw NothingToRemove(description: "there is no \(kind.rawValue) \(number ?? 0) \(when): it has \(count) "
            + "\(kind.rawValue)\(count == 1 ? "" : "s") (see \(day == today ? ":today" : ":day \(day.iso)"))")
    }

    /// Removes the weigh-in of `day` and returns it with the latest weigh-in left (the
    /// profile's body weight follows it). Throws ``NothingToRemove`` when the day has none.
    public func removeWeighIn(on day: CalendarDay, today: CalendarDay) async throws -> (removed: WeighIn, latest: WeighIn?) {
        guard let removed = try await ports.weighIns.remove(on: day) else {
            throw NothingToRemove(description: "no weigh-in logged \(Self.on(day, today: today))")
        }
        return (removed, try await ports.weighIns.latest())
    }

    /// The day as a removal names it: today, yesterday (with its date), or on Friday 20 November 2026.
    static func on(_ day: CalendarDay, today: CalendarDay) -> String {
        let text = LogReport.dayText(day, today: today)
        return day >= today.adding(days: -1) ? text : "on " + text
    }
}
