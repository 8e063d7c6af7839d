import App
import Coach
import Foundation
import LLM
import MCP

/// The coach's tools in MCP's terms: each ``ToolSpec`` as a ``Tool`` (name, description,
/// argument schema as they are), a `tools/call` as the chat's ``ToolCall``, and its
/// ``ToolResult`` as text a model reads, with the JSON object as structured content where
/// the agreed revision has it.
enum MCPTools {
    /// The first revision with `structuredContent` in tool results.
    static let structuredContentRevision = "2025-06-18"

    /// The tools as MCP lists them.
    static func list(_ specs: [ToolSpec]) -> [Tool] {
        specs.map { spec in
            Tool(name: spec.name, description: spec.description, inputSchema: value(spec.parameters) ?? ["type": "object"])
        }
    }

    /// The chat's call for MCP's arguments (absent arguments are `{}`).
    static func call(_ parameters: CallTool.Parameters, id: String) -> ToolCall {
        let json = parameters.arguments.flatMap { try? JSONEncoder().encode($0) }.map { String(decoding: $0, as: UTF8.self) }
        return ToolCall(id: id, name: parameters.name, arguments: json ?? "{}")
    }

    /// The result as MCP returns it: the user's line and the JSON the chat's model reads, as
    /// text; the JSON also as structured content when `revision` has it. A failure is an
    /// error result with its reason, not a protocol error: the model reads it and can retry.
    static func result(_ result: ToolResult, revision: String?) -> CallTool.Result {
        let structured = (revision ?? "") >= structuredContentRevision
            ? (try? JSONValue(parsing: result.content)).flatMap(value) : nil
        return CallTool.Result(content: [text(result.summary), text(result.content)],
                               structuredContent: structured, isError: result.isError)
    }

    /// A call the coach could not be set up to run: an error result with the reason.
    static func failure(_ call: ToolCall, reason: String) -> CallTool.Result {
        CallTool.Result(content: [text("\(call.name) failed: \(reason)")], isError: true)
    }

    static func text(_ text: String) -> Tool.Content { .text(text: text, annotations: nil, _meta: nil) }

    /// The coach's JSON as MCP's.
    static func value(_ json: JSONValue) -> Value? { try? Value(json) }
}
