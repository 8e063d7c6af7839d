/// One line for a `DecodingError`: where in the document, and what was wrong.
enum DecodingErrorText {
    static func line(_ error: any Error) -> String {
        guard let error = error as? DecodingError else { return "not valid JSON" }
        switch error {
        case let .keyNotFound(key, context):
            return "\(place(context.codingPath))missing \"\(key.stringValue)\""
        case let .typeMismatch(type, context):
            return "\(place(context.codingPath))expected \(name(of: type))"
        case let .valueNotFound(type, context):
            return "\(place(context.codingPath))expected \(name(of: type)), found null"
        case let .dataCorrupted(context):
            if context.codingPath.isEmpty { return "not valid JSON" }
            return "\(place(context.codingPath))\(context.debugDescription)"
        @unknown default:
            return "not readable"
        }
    }

    /// `at providers.openai.models[2]: `
    static func place(_ path: [any CodingKey]) -> String {
        guard !path.isEmpty else { return "" }
        var text = ""
        for key in path {
            if let index = key.intValue {
                text += "[\(index)]"
            } else {
                text += text.isEmpty ? key.stringValue : ".\(key.stringValue)"
            }
        }
        return "at \(text): "
    }

    private static func name(of type: Any.Type) -> String {
        switch type {
        case is String.Type: "a string"
        case is Int.Type: "an integer"
        case is Double.Type: "a number"
        case is Bool.Type: "true or false"
        default:
            String(describing: type).hasPrefix("Array") ? "a list" : "an object"
        }
    }
}
