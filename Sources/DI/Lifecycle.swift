/// A service that needs async work after it is built and before it is handed out.
public protocol Startable: Sendable {
    /// Called once, right after the factory returns. A throw fails the resolution.
    func start() async throws
}

/// A service that holds resources to release: it is shut down when it is evicted by a
/// swap, when its scope ends, and when the container shuts down (reverse creation order).
public protocol Shutdownable: Sendable {
    /// Releases the service's resources. Called at most once per instance.
    func shutdown() async
}

/// A service that can tell whether it works.
public protocol HealthCheckable: Sendable {
    /// The service's current health.
    func healthCheck() async -> HealthStatus
}

/// The result of a health check.
public enum HealthStatus: Sendable, Equatable, CustomStringConvertible {
    /// Works, with an optional detail.
    case healthy(String = "")
    /// Works, but not as it should (slow, a fallback in use...).
    case degraded(String)
    /// Does not work.
    case unhealthy(String)

    /// `healthy`, `degraded` or `unhealthy`.
    public var label: String {
        switch self {
        case .healthy: "healthy"
        case .degraded: "degraded"
        case .unhealthy: "unhealthy"
        }
    }

    /// What the check said beyond its label.
    public var detail: String {
        switch self {
        case .healthy(let d), .degraded(let d), .unhealthy(let d): d
        }
    }

    /// `healthy`, or `degraded: detail`.
    public var description: String { detail.isEmpty ? label : "\(label): \(detail)" }
}
