import App
import Coach
import MCP

/// The prompts an assistant offers its user (as slash commands, say). Each is a template in
/// the prompts folder; a `{{placeholder}}` is one of the prompt's arguments or the text of
/// the REPL command of that name (`{{today}}` is what `:today` prints), read when the prompt
/// is asked for. `{{checkin}}` runs the weekly check-in, which then counts as shown.
struct MCPPrompt: Sendable {
    let name: String
    let title: String
    let description: String
    let arguments: [Prompt.Argument]
    /// The template's name in the prompts folder.
    let template: String

    /// The prompts, in the order clients list them.
    static let all: [MCPPrompt] = [
        MCPPrompt(name: "weekly-check-in", title: "Weekly check-in",
                  description: "The week against the targets, the weight trend, whether the target should change, and what to do next.",
                  arguments: [], template: "mcp-weekly-check-in"),
        MCPPrompt(name: "plan-my-day-of-eating", title: "Plan my day of eating",
                  description: "Meals and snacks for the rest of today that fit what is left of the targets.",
                  arguments: [Prompt.Argument(name: "preferences", title: "Preferences",
                                              description: "Foods wanted or avoided, meals left, eating out... (optional)",
                                              required: false)],
                  template: "mcp-plan-day"),
    ]

    /// What an optional argument left out reads as.
    static let notGiven = "none given"

    static var list: [Prompt] {
        all.map { Prompt(name: $0.name, title: $0.title, description: $0.description, arguments: $0.arguments) }
    }

    /// The prompt `name` with `arguments`, as one user message.
    static func get(_ name: String, arguments: [String: String]?, _ backend: MCPBackend) async throws -> GetPrompt.Result {
        guard let prompt = all.first(where: { $0.name == name }) else {
            throw MCPError.invalidParams("no prompt \"\(name)\" (known: \(all.map(\.name).joined(separator: ", ")))")
        }
        let given = arguments ?? [:]
        if let missing = prompt.arguments.first(where: { $0.required == true && (given[$0.name] ?? "").isEmpty }) {
            throw MCPError.invalidParams("the prompt \(name) needs \"\(missing.name)\"")
        }
        let template: PromptTemplate
        do { template = try await backend.template(prompt.template) } catch { throw MCPError.internalError(ErrorText.line(for: error)) }
        var values: [String: String] = [:]
        for placeholder in template.placeholders {
            if prompt.arguments.contains(where: { $0.name == placeholder }) {
                values[placeholder] = given[placeholder].flatMap { $0.isEmpty ? nil : $0 } ?? notGiven
            } else if backend.hasCommand(placeholder) {
                do {
                    values[placeholder] = try await backend.commandText(placeholder).trimmingCharacters(in: .newlines)
                } catch {
                    // The rest of the prompt is still worth having; the model is told what is missing.
                    values[placeholder] = "(not available: \(ErrorText.line(for: error)))"
                }
            }
        }
        do {
            let text = try template.render(values)
            return GetPrompt.Result(description: prompt.description, messages: [.user(.text(text: text))])
        } catch {
            throw MCPError.internalError(ErrorText.line(for: error))
        }
    }
}
