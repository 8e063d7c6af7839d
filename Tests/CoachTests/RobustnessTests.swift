@testable import Coach
@testable import CoachDomain
import LLM
import Testing
import TestThreads

@Suite("Robustness", .ownThread)
struct RobustnessTests {
    static let weird: [String] = [
        "", " ", "\n\n", "1e308 g rice", "squat 1e20x5 100kg", "squat 3x5 1e308kg", "1e20 sets of 5 squats", "nan eggs",
        "inf g chicken", "-5 eggs", "0 eggs", "ran 0 km", "ran 1e9 km in 1 min", "pull-ups 99999999999999999999x1",
        "🍕🍕🍕", "2 🥚", "½ avocado", "¾ cup rice", "x", "x5", "5x", "3x", "@@@", ",,,", " and and and ", "with with",
        "1/0 cup rice", "0/0 eggs", "10:99 run", "ran 5k in 99:99", String(repeating: "egg ", count: 2_000),
        "plank 3x60s", "squat 3 x", "deadlift x 5", "the of a an", "half", "a", "dozen", "\u{0000}eggs",
    ]

    @Test("weird input never crashes the parsers")
    func parsers() {
        let nutrition = NutritionParser(foods: Fixtures.foods, language: Fixtures.language)
        let workouts = WorkoutParser(exercises: Fixtures.exercises, language: Fixtures.language)
        let intents = OfflineReaders(resources: Fixtures.resources)
        for line in Self.weird {
            let food = nutrition.parse(line)
            for item in food.items {
                #expect(item.grams.isFinite && item.grams > 0 && item.grams <= 5_000, "\(line)")
                #expect(item.kcal.isFinite, "\(line)")
            }
            let workout = workouts.parse(line)
            for set in workout.sets {
                #expect((1...50).contains(set.sets) && (0...1_000).contains(set.reps), "\(line)")
                #expect(set.volumeKg.isFinite, "\(line)")
            }
            _ = intents.choose(line, today: Fixtures.day)
            _ = ProfileParser.read(line, context: ProfileContext(year: 2026), language: Fixtures.resources.language)
        }
        #expect(nutrition.parse("½ avocado").items.first?.grams == 75)
        #expect(nutrition.parse("1e308 g rice").items.isEmpty)
        #expect(workouts.parse("squat 1e20x5 100kg").sets.isEmpty)
    }

    @Test("weird input through the offline coach and executor gives replies, not crashes")
    func endToEnd() async throws {
        let store = TestPorts()
        let provider = OfflineCoachProvider(resources: Fixtures.resources, ports: store.ports, today: { Fixtures.day })
        let executor = ToolExecutor(ports: store.ports, resources: Fixtures.resources, today: { Fixtures.day })
        for line in Self.weird.prefix(20) {
            for try await event in provider.stream(ChatRequest(messages: [.user(line)], tools: CoachTools.all)) {
                if case .toolCall(let call) = event { _ = await executor.execute(call) }
            }
        }
        for meal in await store.nutrition.all { #expect(meal.totals.kcal.isFinite) }
    }
}
