/// A built instance, type-erased for storage.
///
/// Every instance is boxed with its registration's static service type, so handing it out
/// is a cheap class cast to ``InstanceBox`` instead of an existential cast from `any Sendable`
/// (which costs a protocol-conformance lookup on every resolve).
@usableFromInline
protocol AnyInstanceBox: AnyObject, Sendable {
    /// The instance, for introspection.
    var erased: any Sendable { get }
    /// What it needs started and shut down, found when it was boxed.
    var hooks: Lifecycle.Hooks { get }
}

/// An instance of the service type `T`.
@usableFromInline
final class InstanceBox<T: Sendable>: AnyInstanceBox {
    @usableFromInline let value: T
    @usableFromInline let hooks: Lifecycle.Hooks

    @inlinable init(_ value: T) {
        self.value = value
        hooks = Lifecycle.hooks(of: value)
    }

    /// `value` with its lifecycle already known.
    @inlinable init(_ value: T, hooks: Lifecycle.Hooks) {
        self.value = value
        self.hooks = hooks
    }

    @usableFromInline var erased: any Sendable { value }
}
