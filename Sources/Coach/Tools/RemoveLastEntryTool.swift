import CoachDomain
import CoachLanguage
import CoachProgress
import LLM

/// `remove_last_entry(kind, day, number, matching)`: takes back a meal or workout logged by
/// mistake: the latest of today by default (of `kind`, or the later of the two), of `day` when
/// given, the latest whose words include `matching` ("pizza"), or the `number`th of its kind
/// that day, as `:day` numbers them.
package struct RemoveLastEntryTool: CoachTool {
    /// Removes entries; nil where the store cannot (the call then says so).
    let eraser: (any LogEraser)?
    /// Finds the food the words name (\"toast\" is white bread).
    let foods: FoodDatabase
    /// Today after the call.
    let days: CoachContextReader

    /// The tool over what it runs on.
    package init(eraser: (any LogEraser)?, foods: FoodDatabase, days: CoachContextReader) {
        self.eraser = eraser
        self.foods = foods
        self.days = days
    }

    package struct Arguments: Codable, Sendable {
        /// nil: whichever came last.
        let kind: LogKind?
        /// As ``EntryDescription/day``: nil is today.
        let day: String?
        /// The entry's place in its day (from 1); nil: the latest.
        let number: Int?
        /// Words of the entry ("pizza", "the squats"); nil: any.
        let matching: String?

        private enum Keys: String, CodingKey { case kind, day, number, matching }

        init(kind: LogKind?, day: String? = nil, number: Int? = nil, matching: String? = nil) {
            self.kind = kind
            self.day = day
            self.number = number
            self.matching = matching
        }

        package func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: Keys.self)
            try container.encode(kind?.rawValue ?? RemoveLastEntryTool.anyKind, forKey: .kind)
            try container.encodeIfPresent(day, forKey: .day)
            try container.encodeIfPresent(number, forKey: .number)
            try container.encodeIfPresent(matching, forKey: .matching)
        }

        package init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: Keys.self)
            let raw = (try? container.decodeIfPresent(String.self, forKey: .kind)) ?? nil
            kind = try RemoveLastEntryTool.kind(raw, words: decoder.toolWords)
            if container.contains(.kind), raw == nil, !((try? container.decodeNil(forKey: .kind)) ?? false) {
                throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "\"kind\" must be meal, workout or any"))
            }
            day = container.optionalText(forKey: .day)
            if container.contains(.number), !((try? container.decodeNil(forKey: .number)) ?? false) {
                // Models sometimes send a number as text ("2").
                let value = (try? container.decode(Int.self, forKey: .number))
                    ?? container.optionalText(forKey: .number).flatMap { Int($0) }
                guard let number = value, number >= 1 else {
                    throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "\"number\" must be a whole number from 1"))
                }
                guard kind != nil else {
                    throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "\"number\" needs \"kind\" meal or workout"))
                }
                self.number = number
            } else {
                number = nil
            }
            matching = container.optionalText(forKey: .matching)
        }
    }

    /// The `kind` that names either log.
    static let anyKind = "any"

    /// The log a call's `kind` names: `meal`, `workout`, `any` (nil), or a word the lexicon gives
    /// one of them (`entry` in data/lexicon/removal.lexicon: "food", "exercise" or "last").
    static func kind(_ raw: String?, words: Lexicon?) throws -> LogKind? {
        guard let said = raw.map(TextTools.normalize), !said.isEmpty, said != anyKind else { return nil }
        if let kind = LogKind(rawValue: said) { return kind }
        if let value = words?.values(of: "entry", for: said).first {
            if value == anyKind { return nil }
            if let kind = LogKind(rawValue: value) { return kind }
        }
        throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "\"kind\" must be meal, workout or any"))
    }

    package struct Output: Codable, Sendable {
        var meal: MealEntry?
        /// When only some items of `meal` (as it was) were named: those, taken out of it.
        var removedItems: [FoodItem]?
        var workout: WorkoutSession?
        var today: TodayReport?
        /// The day it was removed from, when not today (then `today` is nil).
        var day: CalendarDay?
    }

    package static let name = "remove_last_entry"

    package static let spec = ToolSpec(
        name: name,
        description: "Remove a meal or workout the user says was a mistake (\"undo that\", \"I didn't eat that\"): by "
            + "default today's latest. To correct an entry, remove it, then log the right one.",
        parameters: [
            "type": "object",
            "properties": [
                "kind": ["type": "string", "enum": .array((LogKind.allCases.map(\.rawValue) + [anyKind]).map(JSONValue.string)),
                         "description": "Which log; any (the default) removes whichever came last."],
                "day": EntryDescription.dayParameter,
                "number": ["type": "integer", "minimum": 1,
                           "description": "Only to remove one that is not the latest: its place among the day's meals or workouts, from 1 (needs kind)."],
                "matching": ["type": "string",
                             "description": "Words of the entry the user names (\"the pizza\"): the latest entry with them is removed."],
            ],
        ])

    package func run(_ arguments: Arguments, on today: CalendarDay) async throws(ToolFailure) -> Output {
        guard let eraser = eraser else { throw ToolFailure("removing entries is not possible here") }
        let day = try today.day(named: arguments.day)
        let other = day == today ? nil : day
        let removed: LoggedEntry?
        do {
            if let number = arguments.number, let kind = arguments.kind {
                removed = try await eraser.remove(kind, number: number, on: day)
            } else if let words = arguments.matching {
                // Only the items named, when the meal holds others ("I didn't eat the banana").
                // The food the words name, by its name or an alias ("toast" is white bread).
                let food = foods.match(in: EntryNames.words(words))?.record.name
                if arguments.kind != .workout,
                   let taken = try await eraser.removeItems(on: day, where: { $0.isNamed(by: words) || $0.name == food },
                                                            renamed: { "\($0.description) (without \(EntryNames.words(words).joined(separator: " ")))" }) {
                    let report = other == nil ? await days.todayReport(on: today) : nil
                    return Output(meal: taken.meal, removedItems: taken.removed, today: report, day: other)
                }
                removed = try await eraser.removeLatest(arguments.kind, on: day, where: { $0.isNamed(by: words) })
            } else {
                removed = try await eraser.removeLatest(arguments.kind, on: day)
            }
        } catch {
            throw ToolFailure("could not remove it (\(error))")
        }
        let report = other == nil ? await days.todayReport(on: today) : nil
        switch removed {
        case .meal(let meal)?: return Output(meal: meal, today: report, day: other)
        case .workout(let session)?: return Output(workout: session, today: report, day: other)
        case nil:
            let what = arguments.kind.map { $0 == .meal ? "meal" : "workout" } ?? "meal or workout"
            let when = other.map { "on \($0.iso)" } ?? "today"
            if let number = arguments.number { throw ToolFailure("there is no \(what) \(number) logged \(when)") }
            if let words = arguments.matching { throw ToolFailure("there is no \(what) with \"\(words)\" logged \(when)") }
            throw ToolFailure("there is no \(what) logged \(when) to remove")
        }
    }

    package static func summary(of output: Output, on today: CalendarDay) -> String {
        let from = output.day.map { " from \($0.iso)" } ?? ""
        if let items = output.removedItems, let meal = output.meal {
            return "Removed \(Format.list(items.map(\.label))) from meal \"\(meal.description)\"\(output.day.map { " of \($0.iso)" } ?? ""): "
                + "\(Format.integer(items.reduce(0) { $0 + $1.kcal })) kcal less"
        }
        if let meal = output.meal { return "Removed meal \"\(meal.description)\" (\(Format.integer(meal.totals.kcal)) kcal)\(from)" }
        return "Removed workout \"\(output.workout?.description ?? "")\"\(from)"
    }

    package static func offlineReply(to output: Output, composer: ReplyComposer) -> String {
        let from = output.day.map { " from \(LogReport.dayText($0, today: composer.context.day))" } ?? ""
        var text: String
        if let items = output.removedItems, let meal = output.meal {
            let of = output.day.map { " of \(LogReport.dayText($0, today: composer.context.day))" } ?? ""
            text = "Done — took \(Format.list(items.map(\.label))) out of \"\(meal.description)\"\(of): "
                + "\(Format.integer(items.reduce(0) { $0 + $1.kcal })) kcal less, and the rest of the meal stays."
        } else if let workout = output.workout {
            text = "Done — removed the workout \"\(workout.description)\"\(from)."
        } else if let meal = output.meal {
            text = "Done — removed \"\(meal.description)\" (\(Format.integer(meal.totals.kcal)) kcal)\(from)."
        } else {
            text = "Done."
        }
        if let day = output.day { return text + " :day \(day.iso) shows that day now." }
        let summary = composer.summary
        text += " " + (summary.meals.isEmpty && summary.sessions.isEmpty ? "Nothing else is logged today." : composer.progressSentence())
        return text
    }

    package static func offlineFailure(_ message: String) -> String { "Nothing removed: \(message)." }
}

// MARK: the offline rule

extension RemoveLastEntryTool {
    package static let writes = true

    /// "Undo that"; "delete my last meal"; "I didn't eat that (yesterday)"; "that was a mistake":
    /// a line of at most eight words that opens with a removal word (`removal=lead`) and points at
    /// an entry (`removal=pointer`; "undo" needs none), or says an entry was wrong
    /// (`removal=said`). The kind is the one a denial or an entry's word names ("I didn't eat",
    /// "meal", "workout"); the day, the one the line names. "I didn't eat the pizza yesterday",
    /// "I didn't do the squats": with a food or an exercise the lists know named after the denial,
    /// the latest entry with those words ("the pizza"); "I didn't eat much" names none and is no undo.
    package static func read(_ line: OfflineLine) -> OfflineReading<Arguments>? {
        guard line.size <= 8 else { return nil }
        return named(line) ?? removal(line)
    }

    static func named(_ line: OfflineLine) -> OfflineReading<Arguments>? {
        guard let denial = line.span(at: line.nextContent(from: 0), "denied"),
              let kind = denial.value(of: "denied").flatMap(LogKind.init(rawValue:)) else { return nil }
        let rest = denial.range.upperBound..<line.end
        let words = line.words(rest)
        let names = EntryNames.words(words.joined(separator: " "))
        guard !names.isEmpty else { return nil }
        let known = kind == .meal ? line.readers.nutrition.foods.match(in: names) != nil
            : line.readers.workouts.exercises.match(in: names) != nil
        guard known else { return nil }
        let day = line.day.flatMap { $0.atStart ? nil : line.argument($0.reference) }
        return OfflineReading(Arguments(kind: kind, day: day, matching: words.joined(separator: " ")),
                              score: line.score([denial], found: 1, explaining: [rest] + (line.day.map { [$0.range] } ?? []),
                                                acts: [.report, .statement]))
    }

    static func removal(_ line: OfflineLine) -> OfflineReading<Arguments>? {
        let lead = line.span(at: line.nextContent(from: 0), "removal")
        let led = lead.map { $0.value(of: "removal") == "lead" || $0.value(of: "removal") == "undo" } ?? false
        let said = line.spans("removal", "said")
        guard led || !said.isEmpty else { return nil }
        let pointers = line.spans("removal", "pointer")
        let alone = lead?.value(of: "removal") == "undo" && line.size == 1
        guard !said.isEmpty || alone || !pointers.isEmpty else { return nil }
        let denial = line.spans("denied").first
        let entry = line.spans("entry").first { $0.value(of: "entry").flatMap(LogKind.init(rawValue:)) != nil }
        let kind = (denial ?? entry).flatMap { $0.value(of: "denied") ?? $0.value(of: "entry") }.flatMap(LogKind.init(rawValue:))
        let days = line.utterance.days
        let day = line.day?.reference ?? days.first?.day
        let used = (led ? [lead].compactMap { $0 } : []) + said + pointers + [denial, entry].compactMap { $0 }
        return OfflineReading(Arguments(kind: kind, day: day.flatMap(line.argument)),
                              score: line.score(used, explaining: days.map(\.range), acts: [.report, .statement]))
    }

    package static func unoffered(_ arguments: Arguments, line: OfflineLine, composer: ReplyComposer) -> String {
        "I can't change the log in this chat."
    }
}
