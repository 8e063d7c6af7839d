import CoachDomain

/// What `airfit import` and `:import` say: what the file was read as, what was added, and every
/// row or record left out, with why.
public enum ImportReport {
    /// At most this many row problems are listed one by one; the rest are counted.
    public static let listedProblems = 10

    public static func lines(_ plan: ImportPlan, stored: StoredImport) -> [String] {
        var lines = ["\(plan.file): \(plan.recognizedAs)"]
        for note in plan.notes { lines.append("  note: \(note)") }
        let added = ImportKind.allCases.compactMap { kind in stored.added[kind].map { kind.counted($0) } }
        lines.append("  added: " + (added.isEmpty ? "nothing" : Format.list(added)))
        for kind in ImportKind.allCases {
            for (reason, count) in (stored.skipped[kind] ?? [:]).sorted(by: { $0.key.text < $1.key.text }) {
                lines.append("  skipped \(kind.counted(count)): \(reason.text)")
            }
        }
        if !plan.problems.isEmpty {
            let count = plan.problems.count
            lines.append("  skipped \(count) row\(count == 1 ? "" : "s") of the file:")
            for problem in plan.problems.prefix(listedProblems) { lines.append("    line \(problem.line): \(problem.reason)") }
            if count > listedProblems { lines.append("    ... and \(count - listedProblems) more") }
        }
        return lines
    }
}
