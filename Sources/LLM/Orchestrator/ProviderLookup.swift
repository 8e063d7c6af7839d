/// How the orchestrator finds the ``ChatProvider`` for a provider id. The composition root
/// builds it (from the container, or from a list of providers); the orchestrator asks for a
/// provider only when it is about to try it, so an unconfigured fallback costs nothing.
///
/// The lookup throws ``LLMError/notConfigured(provider:hint:)`` for an id it cannot serve;
/// the orchestrator then moves on to the next choice. Any other error is reported as
/// `notConfigured` with the error's description as the hint.
public struct ProviderLookup: Sendable {
    private let resolve: @Sendable (String) async throws -> any ChatProvider

    /// A lookup through a closure (e.g. resolving a named alternative in the DI container).
    public init(_ resolve: @escaping @Sendable (String) async throws -> any ChatProvider) {
        self.resolve = resolve
    }

    /// A lookup over a fixed set of providers, by their ``ChatProvider/id``.
    public init(providers: [any ChatProvider]) {
        var byID: [String: any ChatProvider] = [:]
        for provider in providers where byID[provider.id] == nil { byID[provider.id] = provider }
        let table = byID
        self.resolve = { id in
            guard let provider = table[id] else {
                let known = table.keys.sorted().joined(separator: ", ")
                throw LLMError.notConfigured(provider: id, hint: "no provider \"\(id)\" is set up (available: \(known))")
            }
            return provider
        }
    }

    /// The provider for `id`.
    /// - Throws: ``LLMError`` (`notConfigured` for anything the lookup could not serve).
    public func provider(_ id: String) async throws(LLMError) -> any ChatProvider {
        do {
            return try await resolve(id)
        } catch let error as LLMError {
            throw error
        } catch {
            throw LLMError.notConfigured(provider: id, hint: String(describing: error))
        }
    }
}
