@testable import Coach
@testable import CoachDomain
@testable import CoachProgress
import Testing

/// Issue 12, item 3: when the log cannot be read, the coach says so; it never reports an
/// empty day (in its greeting, its summary of today, what is left, or the system prompt).
@Suite("A log that cannot be read")
struct UnreadableLogTests {
    struct Damaged: Error, CustomStringConvertible {
        var description: String { "the database is damaged" }
    }
    struct UnreadableMeals: NutritionLog {
        func addMeal(_ meal: MealEntry) async throws { throw Damaged() }
        func meals(on day: CalendarDay) async throws -> [MealEntry] { throw Damaged() }
    }
    struct UnreadableWorkouts: WorkoutLog {
        func addSession(_ session: WorkoutSession) async throws { throw Damaged() }
        func sessions(from start: CalendarDay, through end: CalendarDay) async throws -> [WorkoutSession] { throw Damaged() }
    }

    let day = CalendarDay(iso: "2026-11-26") ?? CalendarDay(daysSinceEpoch: 0)

    func context() async throws -> CoachContext {
        let test = TestPorts()
        let ports = CoachPorts(profiles: test.profiles, nutrition: UnreadableMeals(), workouts: UnreadableWorkouts(), goals: test.goals)
        return try await ports.context(on: day)
    }

    @Test func theContextSaysWhyTheDayIsEmpty() async throws {
        let context = try await context()
        #expect(context.summary.unreadable == "the database is damaged")
        #expect(context.summary.meals.isEmpty)
    }

    @Test func theOfflineWordsNeverClaimAnEmptyDay() async throws {
        let composer = ReplyComposer(context: try await context(), resources: Fixtures.resources)
        for text in [composer.greeting(), composer.progressSentence()] {
            #expect(text.contains("I can't read today's log right now (the database is damaged)"), "\(text)")
            #expect(!text.contains("Nothing logged"), "\(text)")
        }
    }

    @Test func theSystemPromptTellsTheModel() async throws {
        let values = SystemPromptBuilder.values(for: try await context(), persona: nil)
        #expect(values["totals"] == "- Today's log could not be read (the database is damaged); do not say that nothing was logged.")
    }
}
