@testable import App
import Coach
import CoachDomain
import CoachProgress
import DI
import Foundation
import LLM
import Testing

/// The ports, the clock and the tools are registrations of the container, so `:graph`,
/// `:validate` and `:swap` see them, and today comes from the clock the options give.
struct InjectionTests {
    @Test func everyToolOfTheListIsRegisteredInItsOrder() throws {
        let home = try AppContainerTests.temporaryHome()
        defer { try? FileManager.default.removeItem(at: home) }
        let container = AppContainerTests.makeContainer(home: home)
        #expect(container.alternatives(of: ServiceKey(BoundTool.self)) == [
            "log_food", "log_workout", "set_goal", "today_summary", "update_profile", "remove_last_entry", "log_weight",
            "week_summary", "suggest_foods", "plan_meals", "log_planned_meal", "today_session", "training_plan", "change_plan",
            "log_as_planned",
        ])
        #expect(container.alternatives(of: ServiceKey(BoundTool.self)) == CoachTools.names)
    }

    @Test func everyPortAndTheClockAreRegistrations() throws {
        let home = try AppContainerTests.temporaryHome()
        defer { try? FileManager.default.removeItem(at: home) }
        let keys = Set(AppContainerTests.makeContainer(home: home).registrations().map(\.key))
        let wanted = [
            ServiceKey((any ProfileStore).self), ServiceKey((any NutritionLog).self), ServiceKey((any WorkoutLog).self),
            ServiceKey((any GoalStore).self), ServiceKey((any LogEraser).self), ServiceKey((any PersonaStore).self),
            ServiceKey((any OnboardingStore).self), ServiceKey((any WeighInLog).self), ServiceKey((any ProgressHistory).self),
            ServiceKey((any HistoryImporter).self), ServiceKey((any CheckInLog).self), ServiceKey(CoachContextReader.self),
            ServiceKey(CoachPorts.self), ServiceKey(ProgressPorts.self), ServiceKey(AppClock.self), ServiceKey(ToolExecutor.self),
        ]
        #expect(wanted.filter { !keys.contains($0) } == [])
    }

    /// `AIRFIT_TODAY` reaches the tools through the registered clock: a meal logged by the turn's
    /// executor lands on that day.
    @Test func aToolCallLogsOnTheClocksDay() async throws {
        let home = try AppContainerTests.temporaryHome()
        defer { try? FileManager.default.removeItem(at: home) }
        let app = AppHarness(home: home, environment: ["AIRFIT_TODAY": "2026-03-02"])
        let day = try #require(CalendarDay(iso: "2026-03-02"))
        #expect(try await app.container.resolve(AppClock.self).today() == day)
        let executor = try await app.turnScope().resolve(ToolExecutor.self)
        let result = await executor.execute(ToolCall(id: "1", name: "log_food", arguments: #"{"description": "2 eggs"}"#))
        #expect(!result.isError, "\(result.content)")
        let meals = try await app.container.resolve((any NutritionLog).self).meals(on: day)
        #expect(meals.map(\.description) == ["2 eggs"])
        await app.shutdown()
    }
}
