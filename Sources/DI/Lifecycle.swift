/// What ``Startable`` and ``Shutdownable`` refine: a service with a lifecycle. The container
/// asks a built object for this one protocol first: asking the runtime whether a type conforms
/// scans every conformance of the program the first time (about 0.1 ms in the static release
/// binary), and most services have no lifecycle, so one question answers for both.
public protocol LifecycleManaged: AnyObject, Sendable {}

/// A service that needs async work after it is built and before it is handed out. Only a class
/// or an actor can be one (a value has no identity to start or end), so the container looks for
/// it on those alone.
public protocol Startable: LifecycleManaged {
    /// Called once, right after the factory returns. A throw fails the resolution.
    func start() async throws
}

/// A service that holds resources to release: it is shut down when it is evicted by a
/// swap, when its scope ends, and when the container shuts down (reverse creation order). A class
/// or an actor, like ``Startable``.
public protocol Shutdownable: LifecycleManaged {
    /// Releases the service's resources. Called at most once per instance.
    func shutdown() async
}

/// Which instances the lifecycle protocols are looked for on.
@usableFromInline
enum Lifecycle {
    /// Whether `value` is an instance of a class or an actor (a metadata check, no conformance scan).
    @inline(__always)
    static func isObject(_ value: any Sendable) -> Bool { type(of: value) is AnyClass }

    /// What `value` needs started and shut down: asked once, when it is boxed.
    @usableFromInline
    static func hooks(of value: any Sendable) -> Hooks {
        guard isObject(value), let managed = value as? any LifecycleManaged else { return Hooks() }
        return Hooks(startable: managed as? any Startable, shutdownable: managed as? any Shutdownable)
    }

    /// An instance's lifecycle, as found when it was boxed.
    @usableFromInline
    struct Hooks: Sendable {
        var startable: (any Startable)?
        var shutdownable: (any Shutdownable)?

        @usableFromInline init(startable: (any Startable)? = nil, shutdownable: (any Shutdownable)? = nil) {
            self.startable = startable
            self.shutdownable = shutdownable
        }
    }
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
