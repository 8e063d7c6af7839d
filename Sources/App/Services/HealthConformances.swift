import Coach
import DI
import LLM
import Secrets

// Health checks for services of other targets. Only the composition root knows the
// container's `HealthCheckable` (nothing below App imports DI), so the conformances live here.

extension KeyStore: HealthCheckable {
    /// The key file's state, without asking for the passphrase.
    public func healthCheck() async -> HealthStatus {
        do {
            guard try file.exists() else { return .healthy("no key file; keys come from the environment") }
            try file.checkStructure()
        } catch {
            return .unhealthy(error.description)
        }
        let warnings = file.permissionWarnings()
        return warnings.isEmpty ? .healthy(file.path) : .degraded(warnings.joined(separator: "; "))
    }
}

extension Orchestrator: HealthCheckable {
    /// Healthy with the chat route, degraded while a provider cools down.
    public func healthCheck() async -> HealthStatus {
        let cooling = health().filter { $0.backIn != nil }
        let route = routing.choices(for: .chat).map(\.description).joined(separator: " -> ")
        if cooling.isEmpty { return .healthy("chat: \(route)") }
        return .degraded(cooling.map(\.summary).joined(separator: "; "))
    }
}

extension CoachResources: HealthCheckable {
    public func healthCheck() async -> HealthStatus {
        .healthy("\(foods.count) foods, \(exercises.count) exercises, \(library.entries.count) coaching entries")
    }
}

extension OpenAIProvider: HealthCheckable {
    public func healthCheck() async -> HealthStatus { await ProviderHealthCheck.check(self) }
}

extension AnthropicProvider: HealthCheckable {
    public func healthCheck() async -> HealthStatus { await ProviderHealthCheck.check(self) }
}

extension GeminiProvider: HealthCheckable {
    public func healthCheck() async -> HealthStatus { await ProviderHealthCheck.check(self) }
}

extension OllamaProvider: HealthCheckable {
    public func healthCheck() async -> HealthStatus { await ProviderHealthCheck.check(self) }
}

/// An HTTP provider's health: degraded when it is not configured, else what its server
/// says to a cheap request.
enum ProviderHealthCheck {
    static func check(_ provider: some HTTPChatProvider) async -> HealthStatus {
        let status = await provider.status()
        guard status.configured else { return .degraded("not configured: \(status.detail ?? "")") }
        switch await provider.checkHealth() {
        case .healthy(let detail): return .healthy(detail.isEmpty ? status.baseURL : detail)
        case .unhealthy(let detail): return .unhealthy(detail)
        }
    }
}
