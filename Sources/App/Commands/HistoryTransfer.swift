import Coach
import CoachDomain
import CoachProgress
import Foundation

/// Import and export of the logs as CSV files, shared by `:import` and `airfit import|export`.
enum HistoryTransfer {
    /// Imports the CSV file at `path` and returns the report's lines; throws when the file cannot
    /// be read or recognised (then nothing is stored).
    static func importFile(_ path: String, ports: ProgressPorts, exercises: ExerciseCatalog,
                           today: CalendarDay) async throws -> [String] {
        let url = URL(fileURLWithPath: (path as NSString).expandingTildeInPath)
        let data: Data
        do { data = try CSVReader.contents(of: url) } catch { throw TransferError("cannot read \(path): \(error)") }
        let unit = WeightUnit.preferred(by: try? await ports.coach.profiles.loadProfile())
        let plan = try ImportReader(defaultUnit: unit, today: today, exercises: exercises)
            .read(CSVReader.decode(data), file: url.lastPathComponent)
        var stored = StoredImport()
        if plan.batch.count > 0 {
            guard let importer = ports.importer else { throw TransferError("imports cannot be stored here") }
            stored = try await importer.store(plan.batch)
        }
        var lines = ImportReport.lines(plan, stored: stored)
        if (stored.added[.weighIn] ?? 0) > 0, let latest = try await ports.syncProfileWeight() {
            lines.append("Your profile's body weight is \(unit.text(latest.kg)) (the latest weigh-in, \(latest.day.iso)).")
        }
        return lines
    }

    /// Writes the export files into `directory` (created when missing) and returns what was
    /// written; never overwrites: when one of the files exists, nothing is written.
    static func export(to directory: String, ports: ProgressPorts, today: CalendarDay) async throws -> [String] {
        let folder = URL(fileURLWithPath: (directory as NSString).expandingTildeInPath)
        let targets = ExportWriter.fileNames.map { folder.appendingPathComponent($0) }
        if let existing = targets.first(where: { FileManager.default.fileExists(atPath: $0.path) }) {
            throw TransferError("\(existing.path) exists; export into a new or empty folder (nothing was written)")
        }
        let span = try await ports.history.span()
        let first = span?.lowerBound ?? today
        let last = max(today, span?.upperBound ?? today)
        let weighIns = try await ports.weighIns.weighIns(from: first, through: last)
        let meals = try await ports.history.meals(from: first, through: last)
        let sessions = try await ports.history.sessions(from: first, through: last)
        let totals = try await ports.history.dayTotals(from: first, through: last)
        let files = ExportWriter.files(weighIns: weighIns, meals: meals, sessions: sessions, totals: totals)
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            for (name, text) in files {
                try Data(text.utf8).write(to: folder.appendingPathComponent(name), options: .withoutOverwriting)
            }
        } catch {
            throw TransferError("cannot write into \(folder.path): \(error.localizedDescription)")
        }
        let days = Set(meals.map(\.day) + totals.map(\.day)).count
        let counts = [ImportKind.weighIn.counted(weighIns.count), ImportKind.meal.counted(meals.count),
                      ImportKind.workout.counted(sessions.count), "\(days) day\(days == 1 ? "" : "s") of totals"]
        return ["Exported \(counts.joined(separator: ", ")) to \(folder.path):"]
            + files.map { "  \($0.name)" }
    }
}

/// A file that cannot be read or written, as one line.
struct TransferError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
