@testable import App
import Coach
import CoachProgress
import DI
import Foundation
import LLM
import Storage
import Testing

/// Conversations are scopes of the app's container: `:new` and `:resume` end one and open
/// the next, each message gets a turn scope, and a swap evicts what a live scope built.
struct ConversationScopeTests {
    @Test func newEndsTheOldScopeAndShutsItsInstancesDown() async throws {
        let home = try AppContainerTests.temporaryHome()
        defer { try? FileManager.default.removeItem(at: home) }
        let app = AppHarness(home: home)
        await app.conversations.send("I ate 2 eggs", console: app.console)
        let old = app.conversations.scope
        let state = try await old.resolve(ConversationState.self)
        #expect(await state.current != nil, "the first message created the conversation")
        #expect(old.liveCount > 1)

        #expect(await app.run(":new") == .proceed)
        #expect(app.conversations.scope !== old)
        #expect(old.liveCount == 0, "its instances were shut down and dropped")
        #expect(await state.isEnded)
        await #expect(throws: ResolutionError.self) { try await old.resolve(ConversationState.self) }
        let fresh = try await app.conversations.scope.resolve(ConversationState.self)
        #expect(await fresh.current == nil, "the next message starts a new conversation")
        await app.shutdown()
    }

    @Test func resumeOpensTheScopeOfTheConversationItNames() async throws {
        let home = try AppContainerTests.temporaryHome()
        defer { try? FileManager.default.removeItem(at: home) }
        let app = AppHarness(home: home)
        await app.conversations.send("I ate 2 eggs", console: app.console)
        let first = try #require(await app.conversations.scope.resolve(ConversationState.self).current)
        await app.run(":new")
        await app.conversations.send("did squats 3x5 100kg", console: app.console)
        let second = try #require(await app.conversations.scope.resolve(ConversationState.self).current)
        #expect(first != second)

        await app.run(":resume \(first.prefix(8))")
        let scope = app.conversations.scope
        #expect(try await scope.resolve(ConversationState.self).current == first)
        let history = try await scope.resolve(ConversationManager.self).messages
        #expect(history.first == .user("I ate 2 eggs"))
        #expect(!history.contains(.user("did squats 3x5 100kg")))
        await app.conversations.send("and a banana", console: app.console)
        let store = try await app.container.resolve(StoreHandle.self).store()
        #expect(try await store.messages.all(in: first).map(\.content).contains("and a banana"))
        #expect(try await store.messages.count(in: second) == 2)
        await app.shutdown()
    }

    @Test func eachMessageHasATurnScopeWithItsOwnMonitor() async throws {
        let home = try AppContainerTests.temporaryHome()
        defer { try? FileManager.default.removeItem(at: home) }
        let app = AppHarness(home: home)
        let one = app.turnScope(message: "one")
        let two = app.turnScope(message: "two")
        let (monitorOne, monitorTwo) = (try await one.resolve(TurnMonitor.self), try await two.resolve(TurnMonitor.self))
        #expect(monitorOne !== monitorTwo, "two overlapping turns never mix their usage")
        #expect(try await one.resolve(ConversationManager.self) === (try await two.resolve(ConversationManager.self)))
        #expect(try await one.resolve(UserMessage.self).text == "one")
        await one.end()
        await two.end()
        await app.conversations.send("I ate 2 eggs", console: app.console)
        #expect(app.conversations.scope.liveInstances().allSatisfy { $0.key.typeName != "ChatTurn" },
                "a turn's scope ends with the turn")
        await app.shutdown()
    }

    /// Onboarding's place is stored, not held: its conductor lives in a turn (a model reading
    /// answers reports to the turn's monitor), so `:onboard` asks from a turn scope of its own.
    @Test func onboardAsksFromATurnScopeAndLeavesTheConversationAsItWas() async throws {
        let home = try AppContainerTests.temporaryHome()
        defer { try? FileManager.default.removeItem(at: home) }
        let app = AppHarness(home: home)
        let held = app.conversations.scope.liveCount
        #expect(await app.run(":onboard") == .proceed)
        let onboarding = try #require(try await app.container.resolve(CoachPorts.self).onboarding)
        #expect(try await onboarding.loadOnboarding()?.phase == .asking, "the conductor asked its first question")
        #expect(app.conversations.scope.liveCount == held, "the conductor and its monitor did not stay in the conversation")
        await app.shutdown()
    }

    @Test func aSwapEvictsStaleScopedInstancesAndKeepsTheConversation() async throws {
        let home = try AppContainerTests.temporaryHome()
        defer { try? FileManager.default.removeItem(at: home) }
        let app = AppHarness(home: home)
        let scope = app.conversations.scope
        let controller = try await scope.resolve(ChatController.self)
        let state = try await scope.resolve(ConversationState.self)
        await app.run(":swap ReplyRenderer plain")
        #expect(try await scope.resolve(ChatController.self) !== controller, "the controller drew with the old renderer")
        #expect(try await scope.resolve(ConversationState.self) === state)
        let again = try await scope.resolve(ChatController.self)
        await app.run(":provider ollama")
        #expect(try await scope.resolve(ChatController.self) !== again)
        #expect(!(await state.isEnded))
        await app.shutdown()
    }
}
