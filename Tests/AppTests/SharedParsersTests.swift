import DI
import Foundation
import LLM
import Testing
@testable import App
@testable import Coach
@testable import CoachDomain

/// The food and exercise indexes are built once: the offline coach and the progress logger
/// read with the parsers the container registers, and the names splitting keeps whole are
/// worked out once per list, when a parse first needs them.
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

        // Nothing is worked out before a parse needs it.
        #expect(nutrition.foods.separatorNames.builds == 0)
        #expect(workouts.exercises.separatorNames.builds == 0)

        // One food list and one exercise list behind every parser.
        #expect(ObjectIdentifier(offline.readers.nutrition.foods.separatorNames) == ObjectIdentifier(nutrition.foods.separatorNames))
        #expect(ObjectIdentifier(logger.nutrition.foods.separatorNames) == ObjectIdentifier(nutrition.foods.separatorNames))
        #expect(ObjectIdentifier(offline.readers.workouts.exercises.separatorNames) == ObjectIdentifier(workouts.exercises.separatorNames))
        #expect(ObjectIdentifier(logger.workouts.exercises.separatorNames) == ObjectIdentifier(workouts.exercises.separatorNames))

        // Both read, through their own parsers, and the names are worked out once.
        #expect(offline.readers.nutrition.parse("mac and cheese and 2 eggs").items.count == 2)
        #expect(logger.nutrition.parse("mac and cheese").items.count == 1)
        #expect(offline.readers.workouts.parse("clean and jerk 3x3 60kg").sets.isEmpty == false)
        #expect(logger.workouts.parse("clean and jerk 3x3 60kg").sets.isEmpty == false)
        #expect(nutrition.foods.separatorNames.builds == 1)
        #expect(workouts.exercises.separatorNames.builds == 1)
        await app.shutdown()
    }
}
