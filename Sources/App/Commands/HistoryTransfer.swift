import Coach
import CoachDomain
import CoachLanguage
import CoachProgress
import Foundation

/// Import of a CSV file (an app's export, or one of airfit's backup), shared by `:import` and `airfit import`.
enum HistoryTransfer {
    /// Imports the CSV file at `path` and returns the report's lines; throws when the file cannot
    /// be read or recognised (then nothing is stored).
    static func importFile(_ path: String, ports: ProgressPorts, exercises: ExerciseCatalog, lexicon: Lexicon,
                           today: CalendarDay) async throws -> [String] {
        let url = URL(fileURLWithPath: (path as NSString).expandingTildeInPath)
        let data: Data
        do { data = try CSVReader.contents(of: url) } catch { throw TransferError("cannot read \(path): \(error)") }
        let unit = WeightUnit.preferred(by: try? await ports.coach.profiles.loadProfile())
        let plan = try ImportReader(defaultUnit: unit, today: today, exercises: exercises, lexicon: lexicon)
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
}

/// A file that cannot be read or written, as one line.
struct TransferError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
