/// A built instance, type-erased for storage.
///
/// Every instance is boxed with its registration's static service type, so handing it out
/// is a cheap class cast to ``InstanceBox`` instead of an existential cast from `any Sendable`
/// (which costs a protocol-conformance lookup on every resolve).
@usableFromInline
protocol AnyInstanceBox: AnyObject, Sendable {
    /// The instance, for introspection and lifecycle checks.
    var erased: any Sendable { get }
}

/// An instance of the service type `T`.
@usableFromInline
final class InstanceBox<T: Sendable>: AnyInstanceBox {
    @usableFromInline let value: T

    @inlinable init(_ value: T) { self.value = value }

    @usableFromInline var erased: any Sendable { value }
}
