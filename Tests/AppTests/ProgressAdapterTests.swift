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
        let parser = NutritionParser(foods: f.resources.foods)
        let workouts = WorkoutParser(exercises: f.resources.exercises)
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

    @Test func anExportImportsBackIntoAnEmptyDatabaseAsTheSameLogs() async throws {
        let f = try await Self.fixture()
        try await Self.populate(f)
        try await f.ports.history.addDayTotalsForTest(f)
        let out = f.folder.appendingPathComponent("export")
        let written = try await HistoryTransfer.export(to: out.path, ports: f.ports, today: f.today)
        #expect(written.first == "Exported 4 weigh-ins, 5 food entries, 2 workouts, 5 days of totals to \(out.path):")
        await #expect(throws: TransferError.self) { try await HistoryTransfer.export(to: out.path, ports: f.ports, today: f.today) }

        let fresh = try await Self.fixture(in: StoragePortsTests.temporaryFolder())
        for name in ExportWriter.fileNames {
            _ = try await HistoryTransfer.importFile(out.appendingPathComponent(name).path, ports: fresh.ports,
                                                     exercises: fresh.resources.exercises, today: fresh.today)
        }
        let first = f.today.adding(days: -10)
        // The export rounds to hundredths (what an import compares by): the same meals to the hundredth.
        func hundredths(_ meals: [MealEntry]) -> [String] {
            meals.map { meal in
                ([meal.day.iso, meal.description] + meal.items.map { item in
                    ([item.name, item.unit] + [item.quantity, item.kcal, item.protein, item.carbs, item.fat]
                        .map { String(Int(($0 * 100).rounded())) }).joined(separator: "|")
                }).joined(separator: "\n")
            }
        }
        #expect(hundredths(try await fresh.ports.history.meals(from: first, through: f.today))
            == hundredths(try await f.ports.history.meals(from: first, through: f.today)))
        // Exported again, the files are the same bytes: the rounded numbers read back as written. (Not
        // daily-totals.csv: a day's sum of rounded items may differ from the rounded sum by a hundredth.)
        let again = f.folder.appendingPathComponent("export-again")
        _ = try await HistoryTransfer.export(to: again.path, ports: fresh.ports, today: fresh.today)
        for name in ExportWriter.fileNames where name != "daily-totals.csv" {
            #expect(try Data(contentsOf: again.appendingPathComponent(name)) == Data(contentsOf: out.appendingPathComponent(name)),
                    "\(name)")
            #expect(!(try String(contentsOf: out.appendingPathComponent(name), encoding: .utf8)).contains("0000000"), "\(name)")
        }
        // And the export imported into the database it came from adds nothing.
        for name in ExportWriter.fileNames {
            let lines = try await HistoryTransfer.importFile(out.appendingPathComponent(name).path, ports: f.ports,
                                                             exercises: f.resources.exercises, today: f.today)
            #expect(lines.contains("  added: nothing"), "\(name): \(lines)")
        }
        #expect(try await fresh.ports.history.sessions(from: first, through: f.today)
            == f.ports.history.sessions(from: first, through: f.today))
        #expect(try await fresh.ports.weighIns.weighIns(from: first, through: f.today)
            == f.ports.weighIns.weighIns(from: first, through: f.today))
        #expect(try await fresh.ports.history.dayTotals(from: first, through: f.today).map(\.day) == [first])
        #expect(try await fresh.ports.coach.profiles.loadProfile()?[ProfileFields.weight] == Mass(kilograms: 81.4))

        // Every file a second time: nothing is added.
        for name in ExportWriter.fileNames {
            let lines = try await HistoryTransfer.importFile(out.appendingPathComponent(name).path, ports: fresh.ports,
                                                             exercises: fresh.resources.exercises, today: fresh.today)
            #expect(lines.contains("  added: nothing"), "\(name): \(lines)")
        }
    }

    @Test func aMalformedFileChangesNothing() async throws {
        let f = try await Self.fixture()
        let file = f.folder.appendingPathComponent("bad.csv")
        try Data("Date,Weight (kg)\n2026-11-20,80.0\n2026-11-21,\"79.5\n".utf8).write(to: file)
        await #expect(throws: ImportError.self) {
            try await HistoryTransfer.importFile(file.path, ports: f.ports, exercises: f.resources.exercises, today: f.today)
        }
        #expect(try await f.ports.weighIns.latest() == nil)
        await #expect(throws: TransferError.self) {
            try await HistoryTransfer.importFile(f.folder.appendingPathComponent("missing.csv").path, ports: f.ports,
                                                 exercises: f.resources.exercises, today: f.today)
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
