import Coach
import CoachDomain
import CoachProgress

/// `:today`, `:day [DAY]`, `:week`, `:progress [EXERCISE]`, `:expenditure`, `:checkin`: the logs
/// over days and weeks, as numbers and charts, and the weekly check-in.
enum ProgressCommands {
    static let all: [MetaCommand] = [
        MetaCommand("today", summary: "today's meals, totals against your targets, what is left, workouts") {
            (_: CommandArguments, ports: ProgressPorts, clock: AppClock, store: StoreHandle, console: Console) in
            try await StoreUnreadable.check(store)
            try await showDay(clock.today(), today: clock.today(), ports: ports, console: console)
            return .proceed
        },
        MetaCommand("day", usage: "[DAY]", summary: "a day's meals, totals, targets and workouts (DAY: YYYY-MM-DD, yesterday, a weekday)",
                    arity: 0...1, completer: { _, prefix in ["today", "yesterday"].filter { $0.hasPrefix(prefix) } }) {
            (arguments: CommandArguments, ports: ProgressPorts, clock: AppClock, store: StoreHandle, console: Console) in
            try await StoreUnreadable.check(store)
            let today = clock.today()
            guard let text = arguments[0] else {
                try await showDay(today, today: today, ports: ports, console: console)
                return .proceed
            }
            switch DayArgument.pastDay(text, today: today) {
            case .success(let day): try await showDay(day, today: today, ports: ports, console: console)
            case .failure(let problem): throw CommandUsageError(problem.description)
            }
            return .proceed
        },
        MetaCommand("week", summary: "the last seven days: kcal against target, protein, training, trend weight") {
            (_: CommandArguments, ports: ProgressPorts, clock: AppClock, store: StoreHandle, console: Console) in
            try await StoreUnreadable.check(store)
            let week = try await ProgressReader(ports: ports).week(endingOn: clock.today())
            ProgressSupport.show(WeekReport.lines(week, unit: await ProgressSupport.unit(ports),
                                                  style: ProgressSupport.style(console)), console)
            return .proceed
        },
        MetaCommand("progress", usage: "[EXERCISE]", summary: "strength over time: best sets, estimated 1RM, personal records",
                    arity: 0...10) {
            (arguments: CommandArguments, ports: ProgressPorts, resources: CoachResources, clock: AppClock, store: StoreHandle, console: Console) in
            try await StoreUnreadable.check(store)
            let reader = ProgressReader(ports: ports)
            let histories = try await reader.strength(through: clock.today())
            let unit = await ProgressSupport.unit(ports)
            let name = arguments.rest(from: 0)
            guard !name.isEmpty else {
                ProgressSupport.show(StrengthReport.overview(histories, unit: unit), console)
                return .proceed
            }
            let exercises = resources.exercises
            if let history = StrengthReport.find(name, in: histories, exercises: exercises) {
                ProgressSupport.show(StrengthReport.detail(history, unit: unit, style: ProgressSupport.style(console)), console)
                return .proceed
            }
            let cardio = try await reader.cardio(through: clock.today())
            guard let history = StrengthReport.find(name, in: cardio, exercises: exercises) else {
                let all = histories.map(\.exercise) + cardio.map(\.exercise)
                let known = all.prefix(5).joined(separator: ", ") + (all.count > 5 ? ", … (\(all.count) in all; :progress lists them)" : "")
                throw CommandFailure("no \(name) logged" + (all.isEmpty ? " (nothing logged yet)" : "; logged: \(known)"))
            }
            ProgressSupport.show(StrengthReport.cardio(history, unit: unit.distance, style: ProgressSupport.style(console)), console)
            return .proceed
        },
        MetaCommand("expenditure", summary: "your energy expenditure learned from intake and weight, and the data behind it") {
            (_: CommandArguments, ports: ProgressPorts, clock: AppClock, store: StoreHandle, console: Console) in
            try await StoreUnreadable.check(store)
            let today = clock.today()
            let estimate = try await ProgressReader(ports: ports).expenditure(on: today)
            let formula = TargetCalculator().targets(for: try await ports.coach.profiles.loadProfile() ?? Profile(), year: today.year)
            ProgressSupport.show(ExpenditureReport.lines(estimate, unit: await ProgressSupport.unit(ports), formula: formula), console)
            return .proceed
        },
        MetaCommand("checkin", summary: "the weekly check-in: trend, intake, expenditure, your target, what changed and why") {
            (_: CommandArguments, ports: ProgressPorts, clock: AppClock, store: StoreHandle, console: Console) in
            try await StoreUnreadable.check(store)
            let today = clock.today()
            let reader = ProgressReader(ports: ports)
            let checkIn = try await reader.checkIn(on: today)
            ProgressSupport.show(checkIn.lines, console)
            // Shown: the week's automatic one is not shown again.
            if checkIn.hasData, let log = ports.checkIns {
                try await log.record(week: today.startOfWeek, shownOn: today,
                                     targetKcal: try await ports.coach.context(on: today).summary.targets.kcal?.amount)
            }
            return .proceed
        },
    ]

    static func showDay(_ day: CalendarDay, today: CalendarDay, ports: ProgressPorts, console: Console) async throws {
        let overview = try await ProgressReader(ports: ports).day(day)
        ProgressSupport.show(DayReport.lines(overview, today: today, unit: await ProgressSupport.unit(ports),
                                             style: ProgressSupport.style(console)), console)
    }
}
