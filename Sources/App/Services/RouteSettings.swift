import LLM
import Synchronization

/// The routing the user steers: what `config.json` and the command line chose, then the
/// provider picked with `:provider` and the model picked with `:model`. It is a service of
/// its own, so that the orchestrator, which a swap rebuilds, starts again from it: a model
/// chosen for a provider survives switching away from that provider and back.
final class RouteSettings: Sendable {
    private struct State {
        var routing: RoutingTable
        /// The model picked with `:model`, by provider.
        var chosenModels: [String: String] = [:]
    }

    /// The routing as configured, for the model each provider was given there.
    let configured: RoutingTable
    private let state: Mutex<State>

    init(routing: RoutingTable) {
        configured = routing
        state = Mutex(State(routing: routing))
    }

    /// The routing in force.
    var routing: RoutingTable { state.withLock { $0.routing } }

    /// The model picked for `provider` with `:model`, if any.
    func chosenModel(for provider: String) -> String? { state.withLock { $0.chosenModels[provider] } }

    /// Makes `provider` the chat task's first choice, with the model picked for it earlier,
    /// else the model the configuration gave it; returns the routing.
    func routing(primary provider: String) -> RoutingTable {
        let configuredModel = configured.choices(for: .chat).first { $0.provider == provider }?.model
        return state.withLock { state in
            let model = state.chosenModels[provider] ?? configuredModel
            if state.routing.choices(for: .chat).first != RouteChoice(provider: provider, model: model) {
                state.routing.setPrimary(RouteChoice(provider: provider, model: model))
            }
            return state.routing
        }
    }

    /// Picks `model` for `provider` (the chat task's first choice); returns the routing.
    func choose(model: String, for provider: String) -> RoutingTable {
        state.withLock { state in
            state.chosenModels[provider] = model
            state.routing.setPrimary(RouteChoice(provider: provider, model: model))
            return state.routing
        }
    }
}
