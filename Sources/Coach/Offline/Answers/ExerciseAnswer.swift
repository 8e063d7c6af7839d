import CoachDomain

/// "tell me about squats", "how do I do a romanian deadlift?": a question or request naming an
/// exercise of the list (`data/exercises.json`) is answered with what the list says of it (its
/// kind, muscles and equipment), how to log it, and where its progress shows. A report ("did
/// squats 3x5 100") is the workout tool's; the act keeps them apart. A coaching topic the line
/// names is the question ("how should I warm up before squats?" asks about warming up), so the
/// library answers it.
enum ExerciseAnswer: OfflineAnswer {
    static let name = "exercise"

    static func read(_ line: OfflineLine) -> OfflineReading<ExerciseRecord>? {
        guard line.act == .question || line.act == .request, line.topic == nil,
              let found = line.readers.workouts.exercises.matchRange(in: line.utterance.words) else { return nil }
        let score = line.score(line.spans("act"), found: 1, explaining: [found.range], acts: [.question, .request])
        return OfflineReading(found.record, score: score)
    }

    static func reply(_ value: ExerciseRecord, line: OfflineLine, composer: ReplyComposer) -> String {
        let name = value.name.prefix(1).uppercased() + value.name.dropFirst()
        var what = "**\(name)**: a \(value.kind.rawValue) exercise"
        if !value.muscles.isEmpty { what += " for the \(Format.list(value.muscles))" }
        // "none" and "bodyweight" are the list's words for needing nothing.
        let equipment = (value.equipment ?? []).filter { $0 != "none" && $0 != "bodyweight" }
        what += equipment.isEmpty ? (value.equipment == nil ? "" : ", no equipment needed") : " (equipment: \(Format.list(equipment)))"
        let example = switch value.kind {
        case .strength: "\(value.name) 3x8 60kg"
        case .bodyweight: "\(value.name) 3x10"
        case .cardio: "\(value.name) 30 min"
        }
        return what + ".\n\nLog it as you did it (\"\(example)\"); `:progress \(value.name)` shows how it has gone over time."
    }
}
