/// What the four HTTP providers share: their settings give the id, the default model and
/// the `:providers` status.
public protocol HTTPChatProvider: ChatProvider, ProviderStatusReporting {
    /// Base URL, default model, key source and timeouts.
    var settings: ProviderSettings { get }
}

extension HTTPChatProvider {
    public var id: String { settings.id }
    public var defaultModel: String { settings.defaultModel }
    public func status() async -> ProviderStatus { await settings.status() }
}
