/// Prepares a response schema for OpenAI's strict structured outputs, which reject an
/// object node that does not set `additionalProperties: false` or does not list every
/// property in `required` (https://platform.openai.com/docs/guides/structured-outputs).
///
/// Missing `additionalProperties` is added as `false` on every object node. A schema that
/// cannot be strict as written (an optional property, or extra properties allowed) is sent
/// unchanged with `strict: false`, rather than rejected by the API.
enum OpenAIStrictSchema {
    static func prepare(_ schema: JSONValue) -> (schema: JSONValue, strict: Bool) {
        var strict = true
        let prepared = visit(schema, strict: &strict)
        return strict ? (prepared, true) : (schema, false)
    }

    private static func visit(_ node: JSONValue, strict: inout Bool) -> JSONValue {
        switch node {
        case .array(let items):
            return .array(items.map { visit($0, strict: &strict) })
        case .object(var object):
            let properties = object["properties"]?.objectValue
            if properties != nil || object["type"] == "object" {
                let required = Set((object["required"]?.arrayValue ?? []).compactMap(\.stringValue))
                if !Set((properties ?? [:]).keys).isSubset(of: required) { strict = false }
                switch object["additionalProperties"] {
                case nil: object["additionalProperties"] = false
                case .bool(false)?: break
                default: strict = false
                }
            }
            for (key, value) in object where key != "required" && key != "enum" && key != "const" {
                object[key] = visit(value, strict: &strict)
            }
            return .object(object)
        default:
            return node
        }
    }
}
