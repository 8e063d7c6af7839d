import Coach
import CoachDomain
import CoachProgress
import Synchronization

/// Shows the weekly check-in before the reply to the first message of a new ISO week (once a
/// week: the store remembers the week, see ``Coach/CheckInLog``). `:checkin` shows it at any time.
public final class WeeklyCheckInNotice: Sendable {
    let ports: ProgressPorts
    let console: Console
    let today: @Sendable () -> CalendarDay
    /// The Monday of the week already looked at by this process (no need to ask the store again).
    private let looked = Mutex<CalendarDay?>(nil)

    init(ports: ProgressPorts, console: Console, today: @escaping @Sendable () -> CalendarDay) {
        self.ports = ports
        self.console = console
        self.today = today
    }

    /// Shows the check-in when it is due; a failure to read the logs shows nothing (the chat goes on).
    public func showIfDue() async {
        let day = today()
        let week = day.startOfWeek
        let seen = looked.withLock { last in
            defer { last = week }
            return last == week
        }
        guard !seen, let lines = try? await ProgressReader(ports: ports).dueCheckIn(on: day) else { return }
        for line in lines { console.line(line) }
        console.line()
    }
}
