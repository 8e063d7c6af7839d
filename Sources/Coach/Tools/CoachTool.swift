import CoachDomain
import CoachLanguage
import CoachProgress
import Foundation
import LLM

extension CalendarDay {
    /// The day a tool's `day` argument names (`yesterday`, a weekday, YYYY-MM-DD, as
    /// ``DayArgument`` reads them), against this day (the call's today); nil or empty is this
    /// day. A day after it is refused: nothing is logged for the future.
    func day(named text: String?) throws(ToolFailure) -> CalendarDay {
        guard let text, !text.isEmpty else { return self }
        switch DayArgument.pastDay(text, today: self) {
        case .success(let named): return named
        case .failure(let problem): throw ToolFailure(problem.description)
        }
    }
}

extension KeyedDecodingContainer {
    /// The text at `key`, whitespace collapsed; nil when missing, null, not text, or blank.
    func optionalText(forKey key: Key) -> String? {
        guard let raw = (try? decodeIfPresent(String.self, forKey: key)) ?? nil else { return nil }
        let text = TextTools.collapse(raw)
        return text.isEmpty ? nil : text
    }
}

/// Why a tool call did not run, in one line the model and the user can read.
package struct ToolFailure: Error, Sendable {
    package let message: String
    package init(_ message: String) { self.message = message }
}

/// One tool the coach offers the model, in one type: its spec, its `Codable` arguments, what
/// running it does, its typed result, and how the offline coach words that result. The list of
/// tools is ``CoachTools/list``. The arguments' keys are spelled only in their type: a call is
/// made from typed arguments (``call(_:id:)``) and read back by the same type.
///
/// A tool is a value holding what it runs on (ports, parsers, the estimator), given to its
/// initialiser: the composition root builds each one (`ToolModule`), so the container sees
/// what every tool depends on. What the offline coach needs (name, spec, its rule, wording) is
/// static.
///
/// Tools are the offline coach's intents: each declares its own offline rule (``read(_:)``: a
/// line read into its typed `Arguments`, with a ``RuleScore``) and what the offline coach says
/// when a request does not offer the tool (``unoffered(_:line:composer:)``). The offline coach
/// scores every tool's rule and every ``OfflineAnswer``'s and takes the best; a tool that
/// ``writes`` is proposed only for a line whose act may write (a report or a statement).
package protocol CoachTool: Sendable {
    associatedtype Arguments: Codable & Sendable
    associatedtype Output: Codable & Sendable

    /// The name the model calls it by.
    static var name: String { get }
    /// What the model is told about it.
    static var spec: ToolSpec { get }
    /// Runs the call; `today` is the day of the turn.
    func run(_ arguments: Arguments, on today: CalendarDay) async throws(ToolFailure) -> Output
    /// The short line the user sees ("Logged 2 items: 215 kcal, 14.7 g protein").
    static func summary(of output: Output, on today: CalendarDay) -> String
    /// The offline coach's reply to the result.
    static func offlineReply(to output: Output, composer: ReplyComposer) -> String
    /// The offline coach's reply to a failure.
    static func offlineFailure(_ message: String) -> String
    /// Whether running it changes what the coach stores (the log, the profile, the goals, the
    /// plan): the offline coach proposes it only for a line whose act may write.
    static var writes: Bool { get }
    /// The offline coach's rule: `line` read as a call of this tool, with its score; nil when
    /// the line does not ask for it.
    static func read(_ line: OfflineLine) -> OfflineReading<Arguments>?
    /// What the offline coach says to a line read as this tool when the request does not offer it.
    static func unoffered(_ arguments: Arguments, line: OfflineLine, composer: ReplyComposer) -> String
}

extension CoachTool {
    package static func offlineFailure(_ message: String) -> String { "That didn't work: \(message)." }

    /// No offline rule: only a model calls it.
    package static func read(_ line: OfflineLine) -> OfflineReading<Arguments>? { nil }

    package static func unoffered(_ arguments: Arguments, line: OfflineLine, composer: ReplyComposer) -> String {
        "I can't do that in this chat."
    }

    /// A call of this tool with `arguments`, encoded by their type.
    static func call(_ arguments: Arguments, id: String) -> ToolCall {
        ToolCall(id: id, name: name, arguments: ToolArguments.encode(arguments))
    }
}

/// A tool of any type, for the list: what is known of it without running it.
struct AnyCoachTool: Sendable {
    let name: String
    let spec: ToolSpec
    /// The offline coach's reply to a stored result (the tool message's JSON).
    let offlineReply: @Sendable (String, ReplyComposer) -> String
    /// Whether running it changes what the coach stores.
    let writes: Bool
    /// The tool's offline choice for a line, ranked `rank` among the rules: nil when its rule does
    /// not read the line, or reads a change from a line whose act may not write.
    let read: @Sendable (OfflineLine, Int) -> OfflineChoice?

    init<Tool: CoachTool>(_ tool: Tool.Type) {
        name = Tool.name
        spec = Tool.spec
        writes = Tool.writes
        read = { line, rank in
            guard let reading = Tool.read(line), !Tool.writes || line.act.mayWrite || reading.isInstruction else { return nil }
            let arguments = reading.value
            return OfflineChoice(name: Tool.name, score: reading.score, value: arguments, rank: rank, line: line,
                                 call: { id in Tool.call(arguments, id: id) },
                                 answer: { composer in Tool.unoffered(arguments, line: line, composer: composer) })
        }
        offlineReply = { content, composer in
            guard let data = content.data(using: .utf8) else { return Tool.offlineFailure("no result") }
            if let failure = try? JSONDecoder().decode(ToolArguments.FailureBody.self, from: data), !failure.ok {
                return Tool.offlineFailure(failure.error)
            }
            guard let output = try? JSONDecoder().decode(Tool.Output.self, from: data) else {
                return Tool.offlineFailure("the result could not be read")
            }
            return Tool.offlineReply(to: output, composer: composer)
        }
    }
}

/// A tool with what it runs on, ready for calls: what the ``ToolExecutor`` runs.
package struct BoundTool: Sendable {
    package let name: String
    /// Decodes the arguments, runs the tool on the day, encodes the result.
    let execute: @Sendable (ToolCall, CalendarDay) async -> ToolResult

    /// - Parameter words: the lexicon the call's words are read with, for a tool whose arguments
    ///   take words beside their canonical values ("calories" for `daily_kcal`); without it, only
    ///   the canonical values.
    package init<Tool: CoachTool>(_ tool: Tool, words: Lexicon? = nil) {
        name = Tool.name
        execute = { call, today in
            let arguments: Tool.Arguments
            switch ToolArguments.decode(Tool.Arguments.self, from: call.arguments, words: words) {
            case .success(let value): arguments = value
            case .failure(let failure): return .failure(call, failure.message)
            }
            let output: Tool.Output
            do throws(ToolFailure) { output = try await tool.run(arguments, on: today) } catch { return .failure(call, error.message) }
            return ToolResult(callID: call.id, name: call.name, content: ToolArguments.encode(output, tool: Tool.name),
                              summary: Tool.summary(of: output, on: today), isError: false)
        }
    }
}

/// Arguments in and results out, as JSON.
enum ToolArguments {
    struct FailureBody: Decodable {
        let ok: Bool
        let error: String
    }

    /// `text` decoded as `T`; an empty text or `null` as `{}`. Failures say which field is wrong.
    /// `words`: the lexicon the arguments' words are read with (``Decoder/toolWords``).
    static func decode<T: Decodable>(_ type: T.Type, from text: String, words: Lexicon? = nil) -> Result<T, ToolFailure> {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        let json = trimmed.isEmpty || trimmed == "null" ? "{}" : trimmed
        guard let parsed = try? JSONValue(parsing: json) else { return .failure(ToolFailure("the arguments are not valid JSON")) }
        guard parsed.objectValue != nil else { return .failure(ToolFailure("the arguments must be a JSON object")) }
        let decoder = JSONDecoder()
        if let words, let key = CodingUserInfoKey.toolWords { decoder.userInfo[key] = words }
        do {
            return .success(try decoder.decode(T.self, from: Data(json.utf8)))
        } catch let error as DecodingError {
            return .failure(ToolFailure(message(for: error)))
        } catch {
            return .failure(ToolFailure("the arguments could not be read"))
        }
    }

    /// One line for a decoding error: `missing "description"`, `"value" must be a number`.
    static func message(for error: DecodingError) -> String {
        switch error {
        case .keyNotFound(let key, _): return "missing \"\(key.stringValue)\""
        case .typeMismatch(let type, let context), .valueNotFound(let type, let context):
            let key = context.codingPath.last?.stringValue ?? "a value"
            let kind = type == String.self ? "text" : type == Double.self || type == Int.self ? "a number" : "\(type)"
            return "\"\(key)\" must be \(kind)"
        case .dataCorrupted(let context): return context.debugDescription
        @unknown default: return "the arguments could not be read"
        }
    }

    /// Arguments as the JSON object a call carries.
    static func encode<T: Encodable>(_ arguments: T) -> String {
        guard let data = try? JSONEncoder().encode(arguments), let text = String(data: data, encoding: .utf8),
              let json = try? JSONValue(parsing: text) else { return "{}" }
        return json.jsonString
    }

    /// `output` as a JSON object with `"ok": true` and the tool's name.
    static func encode<T: Encodable>(_ output: T, tool: String) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        var object: [String: JSONValue] = [:]
        if let data = try? encoder.encode(output), let text = String(data: data, encoding: .utf8),
           let json = try? JSONValue(parsing: text), let fields = json.objectValue {
            object = fields
        }
        object["ok"] = true
        object["tool"] = .string(tool)
        return JSONValue.object(object).jsonString
    }
}

/// A tool without arguments.
package struct NoArguments: Codable, Sendable {}

extension CodingUserInfoKey {
    /// Where a tool call's decoder finds the lexicon its words are read with.
    static let toolWords = CodingUserInfoKey(rawValue: "airfit.toolWords")
}

extension Decoder {
    /// The lexicon a tool call's words are read with, when the executor gave one: a model may
    /// write "calories" for `daily_kcal` or "grams" for `g`.
    var toolWords: Lexicon? { CodingUserInfoKey.toolWords.flatMap { userInfo[$0] as? Lexicon } }
}
