import DI
import Foundation
import LLM
import Testing
@testable import App
@testable import Coach
@testable import CoachDomain

/// The food and exercise indexes are built once: the offline coach and the progress logger
/// read with the parsers the container registers, over one name index per list.
struct SharedParsersTests {
    @Test func theOfflineCoachAndTheLoggerReadWithTheRegisteredParsers() async throws {
        let home = try AppContainerTests.temporaryHome()
        defer { try? FileManager.default.removeItem(at: home) }
        let app = AppHarness(home: home)
        let container = app.container

        // Declared: the offline coach takes the OfflineReaders, the logger the two parsers.
        let registrations = container.registrations()
        let offlineInfo = try #require(registrations.first { $0.key == ServiceKey((any ChatProvider).self, name: "offline") })
        #expect(offlineInfo.dependencies.contains(ServiceKey(OfflineReaders.self)))
        #expect(!offlineInfo.dependencies.contains(ServiceKey(NutritionParser.self)))
        let loggerInfo = try #require(registrations.first { $0.key == ServiceKey(ProgressLogger.self) })
        #expect(loggerInfo.dependencies.contains(ServiceKey(NutritionParser.self)))
        #expect(loggerInfo.dependencies.contains(ServiceKey(WorkoutParser.self)))

        let offline = try #require(try await container.resolve((any ChatProvider).self, name: "offline") as? OfflineCoachProvider)
        let logger = try await container.resolve(ProgressLogger.self)
        let nutrition = try await container.resolve(NutritionParser.self)
        let workouts = try await container.resolve(WorkoutParser.self)

        // One food list and one exercise list behind every parser: their name indexes, built
        // once with each list, are the same.
        #expect(ObjectIdentifier(offline.readers.nutrition.foods.index) == ObjectIdentifier(nutrition.foods.index))
        #expect(ObjectIdentifier(logger.nutrition.foods.index) == ObjectIdentifier(nutrition.foods.index))
        #expect(ObjectIdentifier(offline.readers.workouts.exercises.index) == ObjectIdentifier(workouts.exercises.index))
        #expect(ObjectIdentifier(logger.workouts.exercises.index) == ObjectIdentifier(workouts.exercises.index))

        // Both read, through their own parsers, keeping names with a separator whole.
        #expect(offline.readers.nutrition.parse("mac and cheese and 2 eggs").items.count == 2)
        #expect(logger.nutrition.parse("mac and cheese").items.count == 1)
        #expect(offline.readers.workouts.parse("clean and jerk 3x3 60kg").sets.isEmpty == false)
        #expect(logger.workouts.parse("clean and jerk 3x3 60kg").sets.isEmpty == false)
        await app.shutdown()
    }
}
