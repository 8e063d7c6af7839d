import LLM

/// A turn's events, and the error it threw, if any.
struct TurnLog {
    var events: [TurnEvent]
    var error: (any Error)?

    var text: String {
        events.reduce(into: "") { text, event in
            if case .text(let piece) = event { text += piece }
        }
    }

    var notices: [TurnNotice] {
        events.compactMap { if case .notice(let notice) = $0 { notice } else { nil } }
    }

    var usages: [UsageRecord] {
        events.compactMap { if case .usage(let record) = $0 { record } else { nil } }
    }

    var finished: (reason: FinishReason, provider: String, model: String)? {
        for event in events {
            if case let .finished(reason, provider, model) = event { return (reason, provider, model) }
        }
        return nil
    }

    var interruption: Interruption? {
        for event in events {
            if case .interrupted(let interruption) = event { return interruption }
        }
        return nil
    }

    var turnError: TurnError? { error as? TurnError }
}

func collect(_ turn: Turn) async -> TurnLog {
    var events: [TurnEvent] = []
    do {
        for try await event in turn.events { events.append(event) }
        return TurnLog(events: events, error: nil)
    } catch {
        return TurnLog(events: events, error: error)
    }
}

/// An orchestrator over test providers on virtual time, with jitter fixed at `random`.
func makeOrchestrator(_ chat: [String], providers: [TestProvider], clock: ManualClock = ManualClock(),
                      policy: OrchestratorPolicy = OrchestratorPolicy(), catalog: ModelCatalog = .empty,
                      random: Double = 0.5) throws -> Orchestrator {
    let routing = RoutingTable([.chat: try chat.map { try RouteChoice(parsing: $0) }])
    return Orchestrator(routing: routing, providers: ProviderLookup(providers: providers), catalog: catalog,
                        policy: policy, clock: clock, random: { random })
}

let hello = ChatRequest(system: "You are a coach.", messages: [.user("Hi")])
