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
        self.init(ports: ports, nutrition: NutritionParser(foods: resources.foods, language: resources.language),
                  workouts: WorkoutParser(exercises: resources.exercises, language: resources.language))
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
        let logged = try await log(text, on: day, reading: nutrition) { try await ports.coach.addMeal($0) }
        return (logged.entry, logged.unrecognized, await MealAdvisor(foods: nutrition.foods, days: ports.coach.reader).avoided(logged.entry.items))
    }

    /// Parses `text` and stores the sets it names as a workout of `day`; throws ``NothingLogged``
    /// when it names none.
    public func logWorkout(_ text: String, on day: CalendarDay) async throws -> (session: WorkoutSession, unrecognized: [UnrecognizedPart]) {
        // A load without a unit ("squat 3x5 100") is in the profile's unit.
        let unit = WeightUnit.preferred(by: try? await ports.coach.profiles.loadProfile())
        let logged = try await log(text, on: day, reading: workouts.loads(in: unit)) { try await ports.coach.addSession($0) }
        return (logged.entry, logged.unrecognized)
    }

    /// Reads `text` with `reader` and stores the lines it names as an entry of `day` with `store`
    /// (within a day's bounds: ``CoachPorts/addMeal(_:)``, ``CoachPorts/addSession(_:)``); throws
    /// ``NothingLogged`` when it names none (nothing is stored).
    func log<Reader: EntryReader>(_ text: String, on day: CalendarDay, reading reader: Reader,
                                  storing store: (LogEntry<Reader.Line>) async throws -> Void) async throws
        -> (entry: LogEntry<Reader.Line>, unrecognized: [UnrecognizedPart]) {
        let description = try Self.entryText(text)
        let read = reader.lines(in: description)
        guard !read.lines.isEmpty else {
            throw NothingLogged(description: reader.nothingLogged(in: NothingLogged.parts(description, read.unrecognized)))
        }
        let entry = LogEntry(day: day, description: description, lines: read.lines)
        try await store(entry)
        return (entry, read.unrecognized)
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
