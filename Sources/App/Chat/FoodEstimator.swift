import Coach
import LLM

/// What the tools do with foods the food list does not know. Named alternatives of the
/// container, switchable live with `:swap FoodEstimator database`: `model` (ask the
/// extraction task's model, when that task starts at one) and `database` (the list only).
public protocol FoodEstimator: Sendable {
    /// The estimator for one turn, reporting each call's usage to `onUsage`; nil when unknown
    /// foods are to be reported as unknown.
    func estimator(onUsage: @escaping @Sendable (UsageRecord) -> Void) -> (any NutritionEstimator)?
}

/// The `model` alternative: the extraction task's model estimates unknown foods, but only
/// when the task starts at a model; the offline coach never invents numbers.
struct ModelFoodEstimator: FoodEstimator {
    let orchestrator: Orchestrator
    let prompts: PromptLibrary

    func estimator(onUsage: @escaping @Sendable (UsageRecord) -> Void) -> (any NutritionEstimator)? {
        guard CoachModule.startsAtModel(orchestrator.routing, task: .extraction) else { return nil }
        return LLMNutritionEstimator(provider: orchestrator.provider(for: .extraction, onUsage: onUsage), prompts: prompts)
    }
}

/// The `database` alternative: only the food list; unknown foods are reported as unknown.
struct FoodListOnly: FoodEstimator {
    func estimator(onUsage: @escaping @Sendable (UsageRecord) -> Void) -> (any NutritionEstimator)? { nil }
}
