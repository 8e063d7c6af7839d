import CoachDomain
import Foundation

/// Where the plan in force is kept (App adapts storage to it).
public protocol TrainingPlanStore: Sendable {
    /// The plan in force, or nil before one was made. Throws ``StoredPlanError`` when it cannot be read.
    func currentPlan() async throws -> TrainingPlan?
    /// Keeps `plan` as the plan in force (an earlier one is not overwritten).
    func savePlan(_ plan: TrainingPlan) async throws
}

/// A stored plan that could not be read back.
public struct StoredPlanError: Error, Sendable, CustomStringConvertible {
    public let detail: String
    public init(detail: String) { self.detail = detail }
    public var description: String { "the stored training plan could not be read (\(detail))" }
}

extension TrainingPlan {
    /// The plan as JSON text for storage.
    public func storedText() throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return String(decoding: try encoder.encode(self), as: UTF8.self)
    }

    /// A plan from ``storedText()``; throws ``StoredPlanError`` when the text is not one.
    public init(storedText text: String) throws {
        do {
            self = try JSONDecoder().decode(TrainingPlan.self, from: Data(text.utf8))
        } catch let error as DecodingError {
            let detail: String = switch error {
            case .keyNotFound(let key, _): "missing \(key.stringValue)"
            case .dataCorrupted: "not valid JSON"
            default: "unexpected contents"
            }
            throw StoredPlanError(detail: detail)
        }
    }
}
