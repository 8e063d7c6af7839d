import LLM

/// `remove_last_entry(kind)`: takes back today's latest meal or workout (or the later of the two).
enum RemoveLastEntryTool: CoachTool {
    struct Arguments: Codable, Sendable {
        /// nil: whichever came last.
        let kind: LogKind?

        private enum Keys: String, CodingKey { case kind }

        init(kind: LogKind?) { self.kind = kind }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: Keys.self)
            try container.encode(kind?.rawValue ?? "any", forKey: .kind)
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: Keys.self)
            guard container.contains(.kind), !((try? container.decodeNil(forKey: .kind)) ?? false) else {
                kind = nil
                return
            }
            switch (try? container.decode(String.self, forKey: .kind)).map(TextTools.normalize) {
            case "", "any", "last": kind = nil
            case "meal", "food": kind = .meal
            case "workout", "exercise": kind = .workout
            default: throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "\"kind\" must be meal, workout or any"))
            }
        }
    }

    struct Output: Codable, Sendable {
        var meal: MealEntry?
        var workout: WorkoutSession?
        var today: TodayReport?
    }

    static let name = "remove_last_entry"

    static let spec = ToolSpec(
        name: name,
        description: "Remove the latest meal or workout logged today, when the user says it was a mistake "
            + "(\"undo that\", \"I didn't eat that\"). To correct an entry, remove it, then log the right one.",
        parameters: [
            "type": "object",
            "properties": ["kind": ["type": "string", "enum": ["meal", "workout", "any"],
                                    "description": "Which log; any (the default) removes whichever came last."]],
        ])

    static func run(_ arguments: Arguments, in context: ToolContext) async throws(ToolFailure) -> Output {
        guard let eraser = context.ports.eraser else { throw ToolFailure("removing entries is not possible here") }
        let removed: LoggedEntry?
        do { removed = try await eraser.removeLatest(arguments.kind, on: context.day) } catch {
            throw ToolFailure("could not remove it (\(error))")
        }
        let today = await context.todayReport()
        switch removed {
        case .meal(let meal)?: return Output(meal: meal, today: today)
        case .workout(let session)?: return Output(workout: session, today: today)
        case nil:
            let what = arguments.kind.map { $0 == .meal ? "meal" : "workout" } ?? "meal or workout"
            throw ToolFailure("there is no \(what) logged today to remove")
        }
    }

    static func summary(of output: Output, in context: ToolContext) -> String {
        if let meal = output.meal { return "Removed meal \"\(meal.description)\" (\(Format.integer(meal.totals.kcal)) kcal)" }
        return "Removed workout \"\(output.workout?.description ?? "")\""
    }

    static func offlineReply(to output: Output, composer: ReplyComposer) -> String {
        var text: String
        if let workout = output.workout {
            text = "Done — removed the workout \"\(workout.description)\"."
        } else if let meal = output.meal {
            text = "Done — removed \"\(meal.description)\" (\(Format.integer(meal.totals.kcal)) kcal)."
        } else {
            text = "Done."
        }
        let summary = composer.summary
        text += " " + (summary.meals.isEmpty && summary.sessions.isEmpty ? "Nothing else is logged today." : composer.progressSentence())
        return text
    }

    static func offlineFailure(_ message: String) -> String { "Nothing removed: \(message)." }
}
