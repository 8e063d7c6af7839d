import CoachDomain
import CoachProgress

/// Logs typed straight into commands (`:food`, `:workout`, `:weight`), read by the same parsers
/// the coach's tools use, without a model.
public struct ProgressLogger: Sendable {
    public let ports: ProgressPorts
    public let nutrition: NutritionParser
    public let workouts: WorkoutParser

    /// A logger reading with the parsers the app shares.
    public init(ports: ProgressPorts, nutrition: NutritionParser, workouts: WorkoutParser) {
        self.ports = ports
        self.nutrition = nutrition
        self.workouts = workouts
    }

    /// A logger with parsers of its own over `resources` (tests and tools without a container).
    public init(ports: ProgressPorts, resources: CoachResources) {
        self.init(ports: ports, nutrition: NutritionParser(foods: resources.foods),
                  workouts: WorkoutParser(exercises: resources.exercises))
    }

    /// Why nothing was logged.
    public struct NothingLogged: Error, Sendable, Hashable, CustomStringConvertible {
        public let description: String

        /// The parts not understood, with why ("\"a unicorn\" (unknown food)"), or the whole text.
        static func parts(_ text: String, _ unrecognized: [UnrecognizedPart]) -> String {
            unrecognized.isEmpty ? "\"\(text)\"" : Format.list(unrecognized.map { "\"\($0.text)\" (\($0.reason))" })
        }
    }

    /// Parses `text` and stores the foods it names as a meal of `day`, with those the profile
    /// leaves out and why (``MealAdvisor/avoided(_:)``); throws ``NothingLogged`` when it names
    /// none (nothing is stored).
    public func logFood(_ text: String, on day: CalendarDay) async throws
        -> (meal: MealEntry, unrecognized: [UnrecognizedPart], avoided: [String]) {
        let description = try Self.entryText(text)
        let parse = nutrition.parse(description)
        guard !parse.items.isEmpty else {
            throw NothingLogged(description: "no food I know in \(NothingLogged.parts(description, parse.unrecognized)); "
                + "give a common food and an amount, e.g. \"150 g grilled salmon\"")
        }
        let meal = MealEntry(day: day, description: description, items: parse.items)
        try await ports.coach.addMeal(meal)
        return (meal, parse.unrecognized, await MealAdvisor(foods: nutrition.foods, days: ports.coach.reader).avoided(parse.items))
    }

    /// Parses `text` and stores the sets it names as a workout of `day`; throws ``NothingLogged``
    /// when it names none.
    public func logWorkout(_ text: String, on day: CalendarDay) async throws -> (session: WorkoutSession, unrecognized: [UnrecognizedPart]) {
        let description = try Self.entryText(text)
        let parse = workouts.parse(description)
        guard !parse.sets.isEmpty else {
            throw NothingLogged(description: "nothing I could log in \(NothingLogged.parts(description, parse.unrecognized)); "
                + "write it like \"squat 3x5 100kg\" or \"ran 5 km in 28 min\"")
        }
        let session = WorkoutSession(day: day, description: description, sets: parse.sets)
        try await ports.coach.addSession(session)
        return (session, parse.unrecognized)
    }

    /// The text as a log keeps it (``EntryText/clean(_:)``: a NUL or an escape becomes a space),
    /// refused past `log_food`'s 2,000 characters.
    static func entryText(_ text: String) throws(NothingLogged) -> String {
        let description = EntryText.clean(text)
        guard description.count <= LogBounds.maxTextLength else {
            throw NothingLogged(description: "the text is longer than \(LogBounds.maxTextLength) characters; nothing was logged")
        }
        return description
    }

    /// Stores `kg` as the weigh-in of `day`; when no later weigh-in exists, the profile's body
    /// weight becomes it.
    public func logWeight(kg: Double, on day: CalendarDay) async throws -> WeighInLogged {
        try await WeighInLogged.record(WeighIn(day: day, kg: kg), in: ports.weighIns, profiles: ports.coach.profiles)
    }
}

/// What storing a weigh-in did.
public struct WeighInLogged: Sendable, Hashable {
    public var weighIn: WeighIn
    /// The weigh-in of the same day it replaced.
    public var replaced: WeighIn?
    /// True when it is the latest weigh-in, so the profile's body weight became it.
    public var profileUpdated: Bool
    /// The trend as of its day, after storing it.
    public var trend: TrendPoint?
}

extension WeighInLogged {
    /// Stores `weighIn` in `log`, replacing its day's; when no later weigh-in exists, the
    /// profile's body weight becomes it. Throws ``NoWeighInLog`` where weigh-ins cannot be stored
    /// (`log` is nil).
    static func record(_ weighIn: WeighIn, in log: (any WeighInLog)?, profiles: any ProfileStore) async throws -> WeighInLogged {
        guard let log else { throw NoWeighInLog() }
        let replaced = try await log.record(weighIn)
        var updated = false
        if let latest = try await log.latest(), latest == weighIn {
            var profile = try await profiles.loadProfile() ?? Profile()
            if !WeighInProfileStore.same(profile[ProfileFields.weight]?.kilograms, weighIn) {
                profile[ProfileFields.weight] = Mass(kilograms: weighIn.kg)
                try await profiles.saveProfile(profile)
            }
            updated = true
        }
        let recent = try await log.weighIns(from: weighIn.day.adding(days: 1 - TrendWeight.windowDays), through: weighIn.day)
        return WeighInLogged(weighIn: weighIn, replaced: replaced, profileUpdated: updated,
                             trend: TrendWeight.at(weighIn.day, from: recent))
    }
}

/// Weigh-ins cannot be stored here.
public struct NoWeighInLog: Error, Sendable, Hashable, CustomStringConvertible {
    public var description: String { "weigh-ins cannot be stored here" }
}
