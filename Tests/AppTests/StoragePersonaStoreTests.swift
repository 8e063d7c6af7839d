import Coach
import Foundation
import Testing
@testable import App

/// The saved persona in the real database: none at first, the latest saved is the active one.
struct StoragePersonaStoreTests {
    @Test func savedPersonasRoundTripAndTheLatestIsActive() async throws {
        let f = try await StoragePortsTests.fixture()
        defer { try? FileManager.default.removeItem(at: f.folder) }
        let store = try #require(f.ports.personas)
        #expect(try await store.activePersona() == nil)
        try await store.savePersona(Persona(archetypeID: "synthesized", coachName: "Rex", text: "You are Coach Rex."))
        try await store.savePersona(Persona(archetypeID: "synthesized", coachName: "Mia", text: "You are Coach Mia."))
        #expect(try await store.activePersona() == Persona(archetypeID: "synthesized", coachName: "Mia", text: "You are Coach Mia."))
        let records = try await f.store().users.personas(userId: try #require(try await f.store().users.primary().id))
        #expect(records.map(\.active) == [true, false])
    }
}
