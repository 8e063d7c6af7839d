import Foundation

/// The models each provider offers, with context windows and prices, read from
/// `data/models.json`. Gives the cost of a call (nil for an unknown model, never a false
/// zero) and the context window trimming aims for. What a provider is (its default model,
/// whether it runs locally for free) is ``ProviderCatalog``'s, never the file's.
///
/// File format (prices in USD per million tokens):
/// ```json
/// {"as_of": "2025-11-20", "currency": "USD", "sources": {"openai": "https://..."},
///  "providers": {"openai": {"models": [
///     {"id": "gpt-4o-mini", "context_window": 128000, "input_per_mtok": 0.15, "output_per_mtok": 0.6}]},
///   "ollama": {"models": [...]}}}
/// ```
/// A model id with a date or tag suffix (`gpt-4o-2024-08-06`, `claude-sonnet-4-5-20250929`,
/// `llama3.2:3b`) matches the longest listed id it starts with.
public struct ModelCatalog: Sendable, Hashable {
    /// When the prices were checked.
    public var asOf: String
    /// Where they come from, per provider.
    public var sources: [String: String]
    /// The models, per provider id.
    public var providers: [String: ProviderModels]

    /// A catalog built in code (tests, or a composition root without the file).
    public init(asOf: String = "", sources: [String: String] = [:], providers: [String: ProviderModels]) {
        self.asOf = asOf
        self.sources = sources
        self.providers = providers
    }

    /// No models: every cost is unknown.
    public static let empty = ModelCatalog(providers: [:])

    /// Reads the catalog file at `path`.
    /// - Throws: ``CatalogError`` naming the file and the problem.
    public static func load(from path: String) throws(CatalogError) -> ModelCatalog {
        let name = (path as NSString).lastPathComponent
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw CatalogError("\(name): cannot read \(path)")
        }
        return try ModelCatalog(data: data, name: name)
    }

    /// Reads a catalog from JSON text; `name` is used in errors.
    public init(data: Data, name: String = "models.json") throws(CatalogError) {
        let file: ModelCatalog
        do {
            file = try CatalogFileReader.catalog([UInt8](data))
        } catch {
            throw CatalogError("\(name): \(error.line)")
        }
        for (provider, models) in file.providers {
            var seen: Set<String> = []
            for (index, model) in models.models.enumerated() {
                let place = "\(name): providers.\(provider).models[\(index)]"
                guard !model.id.isEmpty else { throw CatalogError("\(place): empty id") }
                guard seen.insert(model.id).inserted else { throw CatalogError("\(place): \(model.id) listed twice") }
                guard model.inputPerMillion >= 0, model.outputPerMillion >= 0,
                      model.inputPerMillion.isFinite, model.outputPerMillion.isFinite else {
                    throw CatalogError("\(place): \(model.id) has a negative or invalid price")
                }
                if let window = model.contextWindow, window <= 0 {
                    throw CatalogError("\(place): \(model.id) has a context window of \(window)")
                }
                if let maxTokens = model.maxTokens, maxTokens <= 0 {
                    throw CatalogError("\(place): \(model.id) has max_tokens \(maxTokens)")
                }
            }
        }
        self = file
    }

    /// The provider ids listed.
    public var providerIDs: [String] { providers.keys.sorted() }

    /// The models of `provider`, in file order.
    public func models(for provider: String) -> [ModelInfo] {
        providers[provider]?.models ?? []
    }

    /// The default model of a built-in `provider` (``ProviderCatalog``).
    public func defaultModel(for provider: String) -> String? {
        ProviderCatalog.descriptor(provider)?.defaultModel
    }

    /// The entry for `model` at `provider`: the exact id, else the longest listed id that
    /// `model` starts with followed by `-`, `:`, `@` or `.`.
    public func model(provider: String, id model: String) -> ModelInfo? {
        guard let entries = providers[provider]?.models, !model.isEmpty else { return nil }
        if let exact = entries.first(where: { $0.id == model }) { return exact }
        let candidates = entries.filter { entry in
            guard model.hasPrefix(entry.id), let next = model.dropFirst(entry.id.count).first else { return false }
            return next == "-" || next == ":" || next == "@" || next == "."
        }
        return candidates.max { $0.id.count < $1.id.count }
    }

    /// The context window of `model` at `provider`, if known.
    public func contextWindow(provider: String, model: String) -> Int? {
        self.model(provider: provider, id: model)?.contextWindow
    }

    /// The `max_tokens` listed for `model` at `provider`, if any.
    public func maxTokens(provider: String, model: String) -> Int? {
        self.model(provider: provider, id: model)?.maxTokens
    }

    /// The USD cost of `usage` on `model` at `provider`: nil when the model is not listed
    /// (unless the provider runs locally, ``ProviderCapabilities/isLocal``: everything is free).
    public func cost(provider: String, model: String, usage: Usage) -> Double? {
        if let entry = self.model(provider: provider, id: model) { return entry.cost(of: usage) }
        if ProviderCatalog.descriptor(provider)?.capabilities.contains(.isLocal) == true { return 0 }
        return nil
    }
}
