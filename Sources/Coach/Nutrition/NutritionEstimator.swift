import Foundation

import LLM
import CoachDomain

/// Estimates foods the food list does not know (optional; the ``ToolExecutor`` works without one).
/// Estimates must be validated: ``LLMNutritionEstimator`` refuses any item whose kcal disagrees
/// with its macros by more than 30%.
public protocol NutritionEstimator: Sendable {
    /// Items for `description`, marked `isEstimate`. Throws when no trustworthy estimate exists.
    func estimate(_ description: String) async throws -> [FoodItem]
}

/// Asks a model (through any ``ChatProvider``, e.g. the orchestrator's extraction task) for
/// structured nutrition, using the `nutrition-estimate` prompt template, and validates the answer.
public struct LLMNutritionEstimator: NutritionEstimator {
    public static let templateName = "nutrition-estimate"

    public let provider: any ChatProvider
    public let prompts: PromptLibrary
    public let model: String

    /// Asks `provider` (with `model`, empty = its default) using the `nutrition-estimate` template in `prompts`.
    public init(provider: any ChatProvider, prompts: PromptLibrary, model: String = "") {
        self.provider = provider
        self.prompts = prompts
        self.model = model
    }

    /// Throws ``PromptError``, the provider's error, or ``NutritionExtraction/Rejection``.
    public func estimate(_ description: String) async throws -> [FoodItem] {
        let system = try prompts.template(named: Self.templateName).render(["description": description])
        let request = ChatRequest(system: system, messages: [.user(description)], model: model, temperature: 0,
                                  maxTokens: 600, responseSchema: NutritionExtraction.schema)
        var text = ""
        for try await event in provider.stream(request) {
            if case .text(let piece) = event { text += piece }
        }
        let items = try NutritionExtraction.items(fromJSON: Self.stripFences(text)).get()
        return items.map { item in
            var copy = item
            copy.isEstimate = true
            return copy
        }
    }

    /// The JSON inside a ```json fence, or the text itself.
    static func stripFences(_ text: String) -> String {
        guard let open = text.range(of: "{"), let close = text.range(of: "}", options: .backwards), open.lowerBound < close.upperBound
        else { return text }
        return String(text[open.lowerBound..<close.upperBound])
    }
}
