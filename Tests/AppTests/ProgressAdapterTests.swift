@testable import App
import Coach
import CoachDomain
import CoachProgress
import Foundation
import Storage
import Testing

/// The progress ports over a real temporary SQLite database: ranges cut into days in the
/// configured time zone, imports that add nothing twice and nothing at all from a bad file, and
/// an export that imports back into an empty database as the same logs.
struct ProgressAdapterTests {
    struct Fixture {
        let handle: StoreHandle
        let folder: URL
        let ports: ProgressPorts
        let resources: CoachResources
        let today: CalendarDay
    }

    static func fixture(in folder: URL? = nil) async throws -> Fixture {
        let folder = try folder ?? StoragePortsTests.temporaryFolder()
        let handle = await StoreHandle.open(at: folder.appendingPathComponent("airfit.sqlite").path)
        let timeZone = try #require(TimeZone(identifier: "America/New_York"))
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let now = try #require(calendar.date(from: DateComponents(year: 2026, month: 11, day: 24, hour: 21, minute: 30)))
        let resources = try CoachResources.load(root: StoragePortsTests.root)
        let coach = CoachPorts.storage(handle: handle, resources: resources, timeZone: timeZone, now: { now })
        let ports = ProgressPorts.storage(handle: handle, coach: coach, resources: resources, timeZone: timeZone, now: { now })
        return Fixture(handle: handle, folder: folder, ports: ports, resources: resources,
                       today: try #require(CalendarDay(year: 2026, month: 11, day: 24)))
    }

    static func populate(_ f: Fixture) async throws {
        let parser = NutritionParser(foods: f.resources.foods, language: f.resources.language)
        let workouts = WorkoutParser(exercises: f.resources.exercises, language: f.resources.language)
        for offset in -3...0 {
            let day = f.today.adding(days: offset)
            try await f.ports.coach.nutrition.addMeal(MealEntry(day: day, description: "2 eggs and toast",
                                                                items: parser.parse("2 eggs and toast").items))
            try await f.ports.weighIns.record(WeighIn(day: day, kg: 82 - Double(offset + 3) * 0.2))
        }
        try await f.ports.coach.nutrition.addMeal(MealEntry(day: f.today, description: "coffee with milk",
                                                            items: parser.parse("coffee with milk").items))
        try await f.ports.coach.workouts.addSession(WorkoutSession(day: f.today.adding(days: -1), description: "squat 3x5 100kg",
                                                                   sets: workouts.parse("squat 3x5 100kg").sets))
        try await f.ports.coach.workouts.addSession(WorkoutSession(day: f.today, description: "ran 5 km in 28 min",
                                                                   sets: workouts.parse("ran 5 km in 28 min").sets))
    }

    @Test func rangesAreCutIntoDaysInTheTimeZoneInTheOrderAdded() async throws {
        let f = try await Self.fixture()
        try await Self.populate(f)
        let meals = try await f.ports.history.meals(from: f.today.adding(days: -1), through: f.today)
        #expect(meals.map(\.day) == [f.today.adding(days: -1), f.today, f.today])
        #expect(meals.map(\.description) == ["2 eggs and toast", "2 eggs and toast", "coffee with milk"])
        #expect(try await f.ports.history.sessions(from: f.today, through: f.today).map(\.description) == ["ran 5 km in 28 min"])
        #expect(try await f.ports.history.span() == f.today.adding(days: -3)...f.today)
        #expect(try await f.ports.weighIns.latest() == WeighIn(day: f.today, kg: 81.4))
    }

    /// Imports the file `name` of the backup in `folder` into `f`'s home.
    static func importFile(_ name: String, from folder: URL, into f: Fixture) async throws -> [String] {
        try await HomeBackup.importFile(folder.appendingPathComponent(name), ports: f.ports, store: f.handle,
                                        exercises: f.resources.exercises, lexicon: f.resources.language.lexicon, today: f.today)
    }

    @Test func anExportImportsBackIntoAnEmptyDatabaseAsTheSameLogs() async throws {
        let f = try await Self.fixture()
        try await Self.populate(f)
        try await f.ports.history.addDayTotalsForTest(f)
        let out = f.folder.appendingPathComponent("export")
        let written = try await HomeBackup.export(to: out.path, ports: f.ports, store: f.handle, today: f.today)
        #expect(written.first == "Exported the profile, 4 weigh-ins, 5 food entries, 2 workouts, 5 days of intake, 0 conversations "
            + "and the rest of the home to \(out.path):")
        await #expect(throws: TransferError.self) { try await HomeBackup.export(to: out.path, ports: f.ports, store: f.handle, today: f.today) }

        let fresh = try await Self.fixture(in: StoragePortsTests.temporaryFolder())
        for name in HomeBackup.fileNames { _ = try await Self.importFile(name, from: out, into: fresh) }
        let first = f.today.adding(days: -10)
        // Numbers are written exactly: the same meals, to the last digit.
        #expect(try await fresh.ports.history.meals(from: first, through: f.today) == f.ports.history.meals(from: first, through: f.today))
        // Exported again, the files are the same bytes (the manifest's time aside).
        let again = f.folder.appendingPathComponent("export-again")
        _ = try await HomeBackup.export(to: again.path, ports: fresh.ports, store: fresh.handle, today: fresh.today)
        for name in HomeBackup.fileNames where name != HomeBackup.profileName {
            #expect(try Data(contentsOf: again.appendingPathComponent(name)) == Data(contentsOf: out.appendingPathComponent(name)),
                    "\(name)")
        }
        // And the export imported into the database it came from adds nothing.
        for name in HomeBackup.fileNames {
            let lines = try await Self.importFile(name, from: out, into: f)
            #expect(lines.contains("  added: nothing"), "\(name): \(lines)")
        }
        #expect(try await fresh.ports.history.sessions(from: first, through: f.today)
            == f.ports.history.sessions(from: first, through: f.today))
        #expect(try await fresh.ports.weighIns.weighIns(from: first, through: f.today)
            == f.ports.weighIns.weighIns(from: first, through: f.today))
        #expect(try await fresh.ports.history.dayTotals(from: first, through: f.today).map(\.day) == [first])
        #expect(try await fresh.ports.coach.profiles.loadProfile()?[ProfileFields.weight] == Mass(kilograms: 81.4))

        // Every file a second time: nothing is added.
        for name in HomeBackup.fileNames {
            let lines = try await Self.importFile(name, from: out, into: fresh)
            #expect(lines.contains("  added: nothing"), "\(name): \(lines)")
        }
    }

    @Test func aMalformedFileChangesNothing() async throws {
        let f = try await Self.fixture()
        let file = f.folder.appendingPathComponent("bad.csv")
        try Data("Date,Weight (kg)\n2026-11-20,80.0\n2026-11-21,\"79.5\n".utf8).write(to: file)
        await #expect(throws: ImportError.self) {
            try await HistoryTransfer.importFile(file.path, ports: f.ports, exercises: f.resources.exercises, lexicon: f.resources.language.lexicon, today: f.today)
        }
        #expect(try await f.ports.weighIns.latest() == nil)
        await #expect(throws: TransferError.self) {
            try await HistoryTransfer.importFile(f.folder.appendingPathComponent("missing.csv").path, ports: f.ports,
                                                 exercises: f.resources.exercises, lexicon: f.resources.language.lexicon, today: f.today)
        }
    }
}

extension ProgressHistory {
    /// Ten days before the fixture's today has only imported totals.
    func addDayTotalsForTest(_ f: ProgressAdapterTests.Fixture) async throws {
        _ = try await f.ports.importer?.store(ImportBatch(dayTotals: [
            DayTotals(day: f.today.adding(days: -10), macros: Macros(kcal: 2_100, protein: 140, carbs: 230, fat: 70), source: "c.csv")]))
    }
}
