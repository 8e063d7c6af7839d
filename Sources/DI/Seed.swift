/// A value a scope starts with, standing for one of its scoped registrations: which
/// conversation a conversation scope is for, the message a turn scope answers.
///
/// The key should be registered as scoped (its factory then makes the value when a scope is
/// opened without the seed), so that validation and the graph know it.
public struct Seed: Sendable {
    let key: ServiceKey
    let box: any AnyInstanceBox

    /// `value` as the instance of `type` (optionally under `name`) in the new scope.
    public init<T: Sendable>(_ value: T, as type: T.Type = T.self, name: String? = nil) {
        key = ServiceKey(type, name: name)
        box = InstanceBox(value)
    }
}
