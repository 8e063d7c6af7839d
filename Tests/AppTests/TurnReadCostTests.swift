import DI
import Foundation
import Synchronization
import Testing
@testable import App
@testable import Storage

/// Issue 22: the facts of a turn are read once. An offline "I had 2 eggs and toast" prepared 465
/// statements in 129 transactions (every answer read the day, the week, the weigh-ins and four
/// weeks of intake again; the learned expenditure was worked out about four times) and `:checkin`
/// 357 in 92. Now a turn reads one snapshot (one read transaction of cached statements) that the
/// system prompt, the offline reply and the tools' reports share; a write reads it again once.
/// The counts are SQLite's own (its trace hears every statement the store's connections run).
@Suite("A turn reads one snapshot")
struct TurnReadCostTests {
    /// The statements the store ran, as SQLite's trace reported them.
    final class Tally: Sendable {
        final class Heard: Sendable { let statements = Mutex<[String]>([]) }
        private let heard = Heard()
        let trace: StatementTrace

        init() {
            let heard = heard
            trace = StatementTrace { sql in heard.statements.withLock { $0.append(sql) } }
        }

        func reset() { heard.statements.withLock { $0 = [] } }

        /// Everything heard since the last reset, with the transactions among it.
        var counts: (statements: Int, reads: Int, writes: Int, all: [String]) {
            heard.statements.withLock { all in
                let begins = all.filter { $0.uppercased().hasPrefix("BEGIN") }
                let writes = begins.filter { $0.uppercased().contains("IMMEDIATE") || $0.uppercased().contains("EXCLUSIVE") }
                return (all.count, begins.count - writes.count, writes.count, all)
            }
        }
    }

    static let today = "2026-11-24"

    /// The app on `home` with today pinned, its store traced into `tally`.
    static func app(home: URL, tally: Tally) -> AppHarness {
        let options = AppOptions(home: home.path, color: false, environment: ["HOME": home.path, "AIRFIT_TODAY": today])
        let console = Console(color: false, output: -1, error: -1)
        let container = Container(modules: AppModules.all(options: options, console: console)) { registry in
            registry.override(StoreHandle.self) { (paths: AppPaths) in
                await StoreHandle.open(at: paths.database.path,
                                       configuration: StoreConfiguration(appVersion: AirfitVersion.current, statementTrace: tally.trace))
            }
        }
        return AppHarness(container: container, options: options, console: console)
    }

    /// The home of `Benchmarks/Scripts/commands.py`: a profile, two weeks of weigh-ins, two meals a
    /// day and a workout every other day before today, and this week's check-in shown.
    static func makeHome() async throws -> URL {
        let home = try AppContainerTests.temporaryHome()
        let app = Self.app(home: home, tally: Tally())
        for line in ["I'm Sam. I weigh 82 kg, 178 cm, 34 years old, male", "desk job, I walk a bit", "lose fat", "3 days a week"] {
            await app.conversations.send(line, console: app.console)
        }
        for offset in 0..<14 {
            await app.run(":weight \(String(format: "%.1f", 82.4 - 0.1 * Double(offset))) --date 2026-11-\(10 + offset)")
        }
        for offset in 0..<14 {
            await app.run(":food 2 eggs and a slice of toast --date 2026-11-\(10 + offset)")
            await app.run(":food 150 g chicken breast and 200 g rice --date 2026-11-\(10 + offset)")
            if offset % 2 == 0 { await app.run(":workout squat 3x5 100kg, bench 3x8 60kg --date 2026-11-\(10 + offset)") }
        }
        await app.run(":checkin")
        #expect(app.console.errorCount == 0)
        await app.shutdown()
        return home
    }

    /// `turn` run by the app on `home`, its store opened first (as at start, before any line),
    /// and the statements it made, printed under `label`. The caller checks and shuts the app down.
    static func measure(_ label: String, home: URL, _ turn: (AppHarness) async -> Void) async throws
        -> (app: AppHarness, counts: (statements: Int, reads: Int, writes: Int, all: [String])) {
        let tally = Tally()
        let app = Self.app(home: home, tally: tally)
        _ = try await app.container.resolve(StoreHandle.self).store()
        tally.reset()
        await turn(app)
        let counts = tally.counts
        print("\(label): \(counts.statements) statements, \(counts.reads) read and \(counts.writes) write transactions")
        return (app, counts)
    }

    @Test("an offline food turn: a few dozen statements, at most three read transactions")
    func offlineFoodTurn() async throws {
        let home = try await Self.makeHome()
        defer { try? FileManager.default.removeItem(at: home) }
        let (app, counts) = try await Self.measure("offline food turn", home: home) { app in
            await app.conversations.send("I had 2 eggs and toast", console: app.console)
        }
        #expect(app.console.errorCount == 0)
        let store = try await app.container.resolve(StoreHandle.self).store()
        let meals = try await store.nutrition.entries(from: .distantPast, to: .distantFuture)
        #expect(meals.last?.entry.description == "2 eggs and toast", "the turn logged the meal")
        #expect(counts.statements <= 60, "statements: \(counts.all.joined(separator: "\n"))")
        #expect(counts.reads <= 3, "read transactions: \(counts.reads)")
        await app.shutdown()
    }

    @Test("a situation turn (\"am I on track?\"): the record its answer reads comes from the turn's one snapshot")
    func situationTurn() async throws {
        let home = try await Self.makeHome()
        defer { try? FileManager.default.removeItem(at: home) }
        let (app, counts) = try await Self.measure("situation turn", home: home) { app in
            await app.conversations.send("am I on track?", console: app.console)
        }
        #expect(app.console.errorCount == 0)
        let store = try await app.container.resolve(StoreHandle.self).store()
        let conversation = try #require(try await store.conversations.mostRecent())
        let said = try await store.conversations.exportMarkdown(conversation.id)
        #expect(said.contains("Next step:"), "the situation's answer: \(said)")
        #expect(counts.statements <= 60, "statements: \(counts.all.joined(separator: "\n"))")
        #expect(counts.reads <= 3, "read transactions: \(counts.reads)")
        await app.shutdown()
    }

    @Test(":checkin: one snapshot")
    func checkIn() async throws {
        let home = try await Self.makeHome()
        defer { try? FileManager.default.removeItem(at: home) }
        let (app, counts) = try await Self.measure(":checkin", home: home) { await $0.run(":checkin") }
        #expect(app.console.errorCount == 0)
        #expect(counts.statements <= 40, "statements: \(counts.all.joined(separator: "\n"))")
        #expect(counts.reads <= 2, "read transactions: \(counts.reads)")
        await app.shutdown()
    }
}
