import Foundation

/// Per task, the ordered provider/model choices the orchestrator tries: the first one
/// first, the next ones only as fallbacks.
///
/// Sources, in order of precedence:
/// - the config file: ``init(json:)`` reads `{"tasks": {"chat": ["anthropic:claude-sonnet-4-5",
///   "offline"], "extraction": ["openai:gpt-4o-mini", "offline"]}}` (a choice may also be written
///   `{"provider": "openai", "model": "gpt-4o-mini"}`);
/// - the command line: ``applyingCommandLine(provider:model:fallback:)`` (`--provider`,
///   `--model` set the first chat choice, `--fallback openai:gpt-4o-mini,offline` the rest).
///
/// A task without its own list uses the chat list.
public struct RoutingTable: Sendable, Hashable {
    /// The lists, per task.
    public var tasks: [LLMTask: [RouteChoice]]

    /// A table with these lists (none by default).
    public init(_ tasks: [LLMTask: [RouteChoice]] = [:]) {
        self.tasks = tasks
    }

    /// Every task answered by the offline coach only: the default when nothing is configured.
    public static let offlineOnly = RoutingTable([.chat: [RouteChoice(provider: "offline")]])

    /// The choices for `task`: its own list, else the chat list, else none.
    public func choices(for task: LLMTask) -> [RouteChoice] {
        if let own = tasks[task], !own.isEmpty { return own }
        return tasks[.chat] ?? []
    }

    /// Parses a comma-separated list such as `openai:gpt-4o-mini,offline`.
    /// - Parameter origin: named in errors, e.g. `--fallback`.
    public static func parseList(_ text: String, origin: String = "--fallback") throws(RoutingError) -> [RouteChoice] {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
        var choices: [RouteChoice] = []
        for part in parts {
            guard !String(part).orchTrimmed.isEmpty else {
                throw RoutingError("\(origin): empty choice in \"\(text)\" (write e.g. openai:gpt-4o-mini,offline)")
            }
            do {
                choices.append(try RouteChoice(parsing: String(part)))
            } catch {
                throw RoutingError("\(origin): \(error.message)")
            }
        }
        return choices
    }

    /// Reads the routing object of the config file: `{"tasks": {"chat": [...], ...}}`.
    /// - Parameter origin: named in errors (the config file's name).
    public init(json: JSONValue, origin: String = "config") throws(RoutingError) {
        guard let object = json.objectValue else { throw RoutingError("\(origin): routing must be a JSON object") }
        for key in object.keys where key != "tasks" {
            throw RoutingError("\(origin): unknown routing key \"\(key)\" (expected \"tasks\")")
        }
        guard let tasksValue = object["tasks"] else {
            self.init()
            return
        }
        guard let tasksObject = tasksValue.objectValue else {
            throw RoutingError("\(origin): \"tasks\" must be an object such as {\"chat\": [\"openai:gpt-4o\", \"offline\"]}")
        }
        var tasks: [LLMTask: [RouteChoice]] = [:]
        let expected = LLMTask.allCases.map(\.rawValue).joined(separator: ", ")
        for key in tasksObject.keys.sorted() {
            guard let task = LLMTask(rawValue: key) else {
                throw RoutingError("\(origin): unknown task \"\(key)\" (expected \(expected))")
            }
            guard let list = tasksObject[key]?.arrayValue else {
                throw RoutingError("\(origin): tasks.\(key) must be a list of \"provider:model\" strings")
            }
            var choices: [RouteChoice] = []
            for (index, item) in list.enumerated() {
                let place = "\(origin): tasks.\(key)[\(index)]"
                choices.append(try Self.choice(from: item, place: place))
            }
            tasks[task] = choices
        }
        self.init(tasks)
    }

    /// Reads routing from JSON text (the whole text is the routing object).
    public init(data: Data, origin: String = "config") throws(RoutingError) {
        let value: JSONValue
        do {
            value = try JSONDecoder().decode(JSONValue.self, from: data)
        } catch {
            throw RoutingError("\(origin): not valid JSON")
        }
        try self.init(json: value, origin: origin)
    }

    /// The command line over this table: `provider`/`model` set the first chat choice
    /// (`model` alone changes the model of the current first choice), `fallback` replaces
    /// the chat choices after the first.
    public func applyingCommandLine(provider: String?, model: String?, fallback: String?) throws(RoutingError) -> RoutingTable {
        if let model, model.orchTrimmed.isEmpty { throw RoutingError("--model: empty model name") }
        var chat = choices(for: .chat)
        var first = chat.first
        if let provider {
            var parsed: RouteChoice
            do { parsed = try RouteChoice(parsing: provider) } catch { throw RoutingError("--provider: \(error.message)") }
            if let model { parsed.model = model }
            first = parsed
        } else if let model {
            guard var current = first else {
                throw RoutingError("--model \(model): no provider to apply it to (add --provider)")
            }
            current.model = model
            first = current
        }
        var rest = Array(chat.dropFirst())
        if let fallback { rest = try Self.parseList(fallback, origin: "--fallback") }
        chat = (first.map { [$0] } ?? []) + rest
        var table = self
        table.tasks[.chat] = chat
        return table
    }

    /// Sets the first choice of `task` (what `:provider NAME` and `:model NAME` do), keeping the rest.
    public mutating func setPrimary(_ choice: RouteChoice, for task: LLMTask = .chat) {
        var list = choices(for: task)
        if list.isEmpty { list = [choice] } else { list[0] = choice }
        tasks[task] = list
    }

    /// Checks every provider id against the known ones.
    /// - Throws: ``RoutingError`` naming the first unknown id, with the closest known one.
    public func validate(knownProviders: Set<String>) throws(RoutingError) {
        for task in LLMTask.allCases {
            for choice in tasks[task] ?? [] where !knownProviders.contains(choice.provider) {
                let known = knownProviders.sorted().joined(separator: ", ")
                throw RoutingError("unknown provider \"\(choice.provider)\" for \(task.rawValue) (known: \(known))")
            }
        }
    }

    private static func choice(from item: JSONValue, place: String) throws(RoutingError) -> RouteChoice {
        if let text = item.stringValue {
            do { return try RouteChoice(parsing: text) } catch { throw RoutingError("\(place): \(error.message)") }
        }
        if let object = item.objectValue, let provider = object["provider"]?.stringValue {
            var choice: RouteChoice
            do { choice = try RouteChoice(parsing: provider) } catch { throw RoutingError("\(place): \(error.message)") }
            if let model = object["model"] {
                guard let text = model.stringValue, !text.orchTrimmed.isEmpty else {
                    throw RoutingError("\(place): \"model\" must be a non-empty string")
                }
                choice.model = text.orchTrimmed
            }
            return choice
        }
        throw RoutingError("\(place): expected \"provider:model\" or {\"provider\": ..., \"model\": ...}")
    }
}
