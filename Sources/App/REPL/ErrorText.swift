import DI
import LLM

/// Turns any error into the one line the user sees.
package enum ErrorText {
    package static func line(for error: any Error) -> String {
        switch error {
        case let error as ResolutionError: return error.description
        case let error as LLMError: return error.userMessage
        case let error as CommandUsageError: return error.message
        case let error as any CustomStringConvertible: return error.description
        default: return String(describing: error)
        }
    }
}
