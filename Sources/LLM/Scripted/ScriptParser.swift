import Foundation

/// Reads a ``Script`` from JSON, with one-line errors that say where the problem is.
enum ScriptParser {
    static let replyKeys: Set<String> = ["text", "chunks", "delay_ms", "first_delay_ms", "tool_calls", "usage", "finish", "error"]
    static let errorKinds = ["not_configured", "authentication", "rate_limited", "overloaded", "server", "context_overflow",
                             "not_found", "bad_request", "timeout", "connection", "malformed", "stream_cut", "stream_error"]

    /// Parses `data`; errors are prefixed `script <name>: `.
    static func parse(_ data: Data, name: String) throws(ScriptError) -> Script {
        let root: JSONValue
        do {
            root = try JSONDecoder().decode(JSONValue.self, from: data)
        } catch {
            throw ScriptError("script \(name): not valid JSON")
        }
        do {
            return try script(from: root)
        } catch {
            throw ScriptError("script \(name): \(error.message)")
        }
    }

    private static func script(from root: JSONValue) throws(ScriptError) -> Script {
        var loop = false
        let list: [JSONValue]
        if let array = root.arrayValue {
            list = array
        } else if let object = root.objectValue {
            for key in object.keys where key != "replies" && key != "loop" {
                throw ScriptError("unknown key \"\(key)\" (expected \"replies\" and \"loop\")")
            }
            guard let replies = object["replies"]?.arrayValue else { throw ScriptError("\"replies\" must be a list of replies") }
            if let value = object["loop"] {
                guard let flag = value.boolValue else { throw ScriptError("\"loop\" must be true or false") }
                loop = flag
            }
            list = replies
        } else {
            throw ScriptError("expected a list of replies or {\"replies\": [...]}")
        }
        guard !list.isEmpty else { throw ScriptError("no replies") }
        var replies: [ScriptedReply] = []
        for (index, item) in list.enumerated() {
            do {
                replies.append(try reply(from: item, number: index + 1))
            } catch {
                throw ScriptError("reply \(index + 1): \(error.message)")
            }
        }
        return Script(replies: replies, loop: loop)
    }

    private static func reply(from value: JSONValue, number: Int) throws(ScriptError) -> ScriptedReply {
        guard let object = value.objectValue else { throw ScriptError("expected an object such as {\"text\": \"Hi\"}") }
        for key in object.keys.sorted() where !replyKeys.contains(key) {
            throw ScriptError("unknown key \"\(key)\" (expected \(replyKeys.sorted().joined(separator: ", ")))")
        }
        if object["text"] != nil, object["chunks"] != nil { throw ScriptError("give \"text\" or \"chunks\", not both") }
        var chunks: [String] = []
        if let text = object["text"] {
            guard let string = text.stringValue else { throw ScriptError("\"text\" must be a string") }
            chunks = [string]
        }
        if let list = object["chunks"] {
            guard let items = list.arrayValue else { throw ScriptError("\"chunks\" must be a list of strings") }
            for item in items {
                guard let string = item.stringValue else { throw ScriptError("\"chunks\" must be a list of strings") }
                chunks.append(string)
            }
        }
        var calls: [ToolCall] = []
        if let list = object["tool_calls"] {
            guard let items = list.arrayValue else { throw ScriptError("\"tool_calls\" must be a list") }
            for (index, item) in items.enumerated() {
                calls.append(try toolCall(from: item, id: "call_\(number)_\(index + 1)", index: index))
            }
        }
        var finish: FinishReason?
        if let value = object["finish"] {
            guard let text = value.stringValue else { throw ScriptError("\"finish\" must be a string such as \"stop\"") }
            finish = switch text {
            case "stop": .stop
            case "length": .length
            case "tool_calls": .toolCalls
            case "content_filter": .contentFilter
            default: .other(text)
            }
        }
        return ScriptedReply(chunks: chunks, delay: try milliseconds(object["delay_ms"], key: "delay_ms"),
                             firstDelay: try milliseconds(object["first_delay_ms"], key: "first_delay_ms"),
                             toolCalls: calls, usage: try usage(from: object["usage"]), finish: finish,
                             error: try object["error"].map { value throws(ScriptError) in try error(from: value) })
    }

    private static func toolCall(from value: JSONValue, id: String, index: Int) throws(ScriptError) -> ToolCall {
        let place = "tool_calls[\(index)]"
        guard let object = value.objectValue else { throw ScriptError("\(place) must be an object with a \"name\"") }
        guard let name = object["name"]?.stringValue, !name.isEmpty else { throw ScriptError("\(place) needs a \"name\"") }
        var callID = id
        if let given = object["id"] {
            guard let text = given.stringValue, !text.isEmpty else { throw ScriptError("\(place).id must be a string") }
            callID = text
        }
        var arguments = "{}"
        switch object["arguments"] {
        case nil, .null?: break
        case .string(let text)?: arguments = text
        case .object(let fields)?: arguments = JSONValue.object(fields).jsonString
        default: throw ScriptError("\(place).arguments must be an object or JSON text")
        }
        return ToolCall(id: callID, name: name, arguments: arguments)
    }

    private static func usage(from value: JSONValue?) throws(ScriptError) -> Usage? {
        guard let value else { return nil }
        guard let input = integer(value["input"]), let output = integer(value["output"]), input >= 0, output >= 0 else {
            throw ScriptError("\"usage\" must be {\"input\": <tokens>, \"output\": <tokens>}")
        }
        return Usage(inputTokens: input, outputTokens: output)
    }

    private static func milliseconds(_ value: JSONValue?, key: String) throws(ScriptError) -> Duration? {
        guard let value else { return nil }
        guard let number = integer(value), number >= 0 else { throw ScriptError("\"\(key)\" must be a whole number of milliseconds") }
        return .milliseconds(number)
    }

    private static func integer(_ value: JSONValue?) -> Int? {
        guard let number = value?.numberValue, number.rounded() == number, abs(number) < 1e15 else { return nil }
        return Int(number)
    }

    private static func error(from value: JSONValue) throws(ScriptError) -> LLMError {
        guard let object = value.objectValue else { throw ScriptError("\"error\" must be an object such as {\"status\": 429}") }
        let provider = "scripted"
        let status = integer(object["status"])
        if object["status"] != nil, status == nil { throw ScriptError("error.status must be a number") }
        let message = object["message"]?.stringValue ?? "scripted failure"
        let retryAfter = try milliseconds(object["retry_after_ms"], key: "error.retry_after_ms")
        var kind = object["kind"]?.stringValue
        if object["kind"] != nil, kind == nil { throw ScriptError("error.kind must be a string") }
        if kind == nil, let status { kind = kindFor(status: status) }
        guard let kind else { throw ScriptError("the error needs a \"kind\" or a \"status\"") }
        switch kind {
        case "not_configured": return .notConfigured(provider: provider, hint: message)
        case "authentication": return .authentication(provider: provider, status: status ?? 401, message: message)
        case "rate_limited": return .rateLimited(provider: provider, retryAfter: retryAfter, message: message)
        case "overloaded": return .overloaded(provider: provider, retryAfter: retryAfter, message: message)
        case "server": return .server(provider: provider, status: status ?? 500, retryAfter: retryAfter, message: message)
        case "context_overflow": return .contextOverflow(provider: provider, message: message)
        case "not_found": return .notFound(provider: provider, message: message)
        case "bad_request": return .badRequest(provider: provider, status: status ?? 400, message: message)
        case "timeout":
            let phase: TimeoutPhase
            switch object["phase"]?.stringValue ?? "first_byte" {
            case "connect": phase = .connect
            case "first_byte": phase = .firstByte
            case "idle": phase = .idle
            case let other: throw ScriptError("unknown timeout phase \"\(other)\" (expected connect, first_byte, idle)")
            }
            return .timeout(provider: provider, phase: phase)
        case "connection": return .connection(provider: provider, message: message)
        case "malformed": return .malformed(provider: provider, detail: message)
        case "stream_cut": return .streamCut(provider: provider)
        case "stream_error": return .streamError(provider: provider, message: message)
        default:
            throw ScriptError("unknown error kind \"\(kind)\" (expected one of \(errorKinds.joined(separator: ", ")))")
        }
    }

    private static func kindFor(status: Int) -> String {
        switch status {
        case 401, 403: "authentication"
        case 404: "not_found"
        case 413: "context_overflow"
        case 429: "rate_limited"
        case 529: "overloaded"
        case 500...599: "server"
        default: "bad_request"
        }
    }
}
