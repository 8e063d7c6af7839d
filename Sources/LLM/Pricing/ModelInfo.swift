/// One model of a provider: its context window and its price.
public struct ModelInfo: Sendable, Hashable, Codable {
    /// The model id as the provider's API takes it (`gpt-4o-mini`, `claude-sonnet-4-5`).
    public var id: String
    /// The context window in tokens, if known.
    public var contextWindow: Int?
    /// USD per million input tokens.
    public var inputPerMillion: Double
    /// USD per million output tokens.
    public var outputPerMillion: Double
    /// A higher price for prompts above a size (Gemini 2.5 Pro above 200k tokens), if any.
    public var longContext: LongContextPrice?
    /// The reply's token limit to ask for (`max_tokens`), if this model wants its own.
    public var maxTokens: Int?

    /// A model entry.
    public init(id: String, contextWindow: Int?, inputPerMillion: Double, outputPerMillion: Double,
                longContext: LongContextPrice? = nil, maxTokens: Int? = nil) {
        self.id = id
        self.contextWindow = contextWindow
        self.inputPerMillion = inputPerMillion
        self.outputPerMillion = outputPerMillion
        self.longContext = longContext
        self.maxTokens = maxTokens
    }

    /// The USD cost of `usage` on this model.
    public func cost(of usage: Usage) -> Double {
        var input = inputPerMillion
        var output = outputPerMillion
        if let longContext, usage.inputTokens > longContext.aboveInputTokens {
            input = longContext.inputPerMillion
            output = longContext.outputPerMillion
        }
        return (Double(usage.inputTokens) * input + Double(usage.outputTokens) * output) / 1_000_000
    }

    enum CodingKeys: String, CodingKey {
        case id
        case contextWindow = "context_window"
        case inputPerMillion = "input_per_mtok"
        case outputPerMillion = "output_per_mtok"
        case longContext = "long_context"
        case maxTokens = "max_tokens"
    }
}

/// The price that applies when a prompt has more than `aboveInputTokens` input tokens.
public struct LongContextPrice: Sendable, Hashable, Codable {
    /// The input size above which this price applies.
    public var aboveInputTokens: Int
    /// USD per million input tokens.
    public var inputPerMillion: Double
    /// USD per million output tokens.
    public var outputPerMillion: Double

    /// A long-context price.
    public init(aboveInputTokens: Int, inputPerMillion: Double, outputPerMillion: Double) {
        self.aboveInputTokens = aboveInputTokens
        self.inputPerMillion = inputPerMillion
        self.outputPerMillion = outputPerMillion
    }

    enum CodingKeys: String, CodingKey {
        case aboveInputTokens = "above_input_tokens"
        case inputPerMillion = "input_per_mtok"
        case outputPerMillion = "output_per_mtok"
    }
}

/// What one provider offers: its models. Its default model and whether it is local are
/// ``ProviderCatalog``'s.
public struct ProviderModels: Sendable, Hashable, Codable {
    /// The models listed, in file order.
    public var models: [ModelInfo]

    /// A provider entry.
    public init(models: [ModelInfo]) {
        self.models = models
    }
}
