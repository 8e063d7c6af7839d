import App
import MCP

/// The records an assistant can read, read-only: each is the text of one REPL command, so the
/// resource and the command show the same thing. A row whose command the REPL does not have
/// is not listed (the plan comes with `:plan`).
struct MCPRecord: Sendable {
    /// The last part of the URI: `airfit://today`.
    let name: String
    let title: String
    let description: String
    /// The REPL command it shows.
    let command: String

    var uri: String { "airfit://\(name)" }

    /// The records, in the order clients list them.
    static let all: [MCPRecord] = [
        MCPRecord(name: "profile", title: "Profile",
                  description: "What the coach knows about the user (age, height, weight, activity, goal), in their units.",
                  command: "profile"),
        MCPRecord(name: "targets", title: "Daily targets",
                  description: "Each daily target (kcal, protein, carbs, fat...) and how it is worked out.", command: "targets"),
        MCPRecord(name: "today", title: "Today",
                  description: "Today's meals, totals against the targets, what is left, and workouts.", command: "today"),
        MCPRecord(name: "week", title: "This week",
                  description: "The last seven days: kcal against target, protein, training, trend weight.", command: "week"),
        MCPRecord(name: "plan", title: "Training plan", description: "The current training plan.", command: "plan"),
    ]

    /// The records whose command the REPL has, as MCP lists them.
    static func list(_ backend: MCPBackend) -> [Resource] {
        all.filter { backend.hasCommand($0.command) }.map {
            Resource(name: $0.name, uri: $0.uri, title: $0.title, description: $0.description, mimeType: "text/plain")
        }
    }

    /// The record at `uri` as text; an unknown URI is MCP's "resource not found", a record
    /// that cannot be read (a damaged store) an error with the reason.
    static func read(_ uri: String, _ backend: MCPBackend) async throws -> ReadResource.Result {
        guard let record = all.first(where: { $0.uri == uri }), backend.hasCommand(record.command) else {
            let known = list(backend).map(\.uri).joined(separator: ", ")
            throw MCPError.serverError(code: -32002, message: "no resource \(uri) (known: \(known))")
        }
        do {
            let text = try await backend.commandText(record.command)
            return ReadResource.Result(contents: [.text(text, uri: uri, mimeType: "text/plain")])
        } catch {
            throw MCPError.internalError("\(record.name): \(ErrorText.line(for: error))")
        }
    }
}
