import Coach
import CoachDomain
import CoachLanguage
import CoachProgress
import Foundation
import Storage

/// A backup is the home: `airfit export DIR` writes everything a home holds into DIR, and
/// `airfit import DIR` (or its files, in any order) restores it. The files:
/// - `manifest.json`: the format (`airfit-home`), its version, the airfit that wrote it, when,
///   and each file with its number of records.
/// - `profile.json` and `conversations.jsonl` (``Storage/HomeArchive``): the profile, onboarding,
///   personas; the conversations with their messages.
/// - the CSV files of ``Coach/ExportWriter``: weigh-ins, food, workouts, daily totals, the targets
///   set by hand, the targets in force by day, the check-ins shown.
/// Every file is self-contained and its import merges (nothing doubled, nothing of the home's
/// overwritten), so the order of the files does not matter.
enum HomeBackup {
    static let manifestName = "manifest.json"
    static let profileName = "profile.json"
    static let conversationsName = "conversations.jsonl"
    static let format = "airfit-home"
    static let version = 1

    /// The files of a backup besides the manifest, in the order a folder is restored.
    static var fileNames: [String] { [profileName] + ExportWriter.fileNames + [conversationsName] }

    /// `manifest.json`.
    struct Manifest: Codable {
        struct File: Codable {
            var name: String
            var records: Int
        }
        var format: String
        var version: Int
        var airfit: String
        var exported: String
        var files: [File]
    }

    // MARK: - export

    /// Writes the backup into `directory` (created when missing) and returns what was written;
    /// never overwrites: when one of the files exists, nothing is written.
    static func export(to directory: String, ports: ProgressPorts, store: StoreHandle, today: CalendarDay) async throws -> [String] {
        let folder = URL(fileURLWithPath: (directory as NSString).expandingTildeInPath)
        if let existing = ([manifestName] + fileNames).map({ folder.appendingPathComponent($0) })
            .first(where: { FileManager.default.fileExists(atPath: $0.path) }) {
            throw TransferError("\(existing.path) exists; export into a new or empty folder (nothing was written)")
        }
        let span = try await ports.history.span()
        let first = span?.lowerBound ?? today
        let last = max(today, span?.upperBound ?? today)
        let weighIns = try await ports.weighIns.weighIns(from: first, through: last)
        let meals = try await ports.history.meals(from: first, through: last)
        let sessions = try await ports.history.sessions(from: first, through: last)
        let totals = try await ports.history.dayTotals(from: first, through: last)
        let goals = try await ports.coach.goals.goals()
        let targets = try await ports.coach.targetHistory?.records() ?? []
        let checkIns = try await ports.checkIns?.all() ?? []
        let archive = try await store.store().archive
        let profile = try await archive.profile()
        let conversations = try await archive.conversations()

        var files: [(name: String, data: Data, records: Int)] = []
        let pretty = HomeArchive.encoder()
        pretty.outputFormatting.insert(.prettyPrinted)
        files.append((profileName, try pretty.encode(profile) + Data("\n".utf8), 1))
        for (name, text) in ExportWriter.files(weighIns: weighIns, meals: meals, sessions: sessions, totals: totals,
                                               goals: goals, targets: targets, checkIns: checkIns) {
            files.append((name, Data(text.utf8), max(0, text.components(separatedBy: "\r\n").count - 2)))
        }
        let line = HomeArchive.encoder()
        var jsonl = Data()
        for conversation in conversations { jsonl += try line.encode(conversation) + Data("\n".utf8) }
        files.append((conversationsName, jsonl, conversations.count))
        let manifest = Manifest(format: format, version: version, airfit: AirfitVersion.current,
                                exported: Date().formatted(.iso8601), files: files.map { .init(name: $0.name, records: $0.records) })
        files.insert((manifestName, try pretty.encode(manifest) + Data("\n".utf8), 0), at: 0)
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            for file in files { try file.data.write(to: folder.appendingPathComponent(file.name), options: .withoutOverwriting) }
        } catch {
            throw TransferError("cannot write into \(folder.path): \(error.localizedDescription)")
        }
        let days = Set(meals.map(\.day) + totals.map(\.day)).count
        let counts = [ImportKind.weighIn.counted(weighIns.count), ImportKind.meal.counted(meals.count),
                      ImportKind.workout.counted(sessions.count), "\(days) day\(days == 1 ? "" : "s") of intake",
                      "\(conversations.count) conversation\(conversations.count == 1 ? "" : "s")"]
        return ["Exported the profile, \(counts.joined(separator: ", ")) and the rest of the home to \(folder.path):"]
            + files.map { "  \($0.name)" }
    }

    // MARK: - import

    /// The files `path` stands for: a backup folder's files (those its manifest lists, in restore
    /// order), else the file itself.
    static func files(at path: String) throws -> [URL] {
        let url = URL(fileURLWithPath: (path as NSString).expandingTildeInPath)
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), isFolder.boolValue else { return [url] }
        let manifestURL = url.appendingPathComponent(manifestName)
        var listed = Set(fileNames)
        if FileManager.default.fileExists(atPath: manifestURL.path) {
            let manifest = try readManifest(manifestURL)
            listed = Set(manifest.files.map(\.name))
        }
        let present = fileNames.filter { listed.contains($0) }.map { url.appendingPathComponent($0) }
            .filter { FileManager.default.fileExists(atPath: $0.path) }
        guard !present.isEmpty else { throw TransferError("\(path) is a folder without an airfit backup (no \(manifestName), no \(profileName), no food.csv...)") }
        return present
    }

    /// Imports each of `paths` (backup folders and files) and writes the reports; false when one
    /// could not be imported (its error is written, the others still are).
    static func importPaths(_ paths: [String], ports: ProgressPorts, store: StoreHandle, exercises: ExerciseCatalog,
                            lexicon: Lexicon, today: CalendarDay, console: Console) async -> Bool {
        var succeeded = true
        for path in paths {
            do {
                for url in try files(at: path) {
                    do {
                        for line in try await importFile(url, ports: ports, store: store, exercises: exercises, lexicon: lexicon,
                                                             today: today) {
                            console.line(line)
                        }
                    } catch {
                        console.error(ErrorText.line(for: error))
                        succeeded = false
                    }
                }
            } catch {
                console.error(ErrorText.line(for: error))
                succeeded = false
            }
        }
        return succeeded
    }

    /// Imports one file of a backup (or any CSV) and returns the report's lines.
    static func importFile(_ url: URL, ports: ProgressPorts, store: StoreHandle, exercises: ExerciseCatalog,
                           lexicon: Lexicon, today: CalendarDay) async throws -> [String] {
        let name = url.lastPathComponent
        if name == manifestName {
            let manifest = try readManifest(url)
            return ["\(name): an airfit backup (format \(manifest.version), written by airfit \(manifest.airfit) at "
                + "\(manifest.exported)); its files restore it: airfit import \(url.deletingLastPathComponent().path)"]
        }
        if url.pathExtension == "json" || url.pathExtension == "jsonl" {
            let data = try read(url)
            let archive = try await store.store().archive
            if url.pathExtension == "json" {
                let profile: HomeArchive.Profile = try decode(data, name: name, format: HomeArchive.profileFormat, what: "profile")
                return report(name, "airfit profile, onboarding and personas", try await archive.restore(profile))
            }
            var conversations: [HomeArchive.Conversation] = []
            for (number, line) in data.split(separator: UInt8(ascii: "\n")).enumerated() where !line.allSatisfy({ $0 == 32 || $0 == 13 }) {
                conversations.append(try decode(Data(line), name: "\(name) line \(number + 1)", format: HomeArchive.conversationFormat,
                                                what: "conversation"))
            }
            return report(name, "airfit conversations", try await archive.restore(conversations))
        }
        return try await HistoryTransfer.importFile(url.path, ports: ports, exercises: exercises, lexicon: lexicon, today: today)
    }

    static func read(_ url: URL) throws -> Data {
        do { return try Data(contentsOf: url) } catch {
            throw TransferError("cannot read \(url.path): \(FileManager.default.fileExists(atPath: url.path) ? "permission denied or not a file" : "no such file")")
        }
    }

    static func readManifest(_ url: URL) throws -> Manifest {
        let manifest: Manifest
        do { manifest = try JSONDecoder().decode(Manifest.self, from: try read(url)) } catch let error as TransferError {
            throw error
        } catch {
            throw TransferError("\(url.lastPathComponent) is not an airfit backup's manifest; nothing was imported")
        }
        guard manifest.format == format else { throw TransferError("\(url.lastPathComponent) is not an airfit backup's manifest (format \"\(manifest.format)\"); nothing was imported") }
        guard manifest.version <= version else {
            throw TransferError("\(url.lastPathComponent): the backup is format \(manifest.version), written by airfit \(manifest.airfit); "
                + "this airfit reads format \(version) and older: update airfit to import it; nothing was imported")
        }
        return manifest
    }

    /// The `format` and `version` every file of the backup starts with.
    struct Header: Decodable {
        var format: String?
        var version: Int?
    }

    /// `data` as a `T` whose `format` and `version` this airfit reads.
    static func decode<T: Decodable>(_ data: Data, name: String, format: String, what: String) throws -> T {
        guard let header = try? JSONDecoder().decode(Header.self, from: data), header.format == format else {
            throw TransferError("\(name) is not an airfit \(what) (no \"format\": \"\(format)\"); nothing was imported")
        }
        guard let version = header.version, version <= Self.version else {
            throw TransferError("\(name) is format \(header.version ?? 0) of airfit's \(what) files; this airfit reads \(Self.version) "
                + "and older: update airfit to import it; nothing was imported")
        }
        do { return try HomeArchive.decoder().decode(T.self, from: data) } catch {
            throw TransferError("\(name) is a damaged airfit \(what) (\(problem(error))); nothing was imported")
        }
    }

    /// Where and what a decoding error is, in a few words: "messages.0.role: not a role".
    static func problem(_ error: any Error) -> String {
        func path(_ context: DecodingError.Context) -> String {
            let keys = context.codingPath.map { $0.intValue.map(String.init) ?? $0.stringValue }.joined(separator: ".")
            return keys.isEmpty ? "" : "\(keys): "
        }
        switch error as? DecodingError {
        case .keyNotFound(let key, let context)?: return "\(path(context))no \(key.stringValue)"
        case .typeMismatch(_, let context)?, .valueNotFound(_, let context)?, .dataCorrupted(let context)?:
            return path(context) + context.debugDescription
        default: return "not JSON"
        }
    }

    /// "profile.json: airfit profile ...", "  added: 14 profile fields and 1 persona", "  kept: ...".
    static func report(_ name: String, _ what: String, _ outcome: HomeArchive.Outcome) -> [String] {
        func counted(_ counts: [String: Int]) -> String {
            let parts = counts.sorted { $0.key < $1.key }.map { key, count in
                key == "onboarding" ? "the onboarding state" : "\(count) \(key)\(count == 1 ? "" : "s")"
            }
            return parts.isEmpty ? "nothing" : parts.joined(separator: ", ")
        }
        var lines = ["\(name): \(what)", "  added: \(counted(outcome.added))"]
        if !outcome.kept.isEmpty { lines.append("  kept as this home has them: \(counted(outcome.kept))") }
        return lines
    }
}
